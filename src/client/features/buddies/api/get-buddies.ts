import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { BuddyCard, BuddyList } from '@shared/buddies';
import { BUDDY_PAGE_SIZE, type BuddyLanguage, type BuddySort } from '@shared/discovery';
import type { DistrictId } from '@shared/districts';
import type { DayPart } from '@shared/open-time-summaries';

export interface BuddyFilters {
  /** Activity titles; a buddy offering any of them matches, none matches every buddy */
  activities: string[];
  language: BuddyLanguage;
  sort: BuddySort;
  /** Days (0 Monday) and parts of days with open time; none: any */
  days: number[];
  parts: DayPart[];
  /** The lowest hourly rate at least and at most, in whole euros */
  priceMin: number | null;
  priceMax: number | null;
  /** Districts where the buddy meets learners, any of them; none: any */
  districts: DistrictId[];
  /** Only buddies who offer instant booking (of one of the activities, when some are chosen) */
  instant: boolean;
}

/** Whether anything narrows the list (the sort and the language do not). */
export const isFiltered = (filters: BuddyFilters) =>
  filters.activities.length > 0 ||
  filters.days.length > 0 ||
  filters.parts.length > 0 ||
  filters.priceMin !== null ||
  filters.priceMax !== null ||
  filters.districts.length > 0 ||
  filters.instant;

/** Every list in the cache, whatever its filters. */
export const buddyListsKey = ['buddies', 'list'] as const;

/**
 * A page of the list, and whether it is in the caller's match order (a learner's recommended
 * list, decision 063).
 */
export interface BuddyPage extends BuddyList {
  inMatchOrder?: boolean;
}

/** A page of the list, and where the next one starts (the `after` of its Link rel="next"). */
export async function getBuddies(
  { activities, language, sort, days, parts, priceMin, priceMax, districts, instant }: BuddyFilters,
  after: string | null,
): Promise<BuddyPage> {
  const params = new URLSearchParams({ language, sort, limit: String(BUDDY_PAGE_SIZE) });
  for (const title of activities) params.append('activities', title);
  if (days.length > 0) params.set('days', days.join(','));
  if (parts.length > 0) params.set('parts', parts.join(','));
  if (priceMin !== null) params.set('priceMin', String(priceMin));
  if (priceMax !== null) params.set('priceMax', String(priceMax));
  if (districts.length > 0) params.set('districts', districts.join(','));
  if (instant) params.set('instant', '1');
  if (after) params.set('after', after);
  const { items, next, headers } = await apiList<BuddyCard>(
    `/api/buddies-with-languages?${params}`,
    { auth: 'required' },
  );
  return {
    buddies: items,
    nextCursor: next?.get('after') ?? null,
    inMatchOrder: headers.get('buddies-order') === 'match',
  };
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
