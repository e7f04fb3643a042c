import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { formatInAmsterdam } from '@shared/amsterdam-time';
import type { Side } from '@shared/session-rules';
import { useSessionPayment } from '../api/payment';
import { PAYMENT_LINE_TEXTS as TEXTS } from './texts';

/**
 * How a session's payment ended (decision 038): paid (and what was refunded since), with the
 * learner's receipt; or not paid. Nothing for a session without a payment (payments off).
 */
export function PaymentLine({ sessionId, side }: { sessionId: string; side: Side }) {
  const { data } = useSessionPayment(sessionId);
  if (!data || data.status === 'awaiting') return null;
  if (data.status !== 'paid' || !data.paidAt) {
    return (
      <p className="text-sm text-stone-700">
        {data.status === 'lapsed' ? TEXTS.lapsed : TEXTS.cancelled}
      </p>
    );
  }
  const paidOn = formatInAmsterdam(new Date(data.paidAt), 'd MMMM yyyy');
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-800">
      <span>{TEXTS.paid(data.amountCents, paidOn)}</span>
      {data.refundedCents > 0 && <span>· {TEXTS.refunded(data.refundedCents)}</span>}
      {side === 'learner' && (
        <Link
          to={`/learner/receipts/${sessionId}`}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <Receipt className="size-4" aria-hidden="true" />
          {TEXTS.receipt}
        </Link>
      )}
    </p>
  );
}
