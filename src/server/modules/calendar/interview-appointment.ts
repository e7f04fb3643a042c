import { formatInAmsterdam } from '../../../shared/amsterdam-time';
import { INTERVIEW_MINUTES } from '../../../shared/interviews';
import type { Appointment, AppointmentSource } from '../../lib/appointments/appointment';
import { calendarMail } from '../../lib/appointments/calendar-file';
import { link } from '../../lib/links';
import type { MailCalendar } from '../../lib/mailer';
import { calendarInterviewsOf, type InterviewRow } from './repository';

/** "Tuesday 1 December 2026 at 14:00": an interview's start in Amsterdam words. */
export const interviewWhen = (startsAt: Date) =>
  formatInAmsterdam(startsAt, "EEEE d MMMM yyyy 'at' HH:mm");

/**
 * Where, in words: the address, the video-call link, or, with neither, plainly that the expert
 * sends the details (never an invented place; decision 044).
 */
export const interviewWhereLine = (row: InterviewRow) =>
  row.interview.videoLink !== null
    ? `Video call: ${row.interview.videoLink}`
    : row.interview.place !== null
      ? `Where: ${row.interview.place}`
      : `Where: ${row.expertName} will send you the address or the video-call link before the interview.`;

/** The interview's particulars, for its mails and its calendar event. */
export const interviewDetails = (row: InterviewRow) => [
  `When: ${interviewWhen(row.interview.startsAt)} (Amsterdam time)`,
  `How long: ${INTERVIEW_MINUTES} minutes`,
  `With: ${row.expertName}, learning expert at Buddies`,
  interviewWhereLine(row),
];

/** The interview as the buddy has it in their calendar (decision 015): "Interview with <expert>". */
export function interviewAppointment(row: InterviewRow): Appointment {
  const i = row.interview;
  return {
    id: i.id,
    kind: 'interview',
    sequence: i.calendarSequence,
    startsAt: i.startsAt,
    endsAt: i.endsAt,
    what: 'Buddies interview',
    counterpart: row.expertName,
    location: i.videoLink ?? i.place,
    details: interviewDetails(row),
    link: { label: 'Your dashboard', url: link('/buddy/dashboard') },
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
  (await calendarInterviewsOf(db, userId, startingIn, max)).map((row) => interviewAppointment(row));
