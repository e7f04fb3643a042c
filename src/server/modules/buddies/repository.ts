import { and, asc, desc, eq, exists, gt, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities, buddyActivities, buddyProfiles, reviews } from '../../db/schema/buddies';
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

export interface BuddyListFilter {
  activityIds: string[];
  language: 'english' | 'dutch';
  search?: string | undefined;
  /** Slug after which the page starts */
  after?: string | undefined;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of published buddies in slug order (keyset pagination), with one row more than asked. */
export async function listBuddies(db: Executor, filter: BuddyListFilter) {
  const conditions = [
    publicBuddy,
    filter.language === 'dutch'
      ? eq(buddyProfiles.teachesDutch, true)
      : eq(buddyProfiles.teachesEnglish, true),
  ];
  if (filter.activityIds.length > 0) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(buddyActivities)
          .where(
            and(
              eq(buddyActivities.buddyId, buddyProfiles.userId),
              inArray(buddyActivities.activityId, filter.activityIds),
            ),
          ),
      ),
    );
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(ilike(buddyProfiles.searchText, pattern));
  }
  if (filter.after) conditions.push(gt(buddyProfiles.slug, filter.after));
  return db
    .select({
      userId: buddyProfiles.userId,
      slug: buddyProfiles.slug,
      fullName: users.fullName,
      photo: users.photo,
      languages: buddyProfiles.languages,
      location: buddyProfiles.location,
      description: buddyProfiles.description,
    })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .where(and(...conditions))
    .orderBy(asc(buddyProfiles.slug))
    .limit(filter.limit + 1);
}

/** The activities and rates of some buddies, in catalogue order. */
export async function offersOf(db: Executor, buddyIds: string[]) {
  if (buddyIds.length === 0) return [];
  return db
    .select({
      buddyId: buddyActivities.buddyId,
      title: activities.title,
      description: buddyActivities.description,
      location: buddyActivities.location,
      minCents: buddyActivities.rateMinCents,
      maxCents: buddyActivities.rateMaxCents,
    })
    .from(buddyActivities)
    .innerJoin(activities, eq(activities.id, buddyActivities.activityId))
    .where(inArray(buddyActivities.buddyId, buddyIds))
    .orderBy(activities.sortOrder);
}

/** Average rating and number of reviews per buddy. */
export async function ratingsOf(db: Executor, buddyIds: string[]) {
  if (buddyIds.length === 0) return [];
  const rows = await db
    .select({
      buddyId: reviews.buddyId,
      average: sql<string>`avg(${reviews.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.buddyId, buddyIds))
    .groupBy(reviews.buddyId);
  return rows.map((r) => ({
    buddyId: r.buddyId,
    rating: Math.round(Number(r.average) * 10) / 10,
    count: Number(r.count),
  }));
}

/** A published buddy by slug. */
export async function findPublicBuddy(db: Executor, slug: string) {
  const [row] = await db
    .select({
      userId: buddyProfiles.userId,
      slug: buddyProfiles.slug,
      fullName: users.fullName,
      photo: users.photo,
      description: buddyProfiles.description,
      about: buddyProfiles.about,
      languages: buddyProfiles.languages,
      teachesEnglish: buddyProfiles.teachesEnglish,
      location: buddyProfiles.location,
      availability: buddyProfiles.availability,
    })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .where(and(eq(buddyProfiles.slug, slug), publicBuddy))
    .limit(1);
  return row;
}

export async function reviewsOf(db: Executor, buddyId: string) {
  return db
    .select({ name: reviews.reviewerName, text: reviews.text, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.buddyId, buddyId))
    .orderBy(desc(reviews.createdAt))
    .limit(50);
}
