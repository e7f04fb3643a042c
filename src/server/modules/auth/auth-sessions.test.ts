import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { authSessions } from '../../db/schema/auth';
import { advanceClock, resetClock } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { bearer, expectError, login, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildLearner, TEST_PASSWORD } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { AUTH_SESSION_ABSOLUTE_MS, AUTH_SESSION_IDLE_MS } from './auth-sessions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/learner/profile', headers });

async function sessionRow(token: string) {
  const [row] = await t.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.tokenHash, hashToken(token)));
  return row!;
}

const setSession = (token: string, values: Partial<typeof authSessions.$inferInsert>) =>
  t.db
    .update(authSessions)
    .set(values)
    .where(eq(authSessions.tokenHash, hashToken(token)));

describe('session tokens', () => {
  it(
    'hands out at least 128 random bits and stores only their hash',
    { timeout: 30_000 },
    async () => {
      const learner = await buildLearner(t.db);
      const before = Date.now();
      const res = await login(t, learner.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const { token } = res.json() as { token: string };
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

      const rows = await t.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, learner.id));
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.tokenHash).not.toBe(token);
      expect(row.tokenHash).not.toContain(token);
      expect(row.tokenHash).toBe(hashToken(token));
      expect(row.revokedAt).toBeNull();
      // 14 days idle, 60 days at most.
      expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(
        before + AUTH_SESSION_IDLE_MS - MINUTE,
      );
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + AUTH_SESSION_IDLE_MS);
      expect(row.absoluteExpiresAt.getTime()).toBeGreaterThanOrEqual(
        before + AUTH_SESSION_ABSOLUTE_MS - MINUTE,
      );
    },
  );

  it('gives every session its own token', async () => {
    const learner = await buildLearner(t.db);
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => sessionFor(t.db, learner)));
    expect(new Set(tokens).size).toBe(5);
  });
});

describe('bearer authentication', () => {
  it('answers 401 Authentication required without a token', async () => {
    expectError(await profile(), 401, 'Authentication required');
  });

  it.each([
    ['Basic dXNlcjpwYXNz'],
    ['Bearer'],
    ['Bearer '],
    ['Bearer two tokens'],
    ['Token abc'],
    ['abc'],
  ])('answers 401 Authentication required for the header %j', async (authorization) => {
    expectError(await profile({ authorization }), 401, 'Authentication required');
  });

  it('answers 401 for an unknown token', async () => {
    expectError(await profile(bearer('x'.repeat(43))), 401, AUTH_MESSAGES.sessionExpired);
  });

  it('accepts a live token, also with a lower-case scheme', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    expect((await profile(bearer(token))).statusCode).toBe(200);
    expect((await profile({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    await setSession(token, { expiresAt: new Date(Date.now() - MINUTE) });
    const res = await profile(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
  });

  it('refuses a session past its absolute end', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    const past = new Date(Date.now() - MINUTE);
    await setSession(token, { expiresAt: past, absoluteExpiresAt: past });
    expectError(await profile(bearer(token)), 401, AUTH_MESSAGES.sessionExpired);
  });

  it('refuses a revoked session', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    await setSession(token, { revokedAt: new Date() });
    expectError(await profile(bearer(token)), 401, AUTH_MESSAGES.sessionExpired);
  });
});

describe('sliding expiry', () => {
  it('slides an idle session forward on use', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    await setSession(token, {
      lastUsedAt: new Date(Date.now() - 2 * HOUR),
      expiresAt: new Date(Date.now() + HOUR),
    });
    const before = Date.now();
    expect((await profile(bearer(token))).statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + AUTH_SESSION_IDLE_MS - MINUTE);
    expect(row.lastUsedAt.getTime()).toBeGreaterThanOrEqual(before - MINUTE);
  });

  it('never slides past the absolute end', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    const absolute = new Date(Date.now() + MINUTE);
    await setSession(token, {
      lastUsedAt: new Date(Date.now() - 2 * HOUR),
      absoluteExpiresAt: absolute,
    });
    expect((await profile(bearer(token))).statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(row.absoluteExpiresAt.getTime());
    expect(row.expiresAt.getTime()).toBe(absolute.getTime());
  });

  it('does not rewrite a session used within the hour', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    const lastUsedAt = new Date(Date.now() - 10 * MINUTE);
    const expiresAt = new Date(Date.now() + HOUR);
    await setSession(token, { lastUsedAt, expiresAt });
    expect((await profile(bearer(token))).statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(row.lastUsedAt.getTime()).toBe(lastUsedAt.getTime());
    expect(row.expiresAt.getTime()).toBe(expiresAt.getTime());
  });
});

describe('sign-ins kept in memory', () => {
  afterEach(() => resetClock());

  it('are read once, then trusted without a query until they end', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    expect((await profile(bearer(token))).statusCode).toBe(200);
    // Revoked behind the app's back: the process still trusts what it read...
    await setSession(token, { revokedAt: new Date() });
    expect((await profile(bearer(token))).statusCode).toBe(200);
    // ...until it forgets it: then the database has the last word.
    t.app.signIns.forget((await sessionRow(token)).userId, null);
    expectError(await profile(bearer(token)), 401, AUTH_MESSAGES.sessionExpired);
  });

  it('end at once in this process on logout', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    const other = await sessionFor(t.db, await buildLearner(t.db));
    expect((await profile(bearer(token))).statusCode).toBe(200);
    expect((await profile(bearer(other))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expectError(await profile(bearer(token)), 401, AUTH_MESSAGES.sessionExpired);
    expect((await profile(bearer(other))).statusCode).toBe(200);
  });

  it('expire by the server clock, read or not', async () => {
    const token = await sessionFor(t.db, await buildLearner(t.db));
    expect((await profile(bearer(token))).statusCode).toBe(200);
    advanceClock(AUTH_SESSION_IDLE_MS + MINUTE);
    expectError(await profile(bearer(token)), 401, AUTH_MESSAGES.sessionExpired);
  });
});
