import { eq, inArray, or } from 'drizzle-orm';
import { sessionStatusChanges, sessions } from '../../db/schema/sessions';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/**
 * Sessions and proposals the user took part in, cancelled or was told of as a moderator, with
 * every change of their status (and the changes the user made to others').
 */
export const sessionsPersonalData: PersonalDataContract = {
  module: 'sessions',
  tables: tableNames(sessions, sessionStatusChanges),
  async exportFor(db, user) {
    const involved = or(
      eq(sessions.learnerId, user.id),
      eq(sessions.buddyId, user.id),
      eq(sessions.cancelledBy, user.id),
      eq(sessions.moderatorNotifiedBy, user.id),
    );
    const ids = db.select({ id: sessions.id }).from(sessions).where(involved);
    const [own, statusChanges] = await Promise.all([
      rowsAbout(db, sessions, involved),
      rowsAbout(
        db,
        sessionStatusChanges,
        or(inArray(sessionStatusChanges.sessionId, ids), eq(sessionStatusChanges.actorId, user.id)),
      ),
    ]);
    return { sessions: own, statusChanges };
  },
};
