import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BuddyList } from '@shared/buddies';
import { BUDDY_PAGE_SIZE, type BuddyLanguage } from '@shared/discovery';
import { learnerKey } from './keys';

/** The first page of buddies teaching the learner's language; the page ranks them. */
export const suggestionCandidatesQueryOptions = (language: BuddyLanguage) =>
  queryOptions({
    queryKey: [...learnerKey, 'suggestions', language],
    queryFn: () =>
      api<BuddyList>(
        `/api/buddies-with-languages?${new URLSearchParams({ language, limit: String(BUDDY_PAGE_SIZE) })}`,
        { auth: 'required' },
      ),
  });

export const useSuggestionCandidates = (language: BuddyLanguage | undefined) =>
  useQuery({ ...suggestionCandidatesQueryOptions(language ?? 'english'), enabled: !!language });
