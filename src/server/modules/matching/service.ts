import { normaliseLanguages } from '../../../shared/languages';
import type { BuddyCard } from '../../../shared/buddies';
import {
  applyOverrides,
  rankBuddies,
  slotsMask,
  type MatchLearner,
} from '../../../shared/matching';
import {
  MATCH_OVERRIDE_TEXTS,
  MATCH_OVERRIDES_MAX,
  type BuddyMatch,
  type MatchOverrideInput,
  type StaffMatches,
} from '../../../shared/matching-schemas';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import type { MatchOrder, RankedList } from '../../lib/match-order';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';
import { findUserById } from '../accounts/users';
import { listedCardsOf } from '../buddies/discovery';
import { readableBuddy, type PublicReads } from '../buddies/public-reads';
import {
  deleteOverride,
  findMatchingForm,
  matchCandidates,
  overridesFor,
  overridesListed,
  upsertOverride,
} from './repository';

/** How many matches a learner sees. */
export const MATCHES_SHOWN = 12;
/** How many buddies the cheap score hands to the ranking rules. */
const CANDIDATES_MAX = 300;

/** A buddy ranked for a learner: their card and the reasons. */
interface RankedMatch {
  buddyId: string;
  card: BuddyCard;
  reasons: string[];
}

/**
 * GET /api/learner/matches: the listed buddies that suit the learner best, with the reasons;
 * none until their matching form says when, what or where. Staff's pins come first with their
 * notes and hidden buddies never show (decision 064), form or none.
 */
export async function matchesFor(db: Executor, learnerId: string): Promise<BuddyMatch[]> {
  const [ranked, overrides] = await Promise.all([
    rankedMatches(db, learnerId),
    overridesFor(db, learnerId),
  ]);
  const rankedIds = new Set(ranked.map((m) => m.buddyId));
  const unranked = overrides
    .filter((o) => o.kind === 'pin' && !rankedIds.has(o.buddyId))
    .map((o) => o.buddyId);
  const outside =
    unranked.length === 0
      ? []
      : (await listedCardsOf(db, unranked)).map(({ buddyId, card }) => ({
          buddyId,
          card,
          reasons: [],
        }));
  return applyOverrides(ranked, overrides, outside)
    .slice(0, MATCHES_SHOWN)
    .map(({ card, reasons, teamNote }) => ({ ...card, reasons, teamNote }));
}

/** The candidates ranked by the rules, best first, as matches. */
async function rankedMatches(db: Executor, learnerId: string): Promise<RankedMatch[]> {
  return (await rankedFor(db, learnerId)).map(({ buddy, reasons }) => ({
    buddyId: buddy.buddyId,
    card: buddy.card,
    reasons,
  }));
}

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

/** The account staff pin or hide buddies for: 404 unless it is there, 400 unless a learner's. */
async function requireLearner(db: Executor, learnerId: string) {
  const user = await findUserById(db, learnerId);
  if (!user) throw notFound(MATCH_OVERRIDE_TEXTS.learnerNotFound);
  if (user.role !== 'learner') throw badRequest(MATCH_OVERRIDE_TEXTS.notALearner);
}

/** GET /api/users/{id}/matches: the learner's matches as they see them, and staff's overrides. */
export async function staffMatchesFor(db: Executor, learnerId: string): Promise<StaffMatches> {
  await requireLearner(db, learnerId);
  const [matches, overrides] = await Promise.all([
    matchesFor(db, learnerId),
    overridesListed(db, learnerId),
  ]);
  return {
    matches,
    overrides: overrides.map((o) => ({
      buddy: { id: o.slug, name: o.buddyName },
      kind: o.kind,
      note: o.note,
      setBy: o.setBy,
      setAt: o.setAt.toISOString(),
    })),
  };
}

/**
 * PUT /api/users/{id}/matches/{buddyId}: pins or hides a buddy for the learner, replacing what
 * was set: only a buddy the learner could see, a listed one (404 otherwise); 409 past
 * MATCH_OVERRIDES_MAX.
 */
export async function setOverride(
  db: Executor,
  reads: PublicReads,
  caller: Caller,
  learnerId: string,
  slug: string,
  input: MatchOverrideInput,
) {
  await requireLearner(db, learnerId);
  const { buddyId } = await readableBuddy(reads, { userId: learnerId, role: 'learner' }, slug);
  const written = await upsertOverride(
    db,
    {
      learnerId,
      buddyId,
      kind: input.kind,
      note: input.note || null,
      setBy: caller.userId,
      setAt: now(),
    },
    MATCH_OVERRIDES_MAX,
  );
  if (!written) throw conflict(MATCH_OVERRIDE_TEXTS.tooMany);
}

/** DELETE /api/users/{id}/matches/{buddyId}: neither pinned nor hidden, whether it was or not. */
export async function removeOverride(db: Executor, learnerId: string, slug: string) {
  await requireLearner(db, learnerId);
  await deleteOverride(db, learnerId, slug);
}

/**
 * The buddies list's recommended order for a learner (decision 063): their ranking's ids within
 * the list's filters, staff's pins among them first and hidden ones left to the rest of the list
 * (decision 064).
 */
export const matchOrderOf = (db: Executor): MatchOrder => ({
  rankedIds: async (learnerId, list) => {
    const [ranked, overrides] = await Promise.all([
      rankedFor(db, learnerId, list),
      overridesFor(db, learnerId),
    ]);
    return applyOverrides(
      ranked.map(({ buddy }) => ({ buddyId: buddy.buddyId })),
      overrides,
    ).map(({ buddyId }) => buddyId);
  },
});
