import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InstantBooking } from '@shared/instant-booking';
import type { Proposal } from '@shared/proposals-schemas';
import { receiveProposal } from './get-proposal';

export const bookInstantly = (input: InstantBooking) =>
  api<Proposal>('/api/sessions/instant', { method: 'POST', body: input, auth: 'required' });

/**
 * POST /api/sessions/instant (decision 059): the session comes back booked, or waiting for the
 * payment that books it; the calendars and the buddy's open times follow.
 */
export function useBookInstantly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookInstantly,
    onSuccess: (session) => receiveProposal(queryClient, session),
    meta: { changes: ['sessions', 'availability', 'messages'] },
  });
}
