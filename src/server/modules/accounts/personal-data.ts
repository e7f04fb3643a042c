import { eq } from 'drizzle-orm';
import { deletedUsers, learnerProfiles, staffProfiles, users } from '../../db/schema/users';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** The account, its learner or staff profile, and the tombstones of earlier accounts of its email. */
export const accountsPersonalData: PersonalDataContract = {
  module: 'accounts',
  tables: tableNames(users, learnerProfiles, staffProfiles, deletedUsers),
  async exportFor(db, user) {
    const [account, learnerProfile, staffProfile, earlierAccounts] = await Promise.all([
      rowsAbout(db, users, eq(users.id, user.id), ['passwordHash']),
      rowsAbout(db, learnerProfiles, eq(learnerProfiles.userId, user.id)),
      rowsAbout(db, staffProfiles, eq(staffProfiles.userId, user.id)),
      rowsAbout(db, deletedUsers, eq(deletedUsers.email, user.email)),
    ]);
    return {
      account: account[0] ?? null,
      learnerProfile: learnerProfile[0] ?? null,
      staffProfile: staffProfile[0] ?? null,
      earlierAccounts,
    };
  },
};
