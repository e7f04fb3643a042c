import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeSignIn } from '@/lib/auth-store';
import { LoginSchema, type LoginResponse } from '@shared/auth';

export const loginInputSchema = LoginSchema;
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Without the stored token: a 401 here is a wrong password, not the end of a session. */
export const login = (input: LoginInput) =>
  api<LoginResponse>('/api/login', { method: 'POST', body: input, auth: 'none' });

export const useLogin = () => useMutation({ mutationFn: login, onSuccess: storeSignIn });
