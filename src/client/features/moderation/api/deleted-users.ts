import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { DeletedUser } from '@shared/moderation';

/** GET /api/deleted-users, the latest deletion first, a page at a time (Link rel="next"). */
export const deletedUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['moderation', 'deleted-users'],
    queryFn: async ({ pageParam }) => {
      const query = pageParam ? `?${new URLSearchParams({ before: pageParam })}` : '';
      const { items, next } = await apiList<DeletedUser>(`/api/deleted-users${query}`, {
        auth: 'required',
      });
      return { users: items, before: next?.get('before') ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
  });

export const useDeletedUsers = () => useInfiniteQuery(deletedUsersQueryOptions());
