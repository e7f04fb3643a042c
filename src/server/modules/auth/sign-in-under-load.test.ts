import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingStats, PRODUCTION_HASH_COST, setHashCostForTests } from '../../lib/passwords';
import { login } from '../../../../tests/support/auth-helpers';
import { buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * The attack seen: 60 parallel registrations made a sign-in elsewhere take 39.5 s, queued behind
 * their password hashes. At the real hash cost, a sign-in must not wait for them: it answers
 * while registrations are still hashing. (An order, not a timing: bench/registration-burst.ts
 * measures how long it takes.) The burst comes from 60 addresses, which fills the queue of new
 * passwords; from one address, only the 10 the registration limit lets through would hash, and
 * registration-limits.test.ts shows that at the test cost.
 */
let t: TestApp;
let email: string;
beforeAll(async () => {
  setHashCostForTests(PRODUCTION_HASH_COST);
  t = await createTestApp();
  email = (await buildLearner(t.db)).email;
});
afterAll(() => t.close());

const register = (i: number, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register/learner/complete',
    remoteAddress,
    payload: {
      email: `load-${remoteAddress}-${i}@example.com`,
      password: 'a-good-password',
      fullName: 'Lo Ad',
      acceptTerms: true,
    },
  });

/** Signs in once registrations are hashing; says how many were still hashing or waiting. */
async function signInDuringBurst() {
  while (hashingStats('newPassword').running === 0) await new Promise((r) => setTimeout(r, 5));
  const res = await login(t, email, undefined, '10.99.0.1');
  const { running, waiting } = hashingStats('newPassword');
  return { status: res.statusCode, registrationsStillHashing: running + waiting };
}

describe('sign-in while registrations hammer the server', () => {
  it(
    'answers before the registrations of 60 parallel ones from 60 addresses are hashed',
    // 60 hashes at the production cost: a busy two-core machine needs minutes, and the test
    // asserts an order, never a duration.
    { timeout: 240_000 },
    async () => {
      const burst = Array.from({ length: 60 }, (_, i) => register(i, `10.97.0.${i}`));
      const signIn = await signInDuringBurst();
      const answers = await Promise.all(burst);
      expect(signIn.status).toBe(200);
      expect(signIn.registrationsStillHashing).toBeGreaterThan(0);
      // Past the hashes a server can hold, new accounts wait their turn elsewhere: 503, Retry-After.
      const shed = answers.filter((r) => r.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      for (const r of shed) expect(r.headers['retry-after']).toBe('5');
      expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 503)).toBe(true);
    },
  );
});
