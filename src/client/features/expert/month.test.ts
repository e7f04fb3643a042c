import { describe, expect, it } from 'vitest';
import {
  dateAfterKey,
  interviewTime,
  longDate,
  monthTitle,
  monthWeeks,
  shiftDate,
  shiftMonth,
} from './month';

describe('the scheduling calendar', () => {
  it('lays a month out in weeks from Monday, blanks around it', () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02').flat()).toHaveLength(28);
    expect(monthWeeks('2027-02')[0]?.[0]).toBe('2027-02-01');
  });

  it('keeps every day across the clock changes', () => {
    expect(monthWeeks('2026-03').flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2026-10').flat().filter(Boolean)).toHaveLength(31);
    expect(shiftDate('2026-03-28', 1)).toBe('2026-03-29');
    expect(shiftDate('2026-03-29', 1)).toBe('2026-03-30');
    expect(shiftDate('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('moves by months across the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(longDate('2026-11-05')).toBe('Thursday 5 November 2026');
    expect(
      interviewTime({ date: '2026-11-05', time: '16:30', endsAt: '2026-11-05T16:00:00.000Z' }),
    ).toBe('Thursday 5 November 2026, 16:30–17:00');
  });

  it('moves the focus with the date picker keys', () => {
    // Thursday 5 November 2026.
    expect(dateAfterKey('2026-11-05', 'ArrowLeft')).toBe('2026-11-04');
    expect(dateAfterKey('2026-11-05', 'ArrowRight')).toBe('2026-11-06');
    expect(dateAfterKey('2026-11-05', 'ArrowUp')).toBe('2026-10-29');
    expect(dateAfterKey('2026-11-30', 'ArrowDown')).toBe('2026-12-07');
    expect(dateAfterKey('2026-11-05', 'Home')).toBe('2026-11-02');
    expect(dateAfterKey('2026-11-05', 'End')).toBe('2026-11-08');
    expect(dateAfterKey('2026-11-05', 'PageDown')).toBe('2026-12-05');
    // A shorter month: its last day.
    expect(dateAfterKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dateAfterKey('2026-12-31', 'PageUp')).toBe('2026-11-30');
    expect(dateAfterKey('2026-11-05', 'Enter')).toBeNull();
  });
});
