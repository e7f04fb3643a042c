import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  openTimes,
  overlappingSlot,
  slotProblem,
  slotTimes,
  startTimes,
  allSlotTimes,
  isInsideOpenTime,
  lastSlotDate,
  mergeTimes,
  AVAILABILITY_TEXTS,
  type AvailabilitySlot,
  type TimeRange,
} from './availability';

const slot = (over: Partial<AvailabilitySlot> = {}): AvailabilitySlot => ({
  day: 0,
  startTime: '09:00',
  endTime: '11:00',
  startsOn: '2026-03-16',
  repeat: { type: 'weekly', frequency: 1, duration: 3 },
  ...over,
});
const iso = (times: TimeRange[]) => times.map((t) => [t.start.toISOString(), t.end.toISOString()]);
const at = (text: string) => new Date(text);
const range = (start: string, end: string): TimeRange => ({ start: at(start), end: at(end) });
const YEAR = range('2026-01-01T00:00:00Z', '2028-01-01T00:00:00Z');

describe('a slot’s last date', () => {
  it('is the date of its last time, however it repeats; its first time is on its first day', () => {
    fc.assert(
      fc.property(
        fc.record({
          day: fc.integer({ min: 0, max: 6 }),
          startsOn: fc
            .date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          type: fc.constantFrom('none', 'weekly', 'monthly'),
          frequency: fc.integer({ min: 1, max: 7 }),
          duration: fc.integer({ min: 1, max: 52 }),
        }),
        ({ day, startsOn, type, frequency, duration }) => {
          const s = slot({ day, startsOn, repeat: { type, frequency, duration } });
          const dates = allSlotTimes(s).map((time) => time.start.toISOString().slice(0, 10));
          const firstDay = new Date(`${startsOn}T00:00:00Z`);
          firstDay.setUTCDate(firstDay.getUTCDate() + ((day - firstDay.getUTCDay() + 8) % 7));
          expect(dates[0]).toBe(firstDay.toISOString().slice(0, 10));
          expect(lastSlotDate(s)).toBe(dates.at(-1));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a slot repeated weekly', () => {
  it('keeps its Amsterdam time across the change to summer time', () => {
    expect(iso(slotTimes(slot(), YEAR))).toEqual([
      ['2026-03-16T08:00:00.000Z', '2026-03-16T10:00:00.000Z'],
      ['2026-03-23T08:00:00.000Z', '2026-03-23T10:00:00.000Z'],
      // 29 March: clocks go forward; 09:00 is now 07:00 UTC.
      ['2026-03-30T07:00:00.000Z', '2026-03-30T09:00:00.000Z'],
    ]);
  });

  it('and back to winter time', () => {
    const times = slotTimes(
      slot({
        day: 6,
        startsOn: '2026-10-18',
        repeat: { type: 'weekly', frequency: 1, duration: 2 },
      }),
      YEAR,
    );
    expect(iso(times)).toEqual([
      ['2026-10-18T07:00:00.000Z', '2026-10-18T09:00:00.000Z'],
      // Sunday 25 October, the day the clocks go back: 09:00 is 08:00 UTC.
      ['2026-10-25T08:00:00.000Z', '2026-10-25T10:00:00.000Z'],
    ]);
  });

  it('falls on as many days from its own as it repeats a week, over the week end', () => {
    const times = allSlotTimes(
      slot({
        day: 5,
        startsOn: '2026-12-24',
        repeat: { type: 'weekly', frequency: 3, duration: 2 },
      }),
    );
    // Saturday, Sunday, Monday twice, across the year end.
    expect(times.map((t) => t.start.toISOString().slice(0, 10))).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });

  it('starts on its day from its first date, and leaves out days off', () => {
    const times = slotTimes(
      slot({ day: 2, startsOn: '2026-03-19' }),
      YEAR,
      new Set(['2026-04-01']),
    );
    expect(times.map((t) => t.start.toISOString().slice(0, 10))).toEqual([
      '2026-03-25',
      '2026-04-08',
    ]);
  });

  it('answers only the times inside the window asked for', () => {
    const times = slotTimes(slot(), range('2026-03-20T00:00:00Z', '2026-03-24T00:00:00Z'));
    expect(iso(times)).toEqual([['2026-03-23T08:00:00.000Z', '2026-03-23T10:00:00.000Z']]);
  });
});

describe('a slot repeated monthly', () => {
  it("falls on the month's first weekdays of its kind, over the year end and month ends", () => {
    const times = allSlotTimes(
      slot({ startsOn: '2026-12-01', repeat: { type: 'monthly', frequency: 2, duration: 2 } }),
    );
    expect(times.map((t) => t.start.toISOString().slice(0, 10))).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2027-01-04',
      '2027-01-11',
    ]);
  });

  it('on every one of them at 5 times or more (a month has at most five)', () => {
    const times = allSlotTimes(
      slot({ startsOn: '2026-08-01', repeat: { type: 'monthly', frequency: 7, duration: 1 } }),
    );
    expect(times.map((t) => t.start.toISOString().slice(0, 10))).toEqual([
      '2026-08-03',
      '2026-08-10',
      '2026-08-17',
      '2026-08-24',
      '2026-08-31',
    ]);
  });

  it('from the place of its first day among the month’s days of its weekday', () => {
    // Monday 12 January 2026 is the month's second Monday: then the second and third of each.
    const times = allSlotTimes(
      slot({ startsOn: '2026-01-06', repeat: { type: 'monthly', frequency: 2, duration: 2 } }),
    );
    expect(times.map((t) => t.start.toISOString().slice(0, 10))).toEqual([
      '2026-01-12',
      '2026-01-19',
      '2026-02-09',
      '2026-02-16',
    ]);
    // From a fifth Monday (29 June 2026): only in months that have one.
    const fifth = allSlotTimes(
      slot({ startsOn: '2026-06-29', repeat: { type: 'monthly', frequency: 3, duration: 4 } }),
    );
    expect(fifth.map((t) => t.start.toISOString().slice(0, 10))).toEqual([
      '2026-06-29',
      '2026-08-31',
    ]);
  });

  it('once, when it does not repeat', () => {
    const times = allSlotTimes(slot({ repeat: { type: 'none', frequency: 1, duration: 1 } }));
    expect(iso(times)).toEqual([['2026-03-16T08:00:00.000Z', '2026-03-16T10:00:00.000Z']]);
  });
});

describe('slot rules', () => {
  it.each([
    [{ day: 7 }, AVAILABILITY_TEXTS.day],
    [{ startTime: '06:30' }, AVAILABILITY_TEXTS.grid],
    [{ startTime: '22:30', endTime: '23:30' }, AVAILABILITY_TEXTS.grid],
    [{ startTime: '23:00', endTime: '23:30' }, AVAILABILITY_TEXTS.grid],
    [{ startTime: '09:15' }, AVAILABILITY_TEXTS.grid],
    [{ endTime: '09:00' }, AVAILABILITY_TEXTS.endAfterStart],
    [{ repeat: { type: 'weekly', frequency: 8, duration: 1 } }, AVAILABILITY_TEXTS.frequency],
    [{ repeat: { type: 'monthly', frequency: 1, duration: 53 } }, AVAILABILITY_TEXTS.duration],
    [{ repeat: { type: 'weekly', frequency: 0, duration: 1 } }, AVAILABILITY_TEXTS.frequency],
  ] as [Partial<AvailabilitySlot>, string][])('refuses %o', (over, text) => {
    expect(slotProblem(slot(over))).toBe(text);
  });

  it('takes the grid from 07:00 to 23:00, the latest start 22:30', () => {
    expect(slotProblem(slot({ startTime: '07:00', endTime: '23:00' }))).toBeNull();
    expect(slotProblem(slot({ startTime: '22:30', endTime: '23:00' }))).toBeNull();
    expect(AVAILABILITY_TEXTS.grid).toBe(
      'Times are on the schedule grid: every 30 minutes from 07:00 to 23:00',
    );
  });

  it('finds a slot that another overlaps on any of their days, and none when they only touch', () => {
    const mondays = slot();
    const tueWed = slot({ day: 1, startTime: '10:00', endTime: '12:00' });
    const mondayToWednesday = slot({
      day: 0,
      startTime: '11:30',
      endTime: '12:30',
      repeat: { type: 'weekly', frequency: 3, duration: 1 },
    });
    expect(overlappingSlot(mondayToWednesday, [mondays, tueWed])).toBe(tueWed);
    const touching = slot({ startTime: '11:00', endTime: '12:00' });
    expect(overlappingSlot(touching, [mondays])).toBeUndefined();
    const laterWeeks = slot({ startsOn: '2026-04-06' });
    expect(overlappingSlot(laterWeeks, [mondays])).toBeUndefined();
  });
});

describe('open times', () => {
  const day = [range('2026-06-01T07:00:00Z', '2026-06-01T15:00:00Z')]; // 09:00–17:00 in Amsterdam

  it('are the available times minus bookings widened by the travel buffer', () => {
    const booked = [range('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z')];
    const open = openTimes(day, booked, { now: at('2026-05-01T00:00:00Z'), bufferMinutes: 30 });
    expect(iso(open)).toEqual([
      ['2026-06-01T07:00:00.000Z', '2026-06-01T08:30:00.000Z'],
      ['2026-06-01T10:30:00.000Z', '2026-06-01T15:00:00.000Z'],
    ]);
  });

  it('start at the next half hour from now, and drop pieces too short to book', () => {
    const booked = [range('2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z')];
    const open = openTimes(day, booked, { now: at('2026-06-01T07:10:00Z'), bufferMinutes: 15 });
    // 07:30–07:45 is shorter than 30 minutes.
    expect(iso(open)).toEqual([['2026-06-01T09:15:00.000Z', '2026-06-01T15:00:00.000Z']]);
  });

  it('merge touching slots and overlapping bookings', () => {
    const slots = [
      range('2026-06-01T07:00:00Z', '2026-06-01T09:00:00Z'),
      range('2026-06-01T09:00:00Z', '2026-06-01T11:00:00Z'),
    ];
    const booked = [
      range('2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z'),
      range('2026-06-01T08:30:00Z', '2026-06-01T09:30:00Z'),
    ];
    const open = openTimes(slots, booked, { now: at('2026-05-01T00:00:00Z'), bufferMinutes: 0 });
    expect(iso(open)).toEqual([
      ['2026-06-01T07:00:00.000Z', '2026-06-01T08:00:00.000Z'],
      ['2026-06-01T09:30:00.000Z', '2026-06-01T11:00:00.000Z'],
    ]);
  });

  it('offer one-click starts on the half hour where a session fits, and tell a proposal inside them', () => {
    const open = [range('2026-06-01T07:15:00Z', '2026-06-01T09:00:00Z')];
    expect(startTimes(open, 60).map((d) => d.toISOString())).toEqual([
      '2026-06-01T07:30:00.000Z',
      '2026-06-01T08:00:00.000Z',
    ]);
    expect(isInsideOpenTime(range('2026-06-01T07:30:00Z', '2026-06-01T08:30:00Z'), open)).toBe(
      true,
    );
    expect(isInsideOpenTime(range('2026-06-01T08:30:00Z', '2026-06-01T09:30:00Z'), open)).toBe(
      false,
    );
  });
});

describe('open times, for any slots and bookings', () => {
  const HOUR = 3_600_000;
  const BASE = Date.parse('2026-06-01T06:00:00Z');
  const ranges = fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 1, max: 8 }))
      .map(([start, length]) => ({
        start: new Date(BASE + (start * HOUR) / 2),
        end: new Date(BASE + ((start + length) * HOUR) / 2),
      })),
    { maxLength: 6 },
  );

  it('lie inside the available times, after now, clear of every booking and its buffer', () => {
    fc.assert(
      fc.property(
        ranges,
        ranges,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        (available, booked, bufferMinutes, nowMinutes) => {
          const now = new Date(BASE + nowMinutes * 60_000);
          const buffer = bufferMinutes * 60_000;
          const open = openTimes(available, booked, { now, bufferMinutes });
          for (const time of open) {
            expect(time.end.getTime() - time.start.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
            expect(time.start >= now).toBe(true);
            expect(isInsideOpenTime(time, mergeTimes(available))).toBe(true);
            for (const b of booked) {
              const clear =
                time.end.getTime() <= b.start.getTime() - buffer ||
                time.start.getTime() >= b.end.getTime() + buffer;
              expect(clear).toBe(true);
            }
          }
        },
      ),
    );
  });
});
