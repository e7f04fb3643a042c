import type { Database, Executor } from '../../db/client';
import { mailToBuddy } from '../expert/interview-mail';
import { INTERVIEW_MAIL_TEXTS } from '../expert/texts';
import { interviewDetails } from '../expert/presenter';
import { claimInterviewReminder, interviewWithParties } from '../expert/reads';
import { interviewCalendarMail } from './interview-appointment';
import { reminderHandler, scheduleReminder, type ReminderKind } from './reminders';

export const INTERVIEW_REMINDER_TOPIC = 'interview-reminder';
const INTERVIEW_REMINDERS: ReminderKind = { topic: INTERVIEW_REMINDER_TOPIC, idKey: 'interviewId' };

/** On an invitation or a new time: the buddy is reminded a day before. */
export const scheduleInterviewReminder = (
  tx: Executor,
  interview: { id: string; startsAt: Date },
) => scheduleReminder(tx, INTERVIEW_REMINDERS, interview);

/** The reminder the day before, once, if the interview is still at that time. */
export const interviewReminderHandler = (db: Database) =>
  reminderHandler(db, INTERVIEW_REMINDERS, {
    claim: claimInterviewReminder,
    async mails(tx, interviewId) {
      const row = (await interviewWithParties(tx, interviewId))!;
      return [
        {
          ...mailToBuddy(row, INTERVIEW_MAIL_TEXTS.reminder.subject, {
            news: INTERVIEW_MAIL_TEXTS.reminder.news(row.expertName),
            details: interviewDetails(row),
            note: INTERVIEW_MAIL_TEXTS.contactNote,
          }),
          calendar: interviewCalendarMail(row, 'REQUEST'),
        },
      ];
    },
  });
