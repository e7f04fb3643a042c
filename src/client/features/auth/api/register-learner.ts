import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeSignIn } from '@/lib/auth-store';
import { LearnerRegistrationSchema, type LoginResponse } from '@shared/auth';
import { PASSWORD_MISMATCH } from '../password-confirmation';

export const registerLearnerInputSchema = LearnerRegistrationSchema.refine(
  (v) => v.password === v.confirmPassword,
  PASSWORD_MISMATCH,
);
export type RegisterLearnerInput = z.infer<typeof registerLearnerInputSchema>;

export const registerLearner = (input: RegisterLearnerInput) =>
  api<LoginResponse>('/api/register/learner', { method: 'POST', body: input });

export const useRegisterLearner = () =>
  useMutation({ mutationFn: registerLearner, onSuccess: storeSignIn });
