import { createEvents, type EventAttributes, type HeaderAttributes } from 'ics';
import { AMSTERDAM_TIME_ZONE, amsterdamDate } from '../../../shared/amsterdam-time';
import { CALENDAR_TEXTS } from '../../../shared/calendar';
import { foldByOctets } from '../../lib/calendar-lines';
import { now } from '../../lib/clock';
import { ownHostname } from '../../lib/links';
import type { MailCalendar } from '../../lib/mailer';
import type { Appointment } from './appointment';

/**
 * An appointment as calendars read it (decision 015), built with the `ics` library. One event per
 * appointment, whatever file or feed it is in: UID `<id>@buddies`, SEQUENCE the appointment's
 * sequence, start and end as UTC instants (`...Z`: unambiguous, each calendar shows them in its
 * own zone; the description says Amsterdam time). No email address of the counterpart.
 */

/** How calendar files and feeds are served. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** PUBLISH: a file or feed to import; REQUEST and CANCEL: an invitation mail and its recall. */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** A change calendars follow: an appointment booked (or moved, or changed), or called off. */
export type CalendarChange = 'request' | 'cancel';

export const METHOD_OF = { request: 'REQUEST', cancel: 'CANCEL' } as const;

const PRODUCT_ID = '-//Buddies//Sessions//EN';
/** How often subscribed calendars should look again (Apple and Outlook read these hints). */
const REFRESH = 'PT1H';

/**
 * What a user typed (names, places) on one line: no control characters and no line or paragraph
 * separator (U+2028, U+2029: some calendars break the line there) in a calendar file.
 */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

export const appointmentUid = (id: string) => `${id}@buddies`;

/** Whom invitation mails come from: a no-reply address of our own host, never a user's. */
export const organizer = () => ({
  name: 'Buddies',
  email: `noreply@${ownHostname()}`,
});

/** "Coffee Chats with Bo Bakker": the appointment as its viewer names it. */
export const appointmentTitle = (a: Appointment) =>
  `${oneLine(a.what)} with ${oneLine(a.counterpart)}`;

/** The file name of a download or attachment: the kind and the Amsterdam date. */
export const calendarFileName = (a: Appointment) =>
  `buddies-${a.kind}-${amsterdamDate(a.startsAt)}.ics`;

/**
 * The event of an appointment: "<what> with <counterpart>", the place, the details and the link.
 * `cancelled` (a CANCEL file, or an appointment called off) marks it STATUS:CANCELLED so that
 * calendars drop it.
 */
function appointmentEvent(a: Appointment, cancelled = a.cancelled): EventAttributes {
  const title = appointmentTitle(a);
  const description = [
    ...(cancelled ? [`This ${a.kind} is cancelled.`] : []),
    `${title}, booked on Buddies.`,
    ...a.details.map(oneLine),
    `Times are Amsterdam time (${AMSTERDAM_TIME_ZONE}).`,
    `${a.link.label}: ${a.link.url}`,
  ].join('\n');
  // DTSTAMP from our clock: ics takes `timestamp` (its default is Date.now()) but leaves it untyped.
  const event: EventAttributes & { timestamp: number } = {
    uid: appointmentUid(a.id),
    sequence: a.sequence,
    timestamp: now().getTime(),
    start: a.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: a.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    ...(a.location !== null && { location: oneLine(a.location) }),
    description,
    url: a.url ?? a.link.url,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    transp: cancelled ? 'TRANSPARENT' : 'OPAQUE',
    created: a.createdAt.getTime(),
    lastModified: a.updatedAt.getTime(),
  };
  return event;
}

function calendarOf(events: EventAttributes[], header: HeaderAttributes): string {
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, ...header });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return foldByOctets(value);
}

export interface Recipient {
  name: string;
  email: string;
}

/**
 * One appointment's calendar file. PUBLISH (the download) names nobody's address. REQUEST and
 * CANCEL (mail attachments) are invitations as iTIP wants them: an ORGANIZER (our no-reply
 * address) and the recipient as the one ATTENDEE, already accepted (no answer expected): that is
 * what lets Gmail and Outlook add the event, and later remove it, by themselves. The recipient
 * sees their own address only.
 */
export function appointmentFile(
  a: Appointment,
  method: CalendarMethod,
  recipient?: Recipient,
): string {
  const event = appointmentEvent(a, method === 'CANCEL' || a.cancelled);
  if (method !== 'PUBLISH') {
    event.organizer = organizer();
    if (recipient) {
      event.attendees = [
        {
          // A parameter value cannot hold a double quote (RFC 5545 3.1); ics would escape it.
          name: oneLine(recipient.name).replaceAll('"', "'"),
          email: recipient.email,
          rsvp: false,
          partstat: 'ACCEPTED',
          role: 'REQ-PARTICIPANT',
        },
      ];
    }
  }
  return calendarOf([event], { method });
}

/** The calendar file a mail carries: addressed to its recipient alone. */
export const calendarMail = (
  a: Appointment,
  method: 'REQUEST' | 'CANCEL',
  recipient: Recipient,
): MailCalendar => ({
  filename: calendarFileName(a),
  method,
  content: appointmentFile(a, method, recipient),
});

/**
 * A user's calendar feed: their appointments as PUBLISH events (cancelled ones marked so that
 * subscribed calendars drop them), named "Buddies sessions", with refresh hints.
 */
export function feedCalendar(appointments: Appointment[]): string {
  const events = appointments.map((a) => appointmentEvent(a));
  const file = calendarOf(events, { method: 'PUBLISH', calName: CALENDAR_TEXTS.feedName });
  // ics writes X-PUBLISHED-TTL (Outlook); REFRESH-INTERVAL is the RFC 7986 name (Apple).
  return file.replace(
    'X-PUBLISHED-TTL:PT1H\r\n',
    `X-PUBLISHED-TTL:${REFRESH}\r\nREFRESH-INTERVAL;VALUE=DURATION:${REFRESH}\r\nX-WR-TIMEZONE:${AMSTERDAM_TIME_ZONE}\r\n`,
  );
}
