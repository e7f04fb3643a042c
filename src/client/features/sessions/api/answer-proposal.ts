import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BuddyAnswer, LearnerAnswer } from '@shared/sessions';
import type { Proposal } from '@shared/proposals-schemas';
import { receiveProposal } from './get-proposal';

/** The answers without terms: the buddy approves or rejects, the learner accepts or declines. */
export type ProposalAnswer = Exclude<BuddyAnswer, 'modify'> | LearnerAnswer;

export interface AnswerInput {
  id: string;
  answer: ProposalAnswer;
  response?: string;
}

export const answerProposal = ({ id, answer, response }: AnswerInput) =>
  api<Proposal>(`/api/proposals/${encodeURIComponent(id)}/${answer}`, {
    method: 'POST',
    body: response ? { response } : {},
    auth: 'required',
  });

export function useAnswerProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerProposal,
    onSuccess: (proposal) => receiveProposal(queryClient, proposal),
    meta: { changes: ['messages'] },
  });
}
