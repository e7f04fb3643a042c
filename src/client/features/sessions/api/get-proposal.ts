import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Proposal } from '@shared/proposals-schemas';

/** Every proposal in the cache. */
export const proposalsKey = ['proposals'] as const;

export const getProposal = (id: string) =>
  api<Proposal>(`/api/proposals/${encodeURIComponent(id)}`, { auth: 'required' });

export const proposalQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...proposalsKey, id], queryFn: () => getProposal(id) });

export const useProposal = (id: string) => useQuery(proposalQueryOptions(id));

/**
 * A proposal as it is now (an answer's result, or the event stream's): its card follows. A
 * replayed event can come after a newer one (decision 013): an older state never wins.
 */
export function receiveProposal(queryClient: QueryClient, proposal: Proposal) {
  queryClient.setQueryData(proposalQueryOptions(proposal.id).queryKey, (known) =>
    known && known.updatedAt > proposal.updatedAt ? known : proposal,
  );
}
