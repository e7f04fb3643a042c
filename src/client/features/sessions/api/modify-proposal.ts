import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Proposal } from '@shared/proposals-schemas';
import { receiveProposal } from './get-proposal';

/** The buddy's counter-proposal: any of a new time (an instant with offset), place, length. */
export interface CounterProposal {
  proposedTime?: string;
  location?: string;
  duration?: number;
  response?: string;
}

export const modifyProposal = ({ id, ...terms }: CounterProposal & { id: string }) =>
  api<Proposal>(`/api/proposals/${encodeURIComponent(id)}/modify`, {
    method: 'POST',
    body: terms,
    auth: 'required',
  });

export function useModifyProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyProposal,
    onSuccess: (proposal) => receiveProposal(queryClient, proposal),
    meta: { changes: ['messages'] },
  });
}
