import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LearnerProfile } from '@shared/profiles';
import { messagingKey } from './get-conversations';

export const learnerProfileKey = [...messagingKey, 'learner-profile'] as const;

export const getLearnerProfile = () =>
  api<LearnerProfile>('/api/learner/profile', { auth: 'required' });

/** The signed-in learner's own profile: which language they learn (Find a Buddy). */
export const learnerProfileQueryOptions = () =>
  queryOptions({ queryKey: learnerProfileKey, queryFn: getLearnerProfile });

export const useLearnerProfile = (enabled: boolean) =>
  useQuery({ ...learnerProfileQueryOptions(), enabled });
