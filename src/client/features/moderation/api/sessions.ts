import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiList } from '@/lib/api-client';
import type { ModeratedSession, SessionList } from '@shared/moderation';
import type { Message } from '@shared/messaging';

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
 * "Message both users" (decision 047): the moderator's message goes to the session's learner and
 * buddy as a message from the moderator in their Messages, where each of them can answer it.
 * `key` names one message: sent again after a failure, it posts nothing twice to either user.
 */
export const useMessageBothUsers = (session: Pick<ModeratedSession, 'learnerId' | 'buddyId'>) =>
  useMutation({
    mutationFn: ({ content, key }: { content: string; key: string }) =>
      Promise.all(
        [session.learnerId, session.buddyId].map((receiverId, i) =>
          api<Message>('/api/messages', {
            method: 'POST',
            body: { receiverId, content, clientKey: `${key}-${i}` },
            auth: 'required',
          }),
        ),
      ),
    meta: { changes: ['messages'] },
  });
