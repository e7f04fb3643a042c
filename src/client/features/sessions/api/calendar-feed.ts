import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CalendarFeedStatus, CalendarFeedUrl } from '@shared/calendar';

/** The caller's own feed (learner or buddy): not a session, so outside sessionsKey. */
const feedKey = ['calendar-feed'] as const;

/** GET /api/calendar-feed: whether a private feed is on, and since when. */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: () => api<CalendarFeedStatus>('/api/calendar-feed', { auth: 'required' }),
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** POST makes a new address (the old one stops working), shown once; DELETE turns it off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: feedKey });
  const create = useMutation({
    mutationFn: () =>
      api<CalendarFeedUrl>('/api/calendar-feed', { method: 'POST', auth: 'required' }),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: () => api<void>('/api/calendar-feed', { method: 'DELETE', auth: 'required' }),
    onSuccess,
  });
  return { create, revoke };
}
