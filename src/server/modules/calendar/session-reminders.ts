import { createElement } from 'react';
import type { Database, Executor } from '../../db/client';
import { link } from '../../lib/links';
import type { Mail } from '../../lib/mailer';
import { renderMail } from '../../mails/render-mail';
import { ProposalMail } from '../../mails/proposal';
import { termLines } from '../sessions/presenter';
import { claimSessionReminder, sessionWithParties, type SessionRow } from '../sessions/reads';
import { appointmentTitle, calendarMail } from './calendar-file';
import { reminderHandler, scheduleReminder, type ReminderKind } from './reminders';
import { sessionAppointment, type CalendarViewer } from './session-appointment';
import { CALENDAR_MAIL_TEXTS } from './texts';

export const SESSION_REMINDER_TOPIC = 'session-reminder';
const SESSION_REMINDERS: ReminderKind = { topic: SESSION_REMINDER_TOPIC, idKey: 'sessionId' };

/** On booking: both sides are reminded a day before (reminders.ts). */
export const scheduleSessionReminder = (tx: Executor, session: { id: string; startsAt: Date }) =>
  scheduleReminder(tx, SESSION_REMINDERS, session);

const TEXTS = CALENDAR_MAIL_TEXTS.sessionReminder;

function reminderMail(row: SessionRow, side: CalendarViewer): Mail {
  const [to, name, other] =
    side === 'learner'
      ? [row.learnerEmail, row.learnerName, row.buddyName]
      : [row.buddyEmail, row.buddyName, row.learnerName];
  const appointment = sessionAppointment(row, side);
  const title = appointmentTitle(appointment);
  return {
    ...renderMail(
      to,
      TEXTS.subject(title),
      createElement(ProposalMail, {
        name,
        news: TEXTS.news(title),
        terms: termLines(row.session, side),
        note: TEXTS.note(other),
        link: link('/messages'),
      }),
    ),
    calendar: calendarMail(appointment, 'REQUEST', { name, email: to }),
  };
}

/**
 * Reminds both sides of a session, once, if it is still booked at the time the reminder was for
 * (sessions.reminded_at, set with the mails queued).
 */
export const sessionReminderHandler = (db: Database) =>
  reminderHandler(db, SESSION_REMINDERS, {
    claim: claimSessionReminder,
    async mails(tx, sessionId) {
      const row = (await sessionWithParties(tx, sessionId))!;
      return (['learner', 'buddy'] as const).map((side) => reminderMail(row, side));
    },
  });
