import { eq, or } from 'drizzle-orm';
import { favourites } from '../../db/schema/favourites';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/**
 * The buddies a learner saved. Who saved a buddy is the learners' to know, not the buddy's: a
 * buddy's export has none of it.
 */
export const favouritesPersonalData: PersonalDataContract = {
  module: 'favourites',
  tables: tableNames(favourites),
  async exportFor(db, user) {
    return { saved: await rowsAbout(db, favourites, eq(favourites.learnerId, user.id)) };
  },
  async eraseFor(tx, user) {
    // A learner's saves are theirs alone, and saves of a deleted buddy point at nobody.
    await tx
      .delete(favourites)
      .where(or(eq(favourites.learnerId, user.id), eq(favourites.buddyId, user.id)));
  },
};
