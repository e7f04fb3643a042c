import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_TEXTS } from '../../../shared/password-rule';
import {
  anAddress,
  bearer,
  buddyApplication,
  buddyFormFields,
  expectError,
  postBuddyForm,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import { buildLearner, TEST_PASSWORD } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * One password rule for every way a password is set (decision 048): 8 characters with a score
 * of 3, as the meter shows it. "Abcdefgh" (length, upper, lower) passes; "abcdefgh" does not.
 */
const WEAK = 'abcdefgh';
const WEAK_MESSAGE = PASSWORD_RULE_TEXTS.weakPassword;
const SLOW = { timeout: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, token?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: anAddress(),
    ...(token && { headers: bearer(token) }),
  });

describe('a weak new password is refused with the rule in words, wherever it is set', () => {
  it('at sign-up: the learner forms and the buddy application (JSON and form)', async () => {
    const email = 'weak@example.com';
    const learner = { firstName: 'Wim', lastName: 'Weak', email };
    expectError(
      await send('POST', '/api/register/learner', {
        ...learner,
        password: WEAK,
        confirmPassword: WEAK,
      }),
      400,
      WEAK_MESSAGE,
    );
    expectError(
      await send('POST', '/api/register/learner/complete', {
        email,
        password: '12345678',
        fullName: 'Wim Weak',
      }),
      400,
      WEAK_MESSAGE,
    );
    expectError(
      await send('POST', '/api/register/buddy', buddyApplication({ password: 'ABCDEFGH' })),
      400,
      WEAK_MESSAGE,
    );
    expectError(await postBuddyForm(t, buddyFormFields({ password: WEAK })), 400, WEAK_MESSAGE);
  });

  it('at a reset, before the link is looked at', async () => {
    expectError(
      await send('POST', '/api/auth/reset-password', { token: 'abc', newPassword: WEAK }),
      400,
      WEAK_MESSAGE,
    );
  });

  it('at a change: the settings and the learner profile page', async () => {
    const lea = await buildLearner(t.db);
    const token = await sessionFor(t.db, lea);
    const change = { currentPassword: TEST_PASSWORD, newPassword: WEAK, confirmPassword: WEAK };
    expectError(await send('PUT', `/api/profile/${lea.id}`, change, token), 400, WEAK_MESSAGE);
    expectError(await send('PATCH', '/api/users/profile', change, token), 400, WEAK_MESSAGE);
  });

  it(
    'passes a password the meter rates Good: "Abcdefgh" opens a learner account',
    SLOW,
    async () => {
      const res = await send('POST', '/api/register/learner/complete', {
        email: 'good-enough@example.com',
        password: 'Abcdefgh',
        fullName: 'Gea Good',
        acceptTerms: true,
      });
      expect(res.statusCode).toBe(201);
    },
  );

  it('never checks an existing password at sign-in', SLOW, async () => {
    const res = await send('POST', '/api/login', { email: 'nobody@example.com', password: WEAK });
    expect(res.statusCode).toBe(401);
  });
});
