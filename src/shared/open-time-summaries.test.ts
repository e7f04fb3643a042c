import { describe, expect, it } from 'vitest';
import { amsterdamInstant } from './amsterdam-time';
import {
  ALL_DAY_PARTS,
  dayPartBit,
  dayPartsMask,
  dayPartsOf,
  summarizeOpenTimes,
  summaryWindow,
} from './open-time-summaries';

const time = (date: string, start: string, end: string) => ({
  start: amsterdamInstant(date, start),
  end: amsterdamInstant(date, end),
});

describe('dayPartsOf', () => {
  it('sets the bit of each day part an open time touches, day 0 Monday', () => {
    // 2026-12-01 is a Tuesday, 2026-12-06 a Sunday.
    expect(dayPartsOf([time('2026-12-01', '18:00', '20:00')])).toBe(dayPartBit(1, 'evening'));
    expect(dayPartsOf([time('2026-12-06', '11:00', '13:00')])).toBe(
      dayPartBit(6, 'morning') | dayPartBit(6, 'afternoon'),
    );
  });

  it('counts a part only when the time reaches into it', () => {
    expect(dayPartsOf([time('2026-12-01', '07:00', '12:00')])).toBe(dayPartBit(1, 'morning'));
    expect(dayPartsOf([time('2026-12-01', '16:30', '17:00')])).toBe(dayPartBit(1, 'afternoon'));
  });

  it('reads the parts in Amsterdam time across a clock change', () => {
    // Sunday 29 March 2026: clocks go forward; an evening stays an evening.
    expect(dayPartsOf([time('2026-03-29', '17:00', '18:00')])).toBe(dayPartBit(6, 'evening'));
    expect(dayPartsOf([time('2026-10-25', '07:00', '08:00')])).toBe(dayPartBit(6, 'morning'));
  });

  it('is empty without open times, and 21 bits with every part', () => {
    expect(dayPartsOf([])).toBe(0);
    const week = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].concat([
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(dayPartsOf(week.map((date) => time(date, '07:00', '23:00')))).toBe(ALL_DAY_PARTS);
  });
});

describe('dayPartsMask', () => {
  it('is every part asked on every day asked', () => {
    expect(dayPartsMask([0, 4], ['evening'])).toBe(
      dayPartBit(0, 'evening') | dayPartBit(4, 'evening'),
    );
    expect(dayPartsMask([0, 1, 2, 3, 4, 5, 6], ['morning', 'afternoon', 'evening'])).toBe(
      ALL_DAY_PARTS,
    );
    expect(dayPartsMask([], ['morning'])).toBe(0);
  });
});

describe('summarizeOpenTimes', () => {
  const at = amsterdamInstant('2026-12-01', '10:00');
  const midnight = amsterdamInstant('2026-12-02', '00:00');

  it('holds until the next open time starts when that is today', () => {
    const open = [time('2026-12-01', '18:00', '20:00'), time('2026-12-03', '09:00', '10:00')];
    expect(summarizeOpenTimes(open, at)).toEqual({
      nextOpenAt: open[0]!.start,
      dayParts: dayPartBit(1, 'evening') | dayPartBit(3, 'morning'),
      validUntil: open[0]!.start,
    });
  });

  it('holds until midnight, when the weeks it covers move on, otherwise', () => {
    const open = [time('2026-12-03', '09:00', '10:00')];
    expect(summarizeOpenTimes(open, at).validUntil).toEqual(midnight);
    expect(summarizeOpenTimes([], at)).toEqual({
      nextOpenAt: null,
      dayParts: 0,
      validUntil: midnight,
    });
  });

  it('covers 28 days from the start of today', () => {
    expect(summaryWindow(at)).toEqual({
      start: amsterdamInstant('2026-12-01', '00:00'),
      end: amsterdamInstant('2026-12-29', '00:00'),
    });
  });
});
