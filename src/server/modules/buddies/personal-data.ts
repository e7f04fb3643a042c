import { eq, or } from 'drizzle-orm';
import { DELETED_USER_NAME } from '../../../shared/privacy';
import { accountStatusChanges, buddyActivities, buddyProfiles } from '../../db/schema/buddies';
import { reviews } from '../../db/schema/reviews';
import { publish } from '../../lib/event-bus';
import {
  rewriteMentions,
  rowsAbout,
  tableNames,
  type PersonalDataContract,
} from '../../lib/personal-data';
import { insertStatusChange, setBuddyStatus } from './repository';

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
  async eraseFor(tx, user) {
    // Suspended, as the system's move in the status log: gone at once wherever a status decides
    // (discovery, the experts' list), and a sign-in that outlived the deletion by a race still
    // changes nothing (decision 018).
    await setBuddyStatus(tx, user.id, 'suspended');
    await insertStatusChange(tx, {
      userId: user.id,
      actorId: null,
      actorRole: 'system',
      fromStatus: user.profileStatus,
      toStatus: 'suspended',
      note: 'Account deleted by its owner',
    });
    // The log stays (the audit trail, decision 010), the notes naming the user anonymised.
    await rewriteMentions(tx, user, accountStatusChanges, {
      key: accountStatusChanges.id,
      columns: [accountStatusChanges.note],
      where: eq(accountStatusChanges.userId, user.id),
    });
    // The public profile and its offers are the buddy's alone (a session copied what it was
    // booked at): deleted, so the buddy leaves every list and their page at once.
    await tx.delete(buddyActivities).where(eq(buddyActivities.buddyId, user.id));
    await tx.delete(buddyProfiles).where(eq(buddyProfiles.userId, user.id));
    // Reviews stay on the buddy's profile, or with the history of a deleted buddy: their texts
    // with the user's name, email or phone anonymised, and a review the user wrote by 'Deleted
    // user'.
    await rewriteMentions(tx, user, reviews, {
      key: reviews.id,
      columns: [reviews.text],
      where: or(eq(reviews.reviewerId, user.id), eq(reviews.buddyId, user.id)),
    });
    await tx
      .update(reviews)
      .set({ reviewerId: null, reviewerName: DELETED_USER_NAME })
      .where(eq(reviews.reviewerId, user.id));
    // Names on lists, profiles and people's kept reads changed: every process reads them again.
    await publish(tx, { type: 'buddies-changed' });
  },
};
