import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BuddyTeaser } from '@shared/buddies';

/** Public: the landing page shows it to visitors too. */
export const getFeaturedBuddies = () =>
  api<{ buddies: BuddyTeaser[] }>('/api/buddies/featured').then((r) => r.buddies);

export const featuredBuddiesQueryOptions = () =>
  queryOptions({ queryKey: ['featured-buddies'], queryFn: getFeaturedBuddies });

export const useFeaturedBuddies = () => useQuery(featuredBuddiesQueryOptions());
