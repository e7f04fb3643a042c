import { ACTIVITIES } from './catalogue';
import { bikeMinutes, DISTRICT_TEXTS, districtOf, travelText } from './districts';
import type { Language } from './languages';
import type { MatchOverrideKind } from './matching-schemas';
import { AVAILABILITY_DAYS, AVAILABILITY_PERIODS } from './profiles';
import { DAY_PARTS, dayPartBit } from './open-time-summaries';

/**
 * The rules that rank listed buddies for a learner (decision 057, issue 39): each factor a
 * number from 0 to 1, weighed by a named constant, and the strongest ones said as reasons in
 * the product's words. Pure: the server narrows the candidates and hands them here.
 */

/** What a learner's matching form says, as the rules read it. */
export interface MatchLearner {
  language: Language;
  /** The day parts they are usually free in, as a mask (`slotsMask`). */
  freeDayParts: number;
  activityIds: readonly string[];
  districts: readonly string[];
  budgetMaxCents: number | null;
}

/** What the rules read of a listed buddy. */
export interface MatchBuddy {
  slug: string;
  languages: readonly string[];
  /** The day parts with open time in the coming weeks (open-time summaries). */
  openDayParts: number;
  activityIds: readonly string[];
  districts: readonly string[];
  /** The average of their reviews, null without any. */
  rating: number | null;
  reviewCount: number;
  priceFromCents: number | null;
  joinedAt: Date;
}

export const OVERLAP_WEIGHT = 30;
export const ACTIVITIES_WEIGHT = 20;
export const TRAVEL_WEIGHT = 20;
export const LANGUAGE_WEIGHT = 10;
export const RATING_WEIGHT = 10;
export const BUDGET_WEIGHT = 10;
export const FRESHNESS_WEIGHT = 5;

/** Shared activities that count fully: more in common adds nothing more. */
const ACTIVITIES_COUNTED = 3;
/** From this far by bike on, districts add nothing. */
const TRAVEL_MINUTES_MAX = 45;
/** The rating a buddy is assumed to have before reviews, and how many reviews that weighs. */
const PRIOR_RATING = 4;
const PRIOR_REVIEWS = 5;
const RATING_MIN = 1;
const RATING_MAX = 5;
/** New buddies get a small bonus in their first days, shrinking to none. */
export const FRESH_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/** At most this many reasons per match. */
export const REASONS_MAX = 3;

const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const MATCHING_TEXTS = {
  freeLikeYou: (day: string, part: string) => `Free on ${day} ${part}s like you`,
  alsoLikes: (activity: string) => `Also likes ${activity}`,
  meetsNear: (district: string, minutes: number) =>
    `${DISTRICT_TEXTS.meetsIn(district)}, ${travelText(minutes)}${minutes === 0 ? '' : ' from you'}`,
  withinBudget: 'Within your budget',
} as const;

/** The learner's grid (Morning_0 ... Evening_6) as a day-parts mask. */
export const slotsMask = (slots: readonly string[]): number =>
  AVAILABILITY_DAYS.reduce<number>(
    (mask, day) =>
      DAY_PARTS.reduce<number>(
        (m, part, i) =>
          slots.includes(`${AVAILABILITY_PERIODS[i]}_${day}`) ? m | dayPartBit(day, part) : m,
        mask,
      ),
    0,
  );

const bitCount = (mask: number) => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
};

const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** The first day part (Monday morning first) in both masks, in words. */
function firstCommonDayPart(common: number) {
  for (const [day, name] of DAY_NAMES.entries()) {
    for (const part of DAY_PARTS) {
      if (common & dayPartBit(day, part)) return { day: name, part };
    }
  }
  return undefined;
}

/** The nearest pair of the learner's and the buddy's districts, with the minutes by bike. */
function nearestDistricts(learner: readonly string[], buddy: readonly string[]) {
  let nearest: { name: string; minutes: number } | undefined;
  for (const a of learner.map(districtOf)) {
    for (const b of buddy.map(districtOf)) {
      if (!a || !b) continue;
      const minutes = bikeMinutes(a, b);
      if (!nearest || minutes < nearest.minutes) nearest = { name: b.name, minutes };
    }
  }
  return nearest;
}

/** A rating pulled towards PRIOR_RATING by PRIOR_REVIEWS reviews: many reviews say more. */
export const bayesianRating = (rating: number | null, reviewCount: number) =>
  (PRIOR_RATING * PRIOR_REVIEWS + (rating ?? 0) * reviewCount) / (PRIOR_REVIEWS + reviewCount);

interface Factor {
  points: number;
  reason?: string | undefined;
}

function factorsOf(learner: MatchLearner, buddy: MatchBuddy, at: Date): Factor[] {
  const common = learner.freeDayParts & buddy.openDayParts;
  const free = bitCount(learner.freeDayParts);
  const firstFree = firstCommonDayPart(common);

  const shared = ACTIVITIES.filter(
    (a) => learner.activityIds.includes(a.id) && buddy.activityIds.includes(a.id),
  );
  const sharedCounted = Math.min(learner.activityIds.length, ACTIVITIES_COUNTED);

  const nearest = nearestDistricts(learner.districts, buddy.districts);

  const price = buddy.priceFromCents;
  const budget = learner.budgetMaxCents;
  const withinBudget = price !== null && budget !== null && price <= budget;

  const daysSinceJoined = (at.getTime() - buddy.joinedAt.getTime()) / DAY_MS;

  return [
    {
      points: OVERLAP_WEIGHT * (free === 0 ? 0 : bitCount(common) / free),
      reason: firstFree && MATCHING_TEXTS.freeLikeYou(firstFree.day, firstFree.part),
    },
    {
      points: ACTIVITIES_WEIGHT * (sharedCounted === 0 ? 0 : clamp(shared.length / sharedCounted)),
      reason: shared[0] && MATCHING_TEXTS.alsoLikes(shared[0].title),
    },
    {
      points: TRAVEL_WEIGHT * (nearest ? clamp(1 - nearest.minutes / TRAVEL_MINUTES_MAX) : 0),
      reason:
        nearest && nearest.minutes < TRAVEL_MINUTES_MAX
          ? MATCHING_TEXTS.meetsNear(nearest.name, nearest.minutes)
          : undefined,
    },
    { points: LANGUAGE_WEIGHT * (buddy.languages.includes(learner.language) ? 1 : 0) },
    {
      points:
        RATING_WEIGHT *
        clamp(
          (bayesianRating(buddy.rating, buddy.reviewCount) - RATING_MIN) /
            (RATING_MAX - RATING_MIN),
        ),
    },
    {
      points:
        BUDGET_WEIGHT *
        (price === null || budget === null ? 0 : clamp(1 - Math.max(0, price - budget) / budget)),
      reason: withinBudget ? MATCHING_TEXTS.withinBudget : undefined,
    },
    { points: FRESHNESS_WEIGHT * clamp(1 - Math.max(0, daysSinceJoined) / FRESH_DAYS) },
  ];
}

export interface Match<B extends MatchBuddy> {
  buddy: B;
  score: number;
  /** Why, strongest first, at most REASONS_MAX. */
  reasons: string[];
}

/** A buddy's score for a learner (the sum of the weighed factors) and the reasons for it. */
export function matchOf<B extends MatchBuddy>(learner: MatchLearner, buddy: B, at: Date): Match<B> {
  const factors = factorsOf(learner, buddy, at);
  const reasons = factors
    .filter((f): f is Factor & { reason: string } => f.reason !== undefined)
    .sort((a, b) => b.points - a.points)
    .slice(0, REASONS_MAX)
    .map((f) => f.reason);
  return { buddy, score: factors.reduce((sum, f) => sum + f.points, 0), reasons };
}

/** The order of matches: the higher score first, then by slug. */
export const byMatch = (a: Match<MatchBuddy>, b: Match<MatchBuddy>) =>
  b.score - a.score || (a.buddy.slug < b.buddy.slug ? -1 : a.buddy.slug > b.buddy.slug ? 1 : 0);

/** The buddies ranked for a learner, best first, each with their reasons. */
export const rankBuddies = <B extends MatchBuddy>(
  learner: MatchLearner,
  buddies: readonly B[],
  at: Date,
): Match<B>[] => buddies.map((buddy) => matchOf(learner, buddy, at)).sort(byMatch);

/** A pin or hide staff set on one of a learner's buddies, as the ranking reads it. */
export interface MatchOverrideRule {
  buddyId: string;
  kind: MatchOverrideKind;
  /** The pin's note for the learner; a hide's stays with the team. */
  note: string | null;
  setAt: Date;
}

/**
 * Staff's pins and hides over matches ranked by the rules (decision 064), a step after the
 * ranking: pinned buddies first, the newest pin first, each with its note; hidden buddies never;
 * the rest in their ranked order. `outside` are pinned buddies the narrowing left out (another
 * language, above the budget, or no form yet): a pin shows them all the same. A pin of a buddy in
 * neither list (no longer listed) shows nothing.
 */
export function applyOverrides<M extends { buddyId: string }>(
  ranked: readonly M[],
  overrides: readonly MatchOverrideRule[],
  outside: readonly M[] = [],
): (M & { teamNote: string | null })[] {
  const touched = new Set(overrides.map((o) => o.buddyId));
  const matches = new Map([...outside, ...ranked].map((m) => [m.buddyId, m]));
  const pinned = overrides
    .filter((o) => o.kind === 'pin')
    .sort(
      (a, b) =>
        b.setAt.getTime() - a.setAt.getTime() ||
        (a.buddyId < b.buddyId ? -1 : a.buddyId > b.buddyId ? 1 : 0),
    )
    .flatMap((pin) => {
      const match = matches.get(pin.buddyId);
      return match ? [{ ...match, teamNote: pin.note }] : [];
    });
  const rest = ranked.filter((m) => !touched.has(m.buddyId)).map((m) => ({ ...m, teamNote: null }));
  return [...pinned, ...rest];
}
