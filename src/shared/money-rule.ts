import { formatEuros } from './format-money';
import type { SessionStatus } from './sessions';

/**
 * The one money rule of a session (decision 039), at every moment: what the learner has paid and
 * not been given back equals the price of what is booked; or a payment for it (or for the
 * difference of an accepted move) is awaited with its own deadline; or the session has ended and
 * everything is given back, unless a moderator's decision kept a part (the ledger records it).
 * A session booked without the payment step (payments off) holds no money at all.
 *
 * The server brings every session to it after each change (payments/money.ts, `settleMoney`),
 * checks it there, and the daily reconciliation reports any session that breaks it.
 */

/** A session's money as the rule reads it, from its row, its payments and the ledger. */
export interface MoneyState {
  status: SessionStatus;
  /** The price of the terms booked (or proposed, before booking). */
  priceCents: number;
  /** Whether the session was booked through the payment step: one of its payments was paid. */
  paidThroughUs: boolean;
  /** Paid and not given back (the ledger's charges less its refunds). */
  keptCents: number;
  /** Given back by a moderator's decision on a report: what the decision did not keep. */
  decidedCents: number;
  /** The price of a move accepted and waiting for its difference, if any. */
  movePriceCents: number | null;
  /** The payment awaited, if any. */
  awaited: { kind: 'booking' | 'move'; amountCents: number } | null;
}

/** What the learner should have paid and not been given back, by the rule. */
export function keptByRule(state: MoneyState): number {
  const booked = state.status === 'approved' || state.status === 'completed';
  if (!booked || !state.paidThroughUs) return 0;
  return state.priceCents - state.decidedCents;
}

/** The payment the rule awaits now, if any: the booking's price, or an accepted move's difference. */
export function awaitedByRule(state: MoneyState): MoneyState['awaited'] {
  if (state.status === 'awaiting_payment') {
    return { kind: 'booking', amountCents: state.priceCents };
  }
  if (state.status === 'approved' && state.movePriceCents !== null && state.paidThroughUs) {
    return { kind: 'move', amountCents: state.movePriceCents - keptByRule(state) };
  }
  return null;
}

/** How a session's money breaks the rule, in words for moderators; null when it holds. */
export function moneyRuleBreach(state: MoneyState): string | null {
  const kept = keptByRule(state);
  if (state.keptCents !== kept) {
    return `${formatEuros(state.keptCents)} paid and not given back where ${formatEuros(kept)} should be (${state.status})`;
  }
  const awaited = awaitedByRule(state);
  const actual = state.awaited;
  if (awaited?.kind !== actual?.kind || awaited?.amountCents !== actual?.amountCents) {
    const what = (a: MoneyState['awaited']) =>
      a ? `${formatEuros(a.amountCents)} for the ${a.kind}` : 'nothing';
    return `${what(actual)} awaited where ${what(awaited)} should be (${state.status})`;
  }
  return null;
}
