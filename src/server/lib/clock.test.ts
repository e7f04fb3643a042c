import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock, setClock } from './clock';

afterEach(() => resetClock());

describe('the server clock', () => {
  it('follows the system time until a test sets it', () => {
    const before = Date.now();
    const at = now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('stops at a set instant, and moves only when advanced', () => {
    const fixed = new Date('2026-10-25T00:30:00Z');
    setClock(fixed);
    expect(now()).toEqual(fixed);
    expect(now()).not.toBe(fixed); // a copy: callers cannot move the clock by mutating it
    advanceClock(60 * 60_000);
    expect(now()).toEqual(new Date('2026-10-25T01:30:00Z'));
  });

  it('can follow a function, and advance on top of it', () => {
    let at = new Date('2026-03-29T00:59:00Z');
    setClock(() => at);
    advanceClock(1000);
    at = new Date('2026-03-29T01:00:00Z');
    expect(now()).toEqual(new Date('2026-03-29T01:00:01Z'));
  });

  it('goes back to the system time on reset', () => {
    setClock(new Date('2000-01-01T00:00:00Z'));
    resetClock();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
