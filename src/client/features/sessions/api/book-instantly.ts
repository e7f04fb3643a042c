import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { INSTANT_BOOKING_TEXTS } from '@shared/instant-booking';
import type { InstantBooking } from '@shared/instant-booking';
import type { Proposal } from '@shared/proposals-schemas';
import { receiveProposal } from './get-proposal';
import { startCheckout } from './payment';

export const bookInstantly = (input: InstantBooking) =>
  api<Proposal>('/api/sessions/instant', { method: 'POST', body: input, auth: 'required' });

/**
 * POST /api/sessions/instant (decision 059): the session comes back booked, or waiting for the
 * payment that books it, whose checkout opens in the same step; the calendars and the buddy's
 * open times follow. What comes after is the hook's, not the dialog's: the booked time leaves
 * the buddy's open times, and the dialog showing it may be gone before the answer comes (a
 * mutation's per-call callbacks then never run, and the learner was left on the profile).
 */
export function useBookInstantly() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: InstantBooking) => {
      const session = await bookInstantly(input);
      const checkout =
        session.status === 'awaiting_payment' ? await startCheckout(session.id) : null;
      return { session, checkout };
    },
    onSuccess: ({ session, checkout }) => {
      receiveProposal(queryClient, session);
      if (checkout) return window.location.assign(checkout.url);
      toast.success(INSTANT_BOOKING_TEXTS.booked);
      void navigate('/learner/dashboard');
    },
    meta: { changes: ['sessions', 'availability', 'messages'] },
  });
}
