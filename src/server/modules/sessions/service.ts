import { createElement } from 'react';
import {
  addAmsterdamDays,
  amsterdamInstant,
  startOfAmsterdamWeek,
} from '../../../shared/amsterdam-time';
import { BOOKINGS_TEXTS, type Booking } from '../../../shared/bookings';
import { activityByTitle } from '../../../shared/catalogue';
import { isVisible } from '../../../shared/buddy-status';
import { MESSAGING_EVENTS } from '../../../shared/messaging';
import { learnerPriceCents } from '../../../shared/pricing';
import { PROPOSAL_TEXTS, type Proposal } from '../../../shared/proposals';
import {
  mayAnswer,
  STATUS_AFTER,
  type BuddyAnswer,
  type LearnerAnswer,
} from '../../../shared/sessions';
import type { Database, Executor } from '../../db/client';
import { exclusionViolation } from '../../db/errors';
import type { sessions } from '../../db/schema/sessions';
import { now } from '../../lib/clock';
import { tellUsers } from '../../lib/events';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { enqueueMail } from '../../lib/mailer';
import { requireSelfOr, type Caller } from '../../lib/policy';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { ProposalMail } from '../../mails/proposal';
import { renderMail } from '../../mails/render-mail';
import { postMessage } from '../messaging/service';
import { calendarOfChange, followCalendars, type CalendarChange } from './calendar-mails';
import { canReadProposal, isSessionBuddy, isSessionLearner } from './policy';
import { describeTerms, presentBooking, presentProposal, termLines } from './presenter';
import {
  findOffer,
  findSession,
  hasBookedOverlap,
  insertSession,
  lockSession,
  markBooked,
  sessionsOf,
  updateSession,
  type SessionRow,
} from './repository';

export type Who = Pick<Caller, 'userId' | 'role'>;
export type Terms = {
  startsAt: Date;
  durationMinutes: number;
  location: string;
  priceCents: number;
};

const MINUTE = 60_000;
const PROPOSALS_MAX = 200;
const BOOKINGS_MAX = 500;
/** How far ahead a session can be proposed. */
const FURTHEST_AHEAD_MS = 366 * 24 * 60 * MINUTE;
const TIME_PASSED = 'The time of this proposal has passed';
/** Proposals a learner may send: plenty for planning, too few for spamming buddies. */
export const PROPOSAL_LIMIT: RateRule = {
  scope: 'proposals:hour',
  max: 20,
  windowMs: 60 * MINUTE,
};

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

/** Which side is busy when an approval hits one of the two exclusion constraints. */
export function busy(err: unknown): never {
  const constraint = exclusionViolation(err);
  if (constraint === 'sessions_buddy_no_overlap') throw conflict(PROPOSAL_TEXTS.buddyBusy);
  if (constraint === 'sessions_learner_no_overlap') throw conflict(PROPOSAL_TEXTS.learnerBusy);
  throw err;
}

/** What announcing a change says: the chat line, the mail's news, the sender's own words. */
export type Announcement = { chat: string; news: string; words?: string | null };

/**
 * After a proposal was made or answered, in the same transaction: the chat message from
 * `from` (linked to the proposal's card), a mail to the other side and the proposal's new view
 * to both sides' open tabs. `say` words it from the session as it now stands (read once).
 * With `calendar`, a change calendars follow (decision 015): 'request' for a booking (a new
 * SEQUENCE, the reminders scheduled), 'cancel' for a booked session called off or moved (the
 * caller raises `calendarSequence`); both sides' mails then carry the calendar file.
 */
export async function announce(
  tx: Executor,
  sessionId: string,
  from: 'learner' | 'buddy',
  say: (row: SessionRow) => Announcement,
  publicUrl: string,
  calendar?: CalendarChange,
): Promise<Proposal> {
  if (calendar === 'request') await markBooked(tx, sessionId);
  const row = (await findSession(tx, sessionId))!;
  const s = row.session;
  const text = say(row);
  const [senderId, receiverId] =
    from === 'learner' ? [s.learnerId, s.buddyId] : [s.buddyId, s.learnerId];
  await postMessage(tx, { senderId, receiverId, content: text.chat, sessionId });
  const to =
    from === 'learner'
      ? { email: row.buddyEmail, name: row.buddyName, side: 'buddy' as const }
      : { email: row.learnerEmail, name: row.learnerName, side: 'learner' as const };
  await enqueueMail(tx, {
    ...renderMail(
      to.email,
      text.news,
      createElement(ProposalMail, {
        name: to.name,
        news: text.news,
        terms: termLines(termsOf(s)),
        words: text.words,
        link: `${publicUrl}/messages`,
      }),
    ),
    ...(calendar ? { calendar: calendarOfChange(row, to.side, calendar, publicUrl) } : {}),
  });
  if (calendar) await followCalendars(tx, row, from, calendar, publicUrl);
  return tellParties(tx, row);
}

/** The proposal's new view, told to its learner's and its buddy's open tabs. */
export async function tellParties(tx: Executor, row: SessionRow): Promise<Proposal> {
  const view = presentProposal(row);
  await tellUsers(
    tx,
    [row.session.learnerId, row.session.buddyId].map((userId) => ({
      userId,
      name: MESSAGING_EVENTS.proposal,
      data: view,
    })),
  );
  return view;
}

export const termsOf = (s: typeof sessions.$inferSelect): Terms => ({
  startsAt: s.startsAt,
  durationMinutes: s.durationMinutes,
  location: s.location,
  priceCents: s.priceCents,
});

/**
 * New terms for a session (a counter-proposal, a move): what is given replaces its terms, a
 * time given must be ahead; the price follows the length at the session's rate.
 */
export function termsWith(
  session: typeof sessions.$inferSelect,
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

/** Terms as a counter-proposal's columns. */
export const asCounter = (t: Terms) => ({
  counterStartsAt: t.startsAt,
  counterDurationMinutes: t.durationMinutes,
  counterLocation: t.location,
  counterPriceCents: t.priceCents,
});

export const withWords = (line: string, words?: string | null) =>
  words ? `${line}\n\n${words}` : line;

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
  publicUrl: string,
): Promise<Proposal> {
  if (input.learnerId !== undefined && input.learnerId !== caller.userId) {
    throw forbidden(PROPOSAL_TEXTS.learnerNotYou);
  }
  const activity = activityByTitle(input.activity);
  if (!activity) throw badRequest(PROPOSAL_TEXTS.fillAll);
  const startsAt = startOf(input.proposedTime);
  await limitAttempts(db, 'You are sending too many proposals.', [[PROPOSAL_LIMIT, caller.userId]]);
  const endsAt = endOf(startsAt, input.duration);
  return db.transaction(async (tx) => {
    const offer = await findOffer(tx, input.buddyId, activity.id);
    if (!offer || offer.role !== 'buddy' || !isVisible(offer.status)) {
      throw badRequest(PROPOSAL_TEXTS.buddyUnavailable);
    }
    if (offer.rateMinCents === null || offer.rateMaxCents === null) {
      throw badRequest(PROPOSAL_TEXTS.activityNotOffered);
    }
    if (await hasBookedOverlap(tx, caller.userId, startsAt, endsAt)) {
      throw conflict(PROPOSAL_TEXTS.learnerBusy);
    }
    const rate = { minCents: offer.rateMinCents, maxCents: offer.rateMaxCents };
    const terms: Terms = {
      startsAt,
      durationMinutes: input.duration,
      location: input.location || offer.offerLocation || offer.meetingPlace,
      priceCents: learnerPriceCents(rate, input.duration),
    };
    const at = now();
    const id = await insertSession(tx, {
      learnerId: caller.userId,
      buddyId: offer.buddyId,
      activityId: activity.id,
      ...terms,
      endsAt,
      rateMinCents: rate.minCents,
      rateMaxCents: rate.maxCents,
      message: input.message,
      createdAt: at,
      updatedAt: at,
    });
    return announce(
      tx,
      id,
      'learner',
      (row) => ({
        chat: withWords(
          `Activity proposal: ${describeTerms(activity.title, terms)}.`,
          input.message,
        ),
        news: `${row.learnerName} proposed a session: ${activity.title}`,
        words: input.message,
      }),
      publicUrl,
    );
  });
}

/** The session if the caller may see it; otherwise answered as missing. */
async function visibleSession(db: Executor, caller: Who, id: string): Promise<SessionRow> {
  const row = await findSession(db, id);
  if (!row || !canReadProposal(caller, row.session)) throw notFound(PROPOSAL_TEXTS.notFound);
  return row;
}

export async function proposal(db: Executor, caller: Who, id: string): Promise<Proposal> {
  return presentProposal(await visibleSession(db, caller, id));
}

/** GET /api/proposals/{learner|buddy}/{id}: a user's proposals, to them or staff. */
export async function proposalsOf(
  db: Executor,
  caller: Who,
  side: 'learner' | 'buddy',
  userId: string,
): Promise<Proposal[]> {
  requireSelfOr(caller, userId, 'read-any-session');
  return (await sessionsOf(db, side, userId, PROPOSALS_MAX)).map(presentProposal);
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
  const rows = await sessionsOf(db, side, userId, BOOKINGS_MAX, startingIn);
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
 * Each answer, its chat message, its mail and its events are one transaction.
 */
export async function answerAsBuddy(
  db: Database,
  caller: Who,
  id: string,
  answer: BuddyAnswer,
  input: { response?: string; proposedTime?: string; location?: string; duration?: number },
  publicUrl: string,
): Promise<Proposal> {
  try {
    return await db.transaction(async (tx) => {
      const session = await lockForAnswer(tx, caller, id, 'buddy', answer);
      const at = now();
      const words = input.response || null;
      if (answer === 'modify') {
        const counter = termsWith(session, input);
        if (counter.startsAt.getTime() <= at.getTime()) throw badRequest(PROPOSAL_TEXTS.inThePast);
        await updateSession(tx, id, {
          status: 'modified',
          buddyResponse: words,
          ...asCounter(counter),
          updatedAt: at,
        });
        return announce(
          tx,
          id,
          'buddy',
          ({ activityTitle: title }) => ({
            chat: withWords(`Suggested another time: ${describeTerms(title, counter)}.`, words),
            news: `Your buddy suggested another time for ${title}`,
            words,
          }),
          publicUrl,
        );
      }
      if (answer === 'approve' && session.startsAt.getTime() <= at.getTime()) {
        throw conflict(TIME_PASSED);
      }
      await updateSession(tx, id, {
        status: STATUS_AFTER[answer],
        buddyResponse: words,
        updatedAt: at,
      });
      const verb = answer === 'approve' ? 'approved' : 'declined';
      return announce(
        tx,
        id,
        'buddy',
        ({ activityTitle: title }) => ({
          chat: withWords(`Proposal ${verb}: ${describeTerms(title, termsOf(session))}.`, words),
          news: `Your buddy ${verb} your proposal: ${title}`,
          words,
        }),
        publicUrl,
        answer === 'approve' ? 'request' : undefined,
      );
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
  publicUrl: string,
): Promise<Proposal> {
  try {
    return await db.transaction(async (tx) => {
      const session = await lockForAnswer(tx, caller, id, 'learner', answer);
      const at = now();
      const words = input.response || null;
      const counter: Terms = {
        startsAt: session.counterStartsAt ?? session.startsAt,
        durationMinutes: session.counterDurationMinutes ?? session.durationMinutes,
        location: session.counterLocation ?? session.location,
        priceCents: session.counterPriceCents ?? session.priceCents,
      };
      if (answer === 'accept') {
        if (counter.startsAt.getTime() <= at.getTime()) throw conflict(TIME_PASSED);
        await updateSession(tx, id, {
          status: 'approved',
          ...counter,
          endsAt: endOf(counter.startsAt, counter.durationMinutes),
          counterStartsAt: null,
          counterDurationMinutes: null,
          counterLocation: null,
          counterPriceCents: null,
          updatedAt: at,
        });
      } else {
        await updateSession(tx, id, { status: STATUS_AFTER[answer], updatedAt: at });
      }
      const verb = answer === 'accept' ? 'accepted' : 'declined';
      return announce(
        tx,
        id,
        'learner',
        (row) => ({
          chat: withWords(
            `${answer === 'accept' ? 'Accepted' : 'Declined'} the new time: ${describeTerms(row.activityTitle, counter)}.`,
            words,
          ),
          news: `${row.learnerName} ${verb} your suggestion: ${row.activityTitle}`,
          words,
        }),
        publicUrl,
        answer === 'accept' ? 'request' : undefined,
      );
    });
  } catch (err) {
    return busy(err);
  }
}
