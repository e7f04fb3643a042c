import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeaturedBuddies } from '@shared/buddies';

/** Public: the landing page shows it to visitors too. */
export const getFeaturedBuddies = () => api<FeaturedBuddies>('/api/buddies/featured');

export const featuredBuddiesQueryOptions = () =>
  queryOptions({ queryKey: ['featured-buddies'], queryFn: getFeaturedBuddies });

export const useFeaturedBuddies = () => useQuery(featuredBuddiesQueryOptions());
