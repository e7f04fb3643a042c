import {
  addAmsterdamDays,
  amsterdamInstant,
  startOfAmsterdamWeek,
} from '../../../shared/amsterdam-time';
import { BOOKINGS_TEXTS, type Booking } from '../../../shared/bookings';
import { activityByTitle } from '../../../shared/catalogue';
import { isVisible } from '../../../shared/buddy-status';
import { learnerPriceCents } from '../../../shared/pricing';
import type { PageCursor } from '../../../shared/page-cursor';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { Proposal } from '../../../shared/proposals-schemas';
import { mayAnswer, type BuddyAnswer, type LearnerAnswer } from '../../../shared/sessions';
import { offerOf } from '../buddies/offers';
import { paymentStepOf } from '../payments/money';
import type { Database, Executor } from '../../db/client';
import { exclusionViolation } from '../../db/errors';
import { now } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { requireSelfOr, type Caller } from '../../lib/policy';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { canReadProposal, isSessionBuddy, isSessionLearner, proposesAsSelf } from './policy';
import { isWithinAvailability } from './open-time';
import { presentBooking, presentProposal } from './presenter';
import {
  bookedTimesOf,
  findSession,
  hasBookedOverlap,
  lockSession,
  sessionsOf,
} from './repository';
import type { SessionRow } from './repository';
import {
  asBooked,
  asCounter,
  counterOf,
  endOf,
  NO_COUNTER,
  startOf,
  termsWith,
  type Terms,
} from './terms';
import { openSession, transition } from './transition';

export type Who = Pick<Caller, 'userId' | 'role'>;

const BOOKINGS_MAX = 500;
const TIME_PASSED = 'The time of this proposal has passed';
/** Proposals a learner may send: plenty for planning, too few for spamming buddies. */
export const PROPOSAL_LIMIT: RateRule = {
  scope: 'proposals:hour',
  max: 20,
  windowMs: 60 * 60_000,
};

/** Which side is busy when an approval hits one of the two exclusion constraints. */
export function busy(err: unknown): never {
  const constraint = exclusionViolation(err);
  if (constraint === 'sessions_buddy_no_overlap') throw conflict(PROPOSAL_TEXTS.buddyBusy);
  if (constraint === 'sessions_learner_no_overlap') throw conflict(PROPOSAL_TEXTS.learnerBusy);
  throw err;
}

/**
 * A listed buddy's offer of an activity, which a learner may ask for or book: its place (the
 * buddy's own when the offer names none) and its rate. Refused with 400 otherwise.
 */
export async function bookableOffer(
  tx: Executor,
  buddy: { id: string } | { slug: string },
  activityId: string,
) {
  const offer = await offerOf(tx, buddy, activityId);
  if (!offer || offer.role !== 'buddy' || !isVisible(offer.status)) {
    throw badRequest(PROPOSAL_TEXTS.buddyUnavailable);
  }
  if (offer.rateMinCents === null || offer.rateMaxCents === null) {
    throw badRequest(PROPOSAL_TEXTS.activityNotOffered);
  }
  return {
    offer: {
      ...offer,
      offerLocation: offer.offerLocation || offer.meetingPlace,
      instantBooking: offer.instantBooking === true,
    },
    rate: { minCents: offer.rateMinCents, maxCents: offer.rateMaxCents },
  };
}

/**
 * POST /api/proposals (SPEC section 5): a learner asks a listed buddy for an activity the buddy
 * offers, at a future time the learner has free. The session is stored `pending` at the
 * buddy's rate (midpoint x minutes / 60), and the proposal is posted in their chat.
 */
export async function propose(
  db: Database,
  caller: Who,
  input: {
    learnerId?: string;
    buddyId: string;
    activity: string;
    proposedTime: string;
    location?: string;
    duration: number;
    message: string;
  },
): Promise<Proposal> {
  if (!proposesAsSelf(caller, input.learnerId)) throw forbidden(PROPOSAL_TEXTS.learnerNotYou);
  const activity = activityByTitle(input.activity);
  if (!activity) throw badRequest(PROPOSAL_TEXTS.fillAll);
  const startsAt = startOf(input.proposedTime);
  await limitAttempts(db, 'You are sending too many proposals.', [[PROPOSAL_LIMIT, caller.userId]]);
  const endsAt = endOf(startsAt, input.duration);
  return db.transaction(async (tx) => {
    const { offer, rate } = await bookableOffer(tx, { id: input.buddyId }, activity.id);
    if (await hasBookedOverlap(tx, caller.userId, startsAt, endsAt)) {
      throw conflict(PROPOSAL_TEXTS.learnerBusy);
    }
    const terms: Terms = {
      startsAt,
      durationMinutes: input.duration,
      location: input.location || offer.offerLocation,
      priceCents: learnerPriceCents(rate, input.duration),
    };
    const booked = asBooked(terms);
    const { row } = await openSession(
      tx,
      'propose',
      {
        learnerId: caller.userId,
        buddyId: offer.buddyId,
        activityId: activity.id,
        ...booked,
        withinAvailability: await isWithinAvailability(tx, offer.buddyId, booked, now()),
        rateMinCents: rate.minCents,
        rateMaxCents: rate.maxCents,
        message: input.message,
      },
      { side: 'learner', userId: caller.userId },
      { words: input.message },
    );
    return presentProposal(row);
  });
}

/** The times a user has booked overlapping a window (another module's open times). */
export const bookedTimes = (db: Executor, userId: string, from: Date, to: Date) =>
  bookedTimesOf(db, userId, from, to);

/** The session if the caller may see it; otherwise answered as missing. */
async function visibleSession(db: Executor, caller: Who, id: string): Promise<SessionRow> {
  const row = await findSession(db, id);
  if (!row || !canReadProposal(caller, row.session)) throw notFound(PROPOSAL_TEXTS.notFound);
  return row;
}

export async function proposal(db: Executor, caller: Who, id: string): Promise<Proposal> {
  return presentProposal(await visibleSession(db, caller, id));
}

/**
 * GET /api/proposals/{learner|buddy}/{id}: a page of a user's proposals, latest session first, to
 * them or staff; `next` continues after the page's last one when earlier ones exist.
 */
export async function proposalsOf(
  db: Executor,
  caller: Who,
  side: 'learner' | 'buddy',
  userId: string,
  page: { before?: PageCursor; limit: number },
): Promise<{ proposals: Proposal[]; next: PageCursor | null }> {
  requireSelfOr(caller, userId, 'read-any-session');
  // One more than the page: whether an earlier page exists, so the last one offers no empty next.
  const rows = await sessionsOf(db, side, userId, page.limit + 1, { before: page.before });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1)?.session;
  return {
    proposals: shown.map(presentProposal),
    next: rows.length > page.limit && last ? { at: last.startsAt, id: last.id } : null,
  };
}

/**
 * GET /api/bookings/{user|buddy}/{id}: a learner's or a buddy's sessions (not the declined
 * ones), to them or staff; with `week`, those starting in that Monday-to-Sunday week in
 * Amsterdam (a DST week is 167 or 169 hours long).
 */
export async function bookingsOf(
  db: Executor,
  caller: Who,
  side: 'learner' | 'buddy',
  userId: string,
  week?: string,
): Promise<Booking[]> {
  requireSelfOr(caller, userId, 'read-any-session');
  let startingIn: { from: Date; to: Date } | undefined;
  if (week !== undefined) {
    let day: Date;
    try {
      day = amsterdamInstant(week, '12:00');
    } catch {
      throw badRequest(BOOKINGS_TEXTS.badWeek);
    }
    const from = startOfAmsterdamWeek(day);
    startingIn = { from, to: addAmsterdamDays(from, 7) };
  }
  const rows = await sessionsOf(db, side, userId, BOOKINGS_MAX, { startingIn });
  return rows.filter((r) => r.session.status !== 'rejected').map(presentBooking);
}

/**
 * Locks the session and checks that the caller is the side that answers and that the answer
 * fits its status. Anyone but its learner and buddy (and staff, who only read) is told it is
 * not there.
 */
async function lockForAnswer(
  tx: Executor,
  caller: Who,
  id: string,
  side: 'learner' | 'buddy',
  answer: BuddyAnswer | LearnerAnswer,
) {
  const session = await lockSession(tx, id);
  if (!session || !canReadProposal(caller, session)) throw notFound(PROPOSAL_TEXTS.notFound);
  const mine =
    side === 'buddy' ? isSessionBuddy(caller, session) : isSessionLearner(caller, session);
  if (!mine) throw forbidden('Only the other side can answer this proposal');
  if (!mayAnswer(side, session.status, answer)) throw conflict(PROPOSAL_TEXTS.answeredAlready);
  return session;
}

/**
 * The buddy answers a pending proposal: approve (the database refuses a time the buddy or the
 * learner already has booked), reject, or modify (a counter-proposal the learner answers).
 * Each answer and all that follows it (transition.ts) are one transaction.
 */
export async function answerAsBuddy(
  db: Database,
  caller: Who,
  id: string,
  answer: BuddyAnswer,
  input: { response?: string; proposedTime?: string; location?: string; duration?: number },
  payments: 'on' | 'off',
): Promise<Proposal> {
  try {
    return await db.transaction(async (tx) => {
      const session = await lockForAnswer(tx, caller, id, 'buddy', answer);
      const words = input.response || null;
      const actor = { side: 'buddy' as const, userId: caller.userId };
      if (answer === 'modify') {
        const counter = termsWith(session, input);
        if (counter.startsAt.getTime() <= now().getTime()) {
          throw badRequest(PROPOSAL_TEXTS.inThePast);
        }
        const { row } = await transition(tx, session, 'modify', actor, {
          set: { buddyResponse: words, ...asCounter(counter) },
          words,
          terms: counter,
        });
        return presentProposal(row);
      }
      if (answer === 'approve' && session.startsAt.getTime() <= now().getTime()) {
        throw conflict(TIME_PASSED);
      }
      const { row } = await transition(tx, session, answer, actor, {
        set: { buddyResponse: words },
        words,
        ...(answer === 'approve' && {
          payments: paymentStepOf(session.startsAt, payments, now()),
        }),
      });
      return presentProposal(row);
    });
  } catch (err) {
    return busy(err);
  }
}

/** The learner answers a counter-proposal: accepting books its terms (or is refused as busy). */
export async function answerAsLearner(
  db: Database,
  caller: Who,
  id: string,
  answer: LearnerAnswer,
  input: { response?: string },
  payments: 'on' | 'off',
): Promise<Proposal> {
  try {
    return await db.transaction(async (tx) => {
      const session = await lockForAnswer(tx, caller, id, 'learner', answer);
      const counter = counterOf(session);
      if (answer === 'accept' && counter.startsAt.getTime() <= now().getTime()) {
        throw conflict(TIME_PASSED);
      }
      const { row } = await transition(
        tx,
        session,
        answer,
        { side: 'learner', userId: caller.userId },
        {
          set: answer === 'accept' ? { ...asBooked(counter), ...NO_COUNTER } : {},
          words: input.response,
          terms: counter,
          ...(answer === 'accept' && {
            payments: paymentStepOf(counter.startsAt, payments, now()),
          }),
        },
      );
      return presentProposal(row);
    });
  } catch (err) {
    return busy(err);
  }
}
