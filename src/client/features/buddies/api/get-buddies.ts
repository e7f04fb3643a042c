import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { BuddyCard, BuddyList } from '@shared/buddies';
import { BUDDY_PAGE_SIZE, type BuddyLanguage } from '@shared/discovery';

export interface BuddyFilters {
  /** Activity titles; a buddy offering any of them matches, none matches every buddy */
  activities: string[];
  language: BuddyLanguage;
}

/** Every list in the cache, whatever its filters. */
export const buddyListsKey = ['buddies', 'list'] as const;

/** A page of the list, and where the next one starts (the `after` of its Link rel="next"). */
export async function getBuddies(
  { activities, language }: BuddyFilters,
  after: string | null,
): Promise<BuddyList> {
  const params = new URLSearchParams({ language, limit: String(BUDDY_PAGE_SIZE) });
  for (const title of activities) params.append('activities', title);
  if (after) params.set('after', after);
  const { items, next } = await apiList<BuddyCard>(`/api/buddies-with-languages?${params}`, {
    auth: 'required',
  });
  return { buddies: items, nextCursor: next?.get('after') ?? null };
}

export const buddiesQueryOptions = (filters: BuddyFilters) =>
  infiniteQueryOptions({
    queryKey: [...buddyListsKey, filters],
    queryFn: ({ pageParam }) => getBuddies(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Keeps the previous list on screen while a changed filter loads, so the grid does not jump. */
export const useBuddies = (filters: BuddyFilters) =>
  useInfiniteQuery({ ...buddiesQueryOptions(filters), placeholderData: keepPreviousData });
