import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { StatusChange } from '@shared/moderation';

export const statusHistoryKey = ['moderation', 'status-history'] as const;

/** GET /api/users/{id}/status-history: a buddy's moves, oldest first. */
export const statusHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...statusHistoryKey, userId],
    queryFn: async () =>
      (
        await apiList<StatusChange>(`/api/users/${encodeURIComponent(userId)}/status-history`, {
          auth: 'required',
        })
      ).items,
  });

export const useStatusHistory = (userId: string) => useQuery(statusHistoryQueryOptions(userId));
