import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { Proposal } from '@shared/proposals';
import { learnerSessionsKey } from './keys';

/**
 * A page of the learner's proposals, latest first, and where the next one starts (the `before`
 * of its Link rel="next"). SPEC section 7: a response that is not a list counts as none.
 */
export async function getLearnerProposals(userId: string, before: string | null) {
  const { items, next } = await apiList<Proposal>(
    `/api/proposals/learner/${encodeURIComponent(userId)}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    { auth: 'required' },
  );
  return { proposals: items, nextCursor: next?.get('before') ?? null };
}

export const learnerProposalsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...learnerSessionsKey, 'proposals', userId],
    queryFn: ({ pageParam }) => getLearnerProposals(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useLearnerProposals = (userId: string) =>
  useInfiniteQuery(learnerProposalsQueryOptions(userId));
