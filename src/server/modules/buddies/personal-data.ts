import { eq, or } from 'drizzle-orm';
import {
  accountStatusChanges,
  buddyActivities,
  buddyProfiles,
  reviews,
} from '../../db/schema/buddies';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/**
 * A buddy's public profile and offers, reviews given and received, and the account's status
 * changes: those about the user and those a staff member made.
 */
export const buddiesPersonalData: PersonalDataContract = {
  module: 'buddies',
  tables: tableNames(buddyProfiles, buddyActivities, reviews, accountStatusChanges),
  async exportFor(db, user) {
    const [buddyProfile, activities, reviewsGiven, reviewsReceived, statusChanges] =
      await Promise.all([
        rowsAbout(db, buddyProfiles, eq(buddyProfiles.userId, user.id), [
          'searchText',
          'shuffleKey',
        ]),
        rowsAbout(db, buddyActivities, eq(buddyActivities.buddyId, user.id)),
        rowsAbout(db, reviews, eq(reviews.reviewerId, user.id)),
        // As the profile shows them: the reviewer by their public name only.
        rowsAbout(db, reviews, eq(reviews.buddyId, user.id), ['reviewerId']),
        rowsAbout(
          db,
          accountStatusChanges,
          or(eq(accountStatusChanges.userId, user.id), eq(accountStatusChanges.actorId, user.id)),
        ),
      ]);
    return {
      buddyProfile: buddyProfile[0] ?? null,
      activities,
      reviewsGiven,
      reviewsReceived,
      statusChanges,
    };
  },
};
