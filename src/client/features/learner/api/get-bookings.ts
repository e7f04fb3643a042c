import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Booking } from '@shared/bookings';
import { learnerSessionsKey } from './keys';

const bookingsKey = [...learnerSessionsKey, 'bookings'] as const;

/** The learner's sessions: of one week (`week` any date in it, YYYY-MM-DD), or all, latest first. */
export const getBookings = (userId: string, week?: string) =>
  api<Booking[]>(`/api/bookings/user/${encodeURIComponent(userId)}${week ? `?week=${week}` : ''}`, {
    auth: 'required',
  });

export const bookingsQueryOptions = (userId: string, week?: string) =>
  queryOptions({
    queryKey: [...bookingsKey, userId, week ?? 'all'],
    queryFn: () => getBookings(userId, week),
  });

export const useAllBookings = (userId: string) => useQuery(bookingsQueryOptions(userId));

/** One week of the schedule; the shown week stays while the next one loads (no jump). */
export const useWeekBookings = (userId: string, week: string) =>
  useQuery({ ...bookingsQueryOptions(userId, week), placeholderData: keepPreviousData });
