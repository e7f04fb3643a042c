import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import type { Proposal } from '@shared/proposals-schemas';
import { receiveProposal } from './get-proposal';
import type {
  CancelSession,
  EditSession,
  MoveSession,
  NewReview,
  ReportSession,
  Review,
} from '@shared/session-actions-schemas';

const sessionPath = (id: string, action: string) =>
  `/api/proposals/${encodeURIComponent(id)}/${action}`;

export const confirmSession = (id: string) =>
  api<Proposal>(sessionPath(id, 'confirm-session'), { method: 'POST', auth: 'required' });

export const cancelSession = ({ id, ...body }: CancelSession & { id: string }) =>
  api<Proposal>(sessionPath(id, 'cancel'), { method: 'POST', body, auth: 'required' });

export const moveSession = ({ id, ...body }: MoveSession & { id: string }) =>
  api<Proposal>(sessionPath(id, 'move'), { method: 'POST', body, auth: 'required' });

/** The other side's answer to a move (decision 039), or the asker taking it back. */
export type MoveAnswer = 'accept' | 'decline' | 'withdraw';

export const answerMove = ({ id, answer }: { id: string; answer: MoveAnswer }) =>
  api<Proposal>(sessionPath(id, `move/${answer}`), {
    method: 'POST',
    ...(answer !== 'withdraw' && { body: {} }),
    auth: 'required',
  });

export const editSession = ({ id, ...body }: EditSession & { id: string }) =>
  api<Proposal>(sessionPath(id, 'edit'), { method: 'POST', body, auth: 'required' });

export const reportSession = ({ id, ...body }: ReportSession & { id: string }) =>
  api<Proposal>(sessionPath(id, 'report'), { method: 'POST', body, auth: 'required' });

export const reviewSession = ({ id, ...body }: NewReview & { id: string }) =>
  api<Review>(sessionPath(id, 'review'), { method: 'POST', body, auth: 'required' });

/**
 * A booked session's actions, either side's (the review the learner's only). Each changes the
 * calendars and the proposal cards; a review, the buddy's profile.
 */
const META = { changes: ['sessions', 'proposals'] } as const;

/**
 * Confirming says how it went itself: the callbacks of the mutation run even when the button
 * that started it has gone (the session leaves its list as soon as the change is told).
 */
export const useConfirmSession = () =>
  useMutation({
    mutationFn: confirmSession,
    meta: META,
    onSuccess: () => toast.success(PROPOSAL_TEXTS.confirmed),
    onError: (error) => toast.error(failureText(error, PROPOSAL_TEXTS.confirmFailed)),
  });
export const useCancelSession = () => useMutation({ mutationFn: cancelSession, meta: META });
export const useMoveSession = () => useMutation({ mutationFn: moveSession, meta: META });
export function useAnswerMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMove,
    onSuccess: (proposal) => receiveProposal(queryClient, proposal),
    meta: { changes: ['sessions', 'proposals', 'messages'] },
  });
}
export const useEditSession = () => useMutation({ mutationFn: editSession, meta: META });
export const useReportSession = () => useMutation({ mutationFn: reportSession, meta: META });
export const useReviewSession = () =>
  useMutation({ mutationFn: reviewSession, meta: { changes: ['sessions', 'buddies'] } });
