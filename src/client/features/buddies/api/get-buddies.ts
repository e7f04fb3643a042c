import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BuddyList } from '@shared/buddies';
import { BUDDY_PAGE_SIZE, type BuddyLanguage } from '@shared/discovery';

export interface BuddyFilters {
  /** Activity titles; a buddy offering any of them matches, none matches every buddy */
  activities: string[];
  language: BuddyLanguage;
}

/** Every list in the cache, whatever its filters. */
export const buddyListsKey = ['buddies', 'list'] as const;

export function getBuddies({ activities, language }: BuddyFilters, cursor: string | null) {
  const params = new URLSearchParams({ language, limit: String(BUDDY_PAGE_SIZE) });
  for (const title of activities) params.append('activities', title);
  if (cursor) params.set('cursor', cursor);
  return api<BuddyList>(`/api/buddies-with-languages?${params}`, { auth: 'required' });
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
