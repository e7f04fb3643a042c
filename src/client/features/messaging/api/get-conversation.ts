import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { Message, MessagePage } from '@shared/messaging';
import { withMessage, withReadAt } from '../chat-entries';
import { conversationsQueryOptions } from '@/hooks/use-conversations';
import { messagingKey } from './keys';

/** Every open conversation in the cache, whoever it is with. */
export const conversationsWithKey = [...messagingKey, 'conversation'] as const;

/** A page of one conversation, newest first, and the `before` of the older page if linked. */
export async function getConversation(userId: string, before: string | null): Promise<MessagePage> {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  const { items, next } = await apiList<Message>(
    `/api/conversations/${encodeURIComponent(userId)}/messages${query}`,
    { auth: 'required' },
  );
  return { messages: items, nextCursor: next?.get('before') ?? null };
}

/** One conversation, newest page first; the next page is the older messages. */
export const conversationQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...conversationsWithKey, userId],
    queryFn: ({ pageParam }) => getConversation(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useConversation = (userId: string) =>
  useInfiniteQuery(conversationQueryOptions(userId));

type Pages = InfiniteData<MessagePage, string | null>;

/**
 * A message to or from `me` (the answer to a send, or the event stream's): into its open
 * conversation, once however often it arrives; the list's last message and unread counts follow.
 */
export function receiveMessage(queryClient: QueryClient, message: Message, me: string) {
  const counterpart = message.senderId === me ? message.receiverId : message.senderId;
  queryClient.setQueryData<Pages>(
    conversationQueryOptions(counterpart).queryKey,
    (data) => data && withMessage(data, message),
  );
  return queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey });
}

/** Someone read a conversation of `me`'s: either `me` (unread counts) or the other side. */
export function receiveRead(
  queryClient: QueryClient,
  read: { readerId: string; counterpartId: string; readAt: string },
  me: string,
) {
  const readByMe = read.readerId === me;
  const counterpart = readByMe ? read.counterpartId : read.readerId;
  queryClient.setQueryData<Pages>(
    conversationQueryOptions(counterpart).queryKey,
    (data) =>
      data &&
      withReadAt(data, read.readAt, (m) => (readByMe ? m.receiverId === me : m.senderId === me)),
  );
  if (readByMe) {
    return queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey });
  }
}
