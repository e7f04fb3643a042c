import { describe, expect, it } from 'vitest';
import { knownChanges, reconnectDelay, retryAfterMs } from './event-stream';

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, jittered within the upper half', () => {
    const low = (attempt: number) => reconnectDelay(attempt, () => 0);
    const high = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(high)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect([0, 1, 5, 20].map(low)).toEqual([500, 1_000, 15_000, 15_000]);
    expect(reconnectDelay(2, () => 0.5)).toBe(3_000);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('60', now)).toBe(60_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    // A date already past: go now.
    expect(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('is undefined without a readable header, so the backoff decides', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describe('knownChanges', () => {
  it('keeps the change names this client knows and drops the rest', () => {
    expect(knownChanges('{"changes":["buddies","own-profile"]}')).toEqual([
      'buddies',
      'own-profile',
    ]);
    expect(knownChanges('{"changes":["sessions","buddies",3]}')).toEqual(['buddies']);
  });

  it('ignores a body that is not a change list', () => {
    expect(knownChanges('{}')).toEqual([]);
    expect(knownChanges('{"changes":"buddies"}')).toEqual([]);
    expect(knownChanges('not json')).toEqual([]);
    expect(knownChanges('null')).toEqual([]);
  });
});
