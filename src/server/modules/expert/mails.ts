import type { Executor } from '../../db/client';
import { enqueueMail } from '../../lib/mailer';
import type { InterviewMailProps } from '../../mails/interview';
import { interviewCalendarMail } from '../calendar/interview-appointment';
import { scheduleInterviewReminder } from '../calendar/interview-reminders';
import { mailToBuddy } from './interview-mail';
import { interviewDetails, interviewWhen } from './presenter';
import { findInterview } from './repository';
import { INTERVIEW_MAIL_TEXTS } from './texts';

/**
 * What the buddy is told at each step of their interview. Every mail about a time carries the
 * calendar file that adds, moves or removes it; the verdict is the buddy's status mail
 * (buddies/status-mails.ts). These mails are not rate-limited: each follows a learning expert's
 * own move (staff) and carries a calendar change, which decision 019 always sends.
 */

const TEXTS = INTERVIEW_MAIL_TEXTS;

/**
 * The change of an interview a mail tells the buddy of: 'placed' is a new place at the same time;
 * 'held' is an interview completed before its planned start (decision 044), moved to when it was
 * held.
 */
export type InterviewNews = 'invited' | 'moved' | 'placed' | 'cancelled' | 'held';

/**
 * The buddy's mail about a change of their interview (in its transaction), with the calendar
 * file; an invitation or a new time also schedules the reminder the day before. `said` is the
 * expert's reason for a cancellation, or the planned start of an interview held earlier.
 */
export async function tellBuddy(
  tx: Executor,
  interviewId: string,
  news: InterviewNews,
  said?: { reason?: string; plannedFor?: Date },
) {
  const row = (await findInterview(tx, interviewId))!;
  const expert = row.expertName;
  const when = interviewWhen(row.interview.startsAt);
  const details = interviewDetails(row);
  const told = (subject: string, props: Omit<InterviewMailProps, 'name' | 'link' | 'action'>) =>
    mailToBuddy(row, subject, props);
  const mail = {
    invited: () =>
      told(TEXTS.invited.subject(when), {
        news: TEXTS.invited.news(expert),
        details,
        note: TEXTS.contactNote,
      }),
    moved: () =>
      told(TEXTS.moved.subject(when), {
        news: TEXTS.moved.news(expert),
        details,
        note: TEXTS.contactNote,
      }),
    placed: () =>
      told(TEXTS.placed.subject(when), {
        news: TEXTS.placed.news(expert),
        details,
        note: TEXTS.contactNote,
      }),
    cancelled: () =>
      told(TEXTS.cancelled.subject, {
        news: TEXTS.cancelled.news(expert, when),
        details: [],
        words: said?.reason,
        note: TEXTS.cancelled.note,
      }),
    held: () =>
      told(TEXTS.held.subject, {
        news: TEXTS.held.news(expert, said?.plannedFor ? interviewWhen(said.plannedFor) : null),
        details,
        note: TEXTS.held.note,
      }),
  }[news]();
  await enqueueMail(tx, {
    ...mail,
    calendar: interviewCalendarMail(row, news === 'cancelled' ? 'CANCEL' : 'REQUEST'),
  });
  if (news === 'invited' || news === 'moved') {
    await scheduleInterviewReminder(tx, row.interview);
  }
}
