import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeSignIn } from '@/lib/auth-store';
import type { LoginInput, LoginResponse } from '@shared/auth';

export type { LoginInput };

/** Without the stored token: a 401 here is a wrong password, not the end of a session. */
export const login = (input: LoginInput) =>
  api<LoginResponse>('/api/login', { method: 'POST', body: input, auth: 'none' });

export const useLogin = () => useMutation({ mutationFn: login, onSuccess: storeSignIn });
