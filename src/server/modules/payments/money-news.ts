import { moneyRuleBreach } from '../../../shared/money-rule';
import type { Executor } from '../../db/client';
import { sessionsChangedSince, sessionTermsOf } from '../sessions/money-reads';
import { sessionMoney } from './ledger';
import { stateOf } from './money';
import { claimPaymentReminder, moneyStatesSince, paymentsOf, refundsOf } from './repository';
import { lockSessionMoney } from './session-lock';

/**
 * What other modules read of a session's money (decision 039): what a change did to it, for
 * its mails; whether it holds to the money rule; the payment a reminder is due for.
 */

/** A session's money as the mails about a change tell it (decision 039). */
export interface MoneyNews {
  /** Whether the session was booked through the payment step. */
  paidThroughUs: boolean;
  /** Paid and not given back. */
  keptCents: number;
  /** The buddy's share, from the ledger: owed, held or paid out. */
  shareCents: number;
  /** Given back by the change made at `at`. */
  refundedCents: number;
  /** The payment awaited now, and by when. */
  awaited: { kind: 'booking' | 'move'; amountCents: number; dueAt: Date } | null;
}

/** What a change made at `at` did to a session's money, for its mails; read after the change. */
export async function moneyNewsOf(tx: Executor, sessionId: string, at: Date): Promise<MoneyNews> {
  const payments = await paymentsOf(tx, sessionId);
  if (payments.length === 0) {
    return { paidThroughUs: false, keptCents: 0, shareCents: 0, refundedCents: 0, awaited: null };
  }
  const money = await sessionMoney(tx, sessionId);
  const awaited = payments.find((payment) => payment.status === 'awaiting');
  return {
    paidThroughUs: payments.some((payment) => payment.paidAt !== null),
    keptCents: money.paidCents - money.refundedCents,
    shareCents: money.payableCents + money.heldCents + money.transferredCents,
    refundedCents: (await refundsOf(tx, sessionId))
      .filter((refund) => refund.createdAt.getTime() === at.getTime())
      .reduce((total, refund) => total + refund.amountCents, 0),
    awaited: awaited
      ? { kind: awaited.kind, amountCents: awaited.amountCents, dueAt: awaited.dueAt }
      : null,
  };
}

/**
 * The payment a reminder is due for, claimed once across processes (decision 039); undefined
 * once it no longer waits, or when another process reminded already.
 */
export const paymentToRemind = (tx: Executor, paymentId: string, at: Date) =>
  claimPaymentReminder(tx, paymentId, at);

/**
 * The sessions whose money breaks the rule (decision 039), of those with a payment changed since
 * `since`: for the daily reconciliation to report to moderators, with how each breaks it.
 */
export async function moneyBreachesSince(db: Executor, since: Date) {
  const states = await moneyStatesSince(db, since, await sessionsChangedSince(db, since));
  const terms = new Map(
    (
      await sessionTermsOf(
        db,
        states.map((row) => row.sessionId),
      )
    ).map((session) => [session.id, session]),
  );
  return states.flatMap((row) => {
    const session = terms.get(row.sessionId);
    if (!session) return [];
    const breach = moneyRuleBreach({
      status: session.status,
      priceCents: session.priceCents,
      paidThroughUs: row.paidThroughUs,
      keptCents: row.keptCents,
      decidedCents: row.decidedCents,
      movePriceCents: session.moveStatus === 'awaiting_payment' ? session.movePriceCents : null,
      awaited:
        row.awaitedKind && row.awaitedCents !== null
          ? { kind: row.awaitedKind, amountCents: row.awaitedCents }
          : null,
    });
    return breach ? [{ sessionId: row.sessionId, keptCents: row.keptCents, breach }] : [];
  });
}

/** Whether a session's money holds to the rule now; the reason when it does not. */
export async function moneyBreachOf(tx: Executor, sessionId: string): Promise<string | null> {
  const { session, payments } = await lockSessionMoney(tx, sessionId);
  if (!session) return null;
  return moneyRuleBreach(await stateOf(tx, session, payments));
}
