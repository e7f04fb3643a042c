import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/field-rules';
import { userTokens } from '../../db/schema/auth';
import { hashToken } from '../../lib/tokens';
import {
  bearer,
  expectError,
  expectTooMany,
  login,
  mailsTo,
  sessionFor,
  tokenFromLink,
} from '../../../../tests/support/auth-helpers';
import { buildLearner, TEST_PASSWORD } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const PUBLIC_URL = 'https://buddies.example';
const NEW_PASSWORD = 'a-brand-new-password';
// Each reset hashes the new password and each login verifies one (about 0.6 s each).
const SLOW = { timeout: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

let addresses = 0;
/** A fresh caller address per test, so the per-address limit of one test does not leak into another. */
const freshAddress = () => `10.2.0.${++addresses}`;

const forgot = (email: unknown, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

/** Requests a reset for an existing account and returns the token of the link it was mailed. */
async function resetToken(email: string, address = freshAddress()) {
  expect((await forgot(email, address)).statusCode).toBe(200);
  const mails = await mailsTo(t.db, email);
  return tokenFromLink(mails.at(-1)!.text, PUBLIC_URL, '/reset-password');
}

describe('POST /api/auth/forgot-password', () => {
  it.each([
    [undefined, MESSAGES.emailRequired],
    ['', MESSAGES.emailRequired],
    ['not-an-email', MESSAGES.invalidEmail],
  ])('rejects the email %j with 400', async (email, message) => {
    expectError(await forgot(email, freshAddress()), 400, message);
  });

  it('says the same for an existing and an unknown email but mails only the existing one', async () => {
    const learner = await buildLearner(t.db);
    const address = freshAddress();
    const known = await forgot(learner.email, address);
    const unknown = await forgot('nobody-at-all@example.com', address);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    expect(await mailsTo(t.db, 'nobody-at-all@example.com')).toEqual([]);
    const [mail, ...more] = await mailsTo(t.db, learner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Reset your Buddies password');
    expect(mail!.doneAt).toBeNull();
    const token = tokenFromLink(mail!.text, PUBLIC_URL, '/reset-password');
    expect(token.length).toBeGreaterThanOrEqual(22);
    // Only the hash of the token is stored, with a one-hour lifetime.
    const [stored] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ userId: learner.id, purpose: 'password_reset', usedAt: null });
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('finds the account whatever the letter case of the email', async () => {
    const learner = await buildLearner(t.db, { email: 'Mixed.Case@Example.com' });
    await forgot('mixed.case@EXAMPLE.COM', freshAddress());
    expect(await mailsTo(t.db, learner.email)).toHaveLength(1);
  });

  it('allows 3 requests per email an hour, then 429', async () => {
    const learner = await buildLearner(t.db);
    const spellings = [learner.email, learner.email.toUpperCase(), learner.email];
    for (const email of spellings)
      expect((await forgot(email, freshAddress())).statusCode).toBe(200);
    expectTooMany(await forgot(learner.email, freshAddress()), AUTH_MESSAGES.tooManyResets);
    expect(await mailsTo(t.db, learner.email)).toHaveLength(3);
  });

  it('limits unknown emails the same way, so the limit tells nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await forgot('ghost@example.com', freshAddress())).statusCode).toBe(200);
    expectTooMany(await forgot('ghost@example.com', freshAddress()), AUTH_MESSAGES.tooManyResets);
  });

  it('allows 10 requests per address an hour, then 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await forgot(`someone-${i}@example.com`, address)).statusCode).toBe(200);
    expectTooMany(await forgot('someone-else@example.com', address), AUTH_MESSAGES.tooManyResets);
    expect((await forgot('someone-else@example.com', freshAddress())).statusCode).toBe(200);
  });

  // Only the address the nearest proxy saw can be trusted: whatever the client wrote to the left
  // of it in X-Forwarded-For is its own invention.
  it('cannot be dodged with a forged X-Forwarded-For entry', async () => {
    const address = freshAddress();
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `forger-${i}@example.com` },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
      });
    for (let i = 0; i < 10; i++) expect((await send(i)).statusCode).toBe(200);
    expectTooMany(await send(10), AUTH_MESSAGES.tooManyResets);
  });
});

describe('POST /api/auth/reset-password', () => {
  it.each([
    [{ newPassword: NEW_PASSWORD }, MESSAGES.invalidResetLink],
    [{ token: '', newPassword: NEW_PASSWORD }, MESSAGES.invalidResetLink],
    [{ token: 'abc' }, MESSAGES.required],
    [{ token: 'abc', newPassword: 'short' }, 'Password must be at least 8 characters long'],
  ])('rejects %j with 400', async (payload, message) => {
    expectError(await reset(payload), 400, message);
  });

  it('rejects an unknown token', SLOW, async () => {
    expectError(
      await reset({ token: 'no-such-token', newPassword: NEW_PASSWORD }),
      400,
      AUTH_MESSAGES.resetInvalid,
    );
  });

  it('sets the new password once and ends every session', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const earlier = await sessionFor(t.db, learner);
    const token = await resetToken(learner.email);

    const res = await reset({ token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetDone });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/learner/profile',
      headers: bearer(earlier),
    });
    expectError(profile, 401, AUTH_MESSAGES.sessionExpired);
    expect((await login(t, learner.email, NEW_PASSWORD, freshAddress())).statusCode).toBe(200);
    expectError(
      await login(t, learner.email, TEST_PASSWORD, freshAddress()),
      401,
      AUTH_MESSAGES.invalidCredentials,
    );

    expectError(
      await reset({ token, newPassword: 'yet-another-password' }),
      400,
      AUTH_MESSAGES.resetInvalid,
    );
    expect((await login(t, learner.email, NEW_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('rejects an expired token', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const token = await resetToken(learner.email);
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expectError(await reset({ token, newPassword: NEW_PASSWORD }), 400, AUTH_MESSAGES.resetInvalid);
    expect((await login(t, learner.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('honours only the newest link', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const older = await resetToken(learner.email);
    const newer = await resetToken(learner.email);
    expect(newer).not.toBe(older);
    expectError(
      await reset({ token: older, newPassword: NEW_PASSWORD }),
      400,
      AUTH_MESSAGES.resetInvalid,
    );
    expect((await reset({ token: newer, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('does not accept an email verification token', SLOW, async () => {
    const learner = await buildLearner(t.db);
    const session = await sessionFor(t.db, learner);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/profile/send-email-verification',
      headers: bearer(session),
      payload: {},
    });
    const { verificationToken } = sent.json() as { verificationToken: string };
    expectError(
      await reset({ token: verificationToken, newPassword: NEW_PASSWORD }),
      400,
      AUTH_MESSAGES.resetInvalid,
    );
  });
});
