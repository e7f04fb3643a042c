import { eq } from 'drizzle-orm';
import { userEvents } from '../../db/schema/events';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** What the user's open tabs were told, as kept for tabs that reconnect. */
export const eventsPersonalData: PersonalDataContract = {
  module: 'events',
  tables: tableNames(userEvents),
  async exportFor(db, user) {
    return { tabEvents: await rowsAbout(db, userEvents, eq(userEvents.userId, user.id)) };
  },
};
