import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeSignIn } from '@/lib/auth-store';
import { LearnerCompleteSchema, type LoginResponse } from '@shared/auth';

/** The Sign Up tab's learner account: full name instead of first and last name. */
export const registerLearnerCompleteInputSchema = LearnerCompleteSchema;
export type RegisterLearnerCompleteInput = z.infer<typeof registerLearnerCompleteInputSchema>;

export const registerLearnerComplete = (input: RegisterLearnerCompleteInput) =>
  api<LoginResponse>('/api/register/learner/complete', { method: 'POST', body: input });

export const useRegisterLearnerComplete = () =>
  useMutation({ mutationFn: registerLearnerComplete, onSuccess: storeSignIn });
