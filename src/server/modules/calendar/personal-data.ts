import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/calendar';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** The user's calendar feed, without the secret in its address. */
export const calendarPersonalData: PersonalDataContract = {
  module: 'calendar',
  tables: tableNames(calendarFeeds),
  async exportFor(db, user) {
    const feed = await rowsAbout(db, calendarFeeds, eq(calendarFeeds.userId, user.id), [
      'tokenHash',
    ]);
    return { calendarFeed: feed[0] ?? null };
  },
  async eraseFor(tx, user) {
    // The feed is the user's alone: deleted, so its address stops answering at once.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  },
};
