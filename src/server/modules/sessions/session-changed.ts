import type { Transition } from '../../../shared/sessions';
import type { Executor } from '../../db/client';
import type { MoneyNews } from '../payments/money-news';
import type { CalendarChange } from '../calendar/calendar-file';
import type { LockedSession, SessionRow } from './repository';
import type { Terms } from './terms';

/**
 * Why an account's open sessions end at once: a moderator suspended it (issue 18), with their
 * reason, or its owner deleted it (issue 20).
 */
export type AccountEnding =
  | { why: 'suspended'; userId: string; moderatorId: string; reason: string }
  | { why: 'deleted'; userId: string };

/**
 * Who moves a session: its learner or its buddy, the server (a timer, or ending the sessions of
 * a deleted account), or a moderator ending the sessions of an account they suspended.
 */
export type Actor =
  | { side: 'learner' | 'buddy'; userId: string }
  | { side: 'system'; ending?: AccountEnding & { why: 'deleted' } }
  | { side: 'moderator'; userId: string; ending: AccountEnding & { why: 'suspended' } };

/**
 * The domain event of one status change, handed to every reaction (reactions.ts) in the
 * change's transaction: the session as it now is (read once), the move, who made it, their
 * words and the terms it is about.
 */
export interface SessionChanged {
  row: SessionRow;
  /** The session as it was before (null when it is new). */
  before: LockedSession | null;
  transition: Transition;
  /** What calendars follow: a booking (or its new time), a booked time given up, or nothing. */
  calendar: CalendarChange | null;
  actor: Actor;
  /** The actor's own words (a message, a reason), if any. */
  words: string | null;
  /** The terms the change is about: the proposal's, the counter-proposal's, the new time's. */
  terms: Terms;
  at: Date;
}

/**
 * What follows a session's change of status, each in the change's transaction: they react to
 * the one domain event `transition()` hands them, in this order, and no use case calls them.
 * The payments react first; the others read what the change did to the money (`money`).
 */
export type Reaction = (tx: Executor, change: SessionChanged, money: MoneyNews) => Promise<void>;
