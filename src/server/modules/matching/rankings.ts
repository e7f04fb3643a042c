import type { BuddyCard } from '../../../shared/buddies';
import { normaliseLanguages } from '../../../shared/languages';
import { rankBuddies, slotsMask, type MatchLearner } from '../../../shared/matching';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import type { RankedList } from '../../lib/match-order';
import { ReadCache } from '../../lib/read-cache';
import { listedCardsOf } from '../buddies/discovery';
import { findMatchingForm, matchCandidates } from './repository';

/** How many buddies the cheap score hands to the ranking rules. */
const CANDIDATES_MAX = 300;
/**
 * The safety net behind the events, as for the public reads: a ranking is made anew at the
 * latest after this (its freshness and next free times move with the clock).
 */
export const RANKINGS_TTL_MS = 30_000;
/** Rankings kept at most (one per form and list filters); the oldest go first. */
const RANKINGS_MAX = 500;

/** How many of a ranking's first buddies keep their card with it (more than a learner is shown). */
const CARDS_KEPT = 24;

/**
 * A buddy in a learner's ranking, best first: who, and why (decision 062); the first ones with
 * their card as the ranking read it.
 */
export interface Ranked {
  buddyId: string;
  reasons: string[];
  card?: BuddyCard;
}

/**
 * Learners' rankings, kept in this process's memory (decision 068): ranking reads and scores up
 * to 300 listed buddies (tens of milliseconds at 10,000 buddies), and a learner's matches and
 * every page of their recommended list ask for the same one. Kept by what the ranking depends
 * on: the learner's form (read each time: one row) and the list's filters, never by who asks;
 * forgotten whenever any process says buddies or their open times changed. Staff's pins and
 * hides are applied after, each time (service.ts).
 */
export interface Rankings {
  /**
   * The listed buddies ranked for the learner, best first, within a list's filters when given:
   * none until their matching form says when, what or where, nor for a list of another language
   * than theirs.
   */
  of(learnerId: string, list?: RankedList): Promise<Ranked[]>;
}

export function startRankings(db: Executor, events: EventBus): Rankings {
  const kept = new ReadCache<string, Ranked[]>(RANKINGS_TTL_MS, RANKINGS_MAX);
  events.subscribe((event) => {
    if (
      event.type === 'buddies-changed' ||
      event.type === 'open-times-changed' ||
      event.type === 'missed'
    ) {
      kept.clear();
    }
  });
  return {
    async of(learnerId, list) {
      const learner = await learnerToMatch(db, learnerId);
      if (!learner || (list && list.language !== learner.language)) return [];
      const key = JSON.stringify([learner, list?.key ?? null]);
      return kept.get(key, () => rank(db, learner, list));
    },
  };
}

/** What the learner's form says to match on; null while it says nothing of when, what or where. */
async function learnerToMatch(db: Executor, learnerId: string): Promise<MatchLearner | null> {
  const form = await findMatchingForm(db, learnerId);
  if (!form) return null;
  const [language] = normaliseLanguages([form.language]);
  const learner: MatchLearner = {
    language: language!,
    freeDayParts: slotsMask(form.slots),
    activityIds: form.activityIds,
    districts: form.districts,
    budgetMaxCents: form.budgetMaxCents,
  };
  const saysSomething =
    learner.freeDayParts !== 0 || learner.activityIds.length > 0 || learner.districts.length > 0;
  return saysSomething ? learner : null;
}

/** The cheap score narrows (within the list's filters), the rules rank (decision 062). */
async function rank(db: Executor, learner: MatchLearner, list?: RankedList): Promise<Ranked[]> {
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
  return rankBuddies(learner, buddies, now()).map(({ buddy, reasons }, place) => ({
    buddyId: buddy.buddyId,
    reasons,
    ...(place < CARDS_KEPT && { card: buddy.card }),
  }));
}
