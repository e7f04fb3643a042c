import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiList } from '@/lib/api-client';
import type { ModeratedSession, SessionList } from '@shared/moderation';
import { MODERATOR_MESSAGE_SUBJECT } from '@shared/support';

export const moderatedSessionsKey = ['moderation', 'sessions'] as const;

/** GET /api/moderator/{list}, newest first, a page at a time (the Link header's rel="next"). */
export const moderatedSessionsQueryOptions = (list: SessionList) =>
  infiniteQueryOptions({
    queryKey: [...moderatedSessionsKey, list],
    queryFn: async ({ pageParam }) => {
      const query = pageParam ? `?${new URLSearchParams({ before: pageParam })}` : '';
      const { items, next } = await apiList<ModeratedSession>(`/api/moderator/${list}${query}`, {
        auth: 'required',
      });
      return { sessions: items, before: next?.get('before') ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
  });

export const useModeratedSessions = (list: SessionList) =>
  useInfiniteQuery(moderatedSessionsQueryOptions(list));

/** POST /api/moderator/mark-notified/{id}. */
export function useMarkNotified(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<ModeratedSession>(`/api/moderator/mark-notified/${encodeURIComponent(id)}`, {
        method: 'POST',
        auth: 'required',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderatedSessionsKey }),
  });
}

/**
 * A moderator's message to both users of a session (SPEC: two support messages with the subject
 * 'Message from Moderator', one to each).
 */
export const useMessageBothUsers = (session: Pick<ModeratedSession, 'learnerId' | 'buddyId'>) =>
  useMutation({
    mutationFn: (content: string) =>
      Promise.all(
        [session.learnerId, session.buddyId].map((receiverId) =>
          api('/api/support-messages', {
            method: 'POST',
            body: { subject: MODERATOR_MESSAGE_SUBJECT, content, receiverId },
            auth: 'required',
          }),
        ),
      ),
    meta: { changes: ['support'] },
  });
