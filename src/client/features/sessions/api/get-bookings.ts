import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Booking } from '@shared/bookings';
import type { Side } from '@shared/session-rules';
import { sessionsKey } from './keys';

const bookingsKey = [...sessionsKey, 'bookings'] as const;

/**
 * A side's sessions (GET /api/bookings/{user|buddy}/{id}): of one week (`week` any date in it,
 * YYYY-MM-DD), or all, latest first.
 */
export const getBookings = (side: Side, userId: string, week?: string) =>
  api<Booking[]>(
    `/api/bookings/${side === 'learner' ? 'user' : 'buddy'}/${encodeURIComponent(userId)}${week ? `?week=${week}` : ''}`,
    { auth: 'required' },
  );

export const bookingsQueryOptions = (side: Side, userId: string, week?: string) =>
  queryOptions({
    queryKey: [...bookingsKey, side, userId, week ?? 'all'],
    queryFn: () => getBookings(side, userId, week),
  });

export const useAllBookings = (side: Side, userId: string) =>
  useQuery(bookingsQueryOptions(side, userId));

/** One week of the schedule; the shown week stays while the next one loads (no jump). */
export const useWeekBookings = (side: Side, userId: string, week: string) =>
  useQuery({ ...bookingsQueryOptions(side, userId, week), placeholderData: keepPreviousData });
