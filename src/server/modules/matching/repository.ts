import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { learnerProfiles } from '../../db/schema/users';
import type { BuddyPassing } from '../../lib/match-order';
import { openTimeSummary } from '../availability/joins';
import { listedBuddyFacts } from '../buddies/joins';

/** The learner's matching form, undefined for an account without a learner profile. */
export async function findMatchingForm(db: Executor, learnerId: string) {
  const [row] = await db
    .select({
      language: learnerProfiles.languageLearning,
      slots: learnerProfiles.availabilitySlots,
      activityIds: learnerProfiles.activityIds,
      districts: learnerProfiles.districts,
      budgetMaxCents: learnerProfiles.budgetMaxCents,
    })
    .from(learnerProfiles)
    .where(eq(learnerProfiles.userId, learnerId));
  return row;
}

export interface CandidateFilter {
  language: string;
  freeDayParts: number;
  activityIds: readonly string[];
  districts: readonly string[];
  budgetMaxCents: number | null;
  /** Only buddies this condition on their id lets through (the buddies list's filters). */
  passing?: BuddyPassing | undefined;
  limit: number;
}

/**
 * Up to `limit` listed buddies who speak the learner's language (and have an offer within their
 * budget, if they gave one, and pass `passing`, if given), best first by a cheap score: the day parts both are free in, the
 * activities in common and a district in common.
 */
export async function matchCandidates(db: Executor, filter: CandidateFilter) {
  const b = listedBuddyFacts;
  const dayParts = sql<number>`coalesce(${openTimeSummary.dayParts}, 0)`;
  const cheapScore = sql`bit_count((${dayParts} & ${filter.freeDayParts})::bit(21))
    + (select count(*) from unnest(${b.activityIds}) a where a = any(${sql.param(filter.activityIds)}::text[]))
    + (case when ${b.districts} && ${sql.param(filter.districts)}::text[] then 1 else 0 end)`;
  const conditions = [sql`${filter.language} = any(${b.languages})`];
  if (filter.budgetMaxCents !== null) {
    conditions.push(sql`${b.priceFromCents} <= ${filter.budgetMaxCents}`);
  }
  if (filter.passing) conditions.push(filter.passing(b.userId));
  return db
    .select({
      buddyId: b.userId,
      slug: b.slug,
      languages: b.languages,
      districts: b.districts,
      activityIds: b.activityIds,
      joinedAt: b.joinedAt,
      openDayParts: dayParts,
    })
    .from(b)
    .leftJoin(openTimeSummary, eq(openTimeSummary.buddyId, b.userId))
    .where(and(...conditions))
    .orderBy(desc(cheapScore), asc(b.slug))
    .limit(filter.limit);
}
