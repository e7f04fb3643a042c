import type { Proposal } from '../../../shared/proposals-schemas';
import { SESSION_ACTION_TEXTS } from '../../../shared/session-actions';
import { cancellationRefusal, otherSide } from '../../../shared/session-rules';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { badRequest, conflict, forbidden } from '../../lib/http-errors';
import { enqueue, type OutboxHandler } from '../../lib/outbox';
import { moveDifference } from '../payments/money';
import { lockAsParty } from './lifecycle';
import { presentProposal } from './presenter';
import { lockSession } from './repository';
import { busy, type Who } from './service';
import { asBooked, asMove, moveOf, NO_MOVE, sameBooking, termsOf, termsWith } from './terms';
import { transition } from './transition';

/** The job that lets a move nobody answered lapse when its time, or the booking's, comes. */
export const MOVE_LAPSE_TOPIC = 'session-move-lapse';

/**
 * POST /api/proposals/{id}/move: the learner or the buddy asks to move a booked session to a new
 * time, length or place (decision 039), up to the cancellation window before it, with a reason
 * the other side reads in the chat and the mail. Until the other side accepts, the booking and
 * its payment stand; unanswered, the request lapses when its time or the booking's comes.
 */
export async function askMove(
  db: Database,
  caller: Who,
  id: string,
  input: { proposedTime?: string; duration?: number; location?: string; reason: string },
): Promise<Proposal> {
  return db.transaction(async (tx) => {
    const { session, side } = await lockAsParty(
      tx,
      caller,
      id,
      'Only the learner and the buddy of a session can move it',
    );
    const at = now();
    if (session.status !== 'approved') throw conflict(SESSION_ACTION_TEXTS.notMovable);
    const refusal = cancellationRefusal(session, at);
    if (refusal) throw conflict(refusal);
    if (session.moveStatus) throw conflict(SESSION_ACTION_TEXTS.moveOpen);
    const terms = termsWith(session, input);
    if (sameBooking(terms, termsOf(session))) throw badRequest(SESSION_ACTION_TEXTS.nothingChanged);
    const { row } = await transition(
      tx,
      session,
      'move',
      { side, userId: caller.userId },
      { set: asMove(terms, side, input.reason, at), words: input.reason, terms },
    );
    const lapsesAt = terms.startsAt < session.startsAt ? terms.startsAt : session.startsAt;
    await enqueue(tx, MOVE_LAPSE_TOPIC, { sessionId: id, askedAt: at.toISOString() }, lapsesAt);
    return presentProposal(row);
  });
}

/**
 * The other side answers a move: accepting books its terms at once, the difference going back
 * to the learner when it costs less (decision 039), or, when it costs more than was paid, waits
 * for the learner to pay the difference by its deadline, its new time held meanwhile (the
 * database refuses a new time either side has booked). Declining leaves the booking as it is.
 */
export async function answerMove(
  db: Database,
  caller: Who,
  id: string,
  answer: 'accept-move' | 'decline-move',
  input: { response?: string | undefined },
): Promise<Proposal> {
  try {
    return await db.transaction(async (tx) => {
      const { session, side } = await lockAsParty(
        tx,
        caller,
        id,
        'Only the learner and the buddy of a session answer its move',
      );
      const move = moveOf(session);
      if (!move || session.moveStatus !== 'asked') throw conflict(SESSION_ACTION_TEXTS.noMove);
      if (session.moveBy !== otherSide(side)) throw forbidden(SESSION_ACTION_TEXTS.answerOwnMove);
      const at = now();
      const actor = { side, userId: caller.userId };
      const words = input.response ?? null;
      if (answer === 'decline-move') {
        const { row } = await transition(tx, session, answer, actor, {
          set: NO_MOVE,
          words,
          terms: move,
        });
        return presentProposal(row);
      }
      if (move.startsAt <= at || session.startsAt <= at) {
        throw conflict(SESSION_ACTION_TEXTS.movePassed);
      }
      const dearer = (await moveDifference(tx, session, move.priceCents, at)) > 0;
      const { row } = await transition(tx, session, answer, actor, {
        set: dearer ? { moveStatus: 'awaiting_payment' } : { ...asBooked(move), ...NO_MOVE },
        words,
        terms: move,
      });
      return presentProposal(row);
    });
  } catch (err) {
    return busy(err);
  }
}

/**
 * The one who asked takes a move back while it waits for an answer; once accepted and waiting
 * for its difference, the learner may keep the session as booked instead of paying.
 */
export async function withdrawMove(db: Database, caller: Who, id: string): Promise<Proposal> {
  return db.transaction(async (tx) => {
    const { session, side } = await lockAsParty(
      tx,
      caller,
      id,
      'Only the learner and the buddy of a session can take its move back',
    );
    const move = moveOf(session);
    if (!move || !session.moveStatus) throw conflict(SESSION_ACTION_TEXTS.noMove);
    const mayWithdraw =
      session.moveStatus === 'asked' ? session.moveBy === side : side === 'learner';
    if (!mayWithdraw) throw forbidden(SESSION_ACTION_TEXTS.notYourMove);
    const { row } = await transition(
      tx,
      session,
      'withdraw-move',
      { side, userId: caller.userId },
      { set: NO_MOVE, terms: move },
    );
    return presentProposal(row);
  });
}

/**
 * When the time of a move nobody answered comes (its own, or the booking's if sooner), it lapses
 * and the session stays as booked; a move answered, taken back or asked again meanwhile is left.
 */
export function moveLapseHandler(db: Database): OutboxHandler {
  return {
    // Ids and times only: kept whole.
    keep: (payload) => payload,
    async work(payload) {
      const sessionId = String(payload.sessionId);
      const askedAt = new Date(String(payload.askedAt)).getTime();
      await db.transaction(async (tx) => {
        const session = await lockSession(tx, sessionId);
        const move = session && moveOf(session);
        if (!move || session.moveStatus !== 'asked') return;
        if (session.moveAskedAt?.getTime() !== askedAt) return;
        await transition(
          tx,
          session,
          'lapse',
          { side: 'system' },
          { set: NO_MOVE, words: SESSION_ACTION_TEXTS.moveLapsed, terms: move },
        );
      });
    },
  };
}
