import { createEvents, type EventAttributes, type HeaderAttributes } from 'ics';
import { AMSTERDAM_TIME_ZONE, amsterdamDate } from '../../../shared/amsterdam-time';
import { CALENDAR_TEXTS } from '../../../shared/calendar';
import { now } from '../../lib/clock';
import type { MailCalendar } from '../../lib/mailer';
import { termLines } from './presenter';
import type { SessionRow } from './repository';

/**
 * A session as calendars read it (decision 015), built with the `ics` library. One event per
 * session, whatever file or feed it is in: UID `<session id>@buddies`, SEQUENCE the session's
 * `calendarSequence` (one up on every change a calendar must follow), start and end as UTC
 * instants (`...Z`: unambiguous, each calendar shows them in its own zone; the description says
 * Amsterdam time). No email address of either side: the other side by name only.
 */

export type CalendarViewer = 'learner' | 'buddy';
/** PUBLISH: a file or feed to import; REQUEST and CANCEL: an invitation mail and its recall. */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const PRODUCT_ID = '-//Buddies//Sessions//EN';
/** How often subscribed calendars should look again (Apple and Outlook read these hints). */
const REFRESH = 'PT1H';

/**
 * What a user typed (names, places) on one line: no control characters and no line or paragraph
 * separator (U+2028, U+2029: some calendars break the line there) in a calendar file.
 */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** RFC 5545 3.1: content lines of at most 75 octets; a continuation starts with a space. */
const LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * Folds every content line at 75 octets of UTF-8, never inside a character. `ics` folds at 75
 * characters, which makes a line of '€' (3 octets) or of Greek (2) too long: its folds are
 * undone and made again.
 */
export function foldByOctets(ics: string): string {
  return ics
    .replace(/\r\n[\t ]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = utf8.encode(char).length;
        // A continuation's leading space counts too.
        if (octets + size > (parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

export const sessionUid = (sessionId: string) => `${sessionId}@buddies`;

/** Whom invitation mails come from: a no-reply address of our own host, never a user's. */
export const organizerOf = (publicUrl: string) => ({
  name: 'Buddies',
  email: `noreply@${new URL(publicUrl).hostname}`,
});

/** The side of `userId` in a session (the feed's rows are both kinds). */
export const viewerOf = (row: SessionRow, userId: string): CalendarViewer =>
  row.session.learnerId === userId ? 'learner' : 'buddy';

/** "Coffee Chats with Bo Bakker": the session as one side names it. */
export const sessionTitle = (row: SessionRow, viewer: CalendarViewer) =>
  `${oneLine(row.activityTitle)} with ${oneLine(viewer === 'learner' ? row.buddyName : row.learnerName)}`;

/**
 * The event of a session as one side sees it: "<Activity> with <the other side>", the meeting
 * place, the terms and a link to the messages. `cancelled` (a CANCEL file, or a session called
 * off) marks it STATUS:CANCELLED so that calendars drop it.
 */
export function sessionEvent(
  row: SessionRow,
  viewer: CalendarViewer,
  publicUrl: string,
  cancelled = row.session.status === 'cancelled',
): EventAttributes {
  const s = row.session;
  const title = sessionTitle(row, viewer);
  const link = `${publicUrl}/messages`;
  const description = [
    ...(cancelled ? ['This session is cancelled.'] : []),
    `${title}, booked on Buddies.`,
    ...termLines(s).map(oneLine),
    `Times are Amsterdam time (${AMSTERDAM_TIME_ZONE}).`,
    `Your messages: ${link}`,
  ].join('\n');
  // DTSTAMP from our clock: ics takes `timestamp` (its default is Date.now()) but leaves it untyped.
  const event: EventAttributes & { timestamp: number } = {
    uid: sessionUid(s.id),
    sequence: s.calendarSequence,
    timestamp: now().getTime(),
    start: s.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: s.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    location: oneLine(s.location),
    description,
    url: link,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    transp: cancelled ? 'TRANSPARENT' : 'OPAQUE',
    created: s.createdAt.getTime(),
    lastModified: s.updatedAt.getTime(),
  };
  return event;
}

function calendarOf(events: EventAttributes[], header: HeaderAttributes): string {
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, ...header });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return foldByOctets(value);
}

/**
 * One session's calendar file. PUBLISH (the download) names nobody's address. REQUEST and
 * CANCEL (mail attachments) are invitations as iTIP wants them: an ORGANIZER (our no-reply
 * address) and the recipient as the one ATTENDEE, already accepted (no answer expected): that is
 * what lets Gmail and Outlook add the event, and later remove it, by themselves. The recipient
 * sees their own address only.
 */
export function sessionCalendarFile(
  row: SessionRow,
  viewer: CalendarViewer,
  publicUrl: string,
  method: CalendarMethod,
  recipient?: { name: string; email: string },
): string {
  const event = sessionEvent(
    row,
    viewer,
    publicUrl,
    method === 'CANCEL' || row.session.status === 'cancelled',
  );
  if (method !== 'PUBLISH') {
    event.organizer = organizerOf(publicUrl);
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

/** The download's file name: the session's Amsterdam date. */
export const calendarFileName = (row: SessionRow) =>
  `buddies-session-${amsterdamDate(row.session.startsAt)}.ics`;

/** The calendar file a side's mail carries: addressed to that side alone. */
export function calendarMail(
  row: SessionRow,
  side: CalendarViewer,
  method: 'REQUEST' | 'CANCEL',
  publicUrl: string,
): MailCalendar {
  const recipient =
    side === 'learner'
      ? { name: row.learnerName, email: row.learnerEmail }
      : { name: row.buddyName, email: row.buddyEmail };
  return {
    filename: calendarFileName(row),
    method,
    content: sessionCalendarFile(row, side, publicUrl, method, recipient),
  };
}

/**
 * A user's calendar feed: their sessions as PUBLISH events (cancelled ones marked so that
 * subscribed calendars drop them), named "Buddies sessions", with refresh hints.
 */
export function feedCalendar(rows: SessionRow[], viewerUserId: string, publicUrl: string): string {
  const events = rows.map((row) => sessionEvent(row, viewerOf(row, viewerUserId), publicUrl));
  const file = calendarOf(events, { method: 'PUBLISH', calName: CALENDAR_TEXTS.feedName });
  // ics writes X-PUBLISHED-TTL (Outlook); REFRESH-INTERVAL is the RFC 7986 name (Apple).
  return file.replace(
    'X-PUBLISHED-TTL:PT1H\r\n',
    `X-PUBLISHED-TTL:${REFRESH}\r\nREFRESH-INTERVAL;VALUE=DURATION:${REFRESH}\r\nX-WR-TIMEZONE:${AMSTERDAM_TIME_ZONE}\r\n`,
  );
}
