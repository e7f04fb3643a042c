import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PublicBuddy } from '@shared/buddies';
import { messagingKey } from './keys';

/** Every buddy's offers in the cache. */
export const buddyOffersKey = [...messagingKey, 'buddy-offers'] as const;

export const getBuddyOffers = (slug: string) =>
  api<PublicBuddy>(`/api/buddy/${encodeURIComponent(slug)}`, { auth: 'required' });

/** A buddy's public profile, for the activities and rates a proposal may choose from. */
export const buddyOffersQueryOptions = (slug: string | null) =>
  queryOptions({
    queryKey: [...buddyOffersKey, slug],
    queryFn: slug ? () => getBuddyOffers(slug) : skipToken,
  });

export const useBuddyOffers = (slug: string | null) => useQuery(buddyOffersQueryOptions(slug));
