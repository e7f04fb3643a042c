import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProfileStatus } from '../../../shared/buddy-status';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Role } from '../../../shared/roles';
import type { Executor } from '../../db/client';
import { amsterdamWeek } from '../../db/constants';
import { deletedUsers, learnerProfiles, liveAccount, users } from '../../db/schema/users';

const count = sql<number>`count(*)::int`;

/**
 * Accounts as moderators review them, newest first, by keyset pages: filtered by roles and a
 * status; a learner with their learner's profile (a buddy's is the buddies' to read).
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
    })
    .from(users)
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, users.id))
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

/** The tombstones of deleted accounts, latest deletion first, by keyset pages. */
export async function deletedUserRows(
  db: Executor,
  { before, limit }: { before?: PageCursor; limit: number },
) {
  return db
    .select()
    .from(deletedUsers)
    .where(
      before
        ? sql`(${deletedUsers.deletedAt}, ${deletedUsers.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(deletedUsers.deletedAt), desc(deletedUsers.id))
    .limit(limit);
}

// The Reports tab's figures of accounts.

/** Sign-ups since `from`, counted by Amsterdam week and role. */
export async function signupsByWeek(db: Executor, from: Date) {
  return db
    .select({ week: amsterdamWeek(users.createdAt), role: users.role, count })
    .from(users)
    .where(sql`${users.createdAt} >= ${from.toISOString()}::timestamptz`)
    .groupBy(sql`1`, users.role);
}

/** The buddies' accounts (deleted ones aside) counted by status. */
export async function buddiesByStatus(db: Executor) {
  return db
    .select({ status: users.profileStatus, count })
    .from(users)
    .where(and(sql`${users.role} = 'buddy'`, liveAccount))
    .groupBy(users.profileStatus);
}
