import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { SteeredLearner } from '@shared/matching-schemas';

export const steeredLearnersKey = ['matching', 'learners'] as const;

/** GET /api/learners: learners by part of their name, newest first, a page at a time. */
export const steeredLearnersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...steeredLearnersKey, q],
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({
        ...(q && { q }),
        ...(pageParam && { before: pageParam }),
      });
      const { items, next } = await apiList<SteeredLearner>(`/api/learners?${query}`, {
        auth: 'required',
      });
      return { learners: items, before: next?.get('before') ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
  });

/** Keeps the last answer on screen while the next search loads, so the list does not jump. */
export const useSteeredLearners = (q: string) =>
  useInfiniteQuery({ ...steeredLearnersQueryOptions(q), placeholderData: keepPreviousData });
