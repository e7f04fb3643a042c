import * as repository from './repository';

/**
 * The buddies' tables as other modules' queries join them, each in its one round trip (a buddy's
 * slug on every conversation, a session's review): PostgreSQL flattens them into plain joins.
 * Apart from profiles.ts, whose status changes mail accounts: the accounts' reads take them
 * without importing what imports them.
 */

/** The buddies' profiles, joined on `userId`: the slug and the application's fields. */
export const buddyProfile = repository.buddyProfile;

/** The reviews, joined on `sessionId` (with the buddy's id, which their index leads with). */
export const sessionReview = repository.sessionReview;

/** The listed buddies with what the matching narrows and ranks them by, keyed on `userId`. */
export const listedBuddyFacts = repository.listedBuddyFacts;
