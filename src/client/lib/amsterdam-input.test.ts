import { describe, expect, it } from 'vitest';
import { inputOfInstant, instantOfInput } from './amsterdam-input';

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
