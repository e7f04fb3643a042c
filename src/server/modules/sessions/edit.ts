import type { Proposal } from '../../../shared/proposals-schemas';
import { SESSION_ACTION_TEXTS } from '../../../shared/session-actions';
import type { EditSession } from '../../../shared/session-actions-schemas';
import { editRefusal } from '../../../shared/session-rules';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { badRequest, conflict, forbidden } from '../../lib/http-errors';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { lockAsParty } from './lifecycle';
import { presentProposal } from './presenter';
import { busy, type Who } from './service';
import { asBooked, termsWith } from './terms';
import { transition } from './transition';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Each edit mails the learner a calendar update: a session changes a few times a day at most,
 * and a learner hears of at most so many changes a day, however many sessions they have.
 */
export const EDIT_LIMITS = {
  perSession: { scope: 'session-edit:session', max: 5, windowMs: DAY_MS },
  perLearner: { scope: 'session-edit:learner', max: 20, windowMs: DAY_MS },
} satisfies Record<string, RateRule>;

/**
 * POST /api/proposals/{id}/edit: the buddy changes a booked session's time or place at once
 * (decision 032), up to the cancellation window before it and to a time outside that window;
 * its length and price stay. The time must be free for both (the overlap constraints, as for an
 * approval); the learner gets a chat line, a mail with the updated calendar file and a live
 * update (the `edit` transition's reactions).
 */
export async function editSession(
  db: Database,
  caller: Who,
  id: string,
  input: EditSession,
): Promise<Proposal> {
  try {
    return await db.transaction(async (tx) => {
      const { session, side } = await lockAsParty(
        tx,
        caller,
        id,
        SESSION_ACTION_TEXTS.onlyBuddyEdits,
      );
      if (side !== 'buddy') throw forbidden(SESSION_ACTION_TEXTS.onlyBuddyEdits);
      // What a waiting move is measured against stays put (decision 039).
      if (session.moveStatus) throw conflict(SESSION_ACTION_TEXTS.editWhileMoving);
      const terms = termsWith(session, input);
      if (
        terms.startsAt.getTime() === session.startsAt.getTime() &&
        terms.location === session.location
      ) {
        throw badRequest(SESSION_ACTION_TEXTS.nothingChanged);
      }
      const refusal = editRefusal(session, terms.startsAt, now());
      if (refusal) throw conflict(refusal);
      // Counted in the edit's transaction: only changes that are made count.
      await limitAttempts(tx, SESSION_ACTION_TEXTS.editedTooOften, [
        [EDIT_LIMITS.perSession, session.id],
        [EDIT_LIMITS.perLearner, session.learnerId],
      ]);
      const { row } = await transition(
        tx,
        session,
        'edit',
        { side, userId: caller.userId },
        { set: asBooked(terms), words: input.note, terms },
      );
      return presentProposal(row);
    });
  } catch (err) {
    return busy(err);
  }
}
