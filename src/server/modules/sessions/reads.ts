import type { Executor } from '../../db/client';
import { calendarSessionsOf, findSession, markReminded } from './repository';

/**
 * What the calendar module reads of sessions (their files, the feed, the reminders), so that it
 * never opens this module's repository.
 */

/** A session with its people and its activity's title. */
export const sessionWithParties = (db: Executor, sessionId: string) => findSession(db, sessionId);
export type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionWithParties>>>;

/** A user's booked, held and called-off sessions starting in [from, to), soonest first. */
export const sessionsInCalendarOf = (
  db: Executor,
  userId: string,
  startingIn: { from: Date; to: Date },
  max: number,
) => calendarSessionsOf(db, userId, startingIn, max);

/** Marks a session reminded if it is still booked at that start and nobody reminded of it yet. */
export const claimSessionReminder = (db: Executor, id: string, startsAt: Date, at: Date) =>
  markReminded(db, id, startsAt, at);
