import { describe, expect, it } from 'vitest';
import { periodName, periodTick } from './statistics-periods';

describe('periodTick', () => {
  it('labels a week by its Monday', () => {
    expect(periodTick('weeks', '2025-11-17')).toBe('17 Nov');
  });

  it('keeps the Monday of a week whose Sunday changes the clocks', () => {
    expect(periodTick('weeks', '2025-03-24')).toBe('24 Mar');
    expect(periodTick('weeks', '2025-10-20')).toBe('20 Oct');
  });

  it('labels a month by its short name', () => {
    expect(periodTick('months', '2025-11')).toBe('Nov');
    expect(periodTick('months', '2026-01')).toBe('Jan');
  });
});

describe('periodName', () => {
  it('names a week with its year, across the turn of a year', () => {
    expect(periodName('weeks', '2025-12-29')).toBe('29 Dec 2025');
  });

  it('names a month in full with its year', () => {
    expect(periodName('months', '2025-03')).toBe('March 2025');
  });
});
