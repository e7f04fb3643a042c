import { createElement } from 'react';
import type { Executor } from '../../db/client';
import { enqueueMail } from '../../lib/mailer';
import { ProposalMail } from '../../mails/proposal';
import { renderMail } from '../../mails/render-mail';
import { appointmentTitle } from '../../lib/appointments/calendar-file';
import { sessionAppointment, sessionCalendarMail, type CalendarViewer } from './calendar';
import { termLines } from './presenter';
import type { SessionRow } from './repository';
import { scheduleReminder } from './reminders';

/** A change calendars follow: a session booked, or a booked session called off or moved. */
export type CalendarChange = 'request' | 'cancel';

export const METHOD_OF = { request: 'REQUEST', cancel: 'CANCEL' } as const;

/** The calendar file of a change, for the mail to one side. */
export const calendarOfChange = (
  row: SessionRow,
  side: CalendarViewer,
  change: CalendarChange,
  publicUrl: string,
) => sessionCalendarMail(row, side, METHOD_OF[change], publicUrl);

/**
 * After a change calendars follow, in its transaction (the other side's mail about the change
 * carries their file): the side who made it gets a short mail with theirs, and a booking (or a
 * booked session `changed` in place) schedules the reminders. One mail per person per change.
 * A booking `paid` for (decision 038) leads its learner to their receipt.
 */
export async function followCalendars(
  tx: Executor,
  row: SessionRow,
  by: CalendarViewer,
  change: CalendarChange,
  publicUrl: string,
  { changed = false, paid = false } = {},
) {
  const [to, name] =
    by === 'learner' ? [row.learnerEmail, row.learnerName] : [row.buddyEmail, row.buddyName];
  const title = appointmentTitle(sessionAppointment(row, by, publicUrl));
  const booked = change === 'request';
  const [subject, news] = changed
    ? [
        `Session changed: ${title}`,
        `Your session is changed: ${title}. The calendar file attached updates it in your calendar.`,
      ]
    : booked
      ? [
          `Session booked: ${title}`,
          `Your session is booked: ${title}. The calendar file attached adds it to your calendar.`,
        ]
      : row.session.status === 'cancelled'
        ? [
            `Session cancelled: ${title}`,
            `Your session is cancelled: ${title}. The calendar file attached takes it off your calendar.`,
          ]
        : [
            `Session no longer booked: ${title}`,
            `Your session is no longer booked: ${title}. The calendar file attached takes it off your calendar until a new time is agreed.`,
          ];
  await enqueueMail(tx, {
    ...renderMail(
      to,
      subject,
      createElement(ProposalMail, {
        name,
        news,
        terms: termLines(row.session),
        ...(paid && by === 'learner'
          ? { link: `${publicUrl}/learner/receipts/${row.session.id}`, action: 'View your receipt' }
          : { link: `${publicUrl}/messages` }),
      }),
    ),
    calendar: calendarOfChange(row, by, change, publicUrl),
  });
  if (booked) await scheduleReminder(tx, row.session);
}
