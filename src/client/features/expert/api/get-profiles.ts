import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { ExpertProfile } from '@shared/interviews';
import { expertKey } from './keys';

/** The buddies under interview the expert looks at: all of them, or those of one status. */
export type ExpertProfileStatus = 'expert_review' | 'interview_scheduled' | 'interview_completed';

/** GET /api/expert/profiles, newest application first, a page at a time (Link rel="next"). */
export const expertProfilesQueryOptions = (status: ExpertProfileStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...expertKey, 'profiles', status],
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({
        ...(status && { status }),
        ...(pageParam && { before: pageParam }),
      });
      const { items, next } = await apiList<ExpertProfile>(`/api/expert/profiles?${query}`, {
        auth: 'required',
      });
      return { profiles: items, before: next?.get('before') ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
  });

export const useExpertProfiles = (status: ExpertProfileStatus | null) =>
  useInfiniteQuery(expertProfilesQueryOptions(status));
