import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConversationList } from '@shared/messaging';

/** Everything of the messages screen in the cache: list, conversations, recipients. */
export const messagingKey = ['messaging'] as const;

export const getConversations = () =>
  api<ConversationList>('/api/conversations', { auth: 'required' });

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: [...messagingKey, 'conversations'], queryFn: getConversations });

export const useConversations = () => useQuery(conversationsQueryOptions());
