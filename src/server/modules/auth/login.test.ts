import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/field-rules';
import { bearer, expectError, expectTooMany, login } from '../../../../tests/support/auth-helpers';
import { LOGIN_LIMITS } from './service';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  TEST_PASSWORD,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// Every failed or successful login costs one scrypt verification (about 0.6 s).
const SLOW = { timeout: 90_000 };
const WRONG = 'not-the-password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it.each([
    [{ password: TEST_PASSWORD }, MESSAGES.emailRequired],
    [{ email: 'someone@example.com' }, MESSAGES.passwordRequired],
    [{ email: 'not-an-email', password: TEST_PASSWORD }, MESSAGES.invalidEmail],
    [{ email: '', password: TEST_PASSWORD }, MESSAGES.emailRequired],
    [{ email: 'someone@example.com', password: 'short' }, MESSAGES.passwordMin],
  ])('rejects %j with 400 and the spec message', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expectError(res, 400, message);
  });

  it.each([
    ['an empty body', undefined],
    ['an array', [{ email: 'a@example.com', password: TEST_PASSWORD }]],
    ['a number as email', { email: 42, password: TEST_PASSWORD }],
    ['a string', 'hello'],
  ])('answers %s with 400, never a 500', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('signs in every role and sends it to its dashboard', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const { user: buddy } = await buildBuddy(t.db);
    const moderator = await buildStaff(t.db, 'moderator');
    const expert = await buildStaff(t.db, 'learning_expert');
    const cases = [
      [learner, 'learner', '/learner/dashboard'],
      [buddy, 'buddy', '/buddy/dashboard'],
      [moderator, 'moderator', '/moderator/dashboard'],
      [expert, 'learning_expert', '/expert/dashboard'],
    ] as const;
    for (const [user, role, redirectUrl] of cases) {
      const res = await login(t, user.email, TEST_PASSWORD, '10.1.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        token: expect.any(String),
        role,
        user: { id: user.id, username: user.username, fullName: user.fullName, photo: user.photo },
        redirectUrl,
        message: AUTH_MESSAGES.loginSuccess,
      });
    }
  });

  it('accepts the email in another letter case and with surrounding spaces', SLOW, async () => {
    const learner = await buildLearner(t.db, { email: 'Case.Person@Example.com' });
    const res = await login(t, '  case.person@EXAMPLE.com ', TEST_PASSWORD, '10.1.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(learner.id);
  });

  it('answers an unknown email and a wrong password alike', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const unknown = await login(t, 'nobody-here@example.com', TEST_PASSWORD, '10.1.0.3');
    const wrong = await login(t, learner.email, WRONG, '10.1.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: AUTH_MESSAGES.invalidCredentials });
    expect(wrong.body).toBe(unknown.body);
  });

  it(
    'slows a guesser at one address after 5 failures without locking the owner out elsewhere',
    SLOW,
    async () => {
      const victim = await buildLearner(t.db);
      const neighbour = await buildLearner(t.db);
      const address = '10.1.0.4';
      // The counter ignores letter case: an attacker cannot multiply attempts with it.
      const spellings = [victim.email, victim.email.toUpperCase()];
      for (let i = 0; i < 5; i++) {
        expectError(
          await login(t, spellings[i % 2]!, WRONG, address),
          401,
          AUTH_MESSAGES.invalidCredentials,
        );
      }
      const refused = await login(t, victim.email, TEST_PASSWORD, address);
      expectTooMany(refused, AUTH_MESSAGES.tooManyLogins);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // The owner, elsewhere, signs in as usual; so does a neighbour at the guesser's address.
      expect((await login(t, victim.email, TEST_PASSWORD, '10.1.0.5')).statusCode).toBe(200);
      expect((await login(t, neighbour.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    },
  );

  it('stops guesses from many addresses at an account-wide ceiling that the owner passes from a known address', async () => {
    const victim = await buildLearner(t.db);
    const home = '10.1.1.1';
    expect((await login(t, victim.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    const ceiling = LOGIN_LIMITS.perAccount.max;
    for (let i = 0; i < ceiling; i += 10) {
      const batch = Array.from({ length: 10 }, (_, j) =>
        login(t, victim.email, WRONG, `10.2.${Math.floor((i + j) / 4)}.${(i + j) % 4}`),
      );
      for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
    }
    const stranger = await login(t, victim.email, WRONG, '10.3.0.1');
    expectTooMany(stranger, AUTH_MESSAGES.tooManyLogins);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(15 * 60);
    // Even the right password from a new address waits; the owner at home does not.
    expect((await login(t, victim.email, TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(429);
    expect((await login(t, victim.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it('resets the counters on a successful login', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const address = '10.1.0.6';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await login(t, learner.email, WRONG, address)).statusCode).toBe(401);
      expect((await login(t, learner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
  });

  it('limits one address to 20 failures across accounts', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const address = '10.1.0.7';
    for (let i = 0; i < 20; i += 4) {
      const batch = [0, 1, 2, 3].map((j) =>
        login(t, `stranger-${i + j}@example.com`, WRONG, address),
      );
      for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
    }
    expectTooMany(
      await login(t, learner.email, TEST_PASSWORD, address),
      AUTH_MESSAGES.tooManyLogins,
    );
    expect((await login(t, learner.email, TEST_PASSWORD, '10.1.0.8')).statusCode).toBe(200);
  });

  it('does not let parallel guesses pass the per-account limit', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const guesses = Array.from({ length: 8 }, (_, i) =>
      login(t, learner.email, `${WRONG}-${i}`, '10.1.0.9'),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /api/logout', () => {
  it('needs a token', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/logout' }),
      401,
      'Authentication required',
    );
  });

  it('ends only the session it is called with', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const first = (await login(t, learner.email, TEST_PASSWORD, '10.1.0.10')).json()
      .token as string;
    const second = (await login(t, learner.email, TEST_PASSWORD, '10.1.0.10')).json()
      .token as string;
    expect(second).not.toBe(first);

    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });

    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/learner/profile', headers: bearer(token) });
    expectError(await profile(first), 401, AUTH_MESSAGES.sessionExpired);
    expect((await profile(second)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(first),
    });
    expectError(again, 401, AUTH_MESSAGES.sessionExpired);
  });
});
