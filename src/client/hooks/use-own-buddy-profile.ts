import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';

/** The signed-in buddy's own profile (GET /api/buddy/profile), one query for every screen. */
export const ownBuddyProfileKey = ['own-buddy-profile'] as const;

export const ownBuddyProfileQueryOptions = () =>
  queryOptions({
    queryKey: ownBuddyProfileKey,
    queryFn: () => api<BuddyOwnProfile>('/api/buddy/profile', { auth: 'required' }),
  });

export const useOwnBuddyProfile = () => useQuery(ownBuddyProfileQueryOptions());
