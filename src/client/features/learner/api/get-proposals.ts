import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Proposal } from '@shared/proposals';
import { learnerSessionsKey } from './keys';

/** SPEC section 7: a response that is not a list counts as none. */
export const getLearnerProposals = (userId: string) =>
  api<unknown>(`/api/proposals/learner/${encodeURIComponent(userId)}`, { auth: 'required' }).then(
    (list) => (Array.isArray(list) ? (list as Proposal[]) : []),
  );

export const learnerProposalsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...learnerSessionsKey, 'proposals', userId],
    queryFn: () => getLearnerProposals(userId),
  });

export const useLearnerProposals = (userId: string) =>
  useQuery(learnerProposalsQueryOptions(userId));
