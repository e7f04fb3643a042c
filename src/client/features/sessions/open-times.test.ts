import { describe, expect, it } from 'vitest';
import { amsterdamTime } from '@shared/amsterdam-time';
import { openDayLabel, openDays } from './open-times';

const LONG_AGO = new Date('2026-01-01T00:00:00Z');
const open = (start: string, end: string) => ({ start, end });
/** Each day as its date and its starts in Amsterdam wall-clock time. */
const read = (days: ReturnType<typeof openDays>) =>
  days.map((day) => [day.date, day.starts.map(amsterdamTime)]);

describe('open times by Amsterdam day', () => {
  it('splits at Amsterdam midnight, not at UTC midnight', () => {
    // 21:00 to 01:00 UTC in winter is 22:00 to 02:00 in Amsterdam.
    const days = openDays([open('2026-02-10T21:00:00Z', '2026-02-11T01:00:00Z')], 60, LONG_AGO);
    expect(read(days)).toEqual([
      ['2026-02-10', ['22:00', '22:30', '23:00', '23:30']],
      ['2026-02-11', ['00:00', '00:30', '01:00']],
    ]);
  });

  it('skips the hour the clocks go forward (29 March 2026)', () => {
    // 23:00 on the 28th to 05:00 on the 29th in Amsterdam: 02:00 to 03:00 never happens.
    const days = openDays([open('2026-03-28T22:00:00Z', '2026-03-29T03:00:00Z')], 60, LONG_AGO);
    expect(read(days)).toEqual([
      ['2026-03-28', ['23:00', '23:30']],
      ['2026-03-29', ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00']],
    ]);
  });

  it('keeps both 02:00s when the clocks go back (25 October 2026), as different starts', () => {
    // 00:00 to 04:00 in Amsterdam, five hours: 02:00 to 03:00 happens twice.
    const days = openDays([open('2026-10-24T22:00:00Z', '2026-10-25T03:00:00Z')], 60, LONG_AGO);
    expect(read(days)).toEqual([
      [
        '2026-10-25',
        ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '02:00', '02:30', '03:00'],
      ],
    ]);
    const iso = days[0]!.starts.map((start) => start.toISOString());
    expect(new Set(iso).size).toBe(iso.length);
    // The evening after the change is in winter time: 23:00 UTC is already the 26th.
    const evening = openDays([open('2026-10-25T21:00:00Z', '2026-10-26T00:00:00Z')], 30, LONG_AGO);
    expect(read(evening)).toEqual([
      ['2026-10-25', ['22:00', '22:30', '23:00', '23:30']],
      ['2026-10-26', ['00:00', '00:30']],
    ]);
  });

  it('fits the session in the open time, and leaves out the starts already past', () => {
    const times = [
      open('2026-06-01T07:00:00Z', '2026-06-01T09:00:00Z'),
      open('2026-06-02T07:00:00Z', '2026-06-02T08:00:00Z'),
    ];
    expect(read(openDays(times, 90, LONG_AGO))).toEqual([['2026-06-01', ['09:00', '09:30']]]);
    expect(read(openDays(times, 60, new Date('2026-06-01T07:30:00Z')))).toEqual([
      ['2026-06-01', ['10:00']],
      ['2026-06-02', ['09:00']],
    ]);
    expect(openDays([], 60, LONG_AGO)).toEqual([]);
  });
});

describe('an open day’s name', () => {
  it('says today and tomorrow, then the weekday and date', () => {
    expect(openDayLabel('2026-11-24', '2026-11-24')).toBe('Today');
    expect(openDayLabel('2026-11-25', '2026-11-24')).toBe('Tomorrow');
    expect(openDayLabel('2026-11-26', '2026-11-24')).toBe('Thursday 26 November');
  });

  it('counts tomorrow across the clock changes and the month', () => {
    expect(openDayLabel('2026-03-29', '2026-03-28')).toBe('Tomorrow');
    expect(openDayLabel('2026-03-30', '2026-03-29')).toBe('Tomorrow');
    expect(openDayLabel('2026-10-26', '2026-10-25')).toBe('Tomorrow');
    expect(openDayLabel('2026-11-01', '2026-10-31')).toBe('Tomorrow');
    expect(openDayLabel('2026-10-25', '2026-10-23')).toBe('Sunday 25 October');
  });
});
