import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LearnerProfile } from '@shared/profiles';
import { learnerKey } from './keys';

export const ownProfileKey = [...learnerKey, 'profile'] as const;

export const getOwnProfile = () =>
  api<LearnerProfile>('/api/learner/profile', { auth: 'required' });

/** The signed-in learner's own profile (GET /api/learner/profile). */
export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: ownProfileKey, queryFn: getOwnProfile });

export const useOwnProfile = () => useQuery(ownProfileQueryOptions());

/** A profile the server answered with after a change: shown at once, no refetch needed. */
export const receiveOwnProfile = (queryClient: QueryClient, profile: LearnerProfile) =>
  queryClient.setQueryData(ownProfileKey, profile);
