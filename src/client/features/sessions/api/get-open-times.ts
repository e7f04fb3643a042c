import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OpenTime } from '@shared/availability-schemas';
import { sessionsKey } from './keys';

/**
 * Every buddy's open times in the cache: under the sessions, since a session proposed, answered
 * or cancelled takes or frees a buddy's time.
 */
export const openTimesKey = [...sessionsKey, 'open-times'] as const;

/** A buddy's open times (by slug) over the 14 days from `from` (YYYY-MM-DD; today by default). */
export const getOpenTimes = (buddySlug: string, from?: string) =>
  api<OpenTime[]>(
    `/api/buddy/${encodeURIComponent(buddySlug)}/open-times${from ? `?from=${from}` : ''}`,
    { auth: 'required' },
  );

/**
 * Stale after 30 s, as open times run out while the clock moves on. A change of the buddy's
 * availability or bookings, anyone's, is told by the server (the `availability` change).
 */
export const openTimesQueryOptions = (buddySlug: string, from?: string) =>
  queryOptions({
    queryKey: [...openTimesKey, buddySlug, from ?? 'today'],
    queryFn: () => getOpenTimes(buddySlug, from),
    staleTime: 30_000,
  });

export const useOpenTimes = (buddySlug: string) => useQuery(openTimesQueryOptions(buddySlug));
