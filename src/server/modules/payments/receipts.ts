import { PAYMENT_TEXTS, type BusinessDetails, type Receipt } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { proposal, type Who } from '../sessions/service';
import { mayReadReceipt } from './policy';
import { accountOf, bookedRefundsOf, chargesOf, paymentsOf } from './repository';

/** A receipt's number: the year it was paid and the payment's own id, short and stable. */
const receiptNumber = (paymentId: string, paidAt: Date) =>
  `B-${paidAt.getUTCFullYear()}-${paymentId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/**
 * GET /api/payments/sessions/{sessionId}/receipt: a paid session's receipt, to its learner (and
 * staff who may read any session): every payment taken (the ledger's charges: the booking's, a
 * move's difference, or one that came too late and went back), when, for which session, to which
 * business, and what was given back since (the ledger's refunds).
 */
export async function receiptOf(
  db: Database,
  caller: Who,
  sessionId: string,
  business: BusinessDetails,
): Promise<Receipt> {
  const session = await proposal(db, caller, sessionId);
  if (!mayReadReceipt(caller, session)) throw forbidden(PAYMENT_TEXTS.receiptForLearner);
  const charges = await chargesOf(db, sessionId);
  const first = charges[0];
  if (!first) throw notFound(PAYMENT_TEXTS.noReceipt);
  const ours = await paymentsOf(db, sessionId);
  const paymentOf = (providerId: string) => ours.find((p) => p.paymentId === providerId);
  const learner = await accountOf(db, session.learnerId);
  const refunds = await bookedRefundsOf(db, sessionId);
  return {
    number: receiptNumber(paymentOf(first.paymentId)?.id ?? first.paymentId, first.at),
    paidAt: first.at.toISOString(),
    learnerName: session.learnerName,
    learnerEmail: learner?.email ?? '',
    buddyName: session.buddyName,
    activity: session.activityType,
    startsAt: session.proposedDateTime,
    durationMinutes: session.duration,
    location: session.location,
    amountCents: charges.reduce((total, charge) => total + charge.cents, 0),
    payments: charges.map((charge) => ({
      at: charge.at.toISOString(),
      amountCents: charge.cents,
      kind: paymentOf(charge.paymentId)?.kind ?? 'booking',
    })),
    refunds: refunds.map((refund) => ({
      at: refund.at.toISOString(),
      amountCents: refund.amountCents,
    })),
    business,
  };
}
