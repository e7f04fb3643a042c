import { eq, inArray, or } from 'drizzle-orm';
import { sessionStatusChanges, sessions } from '../../db/schema/sessions';
import {
  rewriteMentions,
  rowsAbout,
  tableNames,
  type PersonalDataContract,
} from '../../lib/personal-data';
import { endSessionsOfAccount } from './lifecycle';

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
  async eraseFor(tx, user) {
    // Open proposals are withdrawn and booked sessions still ahead cancelled, the other sides
    // told; the rest is the other side's history too (decision 010): kept, and shows 'Deleted
    // user' (the name is read from the account).
    await endSessionsOfAccount(tx, { why: 'deleted', userId: user.id });
    const theirs = or(eq(sessions.learnerId, user.id), eq(sessions.buddyId, user.id));
    // The words of both sides stay, with the user's name, email or phone in them anonymised.
    await rewriteMentions(tx, user, sessions, {
      key: sessions.id,
      columns: [sessions.message, sessions.buddyResponse, sessions.cancelReason],
      where: theirs,
    });
    await rewriteMentions(tx, user, sessionStatusChanges, {
      key: sessionStatusChanges.id,
      columns: [sessionStatusChanges.reason],
      where: inArray(
        sessionStatusChanges.sessionId,
        tx.select({ id: sessions.id }).from(sessions).where(theirs),
      ),
    });
  },
};
