import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { NewProposal, Proposal } from '@shared/proposals-schemas';
import { NewProposalSchema } from '@shared/proposals-schemas';
import { receiveProposal } from '@/features/sessions/api/get-proposal';

export const proposalInputSchema = NewProposalSchema;
export type ProposalInput = z.input<typeof proposalInputSchema>;

export const sendProposal = (input: NewProposal) =>
  api<Proposal>('/api/proposals', { method: 'POST', body: input, auth: 'required' });

/** The server posts the proposal's chat message itself; it arrives like any other message. */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProposal,
    onSuccess: (proposal) => receiveProposal(queryClient, proposal),
    meta: { changes: ['messages'] },
  });
}
