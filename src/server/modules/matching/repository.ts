import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchOverrideKind } from '../../../shared/matching-schemas';
import type { MatchOverrideRule } from '../../../shared/matching';
import type { Executor } from '../../db/client';
import { matchOverrides } from '../../db/schema/matching';
import { learnerProfiles, users } from '../../db/schema/users';
import { sqlInstant } from '../../lib/clock';
import type { BuddyPassing } from '../../lib/match-order';
import { openTimeSummary } from '../availability/joins';
import { buddyProfile, listedBuddyFacts } from '../buddies/joins';

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

/** The pins and hides staff set on a learner's matches, as the ranking reads them. */
export async function overridesFor(db: Executor, learnerId: string): Promise<MatchOverrideRule[]> {
  return db
    .select({
      buddyId: matchOverrides.buddyId,
      kind: matchOverrides.kind,
      note: matchOverrides.note,
      setAt: matchOverrides.setAt,
    })
    .from(matchOverrides)
    .where(eq(matchOverrides.learnerId, learnerId));
}

const buddyUser = alias(users, 'buddy_user');
const staffUser = alias(users, 'staff_user');

/** A learner's pins and hides as staff list them: the buddy, who set it; the newest first. */
export async function overridesListed(db: Executor, learnerId: string) {
  return db
    .select({
      slug: buddyProfile.slug,
      buddyName: buddyUser.fullName,
      kind: matchOverrides.kind,
      note: matchOverrides.note,
      setBy: staffUser.fullName,
      setAt: matchOverrides.setAt,
    })
    .from(matchOverrides)
    .innerJoin(buddyProfile, eq(buddyProfile.userId, matchOverrides.buddyId))
    .innerJoin(buddyUser, eq(buddyUser.id, matchOverrides.buddyId))
    .leftJoin(staffUser, eq(staffUser.id, matchOverrides.setBy))
    .where(eq(matchOverrides.learnerId, learnerId))
    .orderBy(desc(matchOverrides.setAt), asc(buddyProfile.slug));
}

export interface NewMatchOverride {
  learnerId: string;
  buddyId: string;
  kind: MatchOverrideKind;
  note: string | null;
  setBy: string;
  setAt: Date;
}

/**
 * Pins or hides a buddy for a learner, replacing what was set for the pair, unless that would
 * make more than `max` for the learner: one statement; false when refused.
 */
export async function upsertOverride(
  db: Executor,
  row: NewMatchOverride,
  max: number,
): Promise<boolean> {
  const written = (await db.execute(sql`
    insert into ${matchOverrides} (learner_id, buddy_id, kind, note, set_by, set_at)
    select ${row.learnerId}, ${row.buddyId}, ${row.kind}, ${row.note}, ${row.setBy}, ${sqlInstant(row.setAt)}
    where (select count(*) from ${matchOverrides} where learner_id = ${row.learnerId}) < ${max}
      or exists (select 1 from ${matchOverrides} where learner_id = ${row.learnerId} and buddy_id = ${row.buddyId})
    on conflict (learner_id, buddy_id) do update
      set kind = excluded.kind, note = excluded.note, set_by = excluded.set_by, set_at = excluded.set_at
    returning buddy_id`)) as { rows: unknown[] };
  return written.rows.length > 0;
}

/** Removes the pin or hide of the buddy with this slug for a learner; whether there was one. */
export async function deleteOverride(db: Executor, learnerId: string, slug: string) {
  const removed = await db
    .delete(matchOverrides)
    .where(
      and(
        eq(matchOverrides.learnerId, learnerId),
        inArray(
          matchOverrides.buddyId,
          db
            .select({ userId: buddyProfile.userId })
            .from(buddyProfile)
            .where(eq(buddyProfile.slug, slug)),
        ),
      ),
    )
    .returning({ buddyId: matchOverrides.buddyId });
  return removed.length > 0;
}
