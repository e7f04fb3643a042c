import type { Executor } from '../../db/client';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import type { MoneyWords } from '../sessions/money-words';
import { partyOf, termLines } from '../sessions/presenter';
import type { SessionRow } from '../sessions/reads';
import { sessionMail } from '../sessions/session-mail';
import { appointmentTitle, METHOD_OF, type CalendarChange } from './calendar-file';
import {
  sessionAppointment,
  sessionCalendarMail,
  type CalendarViewer,
} from './session-appointment';
import { scheduleSessionReminder } from './session-reminders';
import { CALENDAR_MAIL_TEXTS } from './texts';

/** The calendar file of a change, for the mail to one side. */
export const calendarOfChange = (row: SessionRow, side: CalendarViewer, change: CalendarChange) =>
  sessionCalendarMail(row, side, METHOD_OF[change]);

/**
 * After a change calendars follow, in its transaction (the other side's mail about the change
 * carries their file): the side who made it gets a short mail with theirs, and a booking (or a
 * booked session `changed` in place) schedules the reminders. One mail per person per change.
 * It says what the change did to the money (`money`, decision 039): a paid booking leads its
 * learner to their receipt.
 */
export async function followCalendars(
  tx: Executor,
  row: SessionRow,
  by: CalendarViewer,
  change: CalendarChange,
  { changed = false, money = { lines: [] } }: { changed?: boolean; money?: MoneyWords } = {},
) {
  const title = appointmentTitle(sessionAppointment(row, by));
  const booked = change === 'request';
  const { subject, news } =
    CALENDAR_MAIL_TEXTS.session[changed ? 'changed' : booked ? 'booked' : 'cancelled'](title);
  await enqueueMail(tx, {
    ...sessionMail(partyOf(row, by), subject, {
      news,
      terms: termLines(row.session, by),
      money: money.lines,
      link: money.pay?.link ?? link('/messages'),
      ...(money.pay && { action: money.pay.action }),
    }),
    calendar: calendarOfChange(row, by, change),
  });
  if (booked) await scheduleSessionReminder(tx, row.session);
}
