import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '../../../shared/contact';
import { EMAIL_CHANGE_TEXTS as TEXTS, type EmailChangeHalf } from '../../../shared/email-change';
import { MESSAGES } from '../../../shared/field-rules';
import { PROFILE_TEXTS } from '../../../shared/profiles';
import { emailChangeRequests } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { advanceClock, resetClock } from '../../lib/clock';
import { pruneExpired } from '../../lib/housekeeping';
import { hashToken } from '../../lib/tokens';
import {
  anAddress,
  bearer,
  expectError,
  expectTooMany,
  login,
  mailsTo,
  sessionFor,
  tokenFromLink,
} from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, TEST_PASSWORD } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { MAIL_LIMITS } from './service';

const PUBLIC_URL = 'https://buddies.example';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SUBJECTS = {
  current: 'Confirm the change of your Buddies email address',
  new: 'Confirm your new email address for Buddies',
  taken: 'Someone tried to move a Buddies account to your email address',
  changed: 'The email address of your Buddies account was changed',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());
afterEach(() => resetClock());

let addresses = 0;
/** An address of its own per call: the per-recipient limit counts across accounts. */
const anEmail = () => `moving-${++addresses}-${randomBytes(3).toString('hex')}@example.com`;

type Account = { id: string; email: string; fullName: string; token: string };

async function signedIn(app = t): Promise<Account> {
  const learner = await buildLearner(app.db);
  return { ...learner, token: await sessionFor(app.db, learner) };
}

const request = (
  app: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  app.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const initiate = (token: string | undefined, payload?: unknown, app = t) =>
  request(app, 'POST', '/api/profile/change-email/initiate', token, payload);
const verify = (half: EmailChangeHalf, payload: unknown, app = t) =>
  request(app, 'POST', `/api/profile/change-email/verify-${half}`, undefined, payload);
const status = (token: string | undefined) =>
  request(t, 'GET', '/api/profile/change-email/status', token);
const cancel = (token: string | undefined) =>
  request(t, 'DELETE', '/api/profile/change-email/cancel', token);

/** Asks to move `user` to `newEmail`; outside production the answer carries both tokens. */
async function started(user: Account, newEmail = anEmail()) {
  const res = await initiate(user.token, { newEmail, currentPassword: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { currentEmailToken: string; newEmailToken: string };
  return { newEmail, currentEmailToken: body.currentEmailToken, newEmailToken: body.newEmailToken };
}

const tokenIn = (text: string, param: string) =>
  tokenFromLink(text, PUBLIC_URL, '/profile/settings', param);

async function accountRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const requestsOf = (userId: string) =>
  t.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));

const NO_REQUEST = {
  hasPendingRequest: false,
  newEmail: null,
  currentEmailVerified: false,
  status: 'none',
  expiresAt: null,
};

describe('POST /api/profile/change-email/initiate', () => {
  it('needs a sign-in', async () => {
    expectError(
      await initiate(undefined, { newEmail: anEmail(), currentPassword: TEST_PASSWORD }),
      401,
      'Authentication required',
    );
  });

  it.each([
    ['nothing', {}],
    ['no new email', { currentPassword: TEST_PASSWORD }],
    ['no current password', { newEmail: 'new@example.com' }],
    ['an empty new email', { newEmail: '', currentPassword: TEST_PASSWORD }],
    ['a blank new email', { newEmail: '   ', currentPassword: TEST_PASSWORD }],
    ['an empty current password', { newEmail: 'new@example.com', currentPassword: '' }],
    ['null fields', { newEmail: null, currentPassword: null }],
    ['a number for an email', { newEmail: 42, currentPassword: TEST_PASSWORD }],
  ])('refuses %s with the spec message', async (_, payload) => {
    const user = await signedIn();
    expectError(await initiate(user.token, payload), 400, TEXTS.fillInAll);
    expect(await requestsOf(user.id)).toEqual([]);
  });

  it.each([
    ['not an email', 'not-an-email', MESSAGES.invalidEmail],
    ['no domain', 'lea@', MESSAGES.invalidEmail],
    ['huge', `${'a'.repeat(100_000)}@example.com`, 'Email is too long'],
    ['a NUL', 'lea\u0000@example.com', MESSAGES.controlCharacters],
    ['an escape', 'lea\u001b@example.com', MESSAGES.controlCharacters],
    ['a direction override', 'lea\u202e@example.com', MESSAGES.directionCharacters],
    ['a line separator', 'lea\u2028@example.com', MESSAGES.oneLine],
  ])('refuses a new email %s', async (_, newEmail, message) => {
    const user = await signedIn();
    expectError(
      await initiate(user.token, { newEmail, currentPassword: TEST_PASSWORD }),
      400,
      message,
    );
  });

  it('refuses a huge current password, and a body past the size limit', async () => {
    const user = await signedIn();
    expectError(
      await initiate(user.token, { newEmail: anEmail(), currentPassword: 'x'.repeat(100_000) }),
      400,
      'Password is too long',
    );
    const res = await initiate(user.token, {
      newEmail: anEmail(),
      currentPassword: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses the address the account already has, in any case', async () => {
    const user = await signedIn();
    expectError(
      await initiate(user.token, {
        newEmail: ` ${user.email.toUpperCase()} `,
        currentPassword: TEST_PASSWORD,
      }),
      400,
      TEXTS.sameEmail,
    );
  });

  it('refuses a wrong current password (control characters too), and limits the guesses', async () => {
    const user = await signedIn();
    const newEmail = anEmail();
    for (const currentPassword of ['Wrong-pass-1', 'x\u0000y\u202ez', 'wrong-again']) {
      expectError(
        await initiate(user.token, { newEmail, currentPassword }),
        400,
        PROFILE_TEXTS.currentPasswordIncorrect,
      );
    }
    expect(await mailsTo(t.db, newEmail)).toEqual([]);
    expect(await requestsOf(user.id)).toEqual([]);
    // A right one takes its attempt back; five wrong ones in all are allowed.
    await started(user, newEmail);
    for (let i = 0; i < 2; i++) {
      expectError(
        await initiate(user.token, { newEmail, currentPassword: 'Wrong-pass-1' }),
        400,
        PROFILE_TEXTS.currentPasswordIncorrect,
      );
    }
    expectTooMany(
      await initiate(user.token, { newEmail, currentPassword: TEST_PASSWORD }),
      PROFILE_TEXTS.tooManyPasswordChecks,
    );
  });

  it('mails a link and a token to each address, keeps their hashes only, for 24 hours', async () => {
    const user = await signedIn();
    const newEmail = anEmail();
    const res = await initiate(user.token, {
      newEmail: ` ${newEmail} `,
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: TEXTS.initiated,
      currentEmailToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      newEmailToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const [toCurrent, ...moreCurrent] = await mailsTo(t.db, user.email);
    expect(moreCurrent).toEqual([]);
    expect(toCurrent!.subject).toBe(SUBJECTS.current);
    expect(tokenIn(toCurrent!.text, 'currentEmailToken')).toBe(body.currentEmailToken);
    expect(toCurrent!.text).toContain(`token in your profile settings: ${body.currentEmailToken}`);
    expect(toCurrent!.text).toContain(`Buddies account to ${newEmail}.`);
    expect(toCurrent!.text).toContain('Hi Lea Learner,');

    const [toNew, ...moreNew] = await mailsTo(t.db, newEmail);
    expect(moreNew).toEqual([]);
    expect(toNew!.subject).toBe(SUBJECTS.new);
    expect(tokenIn(toNew!.text, 'newEmailToken')).toBe(body.newEmailToken);
    expect(toNew!.text).toContain(`token in your profile settings: ${body.newEmailToken}`);

    const [stored, ...others] = await requestsOf(user.id);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      newEmail,
      currentTokenHash: hashToken(body.currentEmailToken),
      newTokenHash: hashToken(body.newEmailToken),
      currentVerifiedAt: null,
      newVerifiedAt: null,
      completedAt: null,
      cancelledAt: null,
    });
    const row = JSON.stringify(stored);
    expect(row).not.toContain(body.currentEmailToken);
    expect(row).not.toContain(body.newEmailToken);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * HOUR);
  });

  it('replaces an older pending request: its links stop working', async () => {
    const user = await signedIn();
    const older = await started(user);
    const newer = await started(user);
    expectError(
      await verify('current', { token: older.currentEmailToken }),
      400,
      TEXTS.linkInvalid,
    );
    expectError(await verify('new', { token: older.newEmailToken }), 400, TEXTS.linkInvalid);
    expect((await status(user.token)).json()).toMatchObject({ newEmail: newer.newEmail });
    const open = (await requestsOf(user.id)).filter((r) => !r.cancelledAt && !r.completedAt);
    expect(open).toHaveLength(1);
  });

  it('leaves one request open when several are made at once', async () => {
    const user = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        initiate(user.token, { newEmail: anEmail(), currentPassword: TEST_PASSWORD }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await requestsOf(user.id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => !r.cancelledAt)).toHaveLength(1);
  });

  it('mails one account 3 requests an hour at most, then says when to try again', async () => {
    const user = await signedIn();
    for (let i = 0; i < 3; i++) await started(user);
    const newEmail = anEmail();
    const refused = await initiate(user.token, { newEmail, currentPassword: TEST_PASSWORD });
    expectTooMany(refused, TEXTS.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(await mailsTo(t.db, newEmail)).toEqual([]);

    advanceClock(61 * MINUTE);
    await started(user, newEmail);
  });

  it(`mails one address ${MAIL_LIMITS.perRecipient.max} times an hour at most, whoever asks`, async () => {
    const newEmail = anEmail();
    const [a, b] = [await signedIn(), await signedIn()];
    for (let i = 0; i < 3; i++) await started(a, newEmail);
    for (let i = 3; i < MAIL_LIMITS.perRecipient.max; i++) await started(b, newEmail);
    expectTooMany(
      await initiate(b.token, { newEmail: newEmail.toUpperCase(), currentPassword: TEST_PASSWORD }),
      TEXTS.tooManyRequests,
    );
    expect(await mailsTo(t.db, newEmail)).toHaveLength(MAIL_LIMITS.perRecipient.max);
    await started(b);
  });

  it('works for buddies too', async () => {
    const { user } = await buildBuddy(t.db);
    await started({ ...user, token: await sessionFor(t.db, user) });
  });
});

describe('an address that already has an account', () => {
  it('is answered as a free one; its owner is told, and the change never completes', async () => {
    const user = await signedIn();
    const owner = await buildLearner(t.db, { fullName: 'Olga Owner' });
    const free = await initiate(user.token, {
      newEmail: anEmail(),
      currentPassword: TEST_PASSWORD,
    });
    const taken = await initiate(user.token, {
      newEmail: owner.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json().message).toBe(free.json().message);
    const { currentEmailToken, newEmailToken } = taken.json();

    // The account's own address is asked as usual.
    const toCurrent = (await mailsTo(t.db, user.email)).at(-1)!;
    expect(toCurrent.subject).toBe(SUBJECTS.current);
    expect(toCurrent.text).toContain(`Buddies account to ${owner.email.toUpperCase()}.`);
    expect(tokenIn(toCurrent.text, 'currentEmailToken')).toBe(currentEmailToken);

    // The owner hears of it, with no link that confirms anything and without the asker's name.
    const [toOwner, ...more] = await mailsTo(t.db, owner.email);
    expect(more).toEqual([]);
    expect(toOwner!.subject).toBe(SUBJECTS.taken);
    expect(toOwner!.text).toContain('Hi Olga Owner,');
    expect(toOwner!.text).toContain('already has a Buddies account');
    expect(toOwner!.text).toContain(`${PUBLIC_URL}/login`);
    expect(toOwner!.text).not.toContain('/profile/settings');
    expect(toOwner!.text).not.toContain(user.fullName);
    expect(toOwner!.text).not.toContain(user.email);
    expect(toOwner!.text).not.toContain(newEmailToken);

    // The status reads as for any request, and the current half confirms as usual...
    expect((await status(user.token)).json()).toMatchObject({
      hasPendingRequest: true,
      newEmail: owner.email.toUpperCase(),
      status: 'pending',
    });
    expect((await verify('current', { token: currentEmailToken })).json()).toEqual({
      message: TEXTS.currentVerified,
    });
    // ...but no token confirms the new address, and nothing changes.
    expectError(await verify('new', { token: newEmailToken }), 400, TEXTS.linkInvalid);
    const [stored] = (await requestsOf(user.id)).filter((r) => !r.cancelledAt);
    expect(stored!.newTokenHash).not.toBe(hashToken(newEmailToken));
    expect((await accountRow(user.id)).email).toBe(user.email);
    expect((await accountRow(owner.id)).email).toBe(owner.email);
  });

  it('is free again once that account is deleted', async () => {
    const user = await signedIn();
    const leaving = await signedIn();
    const deleted = await request(t, 'DELETE', `/api/account/delete/${leaving.id}`, leaving.token, {
      currentPassword: TEST_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const change = await started(user, leaving.email);
    expect((await mailsTo(t.db, leaving.email)).at(-1)!.subject).toBe(SUBJECTS.new);
    expect((await verify('current', { token: change.currentEmailToken })).statusCode).toBe(200);
    expect((await verify('new', { token: change.newEmailToken })).json()).toEqual({
      message: TEXTS.changed,
    });
    expect((await accountRow(user.id)).email).toBe(leaving.email);
  });
});

describe('POST /api/profile/change-email/verify-current and verify-new', () => {
  it.each(['current', 'new'] as const)('%s: refuses a malformed token', async (half) => {
    for (const payload of [{}, { token: '' }, { token: '   ' }, { token: null }, { token: 42 }]) {
      expectError(await verify(half, payload), 400, TEXTS.tokenRequired);
    }
    for (const token of ['a'.repeat(100_000), 'x\u0000y', 'x\u202ey', 'not-a-token']) {
      expectError(await verify(half, { token }), 400, TEXTS.linkInvalid);
    }
    expect((await verify(half, { token: 'x'.repeat(2 * 1024 * 1024) })).statusCode).toBe(413);
  });

  it("refuses one half's token at the other's route", async () => {
    const user = await signedIn();
    const change = await started(user);
    expectError(await verify('new', { token: change.currentEmailToken }), 400, TEXTS.linkInvalid);
    expectError(await verify('current', { token: change.newEmailToken }), 400, TEXTS.linkInvalid);
  });

  it('changes the email once both are confirmed: new sign-ins use it, the old address is told', async () => {
    const user = await signedIn();
    const elsewhere = await sessionFor(t.db, user);
    const change = await started(user);
    // The tokens are the ones in the mails, and each mail's link works with its own route.
    const fromCurrentMail = tokenIn(
      (await mailsTo(t.db, user.email)).at(-1)!.text,
      'currentEmailToken',
    );
    const fromNewMail = tokenIn(
      (await mailsTo(t.db, change.newEmail)).at(-1)!.text,
      'newEmailToken',
    );
    const expiresAt = (await status(user.token)).json().expiresAt;
    expect(expiresAt).toEqual(expect.any(String));

    const first = await verify('current', { token: ` ${fromCurrentMail} ` });
    expect(first.json()).toEqual({ message: TEXTS.currentVerified });
    expect((await status(user.token)).json()).toEqual({
      hasPendingRequest: true,
      newEmail: change.newEmail,
      currentEmailVerified: true,
      status: 'pending',
      expiresAt,
    });
    expect((await accountRow(user.id)).email).toBe(user.email);
    expectError(await verify('current', { token: fromCurrentMail }), 400, TEXTS.linkInvalid);

    const second = await verify('new', { token: fromNewMail });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ message: TEXTS.changed });

    const row = await accountRow(user.id);
    expect(row.email).toBe(change.newEmail);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await status(user.token)).json()).toEqual({
      hasPendingRequest: false,
      newEmail: change.newEmail,
      currentEmailVerified: true,
      status: 'completed',
      expiresAt,
    });
    expectError(await verify('new', { token: fromNewMail }), 400, TEXTS.linkInvalid);

    // Every sign-in stays, and the settings show the new, verified address.
    for (const token of [user.token, elsewhere]) {
      const settings = await request(t, 'GET', `/api/profile/${user.id}`, token);
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toMatchObject({ email: change.newEmail, emailVerified: true });
    }
    const address = anAddress();
    expect((await login(t, change.newEmail, TEST_PASSWORD, address)).statusCode).toBe(200);
    expectError(
      await login(t, user.email, TEST_PASSWORD, address),
      401,
      'Invalid email or password',
    );

    const notice = (await mailsTo(t.db, user.email)).at(-1)!;
    expect(notice.subject).toBe(SUBJECTS.changed);
    expect(notice.text).toContain(`changed from this address to ${change.newEmail}.`);
    expect(notice.text).toContain(CONTACT_EMAIL);
    expect(await mailsTo(t.db, change.newEmail)).toHaveLength(1);
  });

  it('completes from the new address first too', async () => {
    const user = await signedIn();
    const change = await started(user);
    expect((await verify('new', { token: change.newEmailToken })).json()).toEqual({
      message: TEXTS.newVerified,
    });
    expect((await status(user.token)).json()).toMatchObject({
      currentEmailVerified: false,
      status: 'pending',
    });
    expect((await verify('current', { token: change.currentEmailToken })).json()).toEqual({
      message: TEXTS.changed,
    });
    expect((await accountRow(user.id)).email).toBe(change.newEmail);
  });

  it('ends the password reset and verification links mailed to the old address', async () => {
    const user = await signedIn();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: anAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    const resetMail = (await mailsTo(t.db, user.email)).at(-1)!;
    const resetToken = tokenFromLink(resetMail.text, PUBLIC_URL, '/reset-password');
    const change = await started(user);
    await verify('current', { token: change.currentEmailToken });
    await verify('new', { token: change.newEmailToken });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, newPassword: 'Another-pass-1' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('refuses both links after 24 hours, and takes them just before', async () => {
    const user = await signedIn();
    const late = await started(user);
    advanceClock(24 * HOUR + 1000);
    expectError(await verify('current', { token: late.currentEmailToken }), 400, TEXTS.linkInvalid);
    expectError(await verify('new', { token: late.newEmailToken }), 400, TEXTS.linkInvalid);
    expect((await status(user.token)).json()).toEqual(NO_REQUEST);
    expectError(await cancel(user.token), 404, TEXTS.nothingToCancel);

    resetClock();
    const inTime = await started(user);
    advanceClock(24 * HOUR - 5000);
    expect((await verify('current', { token: inTime.currentEmailToken })).statusCode).toBe(200);
    expect((await verify('new', { token: inTime.newEmailToken })).json()).toEqual({
      message: TEXTS.changed,
    });
  });

  it('answers 409 and changes nothing when another account took the address meanwhile', async () => {
    const user = await signedIn();
    const change = await started(user);
    await verify('current', { token: change.currentEmailToken });
    const other = await buildLearner(t.db, { email: change.newEmail });
    expectError(await verify('new', { token: change.newEmailToken }), 409, TEXTS.emailTaken);
    expect((await accountRow(user.id)).email).toBe(user.email);
    expect((await accountRow(other.id)).email).toBe(change.newEmail);
    expect((await status(user.token)).json()).toMatchObject({
      status: 'pending',
      currentEmailVerified: true,
    });
    expect((await mailsTo(t.db, user.email)).map((m) => m.subject)).not.toContain(SUBJECTS.changed);
  });

  it('answers 409 when the address is held by a row no lookup finds (the unique index decides)', async () => {
    const user = await signedIn();
    const leaving = await signedIn();
    expect(
      (
        await request(t, 'DELETE', `/api/account/delete/${leaving.id}`, leaving.token, {
          currentPassword: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    // A deleted account keeps a placeholder address that no lookup of "who is this" finds.
    const placeholder = (await accountRow(leaving.id)).email;
    const change = await started(user, placeholder);
    await verify('new', { token: change.newEmailToken });
    expectError(
      await verify('current', { token: change.currentEmailToken }),
      409,
      TEXTS.emailTaken,
    );
    expect((await accountRow(user.id)).email).toBe(user.email);
  });

  it('completes once when the new link is confirmed several times at once', async () => {
    const user = await signedIn();
    const change = await started(user);
    await verify('current', { token: change.currentEmailToken });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verify('new', { token: change.newEmailToken })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.find((r) => r.statusCode === 200)!.json()).toEqual({ message: TEXTS.changed });
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json().error).toBe(TEXTS.linkInvalid);
    }
    expect((await accountRow(user.id)).email).toBe(change.newEmail);
    const notices = (await mailsTo(t.db, user.email)).filter((m) => m.subject === SUBJECTS.changed);
    expect(notices).toHaveLength(1);
  });

  it('completes once when both links are confirmed at once', async () => {
    const user = await signedIn();
    const change = await started(user);
    const answers = await Promise.all([
      verify('current', { token: change.currentEmailToken }),
      verify('new', { token: change.newEmailToken }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().message)).toContain(TEXTS.changed);
    expect((await accountRow(user.id)).email).toBe(change.newEmail);
    const [stored] = await requestsOf(user.id);
    expect(stored!.completedAt).toBeInstanceOf(Date);
  });
});

describe('GET /api/profile/change-email/status', () => {
  it('needs a sign-in', async () => {
    expectError(await status(undefined), 401, 'Authentication required');
  });

  it('says none without a request, and never shows a token', async () => {
    const user = await signedIn();
    expect((await status(user.token)).json()).toEqual(NO_REQUEST);
    const change = await started(user);
    const res = await status(user.token);
    expect(res.json()).toEqual({
      hasPendingRequest: true,
      newEmail: change.newEmail,
      currentEmailVerified: false,
      status: 'pending',
      expiresAt: expect.any(String),
    });
    expect(res.body).not.toContain(change.currentEmailToken);
    expect(res.body).not.toContain(change.newEmailToken);
    expect(res.body).not.toMatch(/token|hash/i);
  });

  it("is the caller's own", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    await started(a);
    expect((await status(b.token)).json()).toEqual(NO_REQUEST);
  });
});

describe('DELETE /api/profile/change-email/cancel', () => {
  it('needs a sign-in', async () => {
    expectError(await cancel(undefined), 401, 'Authentication required');
  });

  it('answers 404 without a pending request', async () => {
    const user = await signedIn();
    expectError(await cancel(user.token), 404, TEXTS.nothingToCancel);
  });

  it('cancels the pending request: its links stop working', async () => {
    const user = await signedIn();
    const change = await started(user);
    await verify('current', { token: change.currentEmailToken });
    const res = await cancel(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email change request cancelled' });
    expectError(await verify('new', { token: change.newEmailToken }), 400, TEXTS.linkInvalid);
    expect((await status(user.token)).json()).toEqual(NO_REQUEST);
    expectError(await cancel(user.token), 404, TEXTS.nothingToCancel);
    expect((await accountRow(user.id)).email).toBe(user.email);
  });

  it('does not undo a completed change', async () => {
    const user = await signedIn();
    const change = await started(user);
    await verify('current', { token: change.currentEmailToken });
    await verify('new', { token: change.newEmailToken });
    expectError(await cancel(user.token), 404, TEXTS.nothingToCancel);
    expect((await status(user.token)).json().status).toBe('completed');
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL });
  });
  afterAll(() => prod.close());

  it('answers a free and a taken address alike, without tokens; the mailed links complete the free one', async () => {
    const [a, b] = [await signedIn(prod), await signedIn(prod)];
    const owner = await buildLearner(prod.db);
    const freeEmail = anEmail();
    const free = await initiate(
      a.token,
      { newEmail: freeEmail, currentPassword: TEST_PASSWORD },
      prod,
    );
    const taken = await initiate(
      b.token,
      { newEmail: owner.email, currentPassword: TEST_PASSWORD },
      prod,
    );
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ message: TEXTS.initiated });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 200,
      body: { message: TEXTS.initiated },
    });

    const currentToken = tokenIn(
      (await mailsTo(prod.db, a.email)).at(-1)!.text,
      'currentEmailToken',
    );
    const newToken = tokenIn((await mailsTo(prod.db, freeEmail)).at(-1)!.text, 'newEmailToken');
    expect((await verify('new', { token: newToken }, prod)).statusCode).toBe(200);
    expect((await verify('current', { token: currentToken }, prod)).json()).toEqual({
      message: TEXTS.changed,
    });
    const [row] = await prod.db.select().from(users).where(eq(users.id, a.id));
    expect(row!.email).toBe(freeEmail);
  });
});

describe('personal data', () => {
  it('exports the requests without their hashes, and deletes them with the account', async () => {
    const user = await signedIn();
    const change = await started(user);
    await verify('current', { token: change.currentEmailToken });

    const exported = await request(t, 'GET', `/api/gdpr/export/${user.id}`, user.token);
    expect(exported.statusCode).toBe(200);
    const { auth } = exported.json();
    expect(auth.emailChanges).toEqual([
      expect.objectContaining({
        userId: user.id,
        newEmail: change.newEmail,
        currentVerifiedAt: expect.any(String),
        newVerifiedAt: null,
        expiresAt: expect.any(String),
      }),
    ]);
    expect(exported.body).not.toMatch(/TokenHash/);
    expect(exported.body).not.toContain(hashToken(change.newEmailToken));

    const deleted = await request(t, 'DELETE', `/api/account/delete/${user.id}`, user.token, {
      currentPassword: TEST_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await requestsOf(user.id)).toEqual([]);
    expectError(await verify('new', { token: change.newEmailToken }), 400, TEXTS.linkInvalid);
  });
});

describe('housekeeping', () => {
  it('drops requests a month after they ended, and keeps the rest', async () => {
    const [a, b, c] = [await signedIn(), await signedIn(), await signedIn()];
    await started(a);
    expect((await cancel(a.token)).statusCode).toBe(200);
    const done = await started(b);
    await verify('current', { token: done.currentEmailToken });
    await verify('new', { token: done.newEmailToken });
    await started(c);

    await pruneExpired(t.db, new Date(Date.now() + 29 * 24 * HOUR));
    expect(await requestsOf(a.id)).toHaveLength(1);
    expect(await requestsOf(b.id)).toHaveLength(1);

    // A month and a half day on, the cancelled and the completed one ended a month ago; the third
    // expired (a day after it was made) 29 and a half days ago, and goes a day later.
    await pruneExpired(t.db, new Date(Date.now() + 30.5 * 24 * HOUR));
    expect(await requestsOf(a.id)).toEqual([]);
    expect(await requestsOf(b.id)).toEqual([]);
    expect(await requestsOf(c.id)).toHaveLength(1);
    await pruneExpired(t.db, new Date(Date.now() + 31.5 * 24 * HOUR));
    expect(await requestsOf(c.id)).toEqual([]);
  });
});
