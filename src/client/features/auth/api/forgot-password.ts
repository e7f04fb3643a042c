import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ForgotPasswordSchema } from '@shared/auth';

export const forgotPasswordInputSchema = ForgotPasswordSchema;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const forgotPassword = (input: ForgotPasswordInput) =>
  api<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
