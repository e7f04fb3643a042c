import {
  reconcile,
  type Difference,
  type LedgerMovement,
  type ProviderMovement,
  type Reconciliation,
} from '../../../shared/reconciliation';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { moneyBreachesSince } from './money-news';
import type { PaymentProvider } from './provider';
import {
  balanceMovementsSince,
  claimReconciliationLock,
  differencesFoundSince,
  dropRun,
  finishRun,
  firstLedgerMovementAt,
  insertDifferences,
  lastFinishedRun,
  startRun,
  unfinishedRun,
  type ReconciliationRun as Run,
} from './repository';

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

/** The provider's times are whole seconds: windows are too, so none falls between two. */
const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/**
 * Claims the next run if one is due (a day after the last finished one started), for one process
 * at a time: the window from where the last one ended to the settling margin before `at`.
 */
async function claimRun(db: Database, at: Date): Promise<Run | null> {
  return db.transaction(async (tx) => {
    if (!(await claimReconciliationLock(tx))) return null;
    const running = await unfinishedRun(tx);
    if (running && at.getTime() - running.startedAt.getTime() < ABANDONED_MS) return null;
    const last = await lastFinishedRun(tx);
    if (last && at.getTime() - last.startedAt.getTime() < RECONCILIATION_EVERY_MS) return null;
    const to = wholeSeconds(at.getTime() - SETTLING_MS);
    let from = last?.windowTo;
    if (!from) {
      const first = await firstLedgerMovementAt(tx);
      from = wholeSeconds(first ? first.getTime() : to.getTime() - FIRST_WINDOW_MS);
    }
    // Nothing has settled since the last window (or the ledger's first movement) yet.
    if (from >= to) return null;
    return startRun(tx, { startedAt: at, windowFrom: from, windowTo: to });
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
  const rows = await balanceMovementsSince(db, since, references);
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
      if (differences.length > 0) await insertDifferences(tx, run.id, differences);
      return finishRun(tx, run.id, now());
    });
  } catch (err) {
    await dropRun(db, run.id);
    throw err;
  }
}

/**
 * GET /api/payments/reconciliation: the last finished run, and the differences the runs of the
 * last REPORTED_DAYS found, newest run first (a later run does not look at an earlier window
 * again, so its differences stay shown until they age out).
 */
export async function lastReconciliation(db: Database): Promise<Omit<Reconciliation, 'provider'>> {
  const last = await lastFinishedRun(db);
  if (!last) return { lastRun: null, differences: [] };
  const since = new Date(now().getTime() - REPORTED_DAYS * DAY_MS);
  const found = await differencesFoundSince(db, since);
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
