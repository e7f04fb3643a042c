import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { favourites } from '../../db/schema/favourites';
import { users } from '../../db/schema/users';
import { sqlInstant } from '../../lib/clock';
import { buddyProfile } from '../buddies/joins';

/** A learner's saved buddies, newest first (saved at the same instant: in a stable order). */
export async function favouritesOf(db: Executor, learnerId: string) {
  return db
    .select({ buddyId: favourites.buddyId, newTimesAt: favourites.newTimesAt })
    .from(favourites)
    .where(eq(favourites.learnerId, learnerId))
    .orderBy(desc(favourites.createdAt), favourites.buddyId);
}

/**
 * Saves a buddy for a learner unless they already did or hold `max` favourites, in one
 * statement; true when it was saved now.
 */
export async function insertFavourite(
  db: Executor,
  row: { learnerId: string; buddyId: string; createdAt: Date },
  max: number,
): Promise<boolean> {
  const inserted = (await db.execute(sql`
    insert into ${favourites} (learner_id, buddy_id, created_at)
    select ${row.learnerId}, ${row.buddyId}, ${sqlInstant(row.createdAt)}
    where (select count(*) from ${favourites} where learner_id = ${row.learnerId}) < ${max}
    on conflict do nothing
    returning buddy_id`)) as { rows: unknown[] };
  return inserted.rows.length > 0;
}

export async function isFavourite(db: Executor, learnerId: string, buddyId: string) {
  const [found] = await db
    .select({ buddyId: favourites.buddyId })
    .from(favourites)
    .where(and(eq(favourites.learnerId, learnerId), eq(favourites.buddyId, buddyId)));
  return found !== undefined;
}

export async function deleteFavourite(db: Executor, learnerId: string, buddyId: string) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.learnerId, learnerId), eq(favourites.buddyId, buddyId)));
}

/** Marks a buddy's saves as having new times, to mail: the learners who saved them. */
export async function markNewTimes(db: Executor, buddyId: string, at: Date) {
  const rows = await db
    .update(favourites)
    .set({ newTimesAt: at, newTimesMailed: false })
    .where(eq(favourites.buddyId, buddyId))
    .returning({ learnerId: favourites.learnerId });
  return rows.map((r) => r.learnerId);
}

/** A learner's listed favourites with new times not mailed yet, by name. */
export async function unmailedNewTimes(db: Executor, learnerId: string) {
  return db
    .select({ slug: buddyProfile.slug, name: users.fullName })
    .from(favourites)
    .innerJoin(buddyProfile, eq(buddyProfile.userId, favourites.buddyId))
    .innerJoin(users, eq(users.id, favourites.buddyId))
    .where(
      and(
        eq(favourites.learnerId, learnerId),
        not(favourites.newTimesMailed),
        eq(users.profileStatus, 'approved'),
      ),
    )
    .orderBy(users.fullName);
}

/** Marks a learner's news of new times as told by mail, or as needing none. */
export async function markNewTimesMailed(db: Executor, learnerId: string) {
  await db
    .update(favourites)
    .set({ newTimesMailed: true })
    .where(and(eq(favourites.learnerId, learnerId), not(favourites.newTimesMailed)));
}
