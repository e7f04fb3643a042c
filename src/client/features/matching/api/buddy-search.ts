import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { BuddyCard } from '@shared/buddies';
import type { BuddyLanguage } from '@shared/discovery';

/** How many buddies the picker shows for a search: enough to choose from, few to read. */
export const BUDDY_SEARCH_LIMIT = 8;

/**
 * Listed buddies whose name (or profile) holds `q`, who speak `language`: the buddies list's
 * first page (GET /api/buddies-with-languages), for staff to pin one for a learner.
 */
export const buddySearchQueryOptions = (q: string, language: BuddyLanguage) =>
  queryOptions({
    queryKey: ['matching', 'buddy-search', language, q],
    queryFn: async () => {
      const query = new URLSearchParams({ q, language, limit: String(BUDDY_SEARCH_LIMIT) });
      const { items } = await apiList<BuddyCard>(`/api/buddies-with-languages?${query}`, {
        auth: 'required',
      });
      return items;
    },
  });

/** Nothing is asked until there is something to search for. */
export const useBuddySearch = (q: string, language: BuddyLanguage) =>
  useQuery({
    ...buddySearchQueryOptions(q, language),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
