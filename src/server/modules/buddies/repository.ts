import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { BuddyListCursor } from '../../../shared/buddy-list-cursor';
import type { ProfileStatus, StatusActor } from '../../../shared/buddy-status';
import type { BuddySort } from '../../../shared/discovery';
import type { DistrictId } from '../../../shared/districts';
import type { Language } from '../../../shared/languages';
import type { Offer } from '../../../shared/offers';
import type { Executor } from '../../db/client';
import { freeValue } from '../../db/free-value';
import { containing } from '../../db/like';
import {
  activities,
  buddyActivities,
  buddyProfiles,
  accountStatusChanges,
} from '../../db/schema/buddies';
import { reviews } from '../../db/schema/reviews';
import { liveAccount, users } from '../../db/schema/users';
import { now } from '../../lib/clock';
import type { BuddyPassing } from '../../lib/match-order';
import { openTimeSummary } from '../availability/joins';

/** For subqueries and the tables other modules' queries join. */
const query = new QueryBuilder();

/** Listed buddies: the SQL twin of isVisible() in src/shared/buddy-status.ts. */
const publicBuddy = eq(users.profileStatus, 'approved');

/** Buddies who speak `language`; English ones are served by a partial index (schema). */
const speaks = (language: Language) =>
  language === 'English'
    ? sql`'English' = any(${buddyProfiles.languages})`
    : arrayContains(buddyProfiles.languages, [language]);

/** How many listed buddies speak `language`. */
export async function countListedBuddies(db: Executor, language: Language) {
  const [row] = await db
    .select({ listed: count() })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .where(and(publicBuddy, speaks(language)));
  return row?.listed ?? 0;
}

/** Up to `perActivity` listed buddies per activity id, by first name, plus the count. */
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
 * `count` listed English buddies starting at a random point of their shuffle order, wrapping
 * around: random without sorting the whole table.
 */
export async function randomEnglishBuddies(db: Executor, count: number, start: number) {
  const base = and(publicBuddy, speaks('English'));
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

/** What narrows the buddies list, whatever its order. */
export interface BuddyListNarrowing {
  activityIds: string[];
  language: Language;
  search?: string | undefined;
  /** Day parts (a mask, shared/open-time-summaries.ts) of which the buddy has open time in one */
  dayParts?: number | undefined;
  /** Their lowest hourly rate, in cents, at least and at most */
  priceFromCents?: { min?: number | undefined; max?: number | undefined };
  /** Districts where they meet learners, any of them (buddy_profiles_districts_idx); none: any */
  districts: DistrictId[];
  /** Only buddies with an offer booked at once, one of `activityIds` when some are given */
  instant: boolean;
}

export interface BuddyListFilter extends BuddyListNarrowing {
  sort: BuddySort;
  /** Only these buddies (ids): the part of a learner's list in match order (decision 063) */
  among?: string[] | undefined;
  /** None of these buddies (ids): the rest of a learner's list, after their matches */
  except?: string[] | undefined;
  /** Where the page starts: after this place in the sort's order */
  after?: BuddyListCursor | undefined;
  limit: number;
}

/** What a buddy's card shows of their profile and open times (with `openTimeSummary` joined). */
const cardColumns = {
  userId: buddyProfiles.userId,
  slug: buddyProfiles.slug,
  fullName: users.fullName,
  photo: users.photo,
  languages: buddyProfiles.languages,
  location: buddyProfiles.location,
  description: buddyProfiles.description,
  nextOpenAt: openTimeSummary.nextOpenAt,
};

/** The buddy's lowest hourly rate in cents, null without offers (buddy_activities_rate_idx). */
const priceFrom = sql<
  number | null
>`(select min(${buddyActivities.rateMinCents}) from ${buddyActivities} where ${buddyActivities.buddyId} = ${buddyProfiles.userId})`;
/** A rate above any, so that buddies without offers come last by price. */
const NO_PRICE = 2_147_483_647;

/**
 * Every buddy's lowest hourly rate, in one pass over the offers: what the price sort joins, as
 * it reads every listed buddy's (a subquery per buddy there was twice the work and, costed
 * higher, had PostgreSQL compile it to machine code on every request; decision 066).
 */
const lowestRates = query
  .select({
    buddyId: buddyActivities.buddyId,
    cents: sql<number>`min(${buddyActivities.rateMinCents})`.as('lowest_rate_cents'),
  })
  .from(buddyActivities)
  .groupBy(buddyActivities.buddyId)
  .as('lowest_rate');

/** Every reviewed buddy's average rating to one decimal, in one pass: what the rating sort joins. */
const averageRatings = query
  .select({
    buddyId: reviews.buddyId,
    rating: sql<string>`round(avg(${reviews.rating}), 1)`.as('average_rating'),
  })
  .from(reviews)
  .groupBy(reviews.buddyId)
  .as('average_rating');

/**
 * Each sort's key as the database compares it, its direction, its type (the cursor's key is
 * text) and the table it needs joined, before the slug; the recommended order is by slug alone
 * until the matching ranks it, the soonest is `soonestRows`. Price and rating read every listed
 * buddy's key: from a table of all of them made in one pass, not a subquery per buddy (decision
 * 066).
 */
const SORT_KEYS = {
  price: {
    key: sql<number>`coalesce(${lowestRates.cents}, ${sql.raw(String(NO_PRICE))})`,
    descending: false,
    type: sql.raw('integer'),
    joined: { table: lowestRates, on: eq(lowestRates.buddyId, buddyProfiles.userId) },
  },
  rating: {
    key: sql<string>`coalesce(${averageRatings.rating}, 0.0)`,
    descending: true,
    type: sql.raw('numeric'),
    joined: { table: averageRatings, on: eq(averageRatings.buddyId, buddyProfiles.userId) },
  },
} as const;

/** After the cursor's place: a later key in the sort's direction, or the same key and a later slug. */
function afterPlace(sort: keyof typeof SORT_KEYS | 'recommended', after: BuddyListCursor) {
  if (sort === 'recommended') return gt(buddyProfiles.slug, after.slug);
  const { key, descending, type } = SORT_KEYS[sort];
  const value = sql`cast(${after.key} as ${type})`;
  // Ascending: one row comparison, which reads the key once.
  if (!descending) return sql`(${key}, ${buddyProfiles.slug}) > (${value}, ${after.slug})`;
  return sql`(${key} < ${value} or (${key} = ${value} and ${buddyProfiles.slug} > ${after.slug}))`;
}

/**
 * The conditions of the list's filters on listed buddies (with `openTimeSummary` joined); the
 * price filters compare `rate`, a subquery per buddy unless the caller joined the rates.
 */
function narrowedBy(filter: BuddyListNarrowing, rate: SQL | SQL.Aliased | AnyColumn = priceFrom) {
  const conditions = [publicBuddy, speaks(filter.language)];
  if (filter.activityIds.length > 0 || filter.instant) {
    conditions.push(
      exists(
        query
          .select({ one: sql`1` })
          .from(buddyActivities)
          .where(
            and(
              eq(buddyActivities.buddyId, buddyProfiles.userId),
              filter.activityIds.length > 0
                ? inArray(buddyActivities.activityId, filter.activityIds)
                : undefined,
              filter.instant ? eq(buddyActivities.instantBooking, true) : undefined,
            ),
          ),
      ),
    );
  }
  if (filter.districts.length > 0) {
    conditions.push(arrayOverlaps(buddyProfiles.districts, filter.districts));
  }
  if (filter.search) {
    conditions.push(ilike(buddyProfiles.searchText, containing(filter.search)));
  }
  if (filter.dayParts !== undefined) {
    conditions.push(sql`${openTimeSummary.dayParts} & ${filter.dayParts} <> 0`);
  }
  const price = filter.priceFromCents;
  if (price?.min !== undefined) conditions.push(sql`${rate} >= ${price.min}`);
  if (price?.max !== undefined) conditions.push(sql`${rate} <= ${price.max}`);
  return conditions;
}

/**
 * The list's filters as a condition on a buddy's id in another module's query: the matching
 * ranks a learner's list within them (decision 063).
 */
export const passingNarrowing =
  (filter: BuddyListNarrowing): BuddyPassing =>
  (buddyId) =>
    inArray(
      buddyId,
      query
        .select({ id: buddyProfiles.userId })
        .from(buddyProfiles)
        .innerJoin(users, eq(users.id, buddyProfiles.userId))
        .leftJoin(openTimeSummary, eq(openTimeSummary.buddyId, buddyProfiles.userId))
        .where(and(...narrowedBy(filter))),
    );

/**
 * One page of listed buddies in the sort's order (keyset pagination, ending by slug), with one
 * row more than asked and each row's place for the next page's cursor.
 */
export async function listBuddies(db: Executor, filter: BuddyListFilter) {
  // By price, the rate joined for the sort; otherwise a subquery for the rows walked.
  const conditions = narrowedBy(filter, filter.sort === 'price' ? lowestRates.cents : priceFrom);
  if (filter.among) conditions.push(inArray(buddyProfiles.userId, filter.among));
  if (filter.except && filter.except.length > 0) {
    conditions.push(notInArray(buddyProfiles.userId, filter.except));
  }
  const placed = (rows: (CardRow & { sortKey: string })[]) =>
    rows.map(({ sortKey: key, ...row }) => ({
      ...row,
      place: { sort: filter.sort, key: placeKey(filter.sort, key, row.nextOpenAt), slug: row.slug },
    }));
  if (filter.sort === 'soonest') {
    return placed(await soonestRows(db, conditions, filter.after, filter.limit + 1));
  }
  if (filter.after) conditions.push(afterPlace(filter.sort, filter.after));
  const sortKey = filter.sort === 'recommended' ? undefined : SORT_KEYS[filter.sort];
  const listed = db
    .select({
      ...cardColumns,
      sortKey: sortKey ? sql<string>`(${sortKey.key})::text` : sql<string>`''`,
    })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .leftJoin(openTimeSummary, eq(openTimeSummary.buddyId, buddyProfiles.userId))
    .$dynamic();
  const joined = sortKey?.joined;
  const rows = await (joined ? listed.leftJoin(joined.table, joined.on) : listed)
    .where(and(...conditions))
    .orderBy(
      ...(sortKey ? [sortKey.descending ? sql`${sortKey.key} desc` : sql`${sortKey.key}`] : []),
      asc(buddyProfiles.slug),
    )
    .limit(filter.limit + 1);
  return placed(rows);
}

/**
 * Up to `limit` listed buddies meeting `conditions` in the soonest order, after the cursor's
 * place: two walks by index that stop at the page's end (decision 066). First the buddies with
 * an open time ahead, by its start (open_time_summaries_next_open_idx, ties by slug); then, if
 * the page is not full, those without one, by slug. One query ordering all by
 * `coalesce(next_open_at, infinity)` read and sorted every listed buddy for each page.
 */
async function soonestRows(
  db: Executor,
  conditions: SQL[],
  after: BuddyListCursor | undefined,
  limit: number,
) {
  const columns = { ...cardColumns, sortKey: sql<string>`''` };
  const next = openTimeSummary.nextOpenAt;
  const afterOpen = after && after.key !== 'infinity' ? after : undefined;
  const from = afterOpen && sql`cast(${afterOpen.key} as timestamptz)`;
  const open =
    after && !afterOpen
      ? []
      : await db
          .select(columns)
          .from(openTimeSummary)
          .innerJoin(buddyProfiles, eq(buddyProfiles.userId, openTimeSummary.buddyId))
          .innerJoin(users, eq(users.id, buddyProfiles.userId))
          .where(
            and(
              ...conditions,
              isNotNull(next),
              afterOpen &&
                sql`${next} >= ${from} and (${next}, ${buddyProfiles.slug}) > (${from}, ${afterOpen.slug})`,
            ),
          )
          .orderBy(asc(next), asc(buddyProfiles.slug))
          .limit(limit);
  if (open.length === limit) return open;
  const closed = await db
    .select(columns)
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .leftJoin(openTimeSummary, eq(openTimeSummary.buddyId, buddyProfiles.userId))
    .where(
      and(
        ...conditions,
        isNull(next),
        after && !afterOpen ? gt(buddyProfiles.slug, after.slug) : undefined,
      ),
    )
    .orderBy(asc(buddyProfiles.slug))
    .limit(limit - open.length);
  return [...open, ...closed];
}

/** The listed ones among some buddies, with what their cards show, in no particular order. */
export async function listedBuddiesAmong(db: Executor, buddyIds: string[]) {
  if (buddyIds.length === 0) return [];
  return db
    .select(cardColumns)
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .leftJoin(openTimeSummary, eq(openTimeSummary.buddyId, buddyProfiles.userId))
    .where(and(publicBuddy, inArray(buddyProfiles.userId, buddyIds)));
}

/** What a buddy's card shows of their profile. */
export type CardRow = Awaited<ReturnType<typeof listedBuddiesAmong>>[number];

/** A row's key as the cursor writes it: the soonest's as ISO (the database's text is not). */
const placeKey = (sort: BuddySort, key: string, nextOpenAt: Date | null) =>
  sort === 'soonest' ? (nextOpenAt?.toISOString() ?? 'infinity') : key;

/** The activities and rates of some buddies, in catalogue order. */
export async function offersOf(
  db: Executor,
  buddyIds: string[],
): Promise<(Offer & { buddyId: string })[]> {
  if (buddyIds.length === 0) return [];
  return db
    .select({
      buddyId: buddyActivities.buddyId,
      title: activities.title,
      description: buddyActivities.description,
      location: buddyActivities.location,
      minCents: buddyActivities.rateMinCents,
      maxCents: buddyActivities.rateMaxCents,
      instantBooking: buddyActivities.instantBooking,
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

/** A buddy's profile by slug, whatever their status (policy.ts decides who may see it). */
export async function findBuddyBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      userId: buddyProfiles.userId,
      status: users.profileStatus,
      slug: buddyProfiles.slug,
      fullName: users.fullName,
      photo: users.photo,
      description: buddyProfiles.description,
      about: buddyProfiles.about,
      languages: buddyProfiles.languages,
      location: buddyProfiles.location,
      districts: buddyProfiles.districts,
      availability: buddyProfiles.availability,
      nextOpenAt: openTimeSummary.nextOpenAt,
    })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .leftJoin(openTimeSummary, eq(openTimeSummary.buddyId, buddyProfiles.userId))
    .where(eq(buddyProfiles.slug, slug))
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

export async function insertReviews(db: Executor, rows: (typeof reviews.$inferInsert)[]) {
  await db.insert(reviews).values(rows);
}

/**
 * A learner's or buddy's status and role, locked for the caller's transaction; undefined for
 * anyone else, a deleted account included (nobody reinstates one).
 */
export async function lockAccountStatus(db: Executor, userId: string) {
  const [row] = await db
    .select({ status: users.profileStatus, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, ['learner', 'buddy']), liveAccount))
    .for('update');
  return row;
}

export async function setBuddyStatus(db: Executor, buddyId: string, status: ProfileStatus) {
  await db
    .update(users)
    .set({ profileStatus: status, updatedAt: now() })
    .where(eq(users.id, buddyId));
}

export interface StatusChange {
  userId: string;
  actorId: string | null;
  actorRole: StatusActor;
  fromStatus: ProfileStatus | null;
  toStatus: ProfileStatus;
  note: string;
}

export async function insertStatusChange(db: Executor, change: StatusChange) {
  // clock_timestamp(): changes made in one transaction still sort in the order they were made.
  await db.insert(accountStatusChanges).values({ ...change, at: sql`clock_timestamp()` });
}

export type StatusChangeRow = typeof accountStatusChanges.$inferSelect;

/** An account's status log, oldest first. */
export async function statusChangesOf(db: Executor, userId: string) {
  return db
    .select()
    .from(accountStatusChanges)
    .where(eq(accountStatusChanges.userId, userId))
    .orderBy(asc(accountStatusChanges.at), asc(accountStatusChanges.id));
}

/** Paths under /buddy/ and /api/buddy/ that are screens or routes, not profiles. */
const RESERVED_SLUGS = ['profile', 'dashboard', 'edit', 'new', 'availability', 'statistics'];

export async function freeBuddySlug(db: Executor, base: string) {
  return freeValue(db, buddyProfiles.slug, base, RESERVED_SLUGS);
}

export async function insertBuddyProfile(db: Executor, profile: typeof buddyProfiles.$inferInsert) {
  await db.insert(buddyProfiles).values(profile);
}

export async function insertBuddyActivities(
  db: Executor,
  rows: (typeof buddyActivities.$inferInsert)[],
) {
  await db.insert(buddyActivities).values(rows);
}

/** The buddy's profile row locked for their change, with their status. */
export async function lockBuddyProfile(db: Executor, buddyId: string) {
  const [row] = await db
    .select({ location: buddyProfiles.location, status: users.profileStatus })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .where(eq(buddyProfiles.userId, buddyId))
    .for('update', { of: buddyProfiles });
  return row;
}

export async function updateBuddyProfileRow(
  db: Executor,
  buddyId: string,
  set: Partial<
    Pick<
      typeof buddyProfiles.$inferInsert,
      'description' | 'about' | 'availability' | 'location' | 'languages' | 'districts'
    >
  >,
) {
  await db.update(buddyProfiles).set(set).where(eq(buddyProfiles.userId, buddyId));
}

/** The buddy's offers become `rows`: the others are removed, these written. */
export async function replaceBuddyActivities(
  db: Executor,
  buddyId: string,
  rows: (typeof buddyActivities.$inferInsert)[],
) {
  await db.delete(buddyActivities).where(eq(buddyActivities.buddyId, buddyId));
  await db.insert(buddyActivities).values(rows);
}

/** The offers of the buddy in `buddyId` (a column of the outer query), as `offersOf` orders them. */
export const offersJson = (buddyId: AnyColumn) => sql<Offer[]>`(
  select coalesce(json_agg(json_build_object(
    'title', ${activities.title},
    'description', ${buddyActivities.description},
    'location', ${buddyActivities.location},
    'minCents', ${buddyActivities.rateMinCents},
    'maxCents', ${buddyActivities.rateMaxCents},
    'instantBooking', ${buddyActivities.instantBooking}
  ) order by ${activities.sortOrder}), '[]'::json)
  from ${buddyActivities} inner join ${activities} on ${activities.id} = ${buddyActivities.activityId}
  where ${buddyActivities.buddyId} = ${buddyId})`;

// What other modules read of buddies for the staff's screens and the sessions' figures.

/** The title of the activity in `activityId` (a column of the outer query). */
export const activityTitle = (activityId: AnyColumn) =>
  sql<string>`(select ${activities.title} from ${activities} where ${activities.id} = ${activityId})`;

/**
 * The accounts in `userIds` as moderators review them: the buddy's profile (none for a learner),
 * the lowest rate and the titles of their offers, and the newest note a moderator wrote with a
 * move of the account's status.
 */
export async function moderatedProfilesOf(db: Executor, userIds: string[]) {
  return db
    .select({
      userId: users.id,
      languagesTeaching: buddyProfiles.languages,
      buddyAbout: buddyProfiles.about,
      buddySlug: buddyProfiles.slug,
      buddyDescription: buddyProfiles.description,
      moderatorNotes: sql<string | null>`(
        select ${accountStatusChanges.note} from ${accountStatusChanges}
        where ${accountStatusChanges.userId} = ${users.id} and ${accountStatusChanges.actorRole} = 'moderator'
        order by ${accountStatusChanges.at} desc limit 1)`,
      lowestRateCents: sql<number | null>`(
        select min(${buddyActivities.rateMinCents}) from ${buddyActivities}
        where ${buddyActivities.buddyId} = ${users.id})`,
      activities: sql<string[]>`coalesce((
        select json_agg(${activities.title} order by ${activities.sortOrder})
        from ${buddyActivities} join ${activities} on ${activities.id} = ${buddyActivities.activityId}
        where ${buddyActivities.buddyId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .where(inArray(users.id, userIds));
}

/** When a buddy was first approved (their application is their account's creation). */
const approvedAt = sql`(select min(${accountStatusChanges.at}) from ${accountStatusChanges}
  where ${accountStatusChanges.userId} = ${users.id} and ${accountStatusChanges.toStatus} = 'approved')`;

/** How many buddies were ever approved, and the median of their days from application to it. */
export async function approvalTimes(db: Executor) {
  const [row] = await db
    .select({
      days: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${approvedAt} - ${users.createdAt}) / 86400)::float8`,
      approved: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(sql`${users.role} = 'buddy' and ${approvedAt} is not null`);
  return row;
}

// What other modules read of buddies in their own queries: tables to join, rows by ids.

/** The buddy's travel time in minutes; undefined for an account without a buddy profile. */
export async function findTravelBuffer(db: Executor, buddyId: string) {
  const [row] = await db
    .select({ minutes: buddyProfiles.travelBufferMinutes })
    .from(buddyProfiles)
    .where(eq(buddyProfiles.userId, buddyId));
  return row?.minutes;
}

export async function updateTravelBuffer(db: Executor, buddyId: string, minutes: number) {
  await db
    .update(buddyProfiles)
    .set({ travelBufferMinutes: minutes })
    .where(eq(buddyProfiles.userId, buddyId));
}

/** The status logs of these accounts, each oldest first. */
export async function statusChangesOfAll(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(accountStatusChanges)
    .where(inArray(accountStatusChanges.userId, userIds))
    .orderBy(asc(accountStatusChanges.at), asc(accountStatusChanges.id));
}

/** A buddy (any status) by id or by slug, with the offer of one activity, if they make it. */
export async function findOffer(
  db: Executor,
  buddy: { id: string } | { slug: string },
  activityId: string,
) {
  const [row] = await db
    .select({
      buddyId: users.id,
      role: users.role,
      status: users.profileStatus,
      meetingPlace: buddyProfiles.location,
      offerLocation: buddyActivities.location,
      rateMinCents: buddyActivities.rateMinCents,
      rateMaxCents: buddyActivities.rateMaxCents,
      instantBooking: buddyActivities.instantBooking,
    })
    .from(users)
    .innerJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .leftJoin(
      buddyActivities,
      and(eq(buddyActivities.buddyId, users.id), eq(buddyActivities.activityId, activityId)),
    )
    .where('id' in buddy ? eq(users.id, buddy.id) : eq(buddyProfiles.slug, buddy.slug))
    .limit(1);
  return row;
}

/**
 * The buddies' profiles as a table for another module's query to join on `userId` (PostgreSQL
 * flattens it into a join of buddy_profiles): the slug and the application's fields.
 */
export const buddyProfile = query
  .select({
    userId: buddyProfiles.userId,
    slug: buddyProfiles.slug,
    description: buddyProfiles.description,
    about: buddyProfiles.about,
    location: buddyProfiles.location,
    availability: buddyProfiles.availability,
    languages: buddyProfiles.languages,
    districts: buddyProfiles.districts,
  })
  .from(buddyProfiles)
  .as('buddy_profile');

/**
 * Every buddy's offered activities and lowest rate, in one pass over the offers: the matching
 * reads all listed buddies' (two subqueries per buddy there were three times the work, decision
 * 066).
 */
const offersInBrief = query
  .select({
    buddyId: buddyActivities.buddyId,
    activityIds: sql<string[]>`array_agg(${buddyActivities.activityId})`.as('offered_activity_ids'),
    priceFromCents: sql<number>`min(${buddyActivities.rateMinCents})`.as('offered_from_cents'),
  })
  .from(buddyActivities)
  .groupBy(buddyActivities.buddyId)
  .as('offers_in_brief');

/**
 * The listed buddies as the matching narrows them (a table to select from; PostgreSQL pulls it
 * up into its query): languages, districts, the activities they offer, their lowest rate and
 * when they joined.
 */
export const listedBuddyFacts = query
  .select({
    userId: buddyProfiles.userId,
    slug: buddyProfiles.slug,
    languages: buddyProfiles.languages,
    districts: buddyProfiles.districts,
    joinedAt: users.createdAt,
    activityIds: sql<string[]>`coalesce(${offersInBrief.activityIds}, '{}')`.as('activity_ids'),
    priceFromCents: sql<number | null>`${offersInBrief.priceFromCents}`.as('price_from_cents'),
  })
  .from(buddyProfiles)
  .innerJoin(users, eq(users.id, buddyProfiles.userId))
  .leftJoin(offersInBrief, eq(offersInBrief.buddyId, buddyProfiles.userId))
  .where(publicBuddy)
  .as('listed_buddy_facts');

/** The reviews as a table for another module's query to join on `sessionId`. */
export const sessionReview = query
  .select({ id: reviews.id, sessionId: reviews.sessionId, buddyId: reviews.buddyId })
  .from(reviews)
  .as('session_review');
