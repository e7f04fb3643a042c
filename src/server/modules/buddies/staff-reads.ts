import type { Language } from '../../../shared/languages';
import type { Executor } from '../../db/client';
import { approvalTimes, countListedBuddies, moderatedProfilesOf } from './repository';

/**
 * What the moderators' screens read of buddies and the accounts' status histories (their list of
 * accounts, the Reports tab), so that moderation never opens this module's repository.
 */

export type ModeratedProfile = Awaited<ReturnType<typeof moderatedProfilesOf>>[number];

/** The accounts in `userIds` as moderators review them, by account id (one read for a page). */
export async function moderatedProfiles(db: Executor, userIds: string[]) {
  const rows = await moderatedProfilesOf(db, userIds);
  return new Map(rows.map((row) => [row.userId, row]));
}

/** How many buddies were ever approved, and the median of their days from application to it. */
export const buddyApprovalTimes = (db: Executor) => approvalTimes(db);

/** How many listed (approved) buddies speak `language`. */
export const listedBuddiesSpeaking = (db: Executor, language: Language) =>
  countListedBuddies(db, language);
