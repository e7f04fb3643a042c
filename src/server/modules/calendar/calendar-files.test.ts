import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPublicUrl } from '../../lib/links';
import type { SessionRow } from '../sessions/reads';
import { appointmentFile, feedCalendar } from './calendar-file';
import { sessionAppointment, viewerOf, type CalendarViewer } from './session-appointment';

const URL = 'https://buddies.example';
const LEARNER = 'lea@example.com';
const BUDDY = 'bo@example.com';

/** A session row as the repository reads it: `startsAt` an instant, 60 minutes. */
function rowAt(startsAt: string, changes: Partial<SessionRow['session']> = {}): SessionRow {
  const start = new Date(startsAt);
  return {
    session: {
      id: '6f1c1c3e-8a7e-4a43-9d57-1d2d0f3b6a10',
      learnerId: 'l-1',
      buddyId: 'b-1',
      activityId: 'coffee-chats',
      status: 'approved',
      startsAt: start,
      endsAt: new Date(start.getTime() + 60 * 60_000),
      durationMinutes: 60,
      location: 'Café de Jaren,\nNieuwe Doelenstraat 20',
      priceCents: 2500,
      rateMinCents: 2500,
      rateMaxCents: 2500,
      message: 'Coffee?',
      buddyResponse: null,
      counterStartsAt: null,
      counterDurationMinutes: null,
      counterLocation: null,
      counterPriceCents: null,
      moveStatus: null,
      moveBy: null,
      moveStartsAt: null,
      moveEndsAt: null,
      moveDurationMinutes: null,
      moveLocation: null,
      movePriceCents: null,
      moveReason: null,
      moveAskedAt: null,
      learnerConfirmedAt: null,
      buddyConfirmedAt: null,
      learnerReportedAt: null,
      buddyReportedAt: null,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      moderatorNotifiedAt: null,
      moderatorNotifiedBy: null,
      remindedAt: null,
      calendarSequence: 1,
      withinAvailability: false,
      createdAt: new Date('2026-01-01T10:00:00Z'),
      updatedAt: new Date('2026-01-01T10:00:00Z'),
      ...changes,
    },
    learnerName: 'Lea Learner',
    learnerEmail: LEARNER,
    buddyName: 'Bo Buddy',
    buddyEmail: BUDDY,
    buddySlug: 'bo',
    activityTitle: 'Coffee Chats',
    reviewId: null,
  };
}

/** One side's file of a session, as the download and the mails make it. */
const sessionCalendarFile = (
  row: SessionRow,
  viewer: CalendarViewer,
  method: Parameters<typeof appointmentFile>[1],
  recipient?: { name: string; email: string },
) => appointmentFile(sessionAppointment(row, viewer), method, recipient);

/** A user's feed of sessions, as the calendar feed makes it. */
const sessionFeed = (rows: SessionRow[], userId: string) =>
  feedCalendar(rows.map((row) => sessionAppointment(row, viewerOf(row, userId))));

/** The file's lines, folded lines joined again. */
const lines = (ics: string) => ics.replace(/\r\n[\t ]/g, '').split('\r\n');

describe('calendar files', () => {
  beforeAll(() => setPublicUrl(URL));
  afterAll(() => setPublicUrl('http://localhost:3000'));

  it('give UTC instants for Amsterdam summer and winter times, and the time zone in words', () => {
    // 14:00 in Amsterdam: 12:00Z in summer (CEST), 13:00Z in winter (CET).
    const summer = lines(sessionCalendarFile(rowAt('2026-07-01T12:00:00Z'), 'learner', 'PUBLISH'));
    expect(summer).toContain('DTSTART:20260701T120000Z');
    expect(summer).toContain('DTEND:20260701T130000Z');
    const winter = lines(sessionCalendarFile(rowAt('2026-12-01T13:00:00Z'), 'learner', 'PUBLISH'));
    expect(winter).toContain('DTSTART:20261201T130000Z');
    expect(winter.join('\n')).toContain('Tuesday 1 December 2026 at 14:00 (Amsterdam time)');
    expect(winter.join('\n')).toContain('Europe/Amsterdam');
  });

  it('name the event per side, with a stable UID, the place and no email address', () => {
    const row = rowAt('2026-07-01T12:00:00Z');
    const learner = sessionCalendarFile(row, 'learner', 'PUBLISH');
    const buddy = sessionCalendarFile(row, 'buddy', 'PUBLISH');
    expect(lines(learner)).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        `UID:${row.session.id}@buddies`,
        'SEQUENCE:1',
        'SUMMARY:Coffee Chats with Bo Buddy',
        'LOCATION:Café de Jaren\\, Nieuwe Doelenstraat 20',
        'STATUS:CONFIRMED',
        `URL:${URL}/messages`,
      ]),
    );
    expect(lines(buddy)).toContain('SUMMARY:Coffee Chats with Lea Learner');
    for (const file of [learner, buddy]) expect(file).not.toMatch(/@example\.com|mailto/i);
  });

  it('invite the recipient alone, and cancel with a higher SEQUENCE', () => {
    const booked = rowAt('2026-07-01T12:00:00Z');
    const request = sessionCalendarFile(booked, 'buddy', 'REQUEST', {
      name: 'Bo Buddy',
      email: BUDDY,
    });
    expect(lines(request)).toContain('METHOD:REQUEST');
    expect(request).toContain(`mailto:${BUDDY}`);
    expect(request).toContain('MAILTO:noreply@buddies.example');
    expect(request).not.toContain(LEARNER);

    const called = rowAt('2026-07-01T12:00:00Z', { status: 'cancelled', calendarSequence: 2 });
    const cancel = lines(sessionCalendarFile(called, 'learner', 'CANCEL'));
    expect(cancel).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2']),
    );
    expect(cancel.join('\n')).not.toMatch(/@example\.com/);
  });

  it('make a feed of both sides and cancelled sessions, with a name and refresh hints', () => {
    const feed = lines(
      sessionFeed(
        [
          rowAt('2026-07-01T12:00:00Z'),
          rowAt('2026-07-02T12:00:00Z', { id: 'other', learnerId: 'x', buddyId: 'l-1' }),
          rowAt('2026-07-03T12:00:00Z', { id: 'gone', status: 'cancelled' }),
        ],
        'l-1',
      ),
    );
    expect(feed).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Buddies sessions',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'SUMMARY:Coffee Chats with Bo Buddy',
        'SUMMARY:Coffee Chats with Lea Learner',
        'UID:gone@buddies',
        'STATUS:CANCELLED',
      ]),
    );
    expect(feed.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines(sessionFeed([], 'l-1'))).toContain('X-WR-CALNAME:Buddies sessions');
  });

  it('fold at 75 octets, never inside a character, and read back exactly in a real parser', () => {
    const row = rowAt('2026-07-01T12:00:00Z', {
      location: `Кафе «Ленинград» — € 25 за час,\u2028у канала Принсенграхт 1\u2029${'€'.repeat(40)}`,
      priceCents: 123_456_789,
    });
    row.buddyName = 'Σοφία Παπαδοπούλου-Καραγιαννοπούλου 東京都千代田区の喫茶店で会いましょう';
    const files = [
      sessionCalendarFile(row, 'learner', 'PUBLISH'),
      sessionCalendarFile(row, 'learner', 'REQUEST', {
        name: row.learnerName,
        email: LEARNER,
      }),
      sessionFeed([row], 'l-1'),
    ];
    const fatal = new TextDecoder('utf-8', { fatal: true });
    for (const file of files) {
      const bytes = Buffer.from(file, 'utf8');
      let start = 0;
      for (let i = 0; i <= bytes.length; i++) {
        if (i < bytes.length && !(bytes[i] === 0x0d && bytes[i + 1] === 0x0a)) continue;
        const line = bytes.subarray(start, i);
        expect(line.length).toBeLessThanOrEqual(75);
        expect(() => fatal.decode(line)).not.toThrow();
        start = i + 2;
      }
      const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('summary')).toBe(`Coffee Chats with ${row.buddyName}`);
      expect(event.getFirstPropertyValue('location')).toBe(
        `Кафе «Ленинград» — € 25 за час, у канала Принсенграхт 1 ${'€'.repeat(40)}`,
      );
      const description = String(event.getFirstPropertyValue('description'));
      expect(description).toContain('Price: €1234567.89');
      expect(description).not.toMatch(/[\u2028\u2029]/);
    }
  });
});
