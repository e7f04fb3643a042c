import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_VERIFICATION_TEXTS as TEXTS } from '../../../shared/phone-verification';
import { loadConfig } from '../../config';
import { outbox } from '../../db/schema/outbox';
import { pruneExpired } from '../../lib/housekeeping';
import { readTexts } from '../../lib/sms';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildLearner } from '../../../../tests/support/factories';
import { startFakeTwilio, type FakeTwilio } from '../../../../tests/support/fake-twilio';
import { captureLogs, createTestApp, type TestApp } from '../../../../tests/support/test-app';

const ACCOUNT = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'fake-auth-token' };
const FROM = '+3197010000001';
const twilioEnv = (fake: FakeTwilio) => ({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
  TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
  SMS_FROM: FROM,
  TWILIO_API_URL: fake.url,
});

const HOUR = 60 * 60_000;
let numbers = 0;
const aNumber = () => `06${String(20_000_000 + ++numbers * 7717 + process.pid).slice(-8)}`;
const e164 = (phone: string) => `+31${phone.slice(1)}`;

async function signedIn(t: TestApp) {
  const learner = await buildLearner(t.db);
  return { ...learner, token: await sessionFor(t.db, learner) };
}
const sendCode = (t: TestApp, token: string, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/send-sms-verification',
    headers: bearer(token),
    payload: { phone },
  });
const verify = (t: TestApp, token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/verify-phone',
    headers: bearer(token),
    payload: { code },
  });
/** The code in a text message's words. */
const codeIn = (text: string) => /code is (\d{6})\./.exec(text)![1]!;

describe('text messages through Twilio (the official client, against a local fake API)', () => {
  let fake: FakeTwilio;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTwilio(ACCOUNT);
    t = await createTestApp(twilioEnv(fake));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the code, keeps no text once sent, and the code verifies the number', async () => {
    const user = await signedIn(t);
    const phone = aNumber();
    const res = await sendCode(t, user.token, phone);
    expect(res.statusCode).toBe(200);
    const { verificationCode } = res.json();
    await t.app.outbox.flush();

    const sent = fake.received.filter((m) => m.to === e164(phone));
    expect(sent).toEqual([
      {
        accountSid: ACCOUNT.accountSid,
        to: e164(phone),
        from: FROM,
        body: `Your Buddies verification code is ${verificationCode}. It expires in 10 minutes.`,
        userAgent: expect.stringMatching(/^twilio-node\/6\./),
      },
    ]);
    const [row] = await readTexts(t.db, { to: e164(phone) });
    expect(row).toMatchObject({ attempts: 1, lastError: null, text: null, userId: user.id });
    expect(row!.doneAt).toBeInstanceOf(Date);
    expect(JSON.stringify(await t.db.select().from(outbox))).not.toContain(verificationCode);

    expect((await verify(t, user.token, codeIn(sent[0]!.body))).statusCode).toBe(200);
  });

  it('keeps a text the provider refuses and sends it on a later attempt', async () => {
    const user = await signedIn(t);
    const phone = aNumber();
    fake.failNext({ status: 503, code: 20503, message: 'Service Unavailable' });
    expect((await sendCode(t, user.token, phone)).statusCode).toBe(200);
    await t.app.outbox.flush();

    const [failed] = await readTexts(t.db, { to: e164(phone) });
    expect(failed).toMatchObject({ attempts: 1, doneAt: null });
    expect(failed!.lastError).toBe('twilio-20503: Twilio answered 503: Service Unavailable');
    expect(failed!.text).toMatch(/^Your Buddies verification code is \d{6}\./);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    await t.app.outbox.flush();
    expect((await readTexts(t.db, { to: e164(phone) }))[0]!.attempts).toBe(1);
    expect(fake.received.filter((m) => m.to === e164(phone))).toEqual([]);

    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, failed!.id));
    await t.app.outbox.flush();
    const [delivered] = await readTexts(t.db, { to: e164(phone) });
    expect(delivered).toMatchObject({ attempts: 2, lastError: null, text: null });
    const sent = fake.received.filter((m) => m.to === e164(phone));
    expect(sent).toHaveLength(1);
    expect((await verify(t, user.token, codeIn(sent[0]!.body))).statusCode).toBe(200);
  });

  it("logs Twilio's error without the number it names", async () => {
    const user = await signedIn(t);
    const phone = aNumber();
    fake.failNext({
      status: 400,
      code: 21211,
      message: `Invalid 'To' Phone Number: ${e164(phone)}`,
    });
    expect((await sendCode(t, user.token, phone)).statusCode).toBe(200);
    await t.app.outbox.flush();
    const [failed] = await readTexts(t.db, { to: e164(phone) });
    expect(failed!.lastError).toBe(
      "twilio-21211: Twilio answered 400: Invalid 'To' Phone Number: [number]",
    );
  });

  it('sends each text once', async () => {
    const user = await signedIn(t);
    const phone = aNumber();
    await sendCode(t, user.token, phone);
    await Promise.all([t.app.outbox.flush(), t.app.outbox.flush()]);
    await t.app.outbox.flush();
    expect(fake.received.filter((m) => m.to === e164(phone))).toHaveLength(1);
  });
});

describe('with wrong Twilio credentials', () => {
  let fake: FakeTwilio;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTwilio({ ...ACCOUNT, authToken: 'the-real-token' });
    t = await createTestApp(twilioEnv(fake));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('keeps the text for a later attempt, as Twilio refused it', async () => {
    const user = await signedIn(t);
    const phone = aNumber();
    expect((await sendCode(t, user.token, phone)).statusCode).toBe(200);
    await t.app.outbox.flush();
    const [failed] = await readTexts(t.db, { to: e164(phone) });
    expect(failed).toMatchObject({
      doneAt: null,
      lastError: 'twilio-20003: Twilio answered 401: Authenticate',
    });
    expect(fake.received).toEqual([]);
  });
});

describe('in production with Twilio', () => {
  let fake: FakeTwilio;
  let prod: TestApp;
  beforeAll(async () => {
    fake = await startFakeTwilio(ACCOUNT);
    prod = await createTestApp({ NODE_ENV: 'production', ...twilioEnv(fake) });
  });
  afterAll(async () => {
    await prod.close();
    await fake.close();
  });

  it('texts the code but never answers it', async () => {
    const user = await signedIn(prod);
    const phone = aNumber();
    const res = await sendCode(prod, user.token, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TEXTS.codeSent });
    await prod.app.outbox.flush();
    const [sent] = fake.received.filter((m) => m.to === e164(phone));
    expect((await verify(prod, user.token, codeIn(sent!.body))).statusCode).toBe(200);
  });

  it('has no /dev/sms: the path falls through to the client shell or a 404', async () => {
    const user = await signedIn(prod);
    const phone = aNumber();
    expect((await sendCode(prod, user.token, phone)).statusCode).toBe(200);
    const res = await prod.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(res.body).not.toContain('Development text messages');
    expect(res.body).not.toContain(e164(phone));
    if (res.statusCode === 200) expect(res.body).toMatch(/<div id="root">/);
    else expect(res.statusCode).toBe(404);
  });
});

describe('in production without an SMS provider', () => {
  const logs = captureLogs();
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, logs);
  });
  afterAll(() => prod.close());

  it('says so at start', () => {
    expect(logs.lines.join('\n')).toContain(
      'SMS_PROVIDER is not set: no text message will leave this server (phone verification answers 503)',
    );
  });

  it('answers 503 to phone verification, and queues nothing', async () => {
    const user = await signedIn(prod);
    const phone = aNumber();
    expectError(await sendCode(prod, user.token, phone), 503, TEXTS.unavailable);
    expectError(await verify(prod, user.token, '123456'), 503, TEXTS.unavailable);
    expect(await readTexts(prod.db)).toEqual([]);
  });
});

describe('the development transport and GET /dev/sms', () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, logs);
  });
  afterAll(() => t.close());

  it('shows each text with its recipient; the log says where, without the code', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No text messages yet.');

    const user = await signedIn(t);
    const phone = aNumber();
    const { verificationCode } = (await sendCode(t, user.token, phone)).json();
    await t.app.outbox.flush();

    const res = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Development text messages</h1>');
    expect(res.body).toContain(`To <strong>${e164(phone)}</strong>`);
    expect(res.body).toContain(
      `Your Buddies verification code is ${verificationCode}. It expires in 10 minutes.`,
    );
    expect(res.body).toContain(' · sent</p>');

    const [row] = await readTexts(t.db, { to: e164(phone) });
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.doneAt).toBeInstanceOf(Date);
    const logged = logs.lines.filter((line) => line.includes('kept for /dev/sms'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`"to":"+316*****${phone.slice(-3)}"`);
    expect(logs.lines.join('\n')).not.toContain(verificationCode);
  });

  it('keeps a text a day, after which its code has long expired', async () => {
    const user = await signedIn(t);
    const phone = aNumber();
    expect((await sendCode(t, user.token, phone)).statusCode).toBe(200);
    await t.app.outbox.flush();
    await pruneExpired(t.db, new Date(Date.now() + 23 * HOUR));
    expect((await readTexts(t.db, { to: e164(phone) }))[0]!.text).toMatch(/^Your Buddies/);
    await pruneExpired(t.db, new Date(Date.now() + 25 * HOUR));
    expect((await readTexts(t.db, { to: e164(phone) }))[0]).toMatchObject({
      to: e164(phone),
      userId: user.id,
      text: null,
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(page.body).toContain('(The text is not kept once a provider has it, nor after a day.)');
  });

  it('is not served to another machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/sms', remoteAddress: '192.0.2.7' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Development text messages');
  });
});

describe('SMS configuration', () => {
  it('needs the account, its token and a sender with SMS_PROVIDER=twilio', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID: required with SMS_PROVIDER=twilio\n {2}TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio\n {2}SMS_FROM: required/,
    );
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'SK123',
        TWILIO_AUTH_TOKEN: 't',
        SMS_FROM: FROM,
      }),
    ).toThrow(/TWILIO_ACCOUNT_SID: an Account SID starts with AC/);
    expect(() => loadConfig({ SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER/);
  });

  it('reads the provider, and none without SMS_PROVIDER', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(
      loadConfig({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
        TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
        SMS_FROM: FROM,
        TWILIO_API_URL: 'http://127.0.0.1:9999/',
      }).sms,
    ).toEqual({
      provider: 'twilio',
      accountSid: ACCOUNT.accountSid,
      authToken: ACCOUNT.authToken,
      from: FROM,
      apiUrl: 'http://127.0.0.1:9999',
    });
  });
});
