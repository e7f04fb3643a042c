import type { FinanceSummary } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { proposal, type Who } from '../sessions/service';
import { ledgerTotals, sessionMoney } from './ledger';
import { heldSessions } from './repository';

/**
 * GET /api/payments/finance: the moderators' view of the money (decision 038), from the ledger:
 * what learners paid, the platform's fees, refunds, transfers, the provider's fees, what is owed
 * to buddies and what is held, and the held sessions waiting for a decision, oldest first.
 */
export async function financeSummary(
  db: Database,
  caller: Who,
): Promise<Omit<FinanceSummary, 'provider'>> {
  const { debit, credit } = await ledgerTotals(db);
  const held = await heldSessions(db);
  const heldRows = await Promise.all(
    held.map(async ({ sessionId, cents }) => {
      const session = await proposal(db, caller, sessionId);
      const money = await sessionMoney(db, sessionId);
      return {
        sessionId,
        activity: session.activityType,
        learnerName: session.learnerName,
        buddyName: session.buddyName,
        startsAt: session.proposedDateTime,
        heldCents: cents,
        keptCents: money.paidCents - money.refundedCents,
      };
    }),
  );
  return {
    takenCents: debit('provider_balance', 'charge'),
    platformFeesCents: credit('platform_fees'),
    refundedCents: credit('provider_balance', 'refund'),
    transferredCents: credit('provider_balance', 'transfer'),
    providerFeesCents: debit('provider_fees'),
    owedCents: credit('buddy_payable'),
    heldCents: credit('buddy_held'),
    heldSessions: heldRows.sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
  };
}
