import type { Booking } from '../../../shared/bookings';
import {
  cancellationRefusal,
  confirmationOutcome,
  otherSide,
  reportOutcome,
  type Side,
} from '../../../shared/session-rules';
import { PRIVACY_TEXTS } from '../../../shared/privacy';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { Proposal } from '../../../shared/proposals-schemas';
import { AUTO_COMPLETE_DAYS, SESSION_ACTION_TEXTS } from '../../../shared/session-actions';
import type { Review } from '../../../shared/session-actions-schemas';
import { describeTerms } from '../../../shared/session-lines';
import type { Database, Executor } from '../../db/client';
import type { sessions } from '../../db/schema/sessions';
import { now } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import type { OutboxHandler } from '../../lib/outbox';
import { enqueueOnce } from '../../lib/outbox';
import { addReview } from '../buddies/reviews';
import { holdReported } from '../payments/money';
import { reportToModerators } from '../support/service';
import { canReadProposal, sideOf } from './policy';
import { presentBooking, presentProposal } from './presenter';
import { tellParties } from './reactions';
import {
  awaitingConfirmation,
  findSession,
  lockSession,
  openSessionsOf,
  updateSession,
  type LockedSession,
  type SessionRow,
} from './repository';
import type { Who } from './service';
import { asLineTerms, termsOf } from './terms';
import type { AccountEnding } from './session-changed';
import { transition } from './transition';
import { SESSION_MAIL_TEXTS } from './texts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
export const AUTO_COMPLETE_TOPIC = 'session-auto-complete';

type Session = typeof sessions.$inferSelect;

/** The locked session and the caller's side of it; anyone else is told it is not there. */
export async function lockAsParty(tx: Executor, caller: Who, id: string, refusal: string) {
  const session = await lockSession(tx, id);
  if (!session || !canReadProposal(caller, session)) throw notFound(PROPOSAL_TEXTS.notFound);
  const side = sideOf(caller, session);
  if (!side) throw forbidden(refusal);
  return { session, side };
}

/**
 * POST /api/proposals/{id}/cancel: the learner or the buddy calls a booked session off, up to
 * the cancellation window before its start (decision 014), with a reason the other side reads
 * in the chat and the mail; what was paid goes back by the money rule (decision 039).
 */
export async function cancelSession(
  db: Database,
  caller: Who,
  id: string,
  input: { reason: string },
): Promise<Proposal> {
  return db.transaction(async (tx) => {
    const { session, side } = await lockAsParty(
      tx,
      caller,
      id,
      'Only the learner and the buddy of a session can cancel it',
    );
    const at = now();
    const refusal = cancellationRefusal(session, at);
    if (refusal) throw conflict(refusal);
    const { row } = await transition(
      tx,
      session,
      'cancel',
      { side, userId: caller.userId },
      {
        set: { cancelledAt: at, cancelledBy: caller.userId, cancelReason: input.reason },
        words: input.reason,
      },
    );
    return presentProposal(row);
  });
}

/**
 * After its end, the learner or the buddy confirms the session took place (again: nothing
 * changes). Once both have, it is completed. A side that reported it keeps it from completing;
 * when only one side has confirmed, it completes on its own AUTO_COMPLETE_DAYS later unless the
 * other reports it by then.
 */
export async function confirmSession(db: Database, caller: Who, id: string): Promise<Proposal> {
  return db.transaction((tx) =>
    stepAfterEnd(
      tx,
      caller,
      id,
      'Only the learner and the buddy of a session confirm it',
      confirmationOutcome,
      async (session, side, at, outcome) => {
        const confirmed =
          side === 'learner' ? { learnerConfirmedAt: at } : { buddyConfirmedAt: at };
        if (outcome.completes) {
          const { row } = await transition(
            tx,
            session,
            'complete',
            { side, userId: caller.userId },
            { set: confirmed },
          );
          return presentProposal(row);
        }
        await updateSession(tx, id, { ...confirmed, updatedAt: at });
        if (outcome.first) {
          await enqueueOnce(
            tx,
            AUTO_COMPLETE_TOPIC,
            { sessionId: id },
            new Date(at.getTime() + AUTO_COMPLETE_DAYS * DAY_MS),
          );
        }
        return tellParties(tx, (await findSession(tx, id))!);
      },
    ),
  );
}

type StepRule<R> = (session: Session, side: Side, at: Date) => R;
type Taken<R> = Exclude<R, { kind: 'unchanged' } | { kind: 'refused' }>;

/**
 * A side's step after the session's end (confirm, report) in its locked transaction: the rule
 * decides; a refusal answers 409, nothing to do answers the session as it stands.
 */
async function stepAfterEnd<R extends { kind: string; reason?: string }>(
  tx: Executor,
  caller: Who,
  id: string,
  stranger: string,
  rule: StepRule<R>,
  take: (session: LockedSession, side: Side, at: Date, outcome: Taken<R>) => Promise<Proposal>,
): Promise<Proposal> {
  const { session, side } = await lockAsParty(tx, caller, id, stranger);
  const at = now();
  const outcome = rule(session, side, at);
  if (outcome.kind === 'unchanged') return presentProposal((await findSession(tx, id))!);
  if (outcome.kind === 'refused') throw conflict(outcome.reason ?? PROPOSAL_TEXTS.notFound);
  return take(session, side, at, outcome as Taken<R>);
}

/**
 * GET /api/bookings/needing-confirmation: the caller's sessions that have ended and still wait for
 * their confirmation (SPEC section 4: 'Sessions Needing Confirmation'; confirming removes one).
 */
export async function needingConfirmation(db: Executor, caller: Who): Promise<Booking[]> {
  const side: Side = caller.role === 'buddy' ? 'buddy' : 'learner';
  const rows = await awaitingConfirmation(db, side, caller.userId, now(), 100);
  return rows.map(presentBooking);
}

/** Whether a session is due to complete on its own: one side confirmed long enough ago, nobody reported. */
function completesOnItsOwn(s: Session, at: Date) {
  const due = at.getTime() - AUTO_COMPLETE_DAYS * DAY_MS;
  const confirmedBy = (t: Date | null) => t !== null && t.getTime() <= due;
  return (
    s.status === 'approved' &&
    s.learnerReportedAt === null &&
    s.buddyReportedAt === null &&
    (confirmedBy(s.learnerConfirmedAt) || confirmedBy(s.buddyConfirmedAt))
  );
}

/**
 * Completes a session one side confirmed AUTO_COMPLETE_DAYS ago that nobody reported; under the
 * session's lock, so a second run (another process, a retry) finds nothing to do.
 */
export function autoCompleteHandler(db: Database): OutboxHandler {
  return {
    async work(payload) {
      const id = String(payload.sessionId);
      await db.transaction(async (tx) => {
        const session = await lockSession(tx, id);
        if (!session || !completesOnItsOwn(session, now())) return;
        await transition(tx, session, 'complete', { side: 'system' });
      });
    },
    keep: (payload) => payload,
  };
}

/**
 * POST /api/proposals/{id}/report: instead of confirming, after the end, the learner or the
 * buddy reports a no-show or a problem. It reaches the moderators' support queue linked to the
 * session, and the session does not complete (neither by confirmations nor on its own).
 */
export async function reportSession(
  db: Database,
  caller: Who,
  id: string,
  input: { kind: 'no-show' | 'problem'; text: string },
): Promise<Proposal> {
  return db.transaction((tx) =>
    stepAfterEnd(
      tx,
      caller,
      id,
      'Only the learner and the buddy of a session can report it',
      reportOutcome,
      async (_session, side, at) => {
        await updateSession(tx, id, {
          ...(side === 'learner' ? { learnerReportedAt: at } : { buddyReportedAt: at }),
          updatedAt: at,
        });
        await holdReported(tx, id);
        const row = (await findSession(tx, id))!;
        await reportToModerators(tx, {
          senderId: caller.userId,
          sessionId: id,
          ...reportText(row, side, input),
        });
        return tellParties(tx, row);
      },
    ),
  );
}

const TEXTS = SESSION_MAIL_TEXTS.report;

function reportText(row: SessionRow, side: Side, input: { kind: string; text: string }) {
  const [by, about] =
    side === 'learner' ? [row.learnerName, row.buddyName] : [row.buddyName, row.learnerName];
  return {
    subject: TEXTS.subject(
      input.kind === 'no-show',
      row.activityTitle,
      presentProposal(row).proposedDate,
    ).slice(0, 200),
    content: [
      input.text,
      '',
      TEXTS.session(describeTerms(asLineTerms(row.session.activityId, termsOf(row.session)))),
      TEXTS.by(side, by, otherSide(side), about),
    ]
      .join('\n')
      .slice(0, 4000),
  };
}

/**
 * POST /api/proposals/{id}/review: the learner of a completed session reviews it, once. It shows
 * on the buddy's public profile and counts in the buddy's average.
 */
export async function reviewSession(
  db: Database,
  caller: Who,
  id: string,
  input: { rating: number; text: string },
): Promise<Review> {
  return db.transaction(async (tx) => {
    const { session, side } = await lockAsParty(
      tx,
      caller,
      id,
      SESSION_ACTION_TEXTS.onlyLearnerReviews,
    );
    if (side !== 'learner') throw forbidden(SESSION_ACTION_TEXTS.onlyLearnerReviews);
    if (session.status !== 'completed') throw conflict(SESSION_ACTION_TEXTS.notReviewable);
    const row = (await findSession(tx, id))!;
    const review = await addReview(tx, {
      buddyId: session.buddyId,
      reviewerId: caller.userId,
      reviewerName: row.learnerName,
      sessionId: id,
      rating: input.rating,
      text: input.text,
    });
    if (!review) throw conflict(SESSION_ACTION_TEXTS.reviewedAlready);
    await tellParties(tx, { ...row, reviewId: review.id });
    return review;
  });
}

/**
 * An account's open business ends with it, each session through the one transition: proposals
 * and counter-proposals are withdrawn, booked sessions still ahead cancelled; the other side is
 * told (reactions.ts), both sides' tabs too. A suspension is the moderator's move, with their
 * reason (issue 18); a deletion is the server's, and gives the other side no words of the
 * leaving user's, only that the account was deleted (issue 20).
 */
export async function endSessionsOfAccount(tx: Executor, ending: AccountEnding) {
  const at = now();
  const { actor, by, reason } =
    ending.why === 'suspended'
      ? {
          actor: { side: 'moderator', userId: ending.moderatorId, ending } as const,
          by: ending.moderatorId,
          reason: ending.reason,
        }
      : {
          actor: { side: 'system', ending } as const,
          by: ending.userId,
          reason: PRIVACY_TEXTS.sessionEndedByDeletion,
        };
  for (const session of await openSessionsOf(tx, ending.userId, at)) {
    if (session.status === 'approved' || session.status === 'awaiting_payment') {
      await transition(tx, session.id, 'cancel', actor, {
        set: { cancelledAt: at, cancelledBy: by, cancelReason: reason },
        words: reason,
      });
    } else {
      const event = session.status === 'pending' ? 'reject' : 'decline';
      await transition(tx, session.id, event, actor, { words: reason });
    }
  }
}
