import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { BuddyCard } from '@shared/buddies';
import { BUDDY_PAGE_SIZE, type BuddyLanguage } from '@shared/discovery';
import { learnerKey } from './keys';

/** The first page of buddies teaching the learner's language; the page ranks them. */
export const suggestionCandidatesQueryOptions = (language: BuddyLanguage) =>
  queryOptions({
    queryKey: [...learnerKey, 'suggestions', language],
    queryFn: async () => {
      const params = new URLSearchParams({ language, limit: String(BUDDY_PAGE_SIZE) });
      const { items } = await apiList<BuddyCard>(`/api/buddies-with-languages?${params}`, {
        auth: 'required',
      });
      return items;
    },
  });

export const useSuggestionCandidates = (language: BuddyLanguage | undefined) =>
  useQuery({ ...suggestionCandidatesQueryOptions(language ?? 'english'), enabled: !!language });
