import type { Executor } from '../../db/client';
import { calendarInterviewsOf, findInterview, markInterviewReminded } from './repository';

/**
 * What the calendar module reads of interviews (their files, the feed, the reminders), so that
 * it never opens this module's repository.
 */

/** An interview with its buddy and its expert. */
export const interviewWithParties = (db: Executor, id: string) => findInterview(db, id);
export type InterviewRow = NonNullable<Awaited<ReturnType<typeof interviewWithParties>>>;

/** A buddy's interviews starting in [from, to), called-off ones too, soonest first. */
export const interviewsInCalendarOf = (
  db: Executor,
  buddyId: string,
  startingIn: { from: Date; to: Date },
  max: number,
) => calendarInterviewsOf(db, buddyId, startingIn, max);

/** Marks an interview reminded if it is still scheduled at that start and not reminded yet. */
export const claimInterviewReminder = (db: Executor, id: string, startsAt: Date, at: Date) =>
  markInterviewReminded(db, id, startsAt, at);
