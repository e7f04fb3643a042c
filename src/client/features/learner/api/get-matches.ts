import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BuddyMatch } from '@shared/matching-schemas';
import { learnerKey } from './keys';

export const matchesKey = [...learnerKey, 'matches'] as const;

/** GET /api/learner/matches: the buddies that suit the learner best, each with why. */
export const matchesQueryOptions = () =>
  queryOptions({
    queryKey: matchesKey,
    queryFn: () => api<BuddyMatch[]>('/api/learner/matches', { auth: 'required' }),
  });

export const useMatches = () => useQuery(matchesQueryOptions());
