import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsKey } from '@/features/sessions/api/keys';
import type { BuddyStatistics } from '@shared/bookings';

/**
 * GET /api/buddy/statistics: the buddy's figures. Kept under the sessions key, so every session
 * change (a completion, a cancellation, a new booking) refreshes them with the calendars.
 */
export const buddyStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: [...sessionsKey, 'statistics'],
    queryFn: () => api<BuddyStatistics>('/api/buddy/statistics', { auth: 'required' }),
  });

export const useBuddyStatistics = () => useQuery(buddyStatisticsQueryOptions());
