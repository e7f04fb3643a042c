import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/ledger';
import { payoutAccounts } from '../../db/schema/payments';
import { sessions } from '../../db/schema/sessions';
import type { Executor } from '../../db/client';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** Whether a buddy is still owed a share (waiting or held) of any of their sessions. */
async function isOwed(db: Executor, buddyId: string) {
  const [owed] = await db
    .select({ sessionId: ledgerEntries.sessionId })
    .from(ledgerEntries)
    .innerJoin(sessions, eq(sessions.id, ledgerEntries.sessionId))
    .where(
      and(
        eq(sessions.buddyId, buddyId),
        inArray(ledgerEntries.account, ['buddy_payable', 'buddy_held']),
      ),
    )
    .groupBy(ledgerEntries.sessionId)
    .having(gt(sql`-sum(${ledgerEntries.amountCents})`, 0))
    .limit(1);
  return owed !== undefined;
}

/**
 * A buddy's payout account at the provider (decision 038). Payments and the ledger name
 * sessions, not people, and are kept for the books. The payout account goes with the buddy's
 * account, unless they are still owed money: then it stays (an id at the provider, which keeps
 * the person's details itself), so what is owed still reaches them once payable.
 */
export const paymentsPersonalData: PersonalDataContract = {
  module: 'payments',
  tables: tableNames(payoutAccounts),
  async exportFor(db, user) {
    return {
      payoutAccount: await rowsAbout(db, payoutAccounts, eq(payoutAccounts.userId, user.id)),
    };
  },
  async eraseFor(tx, user) {
    if (await isOwed(tx, user.id)) return;
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
  },
};
