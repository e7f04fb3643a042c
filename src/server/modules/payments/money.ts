import { holdEntries, refundEntries } from '../../../shared/ledger';
import {
  awaitedByRule,
  keptByRule,
  moneyRuleBreach,
  type MoneyState,
} from '../../../shared/money-rule';
import { PAYMENT_TEXTS, paymentDeadline, type RefundReason } from '../../../shared/payments';
import type { SessionEvent } from '../../../shared/sessions';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { enqueue } from '../../lib/outbox';
import type { SessionTerms } from '../sessions/money-reads';
import { postToLedger, sessionMoney } from './ledger';
import {
  chargesOf,
  endAwaitedPayment,
  insertPayment,
  insertRefund,
  refundsOf,
  type Payment,
} from './repository';
import { lockSessionMoney } from './session-lock';

/** The job that lets an unpaid session (or move) lapse at its deadline (payment-events.ts). */
export const PAYMENT_DEADLINE_TOPIC = 'payment-deadline';
/** The job that ends a checkout no longer payable, at the provider (payment-events.ts). */
export const CHECKOUT_EXPIRY_TOPIC = 'payment-checkout-expiry';
/** The job that gives a learner's money back through the provider (payment-events.ts). */
export const PAYMENT_REFUND_TOPIC = 'payment-refund';
/** The job that reminds the learner to pay, a few hours before the deadline (sessions). */
export const PAYMENT_REMINDER_TOPIC = 'payment-reminder';
/** How long before a payment's deadline the learner is reminded, if it is that far off. */
export const PAYMENT_REMINDER_BEFORE_MS = 3 * 60 * 60_000;
/** The job that books the provider's fee on a payment (payment-events.ts). */
export const PROVIDER_FEE_TOPIC = 'payment-provider-fee';
/** The job that sends a completed session's buddy their share (payouts.ts). */
export const PAYMENT_TRANSFER_TOPIC = 'payment-transfer';

/** A session's money broke the rule: a defect, so the change that would leave it so is undone. */
export class MoneyRuleError extends Error {
  override name = 'MoneyRuleError';
}

/** The session's money as the rule reads it (src/shared/money-rule.ts). */
export async function stateOf(
  tx: Executor,
  session: SessionTerms,
  payments: Payment[],
): Promise<MoneyState> {
  const money = await sessionMoney(tx, session.id);
  const decided = (await refundsOf(tx, session.id))
    .filter((refund) => refund.reason === 'decided')
    .reduce((total, refund) => total + refund.amountCents, 0);
  const awaited = payments.find((payment) => payment.status === 'awaiting');
  return {
    status: session.status,
    priceCents: session.priceCents,
    paidThroughUs: payments.some((payment) => payment.paidAt !== null),
    keptCents: money.paidCents - money.refundedCents,
    decidedCents: decided,
    movePriceCents: session.moveStatus === 'awaiting_payment' ? session.movePriceCents : null,
    awaited: awaited ? { kind: awaited.kind, amountCents: awaited.amountCents } : null,
  };
}

/**
 * By when an awaited payment is due: a booking's, the earlier of a day later and two hours
 * before it starts; a move's difference, likewise before the earlier of the booked time and the
 * new one (at the booked time, the booking takes place as it stands). Null when that leaves the
 * learner too little time to pay.
 */
export function dueDateOf(session: SessionTerms, kind: 'booking' | 'move', at: Date) {
  const startsAt =
    kind === 'move' && session.moveStartsAt && session.moveStartsAt < session.startsAt
      ? session.moveStartsAt
      : session.startsAt;
  return paymentDeadline(at, startsAt);
}

/**
 * Brings a session's money to the rule (decision 039), in the transaction of the change that
 * moved the session, with the session and its money locked: every path calls it, through the
 * payments' reaction to each change of a session, and after each payment's news. A payment the
 * session no longer waits for ends (`ended`: lapsed at its deadline, or cancelled), its checkout
 * closed at the provider; one it now waits for is asked, with its deadline; what was paid beyond
 * what is booked goes back (`reason`); a completed session's share goes to its buddy. Then the
 * rule must hold, or the change is undone.
 */
export async function settleMoney(
  tx: Executor,
  sessionId: string,
  at: Date,
  { reason, ended = 'cancelled' }: { reason: RefundReason; ended?: 'lapsed' | 'cancelled' },
) {
  const { session: found, payments } = await lockSessionMoney(tx, sessionId);
  const session = found!;
  const waits = session.status === 'awaiting_payment' || session.moveStatus === 'awaiting_payment';
  // Booked and never paid (payments off), nothing to pay: no money to follow.
  if (payments.length === 0 && !waits) return;
  let state = await stateOf(tx, session, payments);

  const wanted = awaitedByRule(state);
  const { awaited } = state;
  if (awaited && (awaited.kind !== wanted?.kind || awaited.amountCents !== wanted.amountCents)) {
    const closed = await endAwaitedPayment(tx, sessionId, ended, at);
    if (closed?.checkoutId) {
      await enqueue(tx, CHECKOUT_EXPIRY_TOPIC, { checkoutId: closed.checkoutId });
    }
    state = { ...state, awaited: null };
  }
  if (wanted && !state.awaited) {
    const dueAt = dueDateOf(session, wanted.kind, at);
    if (!dueAt || wanted.amountCents <= 0) throw conflict(PAYMENT_TEXTS.tooSoon);
    const paymentId = await insertPayment(tx, { sessionId, ...wanted, dueAt, at });
    await enqueue(tx, PAYMENT_DEADLINE_TOPIC, { paymentId }, dueAt);
    // A reminder a few hours before, unless the learner was told just now anyway.
    const remindAt = dueAt.getTime() - PAYMENT_REMINDER_BEFORE_MS;
    if (remindAt - at.getTime() >= PAYMENT_REMINDER_BEFORE_MS) {
      await enqueue(tx, PAYMENT_REMINDER_TOPIC, { paymentId }, new Date(remindAt));
    }
    state = { ...state, awaited: wanted };
  }

  const excess = state.keptCents - keptByRule(state);
  if (excess > 0) {
    await giveBack(tx, sessionId, excess, reason, at);
    state = { ...state, keptCents: state.keptCents - excess };
  }

  if (session.status === 'completed') {
    const money = await sessionMoney(tx, sessionId);
    if (money.payableCents > 0 && money.heldCents === 0) {
      await enqueue(tx, PAYMENT_TRANSFER_TOPIC, { sessionId });
    }
  }

  const breach = moneyRuleBreach(state);
  if (breach) throw new MoneyRuleError(`Session ${sessionId}: ${breach}`);
}

/**
 * Gives `amountCents` of a session's payments back to its learner (decision 039): decided now,
 * booked in the ledger with the decision, and made at the provider after the commit, from the
 * latest payment first (a move's difference before the booking's payment), each refund against
 * one payment.
 */
export async function giveBack(
  tx: Executor,
  sessionId: string,
  amountCents: number,
  reason: RefundReason,
  at: Date,
) {
  let left = amountCents;
  for (const charge of (await chargesOf(tx, sessionId)).reverse()) {
    const amount = Math.min(left, charge.cents - charge.refundedCents);
    if (amount <= 0) continue;
    const refundId = await insertRefund(tx, {
      sessionId,
      paymentId: charge.paymentId,
      amountCents: amount,
      reason,
      at,
    });
    await postToLedger(tx, sessionId, 'refund', `refund-${refundId}`, (money) =>
      refundEntries(money, amount),
    );
    await enqueue(tx, PAYMENT_REFUND_TOPIC, { refundId });
    left -= amount;
    if (left === 0) return;
  }
  throw new MoneyRuleError(`Session ${sessionId}: nothing left to give back ${left} cents from`);
}

/**
 * What an accepted move of a booked session does to its money (decision 039): nothing when it
 * was booked without paying, or costs no more than was paid (the difference then goes back once
 * it is made); otherwise the learner pays the difference, by its deadline. Refused when too
 * little time is left to pay it.
 */
export async function moveDifference(
  tx: Executor,
  session: SessionTerms,
  movePriceCents: number,
  at: Date,
): Promise<number> {
  const { payments } = await lockSessionMoney(tx, session.id);
  const state = await stateOf(tx, session, payments);
  if (!state.paidThroughUs) return 0;
  const difference = movePriceCents - state.keptCents;
  if (difference <= 0) return 0;
  if (!dueDateOf(session, 'move', at)) throw conflict(PAYMENT_TEXTS.tooSoonForMove);
  return difference;
}

/**
 * Whether booking this session waits for the learner's payment (decision 038): with payments
 * on; a session starting too soon to be paid in time cannot be booked then. Asked by the
 * answers that book, before they do.
 */
export function paymentStepOf(startsAt: Date, mode: 'on' | 'off', at: Date): 'on' | 'off' {
  if (mode === 'off') return 'off';
  if (!paymentDeadline(at, startsAt)) throw conflict(PAYMENT_TEXTS.tooSoon);
  return 'on';
}

/**
 * A no-show or problem report on a paid session (decision 038): what is owed to the buddy is
 * held until a moderator decides. In the report's transaction; a second report holds nothing
 * more.
 */
export async function holdReported(tx: Executor, sessionId: string) {
  await lockSessionMoney(tx, sessionId);
  const money = await sessionMoney(tx, sessionId);
  if (money.payableCents === 0) return;
  await postToLedger(tx, sessionId, 'hold', `hold-${sessionId}`, holdEntries);
}

/**
 * What payments read of a change of a session: the sessions' own event (SessionChanged) is one.
 * Payments sit below sessions and do not import it.
 */
interface SessionMoneyChange {
  transition: { event: SessionEvent };
  row: { session: { id: string } };
  at: Date;
}

/** Why a change gives money back: a move made the session cheaper, or it ended. */
const refundReasonOf = (event: SessionEvent): RefundReason =>
  event === 'accept-move' || event === 'pay' ? 'moved' : 'ended';

/**
 * The payments' reaction to each change of a session (decision 039): the payment it waited for
 * is paid (`pay`) or lapsed (`lapse`), and then its money is brought to the rule. The provider's
 * news of a payment is the only thing that says `pay`; payments never move a session otherwise.
 */
export async function followPayment(tx: Executor, change: SessionMoneyChange) {
  const { event } = change.transition;
  const sessionId = change.row.session.id;
  if (event === 'pay') await endAwaitedPayment(tx, sessionId, 'paid', change.at);
  await settleMoney(tx, sessionId, change.at, {
    reason: refundReasonOf(event),
    ended: event === 'lapse' ? 'lapsed' : 'cancelled',
  });
}
