import { describe, expect, it } from 'vitest';
import { mondayOf, shiftWeek, weekDays, weekRangeLabel } from './week';

describe('the schedule week', () => {
  it('starts on the Amsterdam Monday, also late on a Sunday evening in UTC', () => {
    expect(mondayOf(new Date('2026-03-11T10:00:00Z'))).toBe('2026-03-09');
    // 23:30 UTC on Sunday 15 March is already Monday 16 March in Amsterdam.
    expect(mondayOf(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
  });

  it('moves by whole weeks across the clock change and the year', () => {
    expect(shiftWeek('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftWeek('2026-03-30', -1)).toBe('2026-03-23');
    expect(shiftWeek('2025-12-29', 1)).toBe('2026-01-05');
    expect(shiftWeek('2026-01-05', -1)).toBe('2025-12-29');
  });

  it('lists Monday to Sunday', () => {
    const days = weekDays('2026-03-23');
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(days[0]?.label).toBe('Mon 23 Mar');
    expect(days[6]?.longLabel).toBe('Sunday 29 March');
  });

  it('names the range as short as it reads', () => {
    expect(weekRangeLabel('2026-03-09')).toBe('9 – 15 Mar 2026');
    expect(weekRangeLabel('2026-03-30')).toBe('30 Mar – 5 Apr 2026');
    expect(weekRangeLabel('2025-12-29')).toBe('29 Dec 2025 – 4 Jan 2026');
  });
});
