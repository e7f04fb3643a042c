import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { ModeratedUser } from '@shared/moderation';

/** Which accounts the moderator looks at: GET /api/users's `role` and `status`. */
export interface UserFilter {
  role?: string;
  status?: string;
}

export const moderatedUsersKey = ['moderation', 'users'] as const;

/** GET /api/users, newest first, a page at a time (the Link header's rel="next"). */
export const moderatedUsersQueryOptions = (filter: UserFilter) =>
  infiniteQueryOptions({
    queryKey: [...moderatedUsersKey, filter],
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({
        ...(filter.role && { role: filter.role }),
        ...(filter.status && { status: filter.status }),
        ...(pageParam && { before: pageParam }),
      });
      const { items, next } = await apiList<ModeratedUser>(`/api/users?${query}`, {
        auth: 'required',
      });
      return { users: items, before: next?.get('before') ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
  });

export const useModeratedUsers = (filter: UserFilter) =>
  useInfiniteQuery(moderatedUsersQueryOptions(filter));
