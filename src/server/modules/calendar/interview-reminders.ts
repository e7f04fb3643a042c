import type { Database, Executor } from '../../db/client';
import { CONTACT_NOTE, mailToBuddy } from '../expert/interview-mail';
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
