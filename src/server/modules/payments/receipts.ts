import { and, asc, eq } from 'drizzle-orm';
import { PAYMENT_TEXTS, type BusinessDetails, type Receipt } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';
import { forbidden, notFound } from '../../lib/http-errors';
import { may } from '../../lib/policy';
import { proposal, type Who } from '../sessions/service';
import { paymentsOf } from './repository';

/** A receipt's number: the year it was paid and the payment's own id, short and stable. */
const receiptNumber = (paymentId: string, paidAt: Date) =>
  `B-${paidAt.getUTCFullYear()}-${paymentId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/**
 * GET /api/payments/sessions/{sessionId}/receipt: a paid session's receipt, to its learner (and
 * staff who may read any session): what was paid, when, for which session, to which business,
 * and what was given back since (from the ledger).
 */
export async function receiptOf(
  db: Database,
  caller: Who,
  sessionId: string,
  business: BusinessDetails,
): Promise<Receipt> {
  const session = await proposal(db, caller, sessionId);
  if (caller.userId !== session.learnerId && !may(caller, 'read-any-session')) {
    throw forbidden(PAYMENT_TEXTS.receiptForLearner);
  }
  const paid = (await paymentsOf(db, sessionId))
    .filter((payment) => payment.paidAt !== null)
    .reverse();
  const payment = paid[0];
  if (!payment?.paidAt) throw notFound(PAYMENT_TEXTS.noReceipt);
  const [learner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, session.learnerId));
  const refunds = await db
    .select({ at: ledgerTransactions.createdAt, cents: ledgerEntries.amountCents })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerTransactions.sessionId, sessionId),
        eq(ledgerTransactions.kind, 'refund'),
        eq(ledgerEntries.account, 'provider_balance'),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt));
  return {
    number: receiptNumber(payment.id, payment.paidAt),
    paidAt: payment.paidAt.toISOString(),
    learnerName: session.learnerName,
    learnerEmail: learner?.email ?? '',
    buddyName: session.buddyName,
    activity: session.activityType,
    startsAt: session.proposedDateTime,
    durationMinutes: session.duration,
    location: session.location,
    amountCents: paid.reduce((total, p) => total + p.amountCents, 0),
    payments: paid.map((p) => ({
      at: p.paidAt!.toISOString(),
      amountCents: p.amountCents,
      kind: p.kind,
    })),
    refunds: refunds.map((refund) => ({
      at: refund.at.toISOString(),
      amountCents: -refund.cents,
    })),
    business,
  };
}
