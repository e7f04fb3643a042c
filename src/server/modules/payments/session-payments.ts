import { and, eq } from 'drizzle-orm';
import { PAYMENT_TEXTS, paymentDeadline } from '../../../shared/payments';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { conflict } from '../../lib/http-errors';
import { enqueue } from '../../lib/outbox';
import { holdEntries } from '../../../shared/ledger';
import { postToLedger, sessionMoney } from './ledger';

/** The job that lets an unpaid session lapse at its deadline (deadline.ts does it). */
export const PAYMENT_DEADLINE_TOPIC = 'payment-deadline';
/** The job that ends a checkout no longer payable, at the provider (payment-events.ts). */
export const CHECKOUT_EXPIRY_TOPIC = 'payment-checkout-expiry';
/** The job that gives a learner's money back through the provider (payment-events.ts). */
export const PAYMENT_REFUND_TOPIC = 'payment-refund';

/** The job that books the provider's fee on a payment (payment-events.ts). */
export const PROVIDER_FEE_TOPIC = 'payment-provider-fee';

/** The job that sends a completed session's buddy their share (payouts.ts). */
export const PAYMENT_TRANSFER_TOPIC = 'payment-transfer';

/** Queues the transfer of a session's buddy share; in the transaction that decides it. */
export async function queueTransfer(tx: Executor, sessionId: string) {
  await enqueue(tx, PAYMENT_TRANSFER_TOPIC, { sessionId });
}

/** A paid session completed (both confirmed, or on its own): its buddy's share goes out. */
export async function transferCompleted(tx: Executor, sessionId: string) {
  const money = await sessionMoney(tx, sessionId);
  if (money.payableCents > 0) await queueTransfer(tx, sessionId);
}

/**
 * Why money goes back: the session ended unheld (cancelled, declined), was paid too late, or a
 * moderator decided on a report.
 */
export type RefundReason = 'ended' | 'late' | 'decided';

/**
 * A no-show or problem report on a paid session (decision 038): what is owed to the buddy is
 * held until a moderator decides. In the report's transaction; a second report holds nothing
 * more.
 */
export async function holdReported(tx: Executor, sessionId: string) {
  const money = await sessionMoney(tx, sessionId);
  if (money.payableCents === 0) return;
  await postToLedger(tx, sessionId, 'hold', `hold-${sessionId}`, holdEntries);
}

/** Queues giving back `amountCents` of a payment; in the transaction that decides it. */
export async function queueRefund(
  tx: Executor,
  refund: {
    sessionId: string;
    paymentId: string;
    amountCents: number;
    reason: RefundReason;
    /** The ledger has it already (a moderator's decision posts it with the decision). */
    posted?: boolean;
  },
) {
  await enqueue(tx, PAYMENT_REFUND_TOPIC, refund);
}

/**
 * A paid session that ended without taking place (cancelled by either side, or, moved, then
 * declined or withdrawn): everything the learner still has paid goes back to them, to the
 * original payment method (decision 038). Cancelling is only open outside the cancellation
 * window, so no refund is partial here.
 */
export async function refundEnded(tx: Executor, sessionId: string) {
  const money = await sessionMoney(tx, sessionId);
  const kept = money.paidCents - money.refundedCents;
  if (kept <= 0 || money.transferredCents > 0) return;
  const [paid] = await tx
    .select({ paymentId: payments.paymentId })
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'paid')));
  if (!paid?.paymentId) return;
  await queueRefund(tx, {
    sessionId,
    paymentId: paid.paymentId,
    amountCents: kept,
    reason: 'ended',
  });
}

/**
 * Whether booking this session waits for the learner's payment (decision 038): with payments
 * on, unless it is paid already (a paid session moved to a new time); a session starting too soon
 * to be paid in time cannot be booked then. Asked by the answers that book, before they do.
 */
export async function paymentStepOf(
  tx: Executor,
  session: { id: string; startsAt: Date },
  mode: 'on' | 'off',
  at: Date,
): Promise<'on' | 'off'> {
  if (mode === 'off') return 'off';
  const money = await sessionMoney(tx, session.id);
  if (money.paidCents > money.refundedCents) return 'off';
  if (!paymentDeadline(at, session.startsAt)) throw conflict(PAYMENT_TEXTS.tooSoon);
  return 'on';
}

/**
 * A session came to wait for payment: what the learner owes is its price, due at its deadline,
 * when the deadline job lets it lapse if still unpaid. In the transition's transaction.
 */
export async function awaitPayment(
  tx: Executor,
  session: { id: string; priceCents: number; startsAt: Date },
  at: Date,
) {
  const dueAt = paymentDeadline(at, session.startsAt);
  // paymentStepOf refused such a session before it came to wait.
  if (!dueAt) throw conflict(PAYMENT_TEXTS.tooSoon);
  const [payment] = await tx
    .insert(payments)
    .values({ sessionId: session.id, amountCents: session.priceCents, dueAt, createdAt: at })
    .returning({ id: payments.id });
  await enqueue(tx, PAYMENT_DEADLINE_TOPIC, { paymentId: payment!.id }, dueAt);
}

/**
 * A session stopped waiting without being paid (cancelled, or lapsed at its deadline): its
 * payment ends so, and a checkout already made is ended at the provider after the commit.
 */
export async function endPayment(
  tx: Executor,
  sessionId: string,
  status: 'lapsed' | 'cancelled',
  at: Date,
) {
  const [ended] = await tx
    .update(payments)
    .set({ status, endedAt: at })
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'awaiting')))
    .returning({ checkoutId: payments.checkoutId });
  if (ended?.checkoutId) {
    await enqueue(tx, CHECKOUT_EXPIRY_TOPIC, { checkoutId: ended.checkoutId });
  }
}
