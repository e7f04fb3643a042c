import { eq } from 'drizzle-orm';
import { authSessions, emailChangeRequests, userTokens } from '../../db/schema/auth';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';
import { endAuthSessions } from './service';

/** Sign-ins, the links mailed (reset, verification) and the email changes, without their secrets. */
export const authPersonalData: PersonalDataContract = {
  module: 'auth',
  tables: tableNames(authSessions, userTokens, emailChangeRequests),
  async exportFor(db, user) {
    const [signIns, mailedLinks, emailChanges] = await Promise.all([
      rowsAbout(db, authSessions, eq(authSessions.userId, user.id), ['tokenHash', 'addressHash']),
      rowsAbout(db, userTokens, eq(userTokens.userId, user.id), ['tokenHash']),
      rowsAbout(db, emailChangeRequests, eq(emailChangeRequests.userId, user.id), [
        'currentTokenHash',
        'newTokenHash',
      ]),
    ]);
    return { signIns, mailedLinks, emailChanges };
  },
  async eraseFor(tx, user) {
    // Every sign-in ends as after a password reset (every process forgets it, open tabs sign
    // out), then goes with the addresses it was made from.
    await endAuthSessions(tx, user.id, null);
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    // Reset and verification links are the user's alone, and name their address; so are the
    // email changes, which name the addresses asked for.
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
  },
};
