import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DIFFERENCE_KINDS, type DifferenceKind } from '../../../shared/reconciliation';
import {
  LEDGER_ACCOUNTS,
  LEDGER_KINDS,
  type LedgerAccount,
  type LedgerKind,
} from '../../../shared/ledger';
import { oneOf } from './checks';
import { sessions } from './sessions';

/**
 * The double-entry ledger (decision 038): one row per money movement of a session, with what
 * caused it (`reference`: the provider's object, or our own key), posted once per kind and
 * reference. Migration 0029 refuses any update or delete, and a transaction whose entries do
 * not sum to zero at commit.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_transactions_once').on(t.kind, t.reference),
    index('ledger_transactions_session_idx').on(t.sessionId, t.createdAt),
    check('ledger_transactions_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);

/** A transaction's entries: debits positive, credits negative, in euro cents. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** The session's, copied: its balances are read without the join. */
    sessionId: uuid('session_id').notNull(),
    account: text('account').$type<LedgerAccount>().notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_session_idx').on(t.sessionId, t.account),
    check('ledger_entries_account_check', oneOf(t.account, LEDGER_ACCOUNTS)),
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * A reconciliation of the ledger with the provider's balance (decision 038): the window of time
 * it compared, claimed when it starts (one run at a time across processes) and finished when its
 * differences are written. The next run starts where the last finished one ended.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reconciliation_runs_started_idx').on(t.startedAt),
    check('reconciliation_runs_window_check', sql`${t.windowFrom} < ${t.windowTo}`),
  ],
);

/** What a run found different; amounts signed as the balance moved, null on the side without it. */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DifferenceKind>().notNull(),
    movement: text('movement').notNull(),
    reference: text('reference').notNull(),
    /** As the provider's metadata or the ledger names it: not a reference, it may be unknown here. */
    sessionId: text('session_id'),
    providerCents: integer('provider_cents'),
    ledgerCents: integer('ledger_cents'),
    /** For a session whose money breaks the rule (decision 039): how, in words. */
    detail: text('detail'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reconciliation_differences_run_idx').on(t.runId),
    check('reconciliation_differences_kind_check', oneOf(t.kind, DIFFERENCE_KINDS)),
  ],
);
