import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buddyProfiles } from '../../db/schema/buddies';
import { learnerProfiles, users } from '../../db/schema/users';

/** The newest accounts with their learning or teaching languages. */
export async function newestUsers(db: Executor, limit: number) {
  return db
    .select({
      user: users,
      languageLearning: learnerProfiles.languageLearning,
      languagesTeaching: buddyProfiles.languages,
    })
    .from(users)
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, users.id))
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}
