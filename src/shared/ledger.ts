import { buddyEarningsCents } from './pricing';

/**
 * Buddies' books (decision 038): every money movement of a session is a ledger transaction of
 * entries that sum to zero, in integer euro cents, debits positive and credits negative. Entries
 * are never changed; a correction is a transaction of its own. These are the rules that make
 * each movement's entries from what the session's accounts hold; the server writes them
 * (modules/payments/ledger.ts) in the transaction of the change that moves the money.
 */
export const LEDGER_ACCOUNTS = [
  /** The platform's balance at the payment provider (an asset: positive is ours). */
  'provider_balance',
  /** The platform's 20% (revenue: credit-normal). */
  'platform_fees',
  /** What the provider charged us for a payment (an expense). */
  'provider_fees',
  /** The buddy's 80% still to be transferred (owed to the buddy: credit-normal). */
  'buddy_payable',
  /** The buddy's share held while a moderator decides on a report (credit-normal). */
  'buddy_held',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_KINDS = [
  'charge',
  'provider_fee',
  'hold',
  'release',
  'transfer',
  'refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  account: LedgerAccount;
  amountCents: number;
}

/** One session's money as its ledger entries add up, in positive cents. */
export interface SessionMoney {
  /** Taken from the learner. */
  paidCents: number;
  /** Given back to the learner. */
  refundedCents: number;
  /** Owed to the buddy, free to be transferred. */
  payableCents: number;
  /** Owed to the buddy, held by a report. */
  heldCents: number;
  /** Sent to the buddy's account. */
  transferredCents: number;
  /** The platform's share kept. */
  feeCents: number;
}

export const NO_MONEY: SessionMoney = {
  paidCents: 0,
  refundedCents: 0,
  payableCents: 0,
  heldCents: 0,
  transferredCents: 0,
  feeCents: 0,
};

/** Why a movement cannot be made: the server answers with it and writes nothing. */
export class LedgerRuleError extends Error {
  override name = 'LedgerRuleError';
}

const positive = (cents: number, what: string) => {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new LedgerRuleError(`${what} must be a positive number of cents`);
  }
};

/**
 * The learner paid `amountCents` (a booking, or an accepted move's difference, decision 039):
 * what is owed to the buddy becomes 80% of all the learner has paid and kept paying, the
 * platform keeps the rest.
 */
export function chargeEntries(money: SessionMoney, amountCents: number): LedgerEntry[] {
  positive(amountCents, 'A payment');
  const owed = money.payableCents + money.heldCents + money.transferredCents;
  const buddy = buddyEarningsCents(money.paidCents - money.refundedCents + amountCents) - owed;
  return [
    { account: 'provider_balance', amountCents },
    ...(buddy ? [{ account: 'buddy_payable' as const, amountCents: -buddy }] : []),
    ...(amountCents - buddy
      ? [{ account: 'platform_fees' as const, amountCents: -(amountCents - buddy) }]
      : []),
  ];
}

/** The provider's fee on the payment, paid from the platform's balance. */
export function providerFeeEntries(feeCents: number): LedgerEntry[] {
  positive(feeCents, 'A provider fee');
  return [
    { account: 'provider_fees', amountCents: feeCents },
    { account: 'provider_balance', amountCents: -feeCents },
  ];
}

/** A report holds everything still owed to the buddy until a moderator decides. */
export function holdEntries(money: SessionMoney): LedgerEntry[] {
  if (money.payableCents === 0) throw new LedgerRuleError('Nothing is owed to hold');
  return [
    { account: 'buddy_payable', amountCents: money.payableCents },
    { account: 'buddy_held', amountCents: -money.payableCents },
  ];
}

/** A moderator releases what was held: owed to the buddy again. */
export function releaseEntries(money: SessionMoney): LedgerEntry[] {
  if (money.heldCents === 0) throw new LedgerRuleError('Nothing is held');
  return [
    { account: 'buddy_held', amountCents: money.heldCents },
    { account: 'buddy_payable', amountCents: -money.heldCents },
  ];
}

/**
 * `amountCents` of what is owed and free is sent to the buddy (all of it when not given; a
 * session paid in two payments is sent in two transfers, one from each).
 */
export function transferEntries(
  money: SessionMoney,
  amountCents = money.payableCents,
): LedgerEntry[] {
  if (money.heldCents > 0) throw new LedgerRuleError('This session’s money is held');
  if (money.payableCents === 0) throw new LedgerRuleError('Nothing is owed to transfer');
  positive(amountCents, 'A transfer');
  if (amountCents > money.payableCents) {
    throw new LedgerRuleError('A transfer cannot be more than what is owed');
  }
  return [
    { account: 'buddy_payable', amountCents },
    { account: 'provider_balance', amountCents: -amountCents },
  ];
}

/**
 * Gives `amountCents` back to the learner. What the buddy is owed becomes 80% of what the learner
 * keeps paying, less what was already transferred, taken from the held money first; the
 * platform's share gives up the rest. A refund the buddy's transferred money would have to pay
 * for is refused.
 */
export function refundEntries(money: SessionMoney, amountCents: number): LedgerEntry[] {
  positive(amountCents, 'A refund');
  const refundable = money.paidCents - money.refundedCents;
  if (amountCents > refundable) {
    throw new LedgerRuleError('A refund cannot be more than what is left of the payment');
  }
  const owedAfter = buddyEarningsCents(refundable - amountCents) - money.transferredCents;
  if (owedAfter < 0) throw new LedgerRuleError('The buddy has been paid for this session already');
  const owed = money.payableCents + money.heldCents;
  const fromBuddy = owed - owedAfter;
  const fromHeld = Math.min(fromBuddy, money.heldCents);
  const fromPayable = fromBuddy - fromHeld;
  const fromFees = amountCents - fromBuddy;
  return [
    { account: 'provider_balance', amountCents: -amountCents },
    ...(fromHeld ? [{ account: 'buddy_held' as const, amountCents: fromHeld }] : []),
    ...(fromPayable ? [{ account: 'buddy_payable' as const, amountCents: fromPayable }] : []),
    ...(fromFees ? [{ account: 'platform_fees' as const, amountCents: fromFees }] : []),
  ];
}

/** What a session's money becomes after a transaction of `kind` with these entries. */
export function applyEntries(
  money: SessionMoney,
  kind: LedgerKind,
  entries: readonly LedgerEntry[],
): SessionMoney {
  const sum = (account: LedgerAccount) =>
    entries.filter((e) => e.account === account).reduce((total, e) => total + e.amountCents, 0);
  const balance = sum('provider_balance');
  return {
    paidCents: money.paidCents + (kind === 'charge' ? balance : 0),
    refundedCents: money.refundedCents + (kind === 'refund' ? -balance : 0),
    transferredCents: money.transferredCents + (kind === 'transfer' ? -balance : 0),
    // Liabilities and revenue are credit-normal: a credit (negative) adds to them.
    payableCents: money.payableCents - sum('buddy_payable'),
    heldCents: money.heldCents - sum('buddy_held'),
    feeCents: money.feeCents - sum('platform_fees'),
  };
}

/** Whether entries balance: every ledger transaction's do. */
export const balanced = (entries: readonly LedgerEntry[]) =>
  entries.reduce((total, e) => total + e.amountCents, 0) === 0;
