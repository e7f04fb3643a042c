import { applyOverrides } from '../../../shared/matching';
import {
  MATCH_OVERRIDE_TEXTS,
  MATCH_OVERRIDES_MAX,
  type BuddyMatch,
  type MatchOverrideInput,
  type StaffMatches,
  type SteeredLearner,
} from '../../../shared/matching-schemas';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Executor } from '../../db/client';
import { STREAM_EVENTS } from '../../../shared/events';
import { now } from '../../lib/clock';
import { tellUsers } from '../../lib/event-bus';
import type { MatchOrder } from '../../lib/match-order';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';
import { findUserById, learnersByName } from '../accounts/users';
import { listedCardsOf } from '../buddies/discovery';
import { readableBuddy, type PublicReads } from '../buddies/public-reads';
import type { Ranked, Rankings } from './rankings';
import { deleteOverride, overridesFor, overridesListed, upsertOverride } from './repository';

/** How many matches a learner sees. */
export const MATCHES_SHOWN = 12;

/**
 * GET /api/learner/matches: the listed buddies that suit the learner best, with the reasons;
 * none until their matching form says when, what or where. Staff's pins come first with their
 * notes and hidden buddies never show (decision 064), form or none.
 */
export async function matchesFor(
  db: Executor,
  rankings: Rankings,
  learnerId: string,
): Promise<BuddyMatch[]> {
  const [ranked, overrides] = await Promise.all([
    rankings.of(learnerId),
    overridesFor(db, learnerId),
  ]);
  // Only the ranking's head can be shown: as many more than are shown as there are pins and
  // hides (each hide takes one out). A pin further down or outside the ranking joins it.
  const head = ranked.slice(0, MATCHES_SHOWN + overrides.length);
  const inHead = new Set(head.map((m) => m.buddyId));
  const pinnedBeyond = overrides
    .filter((o) => o.kind === 'pin' && !inHead.has(o.buddyId))
    .map(
      (o): Ranked =>
        ranked.find((m) => m.buddyId === o.buddyId) ?? { buddyId: o.buddyId, reasons: [] },
    );
  // A pin of a buddy no longer listed shows nothing: a few more are taken for their places.
  const chosen = applyOverrides(head, overrides, pinnedBeyond).slice(
    0,
    MATCHES_SHOWN + pinnedBeyond.length,
  );
  // The ranking keeps its first buddies' cards; the others' (pins outside it) are read.
  const unread = chosen.filter((m) => !m.card).map((m) => m.buddyId);
  const read = new Map(
    unread.length === 0
      ? []
      : (await listedCardsOf(db, unread)).map(({ buddyId, card }) => [buddyId, card]),
  );
  return chosen
    .flatMap(({ buddyId, reasons, teamNote, card = read.get(buddyId) }) =>
      card ? [{ ...card, reasons, teamNote }] : [],
    )
    .slice(0, MATCHES_SHOWN);
}

/**
 * GET /api/learners: a page of learners for staff to steer matches for, newest first, by part of
 * their name; and the cursor of the next page when this one is full.
 */
export async function steeredLearners(
  db: Executor,
  query: { q?: string | undefined; before?: PageCursor | undefined; limit: number },
): Promise<{ learners: SteeredLearner[]; next: PageCursor | null }> {
  const rows = await learnersByName(db, query);
  const last = rows.at(-1);
  return {
    learners: rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      languageLearning: row.languageLearning,
      proficiencyLevel: row.proficiencyLevel,
      goals: row.goals ?? [],
      districts: row.districts ?? [],
      joinedAt: row.createdAt.toISOString(),
    })),
    next: rows.length === query.limit && last ? { at: last.createdAt, id: last.id } : null,
  };
}

/** The account staff pin or hide buddies for: 404 unless it is there, 400 unless a learner's. */
async function requireLearner(db: Executor, learnerId: string) {
  const user = await findUserById(db, learnerId);
  if (!user) throw notFound(MATCH_OVERRIDE_TEXTS.learnerNotFound);
  if (user.role !== 'learner') throw badRequest(MATCH_OVERRIDE_TEXTS.notALearner);
}

/** GET /api/users/{id}/matches: the learner's matches as they see them, and staff's overrides. */
export async function staffMatchesFor(
  db: Executor,
  rankings: Rankings,
  learnerId: string,
): Promise<StaffMatches> {
  await requireLearner(db, learnerId);
  const [matches, overrides] = await Promise.all([
    matchesFor(db, rankings, learnerId),
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
  await db.transaction(async (tx) => {
    const written = await upsertOverride(
      tx,
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
    await tellMatchesChanged(tx, learnerId);
  });
}

/** DELETE /api/users/{id}/matches/{buddyId}: neither pinned nor hidden, whether it was or not. */
export async function removeOverride(db: Executor, learnerId: string, slug: string) {
  await requireLearner(db, learnerId);
  await db.transaction(async (tx) => {
    if (await deleteOverride(tx, learnerId, slug)) await tellMatchesChanged(tx, learnerId);
  });
}

/**
 * Tells the learner's open tabs that their matches changed, and every process that what it
 * keeps of their reads is old (decision 023).
 */
const tellMatchesChanged = (tx: Executor, learnerId: string) =>
  tellUsers(tx, [
    { userId: learnerId, name: STREAM_EVENTS.changed, data: { changes: ['matches'] } },
  ]);

/**
 * The buddies list's recommended order for a learner (decision 063): their ranking's ids within
 * the list's filters, staff's pins among them first and hidden ones left to the rest of the list
 * (decision 064).
 */
export const matchOrderOf = (db: Executor, rankings: Rankings): MatchOrder => ({
  rankedIds: async (learnerId, list) => {
    const [ranked, overrides] = await Promise.all([
      rankings.of(learnerId, list),
      overridesFor(db, learnerId),
    ]);
    return applyOverrides(ranked, overrides).map(({ buddyId }) => buddyId);
  },
});
