import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  or,
  sql,
  type AnyColumn,
} from 'drizzle-orm';
import type { LedgerAccount, LedgerEntry, LedgerKind } from '../../../shared/ledger';
import type { PaymentKind, PayoutStatus, RefundReason } from '../../../shared/payments';
import { BALANCE_KINDS, type Difference } from '../../../shared/reconciliation';
import type { Executor } from '../../db/client';
import {
  ledgerEntries,
  ledgerTransactions,
  reconciliationDifferences,
  reconciliationRuns,
} from '../../db/schema/ledger';
import { payments, payoutAccounts, providerEvents, refunds } from '../../db/schema/payments';
import { liveAccount, users } from '../../db/schema/users';

/** The payments module's reads and writes of its tables (decision 039): its only Drizzle user. */

export type Payment = typeof payments.$inferSelect;

/** A session's payments, newest first, locked for the caller's transaction. */
export const lockPaymentsOf = (tx: Executor, sessionId: string) =>
  tx
    .select()
    .from(payments)
    .where(eq(payments.sessionId, sessionId))
    .orderBy(desc(payments.createdAt))
    .for('update');

/** The payment of a provider's checkout; or, if none is known, the session's one awaited. */
export async function paymentOfCheckout(db: Executor, checkoutId: string, sessionId: string) {
  const byCheckout = eq(payments.checkoutId, checkoutId);
  const [payment] = await db
    .select()
    .from(payments)
    .where(or(byCheckout, and(eq(payments.sessionId, sessionId), eq(payments.status, 'awaiting'))))
    .orderBy(desc(byCheckout))
    .limit(1);
  return payment;
}

export async function findPayment(db: Executor, id: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

/** The session's payment awaited, if any (one at a time). */
export async function awaitedPaymentOf(db: Executor, sessionId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'awaiting')));
  return payment;
}

/** A session's payments, newest first. */
export const paymentsOf = (db: Executor, sessionId: string) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.sessionId, sessionId))
    .orderBy(desc(payments.createdAt));

export async function insertPayment(
  tx: Executor,
  values: { sessionId: string; kind: PaymentKind; amountCents: number; dueAt: Date; at: Date },
) {
  const [payment] = await tx
    .insert(payments)
    .values({
      sessionId: values.sessionId,
      kind: values.kind,
      amountCents: values.amountCents,
      dueAt: values.dueAt,
      createdAt: values.at,
    })
    .returning({ id: payments.id });
  return payment!.id;
}

/** The session's payment awaited ends so (paid, lapsed, cancelled); its checkout, if any, is given. */
export async function endAwaitedPayment(
  tx: Executor,
  sessionId: string,
  status: 'paid' | 'lapsed' | 'cancelled',
  at: Date,
) {
  const [ended] = await tx
    .update(payments)
    .set(status === 'paid' ? { status, paidAt: at } : { status, endedAt: at })
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'awaiting')))
    .returning({ checkoutId: payments.checkoutId });
  return ended;
}

/**
 * Claims the reminder of a payment still awaited, once whichever process asks: the payment, for
 * the one caller that claimed it; undefined for any other, or once it no longer waits.
 */
export async function claimPaymentReminder(tx: Executor, id: string, at: Date) {
  const [payment] = await tx
    .update(payments)
    .set({ remindedAt: at })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'awaiting'),
        sql`${payments.remindedAt} is null`,
      ),
    )
    .returning();
  return payment;
}

/** The provider's payment that paid (or came for) one of ours. */
export async function setProviderPayment(tx: Executor, id: string, providerPaymentId: string) {
  await tx.update(payments).set({ paymentId: providerPaymentId }).where(eq(payments.id, id));
}

/** The checkout made for a payment, kept once (a second made at once is not kept). */
export async function setCheckout(
  db: Executor,
  id: string,
  checkout: { checkoutId: string; url: string },
) {
  await db
    .update(payments)
    .set({ checkoutId: checkout.checkoutId, checkoutUrl: checkout.url })
    .where(and(eq(payments.id, id), sql`${payments.checkoutId} is null`));
}

/**
 * What each of the provider's payments of a session brought in (the ledger's charges, by their
 * reference) and what was decided to go back of it (refunds), oldest first.
 */
export async function chargesOf(db: Executor, sessionId: string) {
  const charged = await db
    .select({
      paymentId: ledgerTransactions.reference,
      cents: ledgerEntries.amountCents,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerTransactions.sessionId, sessionId),
        eq(ledgerTransactions.kind, 'charge'),
        eq(ledgerEntries.account, 'provider_balance'),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const given = await refundsOf(db, sessionId);
  return charged.map((charge) => ({
    ...charge,
    refundedCents: given
      .filter((refund) => refund.paymentId === charge.paymentId)
      .reduce((total, refund) => total + refund.amountCents, 0),
  }));
}

/** A session's refunds, oldest first. */
export const refundsOf = (db: Executor, sessionId: string) =>
  db
    .select()
    .from(refunds)
    .where(eq(refunds.sessionId, sessionId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));

export async function insertRefund(
  tx: Executor,
  values: {
    sessionId: string;
    paymentId: string;
    amountCents: number;
    reason: RefundReason;
    at: Date;
  },
) {
  const [refund] = await tx
    .insert(refunds)
    .values({
      sessionId: values.sessionId,
      paymentId: values.paymentId,
      amountCents: values.amountCents,
      reason: values.reason,
      createdAt: values.at,
    })
    .returning({ id: refunds.id });
  return refund!.id;
}

export async function findRefund(db: Executor, id: string) {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, id));
  return refund;
}

/** The provider made the refund: its id, and when. */
export async function refundMade(db: Executor, id: string, providerRefundId: string, at: Date) {
  await db
    .update(refunds)
    .set({ providerRefundId, refundedAt: at })
    .where(and(eq(refunds.id, id), sql`${refunds.providerRefundId} is null`));
}

/**
 * What the money rule reads of the payments and the ledger (decision 039) of every session with a
 * payment, whose payments or ledger changed since `since` or whose own row did (its id in
 * `changedSessionIds`), in one read: for the daily reconciliation.
 */
export async function moneyStatesSince(db: Executor, since: Date, changedSessionIds: string[]) {
  const at = since.toISOString();
  // node-postgres and PGlite both answer with { rows }.
  const { rows } = (await db.execute(sql`
    select s.session_id as "sessionId",
      exists (select 1 from payments p where p.session_id = s.session_id and p.paid_at is not null)
        as "paidThroughUs",
      coalesce((select sum(e.amount_cents) from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where e.session_id = s.session_id and e.account = 'provider_balance'
          and t.kind in ('charge', 'refund')), 0)::int as "keptCents",
      coalesce((select sum(r.amount_cents) from refunds r
        where r.session_id = s.session_id and r.reason = 'decided'), 0)::int as "decidedCents",
      (select p.kind from payments p where p.session_id = s.session_id and p.status = 'awaiting')
        as "awaitedKind",
      (select p.amount_cents from payments p
        where p.session_id = s.session_id and p.status = 'awaiting') as "awaitedCents"
    from (select distinct session_id from payments) s
    where ${inArray(sql`s.session_id`, changedSessionIds)}
      or exists (select 1 from payments p where p.session_id = s.session_id
        and greatest(p.created_at, p.paid_at, p.ended_at) >= ${at}::timestamptz)
      or exists (select 1 from ledger_transactions t where t.session_id = s.session_id
        and t.created_at >= ${at}::timestamptz)`)) as {
    rows: {
      sessionId: string;
      paidThroughUs: boolean;
      keptCents: number;
      decidedCents: number;
      awaitedKind: PaymentKind | null;
      awaitedCents: number | null;
    }[];
  };
  return rows;
}

/** An account's address and status, while it lives: whom the provider's pages are for. */
export async function accountOf(db: Executor, userId: string) {
  const [account] = await db
    .select({ email: users.email, status: users.profileStatus })
    .from(users)
    .where(and(eq(users.id, userId), liveAccount));
  return account;
}

/** A buddy's payout account at the provider, if made. */
export async function payoutAccountOf(db: Executor, userId: string) {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return account;
}

/** A buddy's payout account made at the provider; two at once keep the first. */
export async function insertPayoutAccount(
  db: Executor,
  userId: string,
  accountId: string,
  at: Date,
) {
  await db
    .insert(payoutAccounts)
    .values({ userId, accountId, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** A payout account by the provider's id, locked until the transaction ends. */
export async function lockPayoutAccount(tx: Executor, accountId: string) {
  const [account] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, accountId))
    .for('update');
  return account;
}

export async function setPayoutStatus(
  tx: Executor,
  accountId: string,
  status: PayoutStatus,
  at: Date,
) {
  await tx
    .update(payoutAccounts)
    .set({ status, updatedAt: at })
    .where(eq(payoutAccounts.accountId, accountId));
}

/** A provider's event, processed once: true for the first to record it. */
export async function firstOfEvent(tx: Executor, event: { id: string; type: string }, at: Date) {
  const [fresh] = await tx
    .insert(providerEvents)
    .values({ id: event.id, type: event.type, receivedAt: at })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return fresh !== undefined;
}

/** The payment a checkout of ours is for. */
export async function paymentOfCheckoutId(db: Executor, checkoutId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  return payment;
}

/** A session's refunds as the ledger booked them, oldest first, in positive cents. */
export async function bookedRefundsOf(db: Executor, sessionId: string) {
  const rows = await db
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
  return rows.map((row) => ({ at: row.at, amountCents: -row.cents }));
}

/** The ledger's sums by kind and account, one session's or everyone's. */
export const ledgerSums = (db: Executor, sessionId?: string) =>
  db
    .select({
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(sessionId ? eq(ledgerEntries.sessionId, sessionId) : undefined)
    .groupBy(ledgerTransactions.kind, ledgerEntries.account);

/** Of the sessions in `sessionIds`, those on which `accounts` still hold some of a share. */
export const sessionsOwing = (db: Executor, sessionIds: string[], accounts: LedgerAccount[]) =>
  db
    .select({ sessionId: ledgerEntries.sessionId })
    .from(ledgerEntries)
    .where(
      and(inArray(ledgerEntries.sessionId, sessionIds), inArray(ledgerEntries.account, accounts)),
    )
    .groupBy(ledgerEntries.sessionId)
    .having(gt(sql`-sum(${ledgerEntries.amountCents})`, 0));

/** Whether a movement of this kind and reference is in the ledger already. */
export async function isPosted(tx: Executor, kind: LedgerKind, reference: string) {
  const [posted] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.reference, reference)));
  return posted !== undefined;
}

/** One money movement of a session: its transaction and entries. */
export async function insertLedgerTransaction(
  tx: Executor,
  transaction: { kind: LedgerKind; sessionId: string; reference: string },
  entries: LedgerEntry[],
) {
  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values(transaction)
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transactionId: inserted!.id,
      sessionId: transaction.sessionId,
      account: entry.account,
      amountCents: entry.amountCents,
    })),
  );
}

/** The sessions on which the ledger holds some of a buddy's share, with how much. */
export async function heldSessions(db: Executor) {
  const sum = sql<number>`sum(${ledgerEntries.amountCents})::int`;
  return db
    .select({ sessionId: ledgerEntries.sessionId, cents: sql<number>`(0 - ${sum})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'buddy_held'))
    .groupBy(ledgerEntries.sessionId)
    .having(lt(sum, 0));
}

/** The ledger's totals of each session in `sessionIds`, by transaction kind and account. */
export const ledgerTotalsOf = (db: Executor, sessionIds: string[]) =>
  db
    .select({
      sessionId: ledgerEntries.sessionId,
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
      lastAt: max(ledgerTransactions.createdAt),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.sessionId, sessionIds))
    .groupBy(ledgerEntries.sessionId, ledgerTransactions.kind, ledgerEntries.account);

/**
 * The share for its buddy of the session in `sessionId` (a column of the outer query) as the
 * ledger has it: every entry on what is owed to the buddy (owed, held or paid out) but the
 * transfers, in cents.
 */
export const buddyShareOf = (sessionId: AnyColumn) =>
  sql<number>`(select coalesce(0 - sum(${ledgerEntries.amountCents}), 0) from ${ledgerEntries} join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId} where ${ledgerEntries.sessionId} = ${sessionId} and ${ledgerEntries.account} in ('buddy_payable', 'buddy_held') and ${ledgerTransactions.kind} <> 'transfer')`;

/** Any number to identify the reconciliation's claim among advisory locks. */
const RECONCILIATION_LOCK_ID = 727_038;

export type ReconciliationRun = typeof reconciliationRuns.$inferSelect;

/** The reconciliation's claim for this transaction: false while another process holds it. */
export async function claimReconciliationLock(tx: Executor) {
  // node-postgres and PGlite both answer with { rows }.
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RECONCILIATION_LOCK_ID}) as locked`,
  )) as { rows: { locked: boolean }[] };
  return lock.rows[0]?.locked === true;
}

/** The latest run not finished (running, or died with its process). */
export async function unfinishedRun(db: Executor) {
  const [running] = await db
    .select()
    .from(reconciliationRuns)
    .where(isNull(reconciliationRuns.finishedAt))
    .orderBy(desc(reconciliationRuns.startedAt))
    .limit(1);
  return running;
}

/** The finished run with the latest window. */
export async function lastFinishedRun(db: Executor) {
  const [last] = await db
    .select()
    .from(reconciliationRuns)
    .where(isNotNull(reconciliationRuns.finishedAt))
    .orderBy(desc(reconciliationRuns.windowTo))
    .limit(1);
  return last;
}

/** When the ledger's first movement was booked, if it has any. */
export async function firstLedgerMovementAt(db: Executor) {
  const [first] = await db
    .select({ at: ledgerTransactions.createdAt })
    .from(ledgerTransactions)
    .orderBy(asc(ledgerTransactions.createdAt))
    .limit(1);
  return first?.at;
}

/** A new run over its window, in place of any unfinished one. */
export async function startRun(
  tx: Executor,
  run: { startedAt: Date; windowFrom: Date; windowTo: Date },
): Promise<ReconciliationRun> {
  await tx.delete(reconciliationRuns).where(isNull(reconciliationRuns.finishedAt));
  const [started] = await tx.insert(reconciliationRuns).values(run).returning();
  return started!;
}

/**
 * The ledger's movements of the provider's balance booked from `since`, and older ones with one
 * of `references`, one row per transaction.
 */
export async function balanceMovementsSince(db: Executor, since: Date, references: string[]) {
  return db
    .select({
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      sessionId: ledgerTransactions.sessionId,
      cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.transactionId, ledgerTransactions.id),
        eq(ledgerEntries.account, 'provider_balance'),
      ),
    )
    .where(
      and(
        inArray(ledgerTransactions.kind, [...BALANCE_KINDS]),
        or(
          gte(ledgerTransactions.createdAt, since),
          references.length > 0 ? inArray(ledgerTransactions.reference, references) : undefined,
        ),
      ),
    )
    .groupBy(ledgerTransactions.id);
}

/** What a run found different, kept with the run. */
export async function insertDifferences(tx: Executor, runId: string, differences: Difference[]) {
  await tx.insert(reconciliationDifferences).values(
    differences.map(({ at: occurredAt, ...difference }) => ({
      ...difference,
      runId,
      occurredAt,
    })),
  );
}

export async function finishRun(tx: Executor, runId: string, at: Date) {
  const [finished] = await tx
    .update(reconciliationRuns)
    .set({ finishedAt: at })
    .where(eq(reconciliationRuns.id, runId))
    .returning();
  return finished!;
}

/** A run that failed: dropped, so that the next housekeeping tries its window again. */
export async function dropRun(db: Executor, runId: string) {
  await db.delete(reconciliationRuns).where(eq(reconciliationRuns.id, runId));
}

/** The differences of runs finished since `since`, newest run first. */
export const differencesFoundSince = (db: Executor, since: Date) =>
  db
    .select({ difference: reconciliationDifferences, foundAt: reconciliationRuns.finishedAt })
    .from(reconciliationDifferences)
    .innerJoin(reconciliationRuns, eq(reconciliationRuns.id, reconciliationDifferences.runId))
    .where(gte(reconciliationRuns.finishedAt, since))
    .orderBy(desc(reconciliationRuns.windowTo), asc(reconciliationDifferences.occurredAt));
