import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/field-rules';
import { userTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { hashToken } from '../../lib/tokens';
import {
  bearer,
  expectError,
  expectTooMany,
  mailsTo,
  sessionFor,
  tokenFromLink,
} from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const PUBLIC_URL = 'https://buddies.example';
const NOT_YOURS = 'This is not the email address of your account. Use Change Email to change it.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const send = (app: TestApp, token: string | undefined, payload?: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/profile/send-email-verification',
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const verify = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/profile/verify-email', payload: payload as object });

async function signedInLearner() {
  const learner = await buildLearner(t.db);
  return { learner, token: await sessionFor(t.db, learner) };
}

async function emailVerified(token: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/learner/profile',
    headers: bearer(token),
  });
  return res.json().emailVerified;
}

describe('POST /api/profile/send-email-verification', () => {
  it('needs a token', async () => {
    expectError(await send(t, undefined, {}), 401, 'Authentication required');
  });

  it('mails a link and, outside production, returns the token', async () => {
    const { learner, token } = await signedInLearner();
    const res = await send(t, token, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: AUTH_MESSAGES.verificationSent,
      verificationToken: expect.any(String),
    });

    const [mail, ...more] = await mailsTo(t.db, learner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Verify your email address for Buddies');
    expect(tokenFromLink(mail!.text, PUBLIC_URL, '/profile/settings', 'verifyEmailToken')).toBe(
      body.verificationToken,
    );
    expect(mail!.text).toContain(`code in your profile settings: ${body.verificationToken}`);
    const [stored] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(body.verificationToken)));
    expect(stored).toMatchObject({
      userId: learner.id,
      purpose: 'email_verification',
      data: { email: learner.email },
    });
  });

  it('mails one account at most 3 times an hour, then says when to try again', async () => {
    const { learner, token } = await signedInLearner();
    for (let i = 0; i < 3; i++) expect((await send(t, token, {})).statusCode).toBe(200);
    const refused = await send(t, token, {});
    expectTooMany(refused, AUTH_MESSAGES.tooManyVerifications);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(await mailsTo(t.db, learner.email)).toHaveLength(3);
  });

  it('sends 3 mails, not more, for 20 requests at once', async () => {
    const { learner, token } = await signedInLearner();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(t, token, {})));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(17);
    expect(await mailsTo(t.db, learner.email)).toHaveLength(3);
  });

  it('limits mail to one recipient across routes: reset links and verification links', async () => {
    const { learner, token } = await signedInLearner();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: learner.email },
        remoteAddress: `10.9.0.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i++) expect((await send(t, token, {})).statusCode).toBe(200);
    expectTooMany(await send(t, token, {}), AUTH_MESSAGES.tooManyVerifications);
    expect(await mailsTo(t.db, learner.email)).toHaveLength(5);
  });

  it('works without a request body', async () => {
    const { token } = await signedInLearner();
    const res = await send(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.verificationSent);
  });

  it('accepts the account email in any letter case, and refuses another one', async () => {
    const { learner, token } = await signedInLearner();
    expect((await send(t, token, { email: learner.email.toUpperCase() })).statusCode).toBe(200);
    expectError(await send(t, token, { email: 'someone-else@example.com' }), 400, NOT_YOURS);
    expectError(await send(t, token, { email: 'not-an-email' }), 400, MESSAGES.invalidEmail);
  });

  it('works for a buddy too', async () => {
    const { user } = await buildBuddy(t.db);
    const res = await send(t, await sessionFor(t.db, user), { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(t.db, user.email)).toHaveLength(1);
  });
});

describe('POST /api/profile/verify-email', () => {
  it.each([[{}], [{ token: '' }]])('rejects %j with 400 Required', async (payload) => {
    expectError(await verify(payload), 400, MESSAGES.required);
  });

  it('rejects an unknown token', async () => {
    expectError(await verify({ token: 'no-such-token' }), 400, AUTH_MESSAGES.verificationInvalid);
  });

  it('verifies the email once, without a session', async () => {
    const { token } = await signedInLearner();
    expect(await emailVerified(token)).toBe(false);
    const { verificationToken } = (await send(t, token, {})).json();

    const res = await verify({ token: verificationToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified successfully!' });
    expect(await emailVerified(token)).toBe(true);

    expectError(await verify({ token: verificationToken }), 400, AUTH_MESSAGES.verificationInvalid);
    expectError(await send(t, token, {}), 400, AUTH_MESSAGES.alreadyVerified);
  });

  it('honours only the newest link', async () => {
    const { token } = await signedInLearner();
    const older = (await send(t, token, {})).json().verificationToken;
    const newer = (await send(t, token, {})).json().verificationToken;
    expectError(await verify({ token: older }), 400, AUTH_MESSAGES.verificationInvalid);
    expect((await verify({ token: newer })).statusCode).toBe(200);
  });

  it('rejects an expired token', async () => {
    const { token } = await signedInLearner();
    const { verificationToken } = (await send(t, token, {})).json();
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(verificationToken)));
    expectError(await verify({ token: verificationToken }), 400, AUTH_MESSAGES.verificationInvalid);
    expect(await emailVerified(token)).toBe(false);
  });

  it('rejects a link for an address the account no longer has', async () => {
    const { learner, token } = await signedInLearner();
    const { verificationToken } = (await send(t, token, {})).json();
    await t.db
      .update(users)
      .set({ email: `changed-${learner.email}` })
      .where(eq(users.id, learner.id));
    expectError(await verify({ token: verificationToken }), 400, AUTH_MESSAGES.verificationInvalid);
    expect(await emailVerified(token)).toBe(false);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL });
  });
  afterAll(() => prod.close());

  it('mails the link but never returns the token', async () => {
    const learner = await buildLearner(prod.db);
    const res = await send(prod, await sessionFor(prod.db, learner), { email: learner.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    const [mail] = await mailsTo(prod.db, learner.email);
    const token = tokenFromLink(mail!.text, PUBLIC_URL, '/profile/settings', 'verifyEmailToken');
    const verified = await prod.app.inject({
      method: 'POST',
      url: '/api/profile/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
  });
});
