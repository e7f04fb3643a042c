import { useQuery } from '@tanstack/react-query';
import { firstRead } from '@/lib/api-client';
import type { SessionSummary } from '@shared/bookings';
import { sessionsKey } from './keys';

/** The dashboard's counters and the sessions waiting for a review (GET /api/bookings/summary). */
export const sessionSummaryQueryOptions = () =>
  firstRead<SessionSummary, readonly [...typeof sessionsKey, 'summary']>(
    [...sessionsKey, 'summary'],
    '/api/bookings/summary',
  );

export const useSessionSummary = () => useQuery(sessionSummaryQueryOptions());
