import {
  calendarChangeOf,
  transitionOf,
  type SessionEvent,
  type Transition,
} from '../../../shared/sessions';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { Executor } from '../../db/client';
import type { sessions } from '../../db/schema/sessions';
import { now } from '../../lib/clock';
import { conflict } from '../../lib/http-errors';
import { reactToSessionChange } from './reactions';
import {
  findSession,
  insertSession,
  insertStatusChange,
  lockSession,
  type LockedSession,
  moveSession,
  type SessionUpdate,
} from './repository';
import { NO_MOVE, termsOf, type Terms } from './terms';
import type { CalendarChange } from '../calendar/calendar-file';
import type { Actor, SessionChanged } from './session-changed';

export interface Change {
  /** What else changes with the status (terms, confirmations, the reason of a cancellation). */
  set?: SessionUpdate;
  words?: string | null;
  /** The terms the change is about; the session's own once changed when not given. */
  terms?: Terms;
  /**
   * Whether a booking waits for the learner's payment (decision 038): the answers that book
   * (approve, accept) say so; no other move depends on it.
   */
  payments?: 'on' | 'off';
}

type NewSession = Omit<typeof sessions.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;

/**
 * The one way a session comes to be: in the status the transition table gives a proposal, or
 * an instant booking (booked, or waiting for its payment: `change.payments`), with its first
 * change recorded and the reactions told (decision 019). The database refuses a booked time
 * the buddy or the learner already holds.
 */
export async function openSession(
  tx: Executor,
  event: 'propose' | 'book',
  values: NewSession,
  actor: Actor & { side: 'learner' },
  change: Omit<Change, 'set'>,
): Promise<SessionChanged> {
  const t = transitionOf(event, null, actor.side, change.payments ?? 'off')!;
  const at = now();
  const id = await insertSession(tx, { ...values, status: t.to, createdAt: at, updatedAt: at });
  return changed(tx, id, null, t, calendarChangeOf(t, false), actor, change, at);
}

/**
 * The one way a session's status changes: the move is checked against the transition table
 * (src/shared/sessions.ts), written with what changes with it (a booking or a booked time given
 * up also raises the calendar files' SEQUENCE), appended to `session_status_changes`, and told to
 * the reactions (chat line, mails, calendars, reminders, open tabs). A move the table does not
 * have, or a session that changed meanwhile, is refused with 409. The session is its id, or the
 * row this transaction already locked (`lockSession`: one lock read, not two).
 */
export async function transition(
  tx: Executor,
  target: string | LockedSession,
  event: SessionEvent,
  actor: Actor,
  change: Change = {},
): Promise<SessionChanged> {
  const session = typeof target === 'string' ? await lockSession(tx, target) : target;
  const t = session && transitionOf(event, session.status, actor.side, change.payments ?? 'off');
  if (!session || !t || !t.from) throw conflict(PROPOSAL_TEXTS.answeredAlready);
  const sessionId = session.id;
  const at = now();
  const set = change.set ?? {};
  const calendar = calendarChangeOf(t, rebooks(session, set));
  const moved = await moveSession(
    tx,
    sessionId,
    t.from,
    {
      // A move asked of a booked session goes with the booking (decision 039).
      ...(t.to !== 'approved' && NO_MOVE),
      ...set,
      status: t.to,
      updatedAt: at,
      ...(calendar === 'request' && { remindedAt: null }),
    },
    calendar !== null,
  );
  if (!moved) throw conflict(PROPOSAL_TEXTS.answeredAlready);
  return changed(tx, sessionId, session, t, calendar, actor, change, at);
}

/** Whether an update changes what is booked: its time, length or place. */
const rebooks = (session: LockedSession, set: SessionUpdate) =>
  (set.startsAt !== undefined && set.startsAt.getTime() !== session.startsAt.getTime()) ||
  (set.durationMinutes !== undefined && set.durationMinutes !== session.durationMinutes) ||
  (set.location !== undefined && set.location !== session.location);

async function changed(
  tx: Executor,
  sessionId: string,
  before: LockedSession | null,
  t: Transition,
  calendar: CalendarChange | null,
  actor: Actor,
  change: Omit<Change, 'set'>,
  at: Date,
): Promise<SessionChanged> {
  const words = change.words || null;
  await insertStatusChange(tx, {
    sessionId,
    event: t.event,
    fromStatus: t.from,
    toStatus: t.to,
    actor: actor.side,
    actorId: actor.side === 'system' ? null : actor.userId,
    reason: words,
    at,
  });
  const row = (await findSession(tx, sessionId))!;
  const event: SessionChanged = {
    row,
    before,
    transition: t,
    calendar,
    actor,
    words,
    terms: change.terms ?? termsOf(row.session),
    at,
  };
  await reactToSessionChange(tx, event);
  return event;
}
