import { eq, lt, sql } from 'drizzle-orm';
import type { FinanceSummary } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { proposal, type Who } from '../sessions/service';

/**
 * GET /api/payments/finance: the moderators' view of the money (decision 038), from the ledger:
 * what learners paid, the platform's fees, refunds, transfers, the provider's fees, what is owed
 * to buddies and what is held, and the held sessions waiting for a decision, oldest first.
 */
export async function financeSummary(db: Database, caller: Who): Promise<FinanceSummary> {
  const sum = sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`;
  const rows = await db
    .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, cents: sum })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .groupBy(ledgerTransactions.kind, ledgerEntries.account);
  const total = (account: string, kind?: string) =>
    rows
      .filter((row) => row.account === account && (!kind || row.kind === kind))
      .reduce((all, row) => all + row.cents, 0);
  const held = await db
    .select({ sessionId: ledgerEntries.sessionId, cents: sql<number>`(0 - ${sum})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'buddy_held'))
    .groupBy(ledgerEntries.sessionId)
    .having(lt(sum, 0));
  const heldSessions = await Promise.all(
    held.map(async ({ sessionId, cents }) => {
      const session = await proposal(db, caller, sessionId);
      return {
        sessionId,
        activity: session.activityType,
        learnerName: session.learnerName,
        buddyName: session.buddyName,
        startsAt: session.proposedDateTime,
        heldCents: cents,
      };
    }),
  );
  return {
    takenCents: total('provider_balance', 'charge'),
    platformFeesCents: 0 - total('platform_fees'),
    refundedCents: 0 - total('provider_balance', 'refund'),
    transferredCents: 0 - total('provider_balance', 'transfer'),
    providerFeesCents: total('provider_fees'),
    owedCents: 0 - total('buddy_payable'),
    heldCents: 0 - total('buddy_held'),
    heldSessions: heldSessions.sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
  };
}
