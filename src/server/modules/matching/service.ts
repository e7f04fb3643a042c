import { normaliseLanguages } from '../../../shared/languages';
import { rankBuddies, slotsMask, type MatchLearner } from '../../../shared/matching';
import type { BuddyMatch } from '../../../shared/matching-schemas';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import type { MatchOrder, RankedList } from '../../lib/match-order';
import { listedCardsOf } from '../buddies/discovery';
import { findMatchingForm, matchCandidates } from './repository';

/** How many matches a learner sees. */
export const MATCHES_SHOWN = 12;
/** How many buddies the cheap score hands to the ranking rules. */
const CANDIDATES_MAX = 300;

/**
 * The listed buddies ranked for a learner, best first, each with its card, score and reasons:
 * the cheap score narrows (within a list's filters, when given), the rules rank (decision 062).
 * None until their matching form says when, what or where, nor for a list of another language
 * than theirs. The matches and the buddies list's recommended order (decision 063) both rank
 * here.
 */
export async function rankedFor(db: Executor, learnerId: string, list?: RankedList) {
  const form = await findMatchingForm(db, learnerId);
  if (!form) return [];
  const [language] = normaliseLanguages([form.language]);
  const learner: MatchLearner = {
    language: language!,
    freeDayParts: slotsMask(form.slots),
    activityIds: form.activityIds,
    districts: form.districts,
    budgetMaxCents: form.budgetMaxCents,
  };
  if (
    (learner.freeDayParts === 0 &&
      learner.activityIds.length === 0 &&
      learner.districts.length === 0) ||
    (list && list.language !== learner.language)
  ) {
    return [];
  }
  const candidates = await matchCandidates(db, {
    ...learner,
    passing: list?.passing,
    limit: CANDIDATES_MAX,
  });
  const cards = new Map(
    (
      await listedCardsOf(
        db,
        candidates.map((c) => c.buddyId),
      )
    ).map(({ buddyId, card }) => [buddyId, card]),
  );
  const buddies = candidates.flatMap((candidate) => {
    const card = cards.get(candidate.buddyId);
    return card
      ? [
          {
            ...candidate,
            card,
            rating: card.rating,
            reviewCount: card.reviewCount,
            priceFromCents: card.priceFromCents,
          },
        ]
      : [];
  });
  return rankBuddies(learner, buddies, now());
}

/**
 * GET /api/learner/matches: the listed buddies that suit the learner best, with the reasons;
 * none until their matching form says when, what or where.
 */
export async function matchesFor(db: Executor, learnerId: string): Promise<BuddyMatch[]> {
  return (await rankedFor(db, learnerId))
    .slice(0, MATCHES_SHOWN)
    .map(({ buddy, reasons }) => ({ ...buddy.card, reasons }));
}

/** The buddies list's recommended order for a learner (decision 063): their ranking's ids. */
export const matchOrderOf = (db: Executor): MatchOrder => ({
  rankedIds: async (learnerId, list) =>
    (await rankedFor(db, learnerId, list)).map(({ buddy }) => buddy.buddyId),
});
