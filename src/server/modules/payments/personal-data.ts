import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema/payments';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/**
 * A buddy's payout account at the provider (decision 038). Payments and the ledger name
 * sessions, not people, and are kept for the books; the payout account is the buddy's alone and
 * goes with their account (the provider keeps its own records as the law asks of it).
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
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
  },
};
