import { learnerPriceCents } from '../../../shared/pricing';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { SessionLine } from '../../../shared/session-lines';
import type { sessions } from '../../db/schema/sessions';
import { now } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';

/** What a session is about, as proposed, counter-proposed or booked. */
export type Terms = {
  startsAt: Date;
  durationMinutes: number;
  location: string;
  priceCents: number;
};
type Session = typeof sessions.$inferSelect;

const MINUTE = 60_000;
/** How far ahead a session can be proposed. */
const FURTHEST_AHEAD_MS = 366 * 24 * 60 * MINUTE;

export function startOf(proposedTime: string): Date {
  const startsAt = new Date(proposedTime);
  const at = now().getTime();
  if (!(startsAt.getTime() > at)) throw badRequest(PROPOSAL_TEXTS.inThePast);
  if (startsAt.getTime() - at > FURTHEST_AHEAD_MS) {
    throw badRequest('Please choose a time within the next year');
  }
  return startsAt;
}

export const endOf = (startsAt: Date, minutes: number) =>
  new Date(startsAt.getTime() + minutes * MINUTE);

export const termsOf = (s: Session): Terms => ({
  startsAt: s.startsAt,
  durationMinutes: s.durationMinutes,
  location: s.location,
  priceCents: s.priceCents,
});

/** The buddy's counter-proposal, or the session's own terms when it has none. */
export const counterOf = (s: Session): Terms => ({
  startsAt: s.counterStartsAt ?? s.startsAt,
  durationMinutes: s.counterDurationMinutes ?? s.durationMinutes,
  location: s.counterLocation ?? s.location,
  priceCents: s.counterPriceCents ?? s.priceCents,
});

/**
 * New terms for a session (a counter-proposal, a move): what is given replaces its terms, a
 * time given must be ahead; the price follows the length at the session's rate.
 */
export function termsWith(
  session: Session,
  given: { proposedTime?: string; duration?: number; location?: string },
): Terms {
  const durationMinutes = given.duration ?? session.durationMinutes;
  return {
    startsAt: given.proposedTime ? startOf(given.proposedTime) : session.startsAt,
    durationMinutes,
    location: given.location || session.location,
    priceCents: learnerPriceCents(
      { minCents: session.rateMinCents, maxCents: session.rateMaxCents },
      durationMinutes,
    ),
  };
}

/** Terms as the session's own columns (its end follows). */
export const asBooked = (t: Terms) => ({ ...t, endsAt: endOf(t.startsAt, t.durationMinutes) });

/** Terms as a counter-proposal's columns. */
export const asCounter = (t: Terms) => ({
  counterStartsAt: t.startsAt,
  counterDurationMinutes: t.durationMinutes,
  counterLocation: t.location,
  counterPriceCents: t.priceCents,
});

/** No counter-proposal any more. */
export const NO_COUNTER = {
  counterStartsAt: null,
  counterDurationMinutes: null,
  counterLocation: null,
  counterPriceCents: null,
};

/** The move one side asked of a booked session (decision 039), if any. */
export const moveOf = (s: Session): Terms | null =>
  s.moveStartsAt &&
  s.moveDurationMinutes !== null &&
  s.moveLocation !== null &&
  s.movePriceCents !== null
    ? {
        startsAt: s.moveStartsAt,
        durationMinutes: s.moveDurationMinutes,
        location: s.moveLocation,
        priceCents: s.movePriceCents,
      }
    : null;

/** A move's columns: its terms, who asked, their words and when. */
export const asMove = (t: Terms, by: 'learner' | 'buddy', reason: string, at: Date) => ({
  moveStatus: 'asked' as const,
  moveBy: by,
  moveStartsAt: t.startsAt,
  moveEndsAt: endOf(t.startsAt, t.durationMinutes),
  moveDurationMinutes: t.durationMinutes,
  moveLocation: t.location,
  movePriceCents: t.priceCents,
  moveReason: reason,
  moveAskedAt: at,
});

/** No move asked any more. */
export const NO_MOVE = {
  moveStatus: null,
  moveBy: null,
  moveStartsAt: null,
  moveEndsAt: null,
  moveDurationMinutes: null,
  moveLocation: null,
  movePriceCents: null,
  moveReason: null,
  moveAskedAt: null,
};

/** Whether two terms book the same: time, length and place (the price follows the length). */
export const sameBooking = (a: Terms, b: Terms) =>
  a.startsAt.getTime() === b.startsAt.getTime() &&
  a.durationMinutes === b.durationMinutes &&
  a.location === b.location;

/** Terms as a chat line keeps them. */
export const asLineTerms = (activityId: string, t: Terms): Omit<SessionLine, 'kind'> => ({
  activityId,
  startsAt: t.startsAt.toISOString(),
  durationMinutes: t.durationMinutes,
  location: t.location,
  priceCents: t.priceCents,
});
