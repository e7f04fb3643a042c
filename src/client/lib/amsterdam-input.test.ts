import { describe, expect, it } from 'vitest';
import {
  dayOptions,
  inputOfInstant,
  inputOfParts,
  instantOfInput,
  longDateTime,
  minuteOptions,
  monthOptions,
  partsOfInput,
} from './amsterdam-input';

describe('date-time fields in Amsterdam time', () => {
  it('reads a field as Amsterdam wall-clock time, in winter and in summer', () => {
    expect(instantOfInput('2026-12-01T14:00')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(instantOfInput('2026-07-01T14:00')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('writes an instant back as the same field value', () => {
    expect(inputOfInstant(new Date('2026-12-01T13:00:00Z'))).toBe('2026-12-01T14:00');
    expect(inputOfInstant(instantOfInput('2026-03-29T01:30')!)).toBe('2026-03-29T01:30');
  });

  it('is null for an empty or malformed value', () => {
    expect(instantOfInput('')).toBeNull();
    expect(instantOfInput('2026-02-30T10:00')).toBeNull();
    expect(instantOfInput('tomorrow')).toBeNull();
  });
});

describe("the date-and-time field in the product's format", () => {
  const now = new Date('2026-11-27T23:30:00Z'); // Saturday 28 November 00:30 in Amsterdam

  it('writes a date and time as everywhere else: day, month, year and a 24-hour clock', () => {
    expect(longDateTime('2026-11-28T23:00')).toBe('Saturday 28 November 2026, 23:00');
    expect(longDateTime('')).toBe('');
  });

  it('splits a value into its parts and composes only a complete, real one', () => {
    expect(partsOfInput('2026-11-28T11:05')).toEqual({
      month: '2026-11',
      day: '28',
      hour: '11',
      minute: '05',
    });
    expect(inputOfParts({ month: '2026-11', day: '28', hour: '11', minute: '05' })).toBe(
      '2026-11-28T11:05',
    );
    expect(inputOfParts({ month: '2026-11', day: '', hour: '11', minute: '05' })).toBe('');
    expect(inputOfParts({ month: '2027-02', day: '30', hour: '11', minute: '00' })).toBe('');
  });

  it("offers a year of months from Amsterdam's current one, across the year's end", () => {
    const months = monthOptions(now, 13);
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(months[2]).toEqual({ value: '2027-01', label: 'January 2027' });
    expect(months).toHaveLength(13);
    expect(monthOptions(now, 2, '2026-05')[0]?.value).toBe('2026-05');
  });

  it("names the days with their weekday and marks those before Amsterdam's today", () => {
    const days = dayOptions('2026-11', now);
    expect(days).toHaveLength(30);
    expect(days[27]).toEqual({ value: '28', label: 'Sat 28', past: false });
    expect(days[26]?.past).toBe(true);
    expect(dayOptions('2028-02', now)).toHaveLength(29);
  });

  it('keeps a minute picked elsewhere among the five-minute steps', () => {
    expect(minuteOptions()).toHaveLength(12);
    expect(minuteOptions('12')).toContain('12');
  });
});
