import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { formatInAmsterdam } from '@shared/format-date';
import type { Side } from '@shared/session-rules';
import { useSessionPayment } from '../api/payment';
import { PAYMENT_LINE_TEXTS as TEXTS } from './texts';

/**
 * What a session's learner paid (decision 038): in all (a moved session may have paid twice),
 * and what was refunded since, with the learner's receipt; or that it was not paid. Nothing for
 * a session without a payment (payments off), nor while its first payment is awaited.
 */
export function PaymentLine({ sessionId, side }: { sessionId: string; side: Side }) {
  const { data } = useSessionPayment(sessionId);
  if (!data || (!data.paidAt && data.status === 'awaiting')) return null;
  if (!data.paidAt) {
    return (
      <p className="text-sm text-stone-700">
        {data.status === 'lapsed' ? TEXTS.lapsed : TEXTS.cancelled}
      </p>
    );
  }
  const paidOn = formatInAmsterdam(new Date(data.paidAt), 'd MMMM yyyy');
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-800">
      <span>{TEXTS.paid(data.paidCents, paidOn)}</span>
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
