import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema/payments';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';
import { sessionsOwingTo } from './ledger';

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
    const owed = await sessionsOwingTo(tx, user.id, ['buddy_payable', 'buddy_held']);
    if (owed.length > 0) return;
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
  },
};
