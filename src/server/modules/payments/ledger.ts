import type { LedgerAccount, LedgerEntry, LedgerKind, SessionMoney } from '../../../shared/ledger';
import type { Executor } from '../../db/client';
import { sessionsOfBuddy } from '../sessions/money-reads';
import {
  buddyShareOf,
  insertLedgerTransaction,
  isPosted,
  ledgerSums,
  sessionsOwing,
} from './repository';
import { lockSessionMoney } from './session-lock';

/** Sums of a ledger's entries by kind of movement and account. */
export interface LedgerTotal {
  kind: LedgerKind;
  account: LedgerAccount;
  cents: number;
}

/**
 * What the accounts of `rows` hold, by kind of movement: `debit` as entered (assets, expenses),
 * `credit` with the sign turned (liabilities, revenue, or what left an asset).
 */
export function totalsOf(rows: LedgerTotal[]) {
  const debit = (account: LedgerAccount, kind?: LedgerKind) =>
    rows
      .filter((row) => row.account === account && (!kind || row.kind === kind))
      .reduce((total, row) => total + row.cents, 0);
  return { debit, credit: (account: LedgerAccount, kind?: LedgerKind) => 0 - debit(account, kind) };
}

/** One session's money, from its ledger's sums. */
export function moneyOf(rows: LedgerTotal[]): SessionMoney {
  const { debit, credit } = totalsOf(rows);
  return {
    paidCents: debit('provider_balance', 'charge'),
    refundedCents: credit('provider_balance', 'refund'),
    transferredCents: credit('provider_balance', 'transfer'),
    payableCents: credit('buddy_payable'),
    heldCents: credit('buddy_held'),
    feeCents: credit('platform_fees'),
  };
}

/** What the whole ledger's accounts hold, by kind of movement. */
export const ledgerTotals = async (db: Executor) => totalsOf(await ledgerSums(db));

/** One session's money, as its ledger entries add up. */
export const sessionMoney = async (tx: Executor, sessionId: string): Promise<SessionMoney> =>
  moneyOf(await ledgerSums(tx, sessionId));

/**
 * The share for its buddy of the session in `sessionId` (a column of a read of sessions) as the
 * ledger has it (owed, held or paid out: every entry on what is owed to the buddy but the
 * transfers), in cents, for that read to sum: the buddy's statistics count their earnings so,
 * never from prices (issue 35). Offered here because sessions/statistics.ts puts it in its own
 * read, and no module opens another's repository.
 */
export const buddyShareOfSession: typeof buddyShareOf = (sessionId) => buddyShareOf(sessionId);

/**
 * The sessions of a buddy on which `accounts` still hold some of their share (only completed
 * ones, with `completedOnly`).
 */
export async function sessionsOwingTo(
  db: Executor,
  buddyId: string,
  accounts: LedgerAccount[],
  only?: { completedOnly: boolean },
) {
  return sessionsOwing(db, await sessionsOfBuddy(db, buddyId, only), accounts);
}

/**
 * Posts one money movement of a session, in the transaction of the change that causes it: its
 * entries are made by `rule` from the session's money as it stands, with the session's row
 * locked (already, when the change is a transition), so no other movement of it runs meanwhile.
 * Once per kind and reference (the provider's object, or our own key): a movement already posted
 * is not posted again, and `false` says so. A rule that refuses throws `LedgerRuleError` and
 * nothing is written.
 */
export async function postToLedger(
  tx: Executor,
  sessionId: string,
  kind: LedgerKind,
  reference: string,
  rule: (money: SessionMoney) => LedgerEntry[],
): Promise<boolean> {
  await lockSessionMoney(tx, sessionId);
  if (await isPosted(tx, kind, reference)) return false;
  await insertLedgerTransaction(
    tx,
    { kind, sessionId, reference },
    rule(await sessionMoney(tx, sessionId)),
  );
  return true;
}
