import { link } from '../../lib/links';
import type { MailCalendar } from '../../lib/mailer';
import { interviewDetails } from '../expert/presenter';
import { interviewsInCalendarOf, type InterviewRow } from '../expert/reads';
import type { Appointment, AppointmentSource } from './appointment';
import { calendarMail } from './calendar-file';
import { APPOINTMENT_TEXTS } from './texts';

/** The interview as the buddy has it in their calendar (decision 015): "Interview with <expert>". */
export function interviewAppointment(row: InterviewRow): Appointment {
  const i = row.interview;
  return {
    id: i.id,
    kind: 'interview',
    sequence: i.calendarSequence,
    startsAt: i.startsAt,
    endsAt: i.endsAt,
    what: APPOINTMENT_TEXTS.interview,
    counterpart: row.expertName,
    location: i.videoLink ?? i.place,
    details: interviewDetails(row),
    link: { label: APPOINTMENT_TEXTS.interviewLink, url: link('/buddy/dashboard') },
    ...(i.videoLink !== null && { url: i.videoLink }),
    cancelled: i.status === 'cancelled',
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  };
}

/** The calendar file of the buddy's mail about the interview: addressed to them alone. */
export const interviewCalendarMail = (
  row: InterviewRow,
  method: 'REQUEST' | 'CANCEL',
): MailCalendar =>
  calendarMail(interviewAppointment(row), method, {
    name: row.buddyName,
    email: row.buddyEmail,
  });

/** A buddy's interviews in their calendar feed. */
export const interviewAppointments: AppointmentSource = async (db, userId, startingIn, max) =>
  (await interviewsInCalendarOf(db, userId, startingIn, max)).map((row) =>
    interviewAppointment(row),
  );
