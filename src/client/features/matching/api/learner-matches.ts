import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffMatches } from '@shared/matching-schemas';

export const learnerMatchesKey = ['matching', 'learner-matches'] as const;

/** GET /api/users/{id}/matches: the learner's matches as they see them, and staff's pins and hides. */
export const learnerMatchesQueryOptions = (learnerId: string) =>
  queryOptions({
    queryKey: [...learnerMatchesKey, learnerId],
    queryFn: () =>
      api<StaffMatches>(`/api/users/${encodeURIComponent(learnerId)}/matches`, {
        auth: 'required',
      }),
  });

export const useLearnerMatches = (learnerId: string) =>
  useQuery(learnerMatchesQueryOptions(learnerId));
