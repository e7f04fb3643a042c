import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ResetPasswordSchema } from '@shared/auth';
import { ConfirmPasswordSchema, PASSWORD_MISMATCH } from '../password-confirmation';

/** The token comes from the link, the two passwords from the form. */
export const resetPasswordInputSchema = ResetPasswordSchema.extend({
  confirmPassword: ConfirmPasswordSchema,
}).refine((v) => v.newPassword === v.confirmPassword, PASSWORD_MISMATCH);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPassword = ({ token, newPassword }: ResetPasswordInput) =>
  api<{ message: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
