import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionSummary } from '@shared/bookings';
import { sessionsKey } from './keys';

/** The dashboard's counters and the sessions waiting for a review (GET /api/bookings/summary). */
export const sessionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...sessionsKey, 'summary'],
    queryFn: () => api<SessionSummary>('/api/bookings/summary', { auth: 'required' }),
  });

export const useSessionSummary = () => useQuery(sessionSummaryQueryOptions());
