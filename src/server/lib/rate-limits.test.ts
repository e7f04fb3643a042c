import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/schema/auth';
import { openTestDatabase } from '../../../tests/support/test-app';
import { advanceClock, resetClock, setClock } from './clock';
import { attempt, limitAttempts, pruneRateLimits, type RateRule } from './rate-limits';

/** Far from the database's own time: windows must go by the server's clock. */
const START = new Date('2031-10-26T00:30:00Z');
const rule: RateRule = { scope: 'test:clock', max: 2, windowMs: 60_000 };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
beforeEach(async () => {
  setClock(START);
  await database.db.delete(rateLimits);
});
afterAll(async () => {
  resetClock();
  await database.close();
});

describe('rate limits on the server clock', () => {
  it('refuses past the maximum until the window has passed, and says for how long', async () => {
    const { db } = database;
    expect(await attempt(db, rule, 'window@example.com')).toEqual({ allowed: true });
    advanceClock(10_000);
    expect(await attempt(db, rule, 'window@example.com')).toEqual({ allowed: true });
    advanceClock(500);
    expect(await attempt(db, rule, 'window@example.com')).toEqual({
      allowed: false,
      retryAfter: 50,
    });
    advanceClock(49_500);
    expect(await attempt(db, rule, 'window@example.com')).toEqual({ allowed: true });
  });

  it('counts against several rules in one go, refusing with the latest refusing window', async () => {
    const { db } = database;
    const minute: RateRule = { scope: 'test:minute', max: 1, windowMs: 60_000 };
    const hour: RateRule = { scope: 'test:hour', max: 3, windowMs: 3_600_000 };
    const both = () =>
      limitAttempts(db, 'Too many', [
        [minute, 'sender'],
        [hour, 'sender'],
      ]);
    await both();
    advanceClock(1_000);
    await expect(both()).rejects.toMatchObject({ statusCode: 429, retryAfter: 59 });
    advanceClock(59_000);
    // The refused attempt wrote nothing: the hour has room for two more.
    await both();
    advanceClock(60_000);
    await both();
    advanceClock(60_000);
    await expect(both()).rejects.toMatchObject({ statusCode: 429, retryAfter: 3_420 });
    const counters = await db.select({ count: rateLimits.count }).from(rateLimits);
    expect(counters.map((c) => c.count).sort()).toEqual([1, 3]);
  });

  it('prunes the counters whose window has passed at the clock time', async () => {
    const { db } = database;
    await attempt(db, rule, 'early@example.com');
    advanceClock(30_000);
    await attempt(db, rule, 'late@example.com');
    advanceClock(30_000);
    await pruneRateLimits(db);
    expect(await db.select().from(rateLimits)).toHaveLength(1);
  });
});
