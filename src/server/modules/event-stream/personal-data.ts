import { eq } from 'drizzle-orm';
import { userEvents } from '../../db/schema/events';
import {
  rewriteMentions,
  rowsAbout,
  tableNames,
  type PersonalDataContract,
} from '../../lib/personal-data';

/** What the user's open tabs were told, as kept for tabs that reconnect. */
export const eventStreamPersonalData: PersonalDataContract = {
  module: 'events',
  tables: tableNames(userEvents),
  async exportFor(db, user) {
    return { tabEvents: await rowsAbout(db, userEvents, eq(userEvents.userId, user.id)) };
  },
  async eraseFor(tx, user) {
    // What the user's tabs were told is theirs alone (and nobody's tab is left to ask): deleted.
    await tx.delete(userEvents).where(eq(userEvents.userId, user.id));
    // Others' tabs were told of messages and sessions with the user's name in them: the events
    // kept for them (a week at most) name 'Deleted user' instead.
    await rewriteMentions(tx, user, userEvents, { key: userEvents.id, columns: [userEvents.data] });
  },
};
