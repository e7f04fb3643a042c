import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/field-rules';
import { PHONE_VERIFICATION_TEXTS as TEXTS } from '../../../shared/phone-verification';
import { userTokens } from '../../db/schema/auth';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { advanceClock, resetClock } from '../../lib/clock';
import { readTexts, SMS_TOPIC } from '../../lib/sms';
import { hashToken } from '../../lib/tokens';
import {
  bearer,
  expectError,
  expectTooMany,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  TEST_PASSWORD,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const MINUTE = 60_000;
let numbers = 0;
/** A Dutch mobile number of its own per test (the per-number limit counts across accounts). */
const aNumber = () => `06${String(10_000_000 + ++numbers * 7919 + process.pid).slice(-8)}`;
const e164 = (phone: string) => `+31${phone.replace(/\s+/g, '').slice(1)}`;

const post = (url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const sendCode = (token: string | undefined, payload?: unknown) =>
  post('/api/profile/send-sms-verification', token, payload);
const verify = (token: string | undefined, payload?: unknown) =>
  post('/api/profile/verify-phone', token, payload);

async function signedIn() {
  const learner = await buildLearner(t.db);
  return { ...learner, token: await sessionFor(t.db, learner) };
}

/** Sends a code to `phone` and answers it (outside production the answer carries it). */
async function codeFor(token: string, phone: string): Promise<string> {
  const res = await sendCode(token, { phone });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().verificationCode;
}

async function settingsOf(user: { id: string; token: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/profile/${user.id}`,
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(200);
  const { phone, phoneVerified } = res.json();
  return { phone, phoneVerified };
}

/** Another six-digit code than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/profile/send-sms-verification', () => {
  it('needs a sign-in', async () => {
    expectError(await sendCode(undefined, { phone: aNumber() }), 401, 'Authentication required');
  });

  it('texts a 6-digit code to the number in E.164, keeps only its hash, and answers it outside production', async () => {
    const user = await signedIn();
    const phone = aNumber();
    const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;
    const res = await sendCode(user.token, { phone: spaced });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: TEXTS.codeSent, verificationCode: expect.any(String) });
    expect(body.verificationCode).toMatch(/^\d{6}$/);

    const [text, ...more] = await readTexts(t.db, { to: e164(phone) });
    expect(more).toEqual([]);
    expect(text).toMatchObject({
      to: e164(phone),
      userId: user.id,
      text: `Your Buddies verification code is ${body.verificationCode}. It expires in 10 minutes.`,
    });

    const [stored, ...others] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      purpose: 'phone_verification',
      data: { phone },
      usedAt: null,
      failedAttempts: 0,
    });
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toBe(hashToken(body.verificationCode));
    expect(JSON.stringify(stored)).not.toContain(body.verificationCode);
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(lifetime - 10 * MINUTE)).toBeLessThan(5_000);
  });

  it('takes +31 numbers too', async () => {
    const user = await signedIn();
    const phone = e164(aNumber());
    await codeFor(user.token, `${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect(await readTexts(t.db, { to: phone })).toHaveLength(1);
  });

  it.each([
    ['missing', {}],
    ['empty', { phone: '' }],
    ['spaces only', { phone: '   ' }],
    ['not a string', { phone: 612345678 }],
    ['null', { phone: null }],
    ['too short', { phone: '061234567' }],
    ['too long', { phone: '06123456789' }],
    ['a zero after 0', { phone: '0012345678' }],
    ['a zero after +31', { phone: '+310612345678' }],
    ['another country', { phone: '+32612345678' }],
    ['letters', { phone: '06abcdefgh' }],
    ['dashes', { phone: '06-12345678' }],
    ['huge', { phone: '0'.repeat(100_000) }],
  ])('refuses a phone number %s with the spec message', async (_, payload) => {
    const user = await signedIn();
    expectError(await sendCode(user.token, payload), 400, MESSAGES.invalidPhone);
    expect(await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id))).toEqual([]);
  });

  it('refuses control and direction characters', async () => {
    const user = await signedIn();
    expectError(
      await sendCode(user.token, { phone: '06\u00001234567' }),
      400,
      MESSAGES.controlCharacters,
    );
    expectError(
      await sendCode(user.token, { phone: '06\u001b12345678' }),
      400,
      MESSAGES.controlCharacters,
    );
    expectError(
      await sendCode(user.token, { phone: '06\u202e12345678' }),
      400,
      MESSAGES.directionCharacters,
    );
    expectError(await sendCode(user.token, { phone: '06\u202812345678' }), 400, MESSAGES.oneLine);
  });

  it('refuses a body past the size limit', async () => {
    const user = await signedIn();
    const res = await sendCode(user.token, { phone: '0'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('texts one account at most 3 codes an hour, then says when to try again', async () => {
    const user = await signedIn();
    for (let i = 0; i < 3; i++) await codeFor(user.token, aNumber());
    const refused = await sendCode(user.token, { phone: aNumber() });
    expectTooMany(refused, TEXTS.tooManyCodes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);

    advanceClock(61 * MINUTE);
    await codeFor(user.token, aNumber());
  });

  it('texts one number at most 3 codes an hour, whoever asks', async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const phone = aNumber();
    await codeFor(a.token, phone);
    await codeFor(a.token, phone);
    await codeFor(b.token, `${phone.slice(0, 2)} ${phone.slice(2)}`);
    expectTooMany(await sendCode(b.token, { phone: e164(phone) }), TEXTS.tooManyCodes);
    expect(await readTexts(t.db, { to: e164(phone) })).toHaveLength(3);
    // Another number of the same account is not refused for it.
    await codeFor(b.token, aNumber());
  });

  it('sends 3 texts, not more, for 10 requests at once', async () => {
    const user = await signedIn();
    const phone = aNumber();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendCode(user.token, { phone })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
    expect(await readTexts(t.db, { to: e164(phone) })).toHaveLength(3);
    // One code works at a time: the newest.
    const usable = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'phone_verification')));
    expect(usable.filter((row) => row.usedAt === null)).toHaveLength(1);
  });

  it('refuses the number the account has already verified, in any of its forms', async () => {
    const user = await signedIn();
    const phone = aNumber();
    const code = await codeFor(user.token, phone);
    expect((await verify(user.token, { code })).statusCode).toBe(200);
    expectError(await sendCode(user.token, { phone }), 400, TEXTS.alreadyVerified);
    expectError(await sendCode(user.token, { phone: e164(phone) }), 400, TEXTS.alreadyVerified);
  });

  it('works for buddies and staff too', async () => {
    const { user } = await buildBuddy(t.db);
    await codeFor(await sessionFor(t.db, user), aNumber());
    const moderator = await buildStaff(t.db, 'moderator');
    await codeFor(await sessionFor(t.db, moderator), aNumber());
  });
});

describe('POST /api/profile/verify-phone', () => {
  it('needs a sign-in', async () => {
    expectError(await verify(undefined, { code: '123456' }), 401, 'Authentication required');
  });

  it.each([
    ['missing', {}],
    ['empty', { code: '' }],
    ['five digits', { code: '12345' }],
    ['seven digits', { code: '1234567' }],
    ['letters', { code: 'abcdef' }],
    ['a space inside', { code: '123 456' }],
    ['a number', { code: 123456 }],
    ['null', { code: null }],
    ['a control character', { code: '12345\u0000' }],
    ['other digits', { code: '١٢٣٤٥٦' }],
    ['huge', { code: '1'.repeat(100_000) }],
  ])('refuses a code %s', async (_, payload) => {
    const user = await signedIn();
    expectError(await verify(user.token, payload), 400, TEXTS.codeFormat);
  });

  it('refuses a code when none was sent', async () => {
    const user = await signedIn();
    expectError(await verify(user.token, { code: '123456' }), 400, TEXTS.codeUnusable);
  });

  it('verifies the number once and makes it the account phone', async () => {
    const user = await signedIn();
    expect(await settingsOf(user)).toEqual({ phone: null, phoneVerified: false });
    const phone = aNumber();
    const code = await codeFor(user.token, `${phone.slice(0, 4)} ${phone.slice(4)}`);

    const res = await verify(user.token, { code: ` ${code} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Phone number verified successfully!' });
    expect(await settingsOf(user)).toEqual({ phone, phoneVerified: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneVerifiedAt).toBeInstanceOf(Date);

    expectError(await verify(user.token, { code }), 400, TEXTS.codeUnusable);
  });

  it('verifies a new number in place of the saved one; changing it later unverifies it', async () => {
    const user = await signedIn();
    const saved = aNumber();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profile/${user.id}`,
        headers: bearer(user.token),
        payload,
      });
    expect((await put({ phone: saved })).statusCode).toBe(200);
    const other = aNumber();
    const code = await codeFor(user.token, other);
    expect((await verify(user.token, { code })).statusCode).toBe(200);
    expect(await settingsOf(user)).toEqual({ phone: other, phoneVerified: true });

    expect((await put({ phone: saved })).statusCode).toBe(200);
    expect(await settingsOf(user)).toEqual({ phone: saved, phoneVerified: false });
  });

  it('honours only the newest code', async () => {
    const user = await signedIn();
    const phone = aNumber();
    const older = await codeFor(user.token, phone);
    let newer = await codeFor(user.token, phone);
    while (newer === older) newer = await codeFor(user.token, phone);
    expectError(await verify(user.token, { code: older }), 400, TEXTS.wrongCode);
    expect((await verify(user.token, { code: newer })).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes', async () => {
    const user = await signedIn();
    const late = await codeFor(user.token, aNumber());
    advanceClock(10 * MINUTE + 1000);
    expectError(await verify(user.token, { code: late }), 400, TEXTS.codeUnusable);
    expect((await settingsOf(user)).phoneVerified).toBe(false);
  });

  it('takes a code just inside its 10 minutes', async () => {
    const user = await signedIn();
    const code = await codeFor(user.token, aNumber());
    advanceClock(10 * MINUTE - 5000);
    expect((await verify(user.token, { code })).statusCode).toBe(200);
  });

  it('ends a code at the fifth wrong try', async () => {
    const user = await signedIn();
    const code = await codeFor(user.token, aNumber());
    for (let i = 0; i < 4; i++) {
      expectError(await verify(user.token, { code: otherThan(code) }), 400, TEXTS.wrongCode);
    }
    expectError(await verify(user.token, { code: otherThan(code) }), 400, TEXTS.tooManyWrongCodes);
    expectError(await verify(user.token, { code }), 400, TEXTS.codeUnusable);
    expect((await settingsOf(user)).phoneVerified).toBe(false);
  });

  it('counts wrong tries made at once exactly', async () => {
    const user = await signedIn();
    const code = await codeFor(user.token, aNumber());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verify(user.token, { code: otherThan(code) })),
    );
    const errors = answers.map((r) => r.json().error);
    expect(errors.filter((e) => e === TEXTS.wrongCode)).toHaveLength(4);
    expect(errors.filter((e) => e === TEXTS.tooManyWrongCodes)).toHaveLength(1);
    expect(errors.filter((e) => e === TEXTS.codeUnusable)).toHaveLength(3);
  });

  it('verifies once when the right code comes in several times at once', async () => {
    const user = await signedIn();
    const code = await codeFor(user.token, aNumber());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verify(user.token, { code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json().error).toBe(TEXTS.codeUnusable);
    }
    const used = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(used).toHaveLength(1);
    expect(used[0]!.usedAt).toBeInstanceOf(Date);
  });

  it("does not take another account's code", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const code = await codeFor(a.token, aNumber());
    expectError(await verify(b.token, { code }), 400, TEXTS.codeUnusable);
    expect((await verify(a.token, { code })).statusCode).toBe(200);
    expect((await settingsOf(b)).phoneVerified).toBe(false);
  });
});

describe('personal data', () => {
  it('exports the texts and codes without secrets, and deletes them with the account', async () => {
    const user = await signedIn();
    const phone = aNumber();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${user.id}`,
      headers: bearer(user.token),
      payload: { phone },
    });
    expect(put.statusCode).toBe(200);
    const code = await codeFor(user.token, phone);
    // A text to the number that another account asked for goes with it too.
    const other = await signedIn();
    await codeFor(other.token, phone);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/gdpr/export/${user.id}`,
      headers: bearer(user.token),
    });
    expect(exported.statusCode).toBe(200);
    const { sms, auth } = exported.json();
    expect(sms.texts).toEqual([
      expect.objectContaining({ to: e164(phone), userId: user.id, text: expect.any(String) }),
    ]);
    expect(auth.mailedLinks).toEqual([
      expect.objectContaining({ purpose: 'phone_verification', data: { phone } }),
    ]);
    expect(JSON.stringify(auth)).not.toContain('tokenHash');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${user.id}`,
      headers: bearer(user.token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await readTexts(t.db, { to: e164(phone) })).toEqual([]);
    expect(await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id))).toEqual([]);
    const left = await t.db.select().from(outbox).where(eq(outbox.topic, SMS_TOPIC));
    expect(JSON.stringify(left)).not.toContain(code);
    expect(JSON.stringify(left)).not.toContain(user.id);
  });
});
