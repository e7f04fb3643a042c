import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buddyActivities, buddyProfiles } from '../../db/schema/buddies';
import { users } from '../../db/schema/users';

const publicBuddy = and(eq(buddyProfiles.published, true), eq(users.isApproved, true));

/** Up to `perActivity` published buddies per activity id, by first name, plus the count. */
export async function buddiesPerActivity(db: Executor, perActivity: number) {
  const ranked = db
    .select({
      activityId: buddyActivities.activityId,
      slug: buddyProfiles.slug,
      fullName: users.fullName,
      rank: sql<number>`row_number() over (partition by ${buddyActivities.activityId} order by ${users.fullName}, ${buddyProfiles.slug})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${buddyActivities.activityId})`.as('total'),
    })
    .from(buddyActivities)
    .innerJoin(buddyProfiles, eq(buddyProfiles.userId, buddyActivities.buddyId))
    .innerJoin(users, eq(users.id, buddyActivities.buddyId))
    .where(publicBuddy)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perActivity}`)
    .orderBy(ranked.activityId, ranked.rank);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

const teaserColumns = {
  slug: buddyProfiles.slug,
  fullName: users.fullName,
  photo: users.photo,
  description: buddyProfiles.description,
};

/**
 * `count` published English buddies starting at a random point of their shuffle order, wrapping
 * around: random without sorting the whole table.
 */
export async function randomEnglishBuddies(db: Executor, count: number, start: number) {
  const base = and(publicBuddy, eq(buddyProfiles.teachesEnglish, true));
  const query = (range: ReturnType<typeof gte>) =>
    db
      .select(teaserColumns)
      .from(buddyProfiles)
      .innerJoin(users, eq(users.id, buddyProfiles.userId))
      .where(and(base, range))
      .orderBy(asc(buddyProfiles.shuffleKey))
      .limit(count);
  const first = await query(gte(buddyProfiles.shuffleKey, start));
  if (first.length === count) return first;
  const rest = await query(lt(buddyProfiles.shuffleKey, start));
  return [...first, ...rest].slice(0, count);
}
