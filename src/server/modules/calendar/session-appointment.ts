import { link } from '../../lib/links';
import type { MailCalendar } from '../../lib/mailer';
import { termLines } from '../sessions/presenter';
import { sessionsInCalendarOf, type SessionRow } from '../sessions/reads';
import type { Appointment, AppointmentSource } from './appointment';
import { calendarMail } from './calendar-file';
import { APPOINTMENT_TEXTS } from './texts';

/** A session as its learner or its buddy has it in their calendar (decision 015). */

export type CalendarViewer = 'learner' | 'buddy';

/** The side of `userId` in a session (the feed's rows are both kinds). */
export const viewerOf = (row: SessionRow, userId: string): CalendarViewer =>
  row.session.learnerId === userId ? 'learner' : 'buddy';

/**
 * The session as one side sees it: "<Activity> with <the other side>", the meeting place, the
 * terms and a link to the messages; called off once cancelled.
 */
export function sessionAppointment(row: SessionRow, viewer: CalendarViewer): Appointment {
  const s = row.session;
  return {
    id: s.id,
    kind: 'session',
    sequence: s.calendarSequence,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    what: row.activityTitle,
    counterpart: viewer === 'learner' ? row.buddyName : row.learnerName,
    location: s.location,
    details: termLines(s, viewer),
    link: { label: APPOINTMENT_TEXTS.sessionLink, url: link('/messages') },
    cancelled: s.status === 'cancelled',
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** The calendar file a side's mail carries: addressed to that side alone. */
export const sessionCalendarMail = (
  row: SessionRow,
  side: CalendarViewer,
  method: 'REQUEST' | 'CANCEL',
): MailCalendar =>
  calendarMail(
    sessionAppointment(row, side),
    method,
    side === 'learner'
      ? { name: row.learnerName, email: row.learnerEmail }
      : { name: row.buddyName, email: row.buddyEmail },
  );

/** A user's sessions in their calendar feed, as learner or buddy. */
export const sessionAppointments: AppointmentSource = async (db, userId, startingIn, max) =>
  (await sessionsInCalendarOf(db, userId, startingIn, max)).map((row) =>
    sessionAppointment(row, viewerOf(row, userId)),
  );
