import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { Proposal } from '@shared/proposals-schemas';
import type { Side } from '@shared/session-rules';
import { sessionsKey } from './keys';

/**
 * A page of a side's proposals (GET /api/proposals/{learner|buddy}/{id}), latest first, and
 * where the next one starts (the `before` of its Link rel="next"). SPEC section 7: a response
 * that is not a list counts as none.
 */
export async function getProposals(side: Side, userId: string, before: string | null) {
  const { items, next } = await apiList<Proposal>(
    `/api/proposals/${side}/${encodeURIComponent(userId)}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    { auth: 'required' },
  );
  return { proposals: items, nextCursor: next?.get('before') ?? null };
}

export const proposalsQueryOptions = (side: Side, userId: string) =>
  infiniteQueryOptions({
    queryKey: [...sessionsKey, 'proposals', side, userId],
    queryFn: ({ pageParam }) => getProposals(side, userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useProposals = (side: Side, userId: string) =>
  useInfiniteQuery(proposalsQueryOptions(side, userId));
