import { useQuery, type QueryClient } from '@tanstack/react-query';
import { firstRead } from '@/lib/api-client';
import type { LearnerProfile } from '@shared/profiles-schemas';

/**
 * The signed-in learner's own profile (GET /api/learner/profile), one query for every screen
 * that shows it: the dashboard, the profile page, the messages screen (the language learned).
 */
export const ownLearnerProfileKey = ['own-learner-profile'] as const;

export const ownLearnerProfileQueryOptions = () =>
  firstRead<LearnerProfile, typeof ownLearnerProfileKey>(
    ownLearnerProfileKey,
    '/api/learner/profile',
  );

export const useOwnLearnerProfile = (enabled = true) =>
  useQuery({ ...ownLearnerProfileQueryOptions(), enabled });

/** A profile the server answered with after a change: shown at once, no refetch needed. */
export const receiveOwnLearnerProfile = (queryClient: QueryClient, profile: LearnerProfile) =>
  queryClient.setQueryData(ownLearnerProfileKey, profile);
