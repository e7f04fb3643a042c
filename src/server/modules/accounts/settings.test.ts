import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/field-rules';
import { PROFILE_TEXTS } from '../../../shared/profiles';
import { SETTINGS_TEXTS } from '../../../shared/settings';
import {
  anAddress,
  bearer,
  expectError,
  login,
  mailsTo,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  TEST_PASSWORD,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { advanceClock, resetClock } from '../../lib/clock';

// A password change verifies one password and hashes another; a login verifies one.
const SLOW = { timeout: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function account(build: Promise<{ id: string; email: string }>) {
  const user = await build;
  return { ...user, token: await sessionFor(t.db, user) };
}

const get = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/profile/${id}`, headers: bearer(token) });
const put = (id: string, token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/profile/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });

describe('GET /api/profile/{id}: the settings of every account', () => {
  it('gives learners, buddies and staff their phone, verifications, consents and dates', async () => {
    const learner = await account(buildLearner(t.db));
    const { user } = await buildBuddy(t.db);
    const buddy = { ...user, token: await sessionFor(t.db, user) };
    const expert = await account(buildStaff(t.db, 'learning_expert'));
    for (const who of [learner, buddy, expert]) {
      const res = await get(who.id, who.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: who.id,
        email: who.email,
        emailVerified: expect.any(Boolean),
        phone: null,
        phoneVerified: false,
        dataRetentionConsent: true,
        marketingConsent: false,
        favouritesMailConsent: true,
        gdprConsentDate: expect.any(String),
        marketingConsentDate: null,
        createdAt: expect.any(String),
      });
      expect(res.body).not.toMatch(/password|hash|token/i);
    }
    expectError(await get(buddy.id, learner.token), 403, 'You are not allowed to do this');
  });
});

describe('PUT /api/profile/{id}: the settings', () => {
  it('keeps a Dutch phone without spaces, unverified, and clears it when emptied', async () => {
    const lea = await account(buildLearner(t.db));
    const saved = await put(lea.id, lea.token, { phone: '06 1234 5678' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '0612345678', phoneVerified: false });
    expect((await put(lea.id, lea.token, { phone: '+31612345678' })).json().phone).toBe(
      '+31612345678',
    );
    for (const phone of ['12345', '+32612345678', '0012345678', '06123456789', '06\u0000123456']) {
      const res = await put(lea.id, lea.token, { phone });
      expect(res.statusCode, phone).toBe(400);
    }
    expectError(await put(lea.id, lea.token, { phone: '061234' }), 400, MESSAGES.invalidPhone);
    expect((await put(lea.id, lea.token, { phone: '' })).json().phone).toBeNull();
    expectError(await put(lea.id, lea.token, { phone: 61234567 }), 400, MESSAGES.invalidPhone);
  });

  it('dates a consent given or withdrawn, and not the same answer again', async () => {
    const lea = await account(buildLearner(t.db));
    const before = (await get(lea.id, lea.token)).json();
    advanceClock(60_000);
    try {
      const changed = (
        await put(lea.id, lea.token, { marketingConsent: true, dataRetentionConsent: false })
      ).json();
      expect(changed).toMatchObject({ marketingConsent: true, dataRetentionConsent: false });
      expect(changed.marketingConsentDate).not.toBeNull();
      expect(changed.gdprConsentDate).not.toBe(before.gdprConsentDate);
      advanceClock(60_000);
      const again = (await put(lea.id, lea.token, { marketingConsent: true })).json();
      expect(again.marketingConsentDate).toBe(changed.marketingConsentDate);
      expectError(
        await put(lea.id, lea.token, { marketingConsent: 'yes' }),
        400,
        'Invalid input: expected boolean, received string',
      );
    } finally {
      resetClock();
    }
  });

  it("turns a learner's favourites mail off and on again, apart from marketing", async () => {
    const lea = await account(buildLearner(t.db));
    const off = await put(lea.id, lea.token, { favouritesMailConsent: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ favouritesMailConsent: false, marketingConsent: false });
    expect((await get(lea.id, lea.token)).json().favouritesMailConsent).toBe(false);
    const on = await put(lea.id, lea.token, { favouritesMailConsent: true });
    expect(on.json().favouritesMailConsent).toBe(true);
  });

  it('checks a new password as the spec says, field by field', async () => {
    const lea = await account(buildLearner(t.db));
    const cases: [object, string][] = [
      [{ newPassword: 'Better-pass-1' }, PROFILE_TEXTS.currentPasswordRequired],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'Sh0rt!' }, PROFILE_TEXTS.newPasswordMin],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'alllowercase' },
        SETTINGS_TEXTS.weakPassword,
      ],
      [
        {
          currentPassword: TEST_PASSWORD,
          newPassword: 'Better-pass-1',
          confirmPassword: 'Other-1',
        },
        MESSAGES.passwordsDoNotMatch,
      ],
    ];
    for (const [payload, message] of cases)
      expectError(await put(lea.id, lea.token, payload), 400, message);
  });

  it(
    'changes the password with the current one: other sign-ins end, the user is mailed',
    SLOW,
    async () => {
      const lea = await account(buildLearner(t.db));
      const elsewhere = await sessionFor(t.db, lea);
      expectError(
        await put(lea.id, lea.token, {
          currentPassword: 'Wrong-pass-1',
          newPassword: 'Better-pass-1',
        }),
        400,
        PROFILE_TEXTS.currentPasswordIncorrect,
      );
      const changed = await put(lea.id, lea.token, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Better-pass-1',
        confirmPassword: 'Better-pass-1',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await get(lea.id, lea.token)).statusCode).toBe(200);
      expect((await get(lea.id, elsewhere)).statusCode).toBe(401);
      expect((await login(t, lea.email, 'Better-pass-1', anAddress())).statusCode).toBe(200);
      await t.app.outbox.flush();
      expect((await mailsTo(t.db, lea.email)).map((m) => m.subject)).toContain(
        'Your Buddies password was changed',
      );
    },
  );

  it('lets a buddy change their name and settings, not a learner’s or staff fields', async () => {
    const { user } = await buildBuddy(t.db);
    const token = await sessionFor(t.db, user);
    const saved = await put(user.id, token, { fullName: 'Bram Renamed', marketingConsent: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ fullName: 'Bram Renamed', marketingConsent: true });
    expectError(
      await put(user.id, token, { interests: 'Cheese', department: 'Sales' }),
      400,
      PROFILE_TEXTS.notForThisProfile(['interests', 'department']),
    );
    expectError(
      await put(user.id, token, { favouritesMailConsent: false }),
      400,
      PROFILE_TEXTS.notForThisProfile(['favouritesMailConsent']),
    );
  });

  it('is the account’s own only, and answers many changes at once without a server error', async () => {
    const lea = await account(buildLearner(t.db));
    const other = await account(buildLearner(t.db));
    expectError(
      await put(lea.id, other.token, { phone: '0612345678' }),
      403,
      'You are not allowed to do this',
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        put(lea.id, lea.token, { marketingConsent: i % 2 === 0, phone: `06123456${10 + i}` }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
  });
});
