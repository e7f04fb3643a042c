import { createElement } from 'react';
import type { Database, Executor } from '../../db/client';
import {
  reminderHandler,
  scheduleReminder,
  type ReminderKind,
} from '../../lib/appointments/reminders';
import { link } from '../../lib/links';
import { enqueueMail, type Mail } from '../../lib/mailer';
import { InterviewMail, type InterviewMailProps } from '../../mails/interview';
import { renderMail } from '../../mails/render-mail';
import { interviewCalendarMail, interviewDetails, interviewWhen } from './calendar';
import { findInterview, markInterviewReminded, type InterviewRow } from './repository';

/**
 * What the buddy is told at each step of their interview. Every mail about a time carries the
 * calendar file that adds, moves or removes it; the verdict is the buddy's status mail
 * (buddies/status-mails.ts). These mails are not rate-limited: each follows a learning expert's
 * own move (staff) and carries a calendar change, which decision 019 always sends.
 */

export const INTERVIEW_REMINDER_TOPIC = 'interview-reminder';
const INTERVIEW_REMINDERS: ReminderKind = { topic: INTERVIEW_REMINDER_TOPIC, idKey: 'interviewId' };

function mailToBuddy(
  row: InterviewRow,
  subject: string,
  props: Omit<InterviewMailProps, 'name' | 'link' | 'action'>,
): Mail {
  return renderMail(
    row.buddyEmail,
    subject,
    createElement(InterviewMail, {
      name: row.buddyName,
      link: link('/buddy/dashboard'),
      action: 'Open your dashboard',
      ...props,
    }),
  );
}

/*
 * A candidate has no conversation with the expert to answer in (a buddy writes only to people
 * who wrote to them first): they reach the team through Contact Moderator on their dashboard.
 */
const CONTACT_NOTE =
  'The calendar file attached adds it to your calendar. If this time does not suit you, tell us through Contact Moderator on your dashboard.';

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
    await scheduleReminder(tx, INTERVIEW_REMINDERS, row.interview);
  }
}

/** The reminder the day before, once, if the interview is still at that time. */
export const interviewReminderHandler = (db: Database) =>
  reminderHandler(db, INTERVIEW_REMINDERS, {
    claim: markInterviewReminded,
    async mails(tx, interviewId) {
      const row = (await findInterview(tx, interviewId))!;
      return [
        {
          ...mailToBuddy(row, 'Reminder: your Buddies interview tomorrow', {
            news: `Your interview with ${row.expertName} is coming up in about 24 hours.`,
            details: interviewDetails(row),
            note: CONTACT_NOTE,
          }),
          calendar: interviewCalendarMail(row, 'REQUEST'),
        },
      ];
    },
  });
