import { describe, expect, it } from 'vitest';
import { monthAfter, monthName, monthOf } from './months';

describe('months', () => {
  it('steps across years both ways', () => {
    expect(monthAfter('2026-11')).toBe('2026-12');
    expect(monthAfter('2026-12')).toBe('2027-01');
    expect(monthAfter('2027-01', -1)).toBe('2026-12');
    expect(monthAfter('2026-03', -15)).toBe('2024-12');
  });

  it('reads a moment in Amsterdam time', () => {
    // 23:30 UTC on 31 October is already November in Amsterdam (UTC+1).
    expect(monthOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(monthName('2026-11')).toBe('November 2026');
  });
});
