import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConversationList } from '@shared/messaging';
import { learnerKey } from './keys';

/** The inbox (GET /api/conversations), for the dashboard's Recent Messages. */
export const recentConversationsQueryOptions = () =>
  queryOptions({
    queryKey: [...learnerKey, 'conversations'],
    queryFn: () => api<ConversationList>('/api/conversations', { auth: 'required' }),
  });

export const useRecentConversations = () => useQuery(recentConversationsQueryOptions());
