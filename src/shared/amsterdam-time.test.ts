import { describe, expect, it } from 'vitest';
import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  amsterdamIsoWeekday,
  amsterdamTime,
  startOfAmsterdamDay,
  startOfAmsterdamWeek,
} from './amsterdam-time';
import { formatInAmsterdam } from './format-date';

// Tests run with TZ=UTC: every expectation below is an instant in UTC (Z) and must not depend on
// the machine's zone. 2026: summer time from 29 March 02:00 (-> 03:00) to 25 October 03:00 (-> 02:00).
const utc = (iso: string) => new Date(iso);

describe('amsterdamInstant', () => {
  it('reads winter and summer wall-clock times with their own offsets', () => {
    expect(amsterdamInstant('2026-01-15', '09:00')).toEqual(utc('2026-01-15T08:00:00Z'));
    expect(amsterdamInstant('2026-07-15', '09:00')).toEqual(utc('2026-07-15T07:00:00Z'));
  });

  it('takes the times on either side of spring forward (29 March 2026)', () => {
    expect(amsterdamInstant('2026-03-29', '01:59')).toEqual(utc('2026-03-29T00:59:00Z'));
    expect(amsterdamInstant('2026-03-29', '03:00')).toEqual(utc('2026-03-29T01:00:00Z'));
  });

  it('moves a nonexistent time (02:30 when clocks go forward) on by the hour skipped', () => {
    const at = amsterdamInstant('2026-03-29', '02:30');
    expect(at).toEqual(utc('2026-03-29T01:30:00Z'));
    expect(amsterdamTime(at)).toBe('03:30');
  });

  it('takes the first of an ambiguous time (02:30 when clocks go back, 25 October 2026)', () => {
    expect(amsterdamInstant('2026-10-25', '02:30')).toEqual(utc('2026-10-25T00:30:00Z'));
    // The hour after the repeat is winter time again, and unambiguous.
    expect(amsterdamInstant('2026-10-25', '03:00')).toEqual(utc('2026-10-25T02:00:00Z'));
    expect(amsterdamInstant('2026-10-25', '01:59')).toEqual(utc('2026-10-24T23:59:00Z'));
  });

  // 35,000 conversions: a second alone, longer while typecheck and lint share the two cores.
  it(
    'gives back every half hour of two years from its date and time, but a repeated hour’s second pass',
    { timeout: 60_000 },
    () => {
      const HALF_HOUR = 30 * 60_000;
      const wrong: string[] = [];
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += HALF_HOUR) {
        const at = new Date(ms);
        const read = amsterdamInstant(amsterdamDate(at), amsterdamTime(at)).getTime();
        const repeated = amsterdamTime(new Date(ms - 2 * HALF_HOUR)) === amsterdamTime(at);
        if (read !== (repeated ? ms - 2 * HALF_HOUR : ms)) wrong.push(at.toISOString());
      }
      expect(wrong).toEqual([]);
    },
  );

  it('reads midnight at a year end', () => {
    expect(amsterdamInstant('2027-01-01', '00:00')).toEqual(utc('2026-12-31T23:00:00Z'));
  });

  it('refuses malformed and nonexistent dates rather than rolling them over', () => {
    expect(() => amsterdamInstant('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => amsterdamInstant('2026-2-3', '10:00')).toThrow(RangeError);
    expect(() => amsterdamInstant('2026-02-03', '24:00')).toThrow(RangeError);
    expect(() => amsterdamInstant('2026-02-03', '9:00')).toThrow(RangeError);
  });
});

describe('amsterdamDate and amsterdamTime', () => {
  it('give the Amsterdam date of an instant that is still the previous day in UTC', () => {
    const newYear = utc('2026-12-31T23:30:00Z');
    expect(amsterdamDate(newYear)).toBe('2027-01-01');
    expect(amsterdamTime(newYear)).toBe('00:30');
  });

  it('show the repeated hour twice when clocks go back', () => {
    expect(amsterdamTime(utc('2026-10-25T00:30:00Z'))).toBe('02:30');
    expect(amsterdamTime(utc('2026-10-25T01:30:00Z'))).toBe('02:30');
    expect(formatInAmsterdam(utc('2026-10-25T00:30:00Z'), 'HH:mm xxx')).toBe('02:30 +02:00');
    expect(formatInAmsterdam(utc('2026-10-25T01:30:00Z'), 'HH:mm xxx')).toBe('02:30 +01:00');
  });

  it('read what Intl reads, minute by minute through both clock changes and over two centuries', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const read = (at: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    };
    const minutes = (from: string, count: number) =>
      Array.from({ length: count }, (_, i) => new Date(utc(from).getTime() + i * 60_000));
    const instants = [
      ...minutes('2026-03-28T22:00:00Z', 6 * 60),
      ...minutes('2026-10-24T22:00:00Z', 6 * 60),
      // 1937: the offset went from +00:19:32 to +00:20; 1940: to German time.
      ...minutes('1937-06-30T20:00:00Z', 6 * 60),
      ...Array.from({ length: 2000 }, (_, i) => new Date(Date.UTC(1900, 0, 1) + i * 3_155_695_211)),
    ];
    // One assertion over all of them: an expect per instant costs more than the readings.
    const differing = instants
      .map((at) => ({ at: at.toISOString(), ours: `${amsterdamDate(at)} ${amsterdamTime(at)}` }))
      .filter(({ at, ours }) => ours !== read(new Date(at)));
    expect(differing).toEqual([]);
  });

  it('round-trip with amsterdamInstant', () => {
    const at = amsterdamInstant('2026-06-01', '18:45');
    expect([amsterdamDate(at), amsterdamTime(at)]).toEqual(['2026-06-01', '18:45']);
    expect(formatInAmsterdam(at, 'EEEE d MMMM yyyy')).toBe('Monday 1 June 2026');
  });
});

describe('startOfAmsterdamDay', () => {
  it('is Amsterdam midnight, an hour or two before UTC midnight', () => {
    expect(startOfAmsterdamDay(utc('2026-01-15T12:00:00Z'))).toEqual(utc('2026-01-14T23:00:00Z'));
    expect(startOfAmsterdamDay(utc('2026-07-15T12:00:00Z'))).toEqual(utc('2026-07-14T22:00:00Z'));
  });

  it('starts the 23-hour spring-forward day in winter time', () => {
    const start = startOfAmsterdamDay(utc('2026-03-29T20:00:00Z'));
    expect(start).toEqual(utc('2026-03-28T23:00:00Z'));
    const next = startOfAmsterdamDay(utc('2026-03-30T12:00:00Z'));
    expect(next.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });

  it('starts the 25-hour fall-back day in summer time', () => {
    const start = startOfAmsterdamDay(utc('2026-10-25T22:00:00Z'));
    expect(start).toEqual(utc('2026-10-24T22:00:00Z'));
    const next = startOfAmsterdamDay(utc('2026-10-26T12:00:00Z'));
    expect(next.getTime() - start.getTime()).toBe(25 * 3_600_000);
  });

  it('goes by the Amsterdam day, not the UTC day, just after midnight', () => {
    expect(startOfAmsterdamDay(utc('2026-12-31T23:30:00Z'))).toEqual(utc('2026-12-31T23:00:00Z'));
  });
});

describe('startOfAmsterdamWeek and amsterdamIsoWeekday', () => {
  it('start a week on Monday at Amsterdam midnight', () => {
    // Thursday 15 January 2026.
    expect(startOfAmsterdamWeek(utc('2026-01-15T12:00:00Z'))).toEqual(utc('2026-01-11T23:00:00Z'));
    // On the Monday itself, and just after its midnight (still Sunday in UTC).
    expect(startOfAmsterdamWeek(utc('2026-01-11T23:00:00Z'))).toEqual(utc('2026-01-11T23:00:00Z'));
  });

  it('count Sunday as the last day of the week, not the first', () => {
    const sunday = utc('2026-01-18T20:00:00Z');
    expect(amsterdamIsoWeekday(sunday)).toBe(7);
    expect(startOfAmsterdamWeek(sunday)).toEqual(utc('2026-01-11T23:00:00Z'));
  });

  it('start a week that crosses a month end in the earlier month', () => {
    // Monday 30 November .. Sunday 6 December 2026.
    expect(amsterdamDate(startOfAmsterdamWeek(utc('2026-12-03T10:00:00Z')))).toBe('2026-11-30');
  });

  it('start the week of 28 December 2026 .. 3 January 2027 on Monday 28 December', () => {
    const weekStart = utc('2026-12-27T23:00:00Z');
    // Sunday 3 January 23:59 in Amsterdam is its last minute.
    expect(startOfAmsterdamWeek(utc('2027-01-03T22:59:00Z'))).toEqual(weekStart);
    // Friday 1 January 00:30 in Amsterdam (still 31 December in UTC) is in that week.
    expect(startOfAmsterdamWeek(utc('2026-12-31T23:30:00Z'))).toEqual(weekStart);
    expect(amsterdamIsoWeekday(utc('2026-12-31T23:30:00Z'))).toBe(5);
    // Monday 4 January 00:30 in Amsterdam (still Sunday in UTC) starts the next week.
    expect(amsterdamIsoWeekday(utc('2027-01-03T23:30:00Z'))).toBe(1);
    expect(startOfAmsterdamWeek(utc('2027-01-03T23:30:00Z'))).toEqual(utc('2027-01-03T23:00:00Z'));
  });

  it('start the weeks holding a DST change at midnight in the zone of their Monday', () => {
    // Spring forward on Sunday 29 March: its week began on Monday 23 March in winter time.
    expect(startOfAmsterdamWeek(utc('2026-03-29T12:00:00Z'))).toEqual(utc('2026-03-22T23:00:00Z'));
    // Fall back on Sunday 25 October: its week began on Monday 19 October in summer time.
    expect(startOfAmsterdamWeek(utc('2026-10-25T12:00:00Z'))).toEqual(utc('2026-10-18T22:00:00Z'));
  });
});

describe('addAmsterdamDays', () => {
  it('keeps the wall-clock time across spring forward: 23 hours later', () => {
    const saturday = amsterdamInstant('2026-03-28', '10:00');
    const sunday = addAmsterdamDays(saturday, 1);
    expect(sunday).toEqual(utc('2026-03-29T08:00:00Z'));
    expect(amsterdamTime(sunday)).toBe('10:00');
    expect(sunday.getTime() - saturday.getTime()).toBe(23 * 3_600_000);
  });

  it('keeps the wall-clock time across fall back: 25 hours later', () => {
    const saturday = amsterdamInstant('2026-10-24', '10:00');
    const sunday = addAmsterdamDays(saturday, 1);
    expect(sunday).toEqual(utc('2026-10-25T09:00:00Z'));
    expect(sunday.getTime() - saturday.getTime()).toBe(25 * 3_600_000);
  });

  it('repeats a weekly session across a year end and back', () => {
    const monday = amsterdamInstant('2026-12-21', '19:30');
    const weekly = [0, 1, 2].map((week) => addAmsterdamDays(monday, 7 * week));
    expect(weekly.map((at) => `${amsterdamDate(at)} ${amsterdamTime(at)}`)).toEqual([
      '2026-12-21 19:30',
      '2026-12-28 19:30',
      '2027-01-04 19:30',
    ]);
    expect(addAmsterdamDays(weekly[2]!, -14)).toEqual(monday);
  });

  it('moves a weekly time that falls in the skipped hour on, as amsterdamInstant does', () => {
    const sunday = amsterdamInstant('2026-03-22', '02:30');
    expect(addAmsterdamDays(sunday, 7)).toEqual(amsterdamInstant('2026-03-29', '02:30'));
  });
});
