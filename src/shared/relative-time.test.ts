import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it("says 'Just now' under a minute, and for a time slightly ahead", () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(45 * 24 * 3_600_000), now)).toBe('45 days ago');
  });

  it('reads ISO strings as the server sends them', () => {
    expect(relativeTime('2026-11-23T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('not a date', now)).toBe('Just now');
  });
});
