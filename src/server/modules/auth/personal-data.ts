import { eq } from 'drizzle-orm';
import { authSessions, userTokens } from '../../db/schema/auth';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** Sign-ins and the links mailed (reset, verification), without their secrets. */
export const authPersonalData: PersonalDataContract = {
  module: 'auth',
  tables: tableNames(authSessions, userTokens),
  async exportFor(db, user) {
    const [signIns, mailedLinks] = await Promise.all([
      rowsAbout(db, authSessions, eq(authSessions.userId, user.id), ['tokenHash', 'addressHash']),
      rowsAbout(db, userTokens, eq(userTokens.userId, user.id), ['tokenHash']),
    ]);
    return { signIns, mailedLinks };
  },
};
