import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProfileStatus } from '../../../shared/buddy-status';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Role } from '../../../shared/roles';
import type { Executor } from '../../db/client';
import {
  activities,
  buddyActivities,
  buddyProfiles,
  accountStatusChanges,
} from '../../db/schema/buddies';
import { learnerProfiles, liveAccount, users } from '../../db/schema/users';

/** The newest note of a buddy's status history that `where` picks, or null. */
const latestNote = (where: SQL) => sql<string | null>`(
  select ${accountStatusChanges.note} from ${accountStatusChanges}
  where ${accountStatusChanges.userId} = ${users.id} and ${where}
  order by ${accountStatusChanges.at} desc limit 1)`;

/**
 * Accounts as moderators review them, newest first, by keyset pages: filtered by roles and a
 * status. Moderator notes are the newest note a moderator wrote with a move.
 */
export async function moderatedUsers(
  db: Executor,
  filter: { roles?: Role[]; status?: ProfileStatus; before?: PageCursor; limit: number },
) {
  return db
    .select({
      user: users,
      languageLearning: learnerProfiles.languageLearning,
      learnerBio: learnerProfiles.bio,
      languagesTeaching: buddyProfiles.languages,
      buddyAbout: buddyProfiles.about,
      buddySlug: buddyProfiles.slug,
      buddyDescription: buddyProfiles.description,
      moderatorNotes: latestNote(sql`${accountStatusChanges.actorRole} = 'moderator'`),
      lowestRateCents: sql<number | null>`(
        select min(${buddyActivities.rateMinCents}) from ${buddyActivities}
        where ${buddyActivities.buddyId} = ${users.id})`,
      activities: sql<string[]>`coalesce((
        select json_agg(${activities.title} order by ${activities.sortOrder})
        from ${buddyActivities} join ${activities} on ${activities.id} = ${buddyActivities.activityId}
        where ${buddyActivities.buddyId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, users.id))
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .where(
      and(
        // A deleted account is the moderators' tombstone now (deleted-users.ts), not a user.
        liveAccount,
        filter.roles ? inArray(users.role, filter.roles) : undefined,
        filter.status ? eq(users.profileStatus, filter.status) : undefined,
        filter.before
          ? sql`(${users.createdAt}, ${users.id}) < (${filter.before.at.toISOString()}::timestamptz, ${filter.before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit);
}
