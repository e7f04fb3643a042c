import { describe, expect, it } from 'vitest';
import { formatInAmsterdam } from './format-date';

const utc = (iso: string) => new Date(iso);

describe('formatInAmsterdam', () => {
  it('writes the pattern with Amsterdam’s day and time, names as the spec has them', () => {
    const at = utc('2026-09-01T12:05:00Z');
    expect(formatInAmsterdam(at, "EEEE d MMMM yyyy 'at' HH:mm")).toBe(
      'Tuesday 1 September 2026 at 14:05',
    );
    expect(formatInAmsterdam(at, 'EEE d MMM, HH:mm')).toBe('Tue 1 Sep, 14:05');
    expect(formatInAmsterdam(at, "yyyy-MM-dd'T'HH:mm")).toBe('2026-09-01T14:05');
  });

  it('reads the day in Amsterdam, not in UTC, and midnight as 00', () => {
    expect(formatInAmsterdam(utc('2026-12-31T23:30:00Z'), 'd MMM yyyy, HH:mm')).toBe(
      '1 Jan 2027, 00:30',
    );
  });

  it('refuses a field it does not know', () => {
    expect(() => formatInAmsterdam(utc('2026-01-01T00:00:00Z'), 'QQQ')).toThrow(/No date field/);
  });
});
