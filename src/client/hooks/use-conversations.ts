import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConversationList } from '@shared/messaging';

/**
 * The signed-in user's conversations and unread count (GET /api/conversations), one query for
 * every screen that shows them: the messages screen, the header's Messages link and the
 * learner's Recent Messages. A message or a read heard on the event stream refreshes it once.
 */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: ['conversations'],
    queryFn: () => api<ConversationList>('/api/conversations', { auth: 'required' }),
  });

export const useConversations = (enabled = true) =>
  useQuery({ ...conversationsQueryOptions(), enabled });

/**
 * POST /api/conversations/{userId}/read: what that counterpart sent is read. One request for the
 * chat (which also marks it read in its cache at once) and the buddy's Messages from Learners.
 */
export const markConversationRead = (userId: string) =>
  api<{ read: number }>(`/api/conversations/${encodeURIComponent(userId)}/read`, {
    method: 'POST',
    auth: 'required',
  });
