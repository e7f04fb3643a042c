import type { Executor } from '../../db/client';
import { enqueueMail } from '../../lib/mailer';
import type { InterviewMailProps } from '../../mails/interview';
import { interviewCalendarMail } from '../calendar/interview-appointment';
import { scheduleInterviewReminder } from '../calendar/interview-reminders';
import { CONTACT_NOTE, mailToBuddy } from './interview-mail';
import { interviewDetails, interviewWhen } from './presenter';
import { findInterview } from './repository';

/**
 * What the buddy is told at each step of their interview. Every mail about a time carries the
 * calendar file that adds, moves or removes it; the verdict is the buddy's status mail
 * (buddies/status-mails.ts). These mails are not rate-limited: each follows a learning expert's
 * own move (staff) and carries a calendar change, which decision 019 always sends.
 */

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
      told(`Your Buddies interview: ${when}`, {
        news: `${expert}, our learning expert, invites you to an interview about your application.`,
        details,
        note: CONTACT_NOTE,
      }),
    moved: () =>
      told(`Your Buddies interview has moved: ${when}`, {
        news: `${expert} moved your interview to a new time.`,
        details,
        note: CONTACT_NOTE,
      }),
    placed: () =>
      told(`Your Buddies interview has a new place: ${when}`, {
        news: `${expert} changed where your interview takes place.`,
        details,
        note: CONTACT_NOTE,
      }),
    cancelled: () =>
      told('Your Buddies interview is cancelled', {
        news: `${expert} cancelled your interview of ${when}.`,
        details: [],
        words: said?.reason,
        note: 'The calendar file attached takes it off your calendar. You will get a new invitation when a new time is set.',
      }),
    held: () =>
      told('Your Buddies interview took place earlier', {
        news: `${expert} held your interview earlier than the time planned${said?.plannedFor ? ` (${interviewWhen(said.plannedFor)})` : ''}.`,
        details,
        note: 'The calendar file attached moves it in your calendar to when it took place. The decision on your application comes in its own email.',
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
