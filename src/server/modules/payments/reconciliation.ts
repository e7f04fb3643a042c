import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  BALANCE_KINDS,
  reconcile,
  type Difference,
  type LedgerMovement,
  type ProviderMovement,
  type Reconciliation,
} from '../../../shared/reconciliation';
import type { Database } from '../../db/client';
import {
  ledgerEntries,
  ledgerTransactions,
  reconciliationDifferences,
  reconciliationRuns,
} from '../../db/schema/ledger';
import { now } from '../../lib/clock';
import { moneyBreachesSince } from './money-news';
import type { PaymentProvider } from './provider';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Runs once a day (housekeeping asks every hour). */
export const RECONCILIATION_EVERY_MS = DAY_MS;
/**
 * A window ends this long before the run: the provider's webhooks, and the outbox's posts after
 * its calls, arrive within it, so a movement the ledger is about to book is not reported.
 */
export const SETTLING_MS = HOUR_MS;
/**
 * Each side is matched against the other's movements from this long before the window: the
 * ledger books a movement after the provider made it (a fee told late, a post retried), or, for
 * a refund, before.
 */
export const LOOKBACK_MS = 7 * DAY_MS;
/** The first run's window starts at the ledger's first movement; with none, this long ago. */
export const FIRST_WINDOW_MS = 35 * DAY_MS;
/** A run claimed and not finished after this long died with its process: the next may start. */
const ABANDONED_MS = HOUR_MS;
/** What the moderators see: the differences runs found in this many days. */
export const REPORTED_DAYS = 30;
/** Any number to identify the reconciliation's claim among advisory locks. */
const RECONCILIATION_LOCK_ID = 727_038;

/** The provider's times are whole seconds: windows are too, so none falls between two. */
const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

type Run = typeof reconciliationRuns.$inferSelect;

/**
 * Claims the next run if one is due (a day after the last finished one started), for one process
 * at a time: the window from where the last one ended to the settling margin before `at`.
 */
async function claimRun(db: Database, at: Date): Promise<Run | null> {
  return db.transaction(async (tx) => {
    // node-postgres and PGlite both answer with { rows }.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${RECONCILIATION_LOCK_ID}) as locked`,
    )) as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return null;
    const [running] = await tx
      .select()
      .from(reconciliationRuns)
      .where(isNull(reconciliationRuns.finishedAt))
      .orderBy(desc(reconciliationRuns.startedAt))
      .limit(1);
    if (running && at.getTime() - running.startedAt.getTime() < ABANDONED_MS) return null;
    const [last] = await tx
      .select()
      .from(reconciliationRuns)
      .where(isNotNull(reconciliationRuns.finishedAt))
      .orderBy(desc(reconciliationRuns.windowTo))
      .limit(1);
    if (last && at.getTime() - last.startedAt.getTime() < RECONCILIATION_EVERY_MS) return null;
    const to = wholeSeconds(at.getTime() - SETTLING_MS);
    let from = last?.windowTo;
    if (!from) {
      const [first] = await tx
        .select({ at: ledgerTransactions.createdAt })
        .from(ledgerTransactions)
        .orderBy(asc(ledgerTransactions.createdAt))
        .limit(1);
      from = wholeSeconds(first ? first.at.getTime() : to.getTime() - FIRST_WINDOW_MS);
    }
    // Nothing has settled since the last window (or the ledger's first movement) yet.
    if (from >= to) return null;
    await tx.delete(reconciliationRuns).where(isNull(reconciliationRuns.finishedAt));
    const [run] = await tx
      .insert(reconciliationRuns)
      .values({ startedAt: at, windowFrom: from, windowTo: to })
      .returning();
    return run!;
  });
}

/**
 * The ledger's movements of the provider's balance from `since`, and any older ones the
 * provider's movements name.
 */
async function ledgerMovements(db: Database, since: Date, provider: ProviderMovement[]) {
  const references = [
    ...new Set(
      provider.flatMap((bt) => [
        ...(bt.sourceId ? [bt.sourceId] : []),
        ...(bt.reference ? [bt.reference] : []),
        ...(bt.paymentId ? [bt.paymentId, `fee-${bt.paymentId}`] : []),
      ]),
    ),
  ];
  const rows = await db
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
  return rows as LedgerMovement[];
}

/**
 * Compares the ledger with the provider's balance transactions (decision 038), and each session's
 * money changed lately with the money rule (decision 039), once a day across processes;
 * housekeeping asks. A run reads the provider's movements from the look-back before its
 * window to now, and the ledger's likewise, and keeps what differs in the window. Returns the
 * finished run, or null when none was due. A run that fails is dropped, to be tried again at the
 * next hour's housekeeping.
 */
export async function reconcileIfDue(
  db: Database,
  provider: PaymentProvider,
  at = now(),
): Promise<Run | null> {
  const run = await claimRun(db, at);
  if (!run) return null;
  try {
    const since = new Date(run.windowFrom.getTime() - LOOKBACK_MS);
    const movements: ProviderMovement[] = [];
    for await (const bt of provider.balanceTransactions(since)) movements.push(bt);
    const differences = [
      ...reconcile({
        ledger: await ledgerMovements(db, since, movements),
        provider: movements,
        from: run.windowFrom,
        to: run.windowTo,
      }),
      // And each session whose money changed in the window against the rule (decision 039).
      ...(await moneyBreachesSince(db, run.windowFrom)).map(
        ({ sessionId, keptCents, breach }): Difference => ({
          kind: 'money_rule',
          movement: 'session',
          reference: sessionId,
          sessionId,
          providerCents: null,
          ledgerCents: keptCents,
          at: run.windowTo,
          detail: breach,
        }),
      ),
    ];
    return await db.transaction(async (tx) => {
      if (differences.length > 0) {
        await tx.insert(reconciliationDifferences).values(
          differences.map(({ at: occurredAt, ...difference }) => ({
            ...difference,
            runId: run.id,
            occurredAt,
          })),
        );
      }
      const [finished] = await tx
        .update(reconciliationRuns)
        .set({ finishedAt: now() })
        .where(eq(reconciliationRuns.id, run.id))
        .returning();
      return finished!;
    });
  } catch (err) {
    await db.delete(reconciliationRuns).where(eq(reconciliationRuns.id, run.id));
    throw err;
  }
}

/**
 * GET /api/payments/reconciliation: the last finished run, and the differences the runs of the
 * last REPORTED_DAYS found, newest run first (a later run does not look at an earlier window
 * again, so its differences stay shown until they age out).
 */
export async function lastReconciliation(db: Database): Promise<Omit<Reconciliation, 'provider'>> {
  const [last] = await db
    .select()
    .from(reconciliationRuns)
    .where(isNotNull(reconciliationRuns.finishedAt))
    .orderBy(desc(reconciliationRuns.windowTo))
    .limit(1);
  if (!last) return { lastRun: null, differences: [] };
  const since = new Date(now().getTime() - REPORTED_DAYS * DAY_MS);
  const found = await db
    .select({
      difference: reconciliationDifferences,
      foundAt: reconciliationRuns.finishedAt,
    })
    .from(reconciliationDifferences)
    .innerJoin(reconciliationRuns, eq(reconciliationRuns.id, reconciliationDifferences.runId))
    .where(gte(reconciliationRuns.finishedAt, since))
    .orderBy(desc(reconciliationRuns.windowTo), asc(reconciliationDifferences.occurredAt));
  return {
    lastRun: {
      checkedAt: last.finishedAt!.toISOString(),
      from: last.windowFrom.toISOString(),
      to: last.windowTo.toISOString(),
    },
    differences: found.map(({ difference, foundAt }) => ({
      kind: difference.kind,
      movement: difference.movement,
      reference: difference.reference,
      sessionId: difference.sessionId,
      providerCents: difference.providerCents,
      ledgerCents: difference.ledgerCents,
      detail: difference.detail,
      at: difference.occurredAt.toISOString(),
      foundAt: foundAt!.toISOString(),
    })),
  };
}
