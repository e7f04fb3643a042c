import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from '../../../shared/profiles';
import { MESSAGES } from '../../../shared/field-rules';
import { PHOTO_INVALID } from '../../lib/images';
import {
  bearer,
  expectError,
  login,
  multipart,
  pngImage,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  TEST_PASSWORD,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// A password change verifies one password and hashes another; a login verifies one (~0.6 s each).
const SLOW = { timeout: 60_000 };

let t: TestApp;
let photosDir: string;
let learner: Awaited<ReturnType<typeof buildLearner>>;
let token: string;
let otherToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  photosDir = join(t.app.config.dataDir, 'uploads', 'photos');
  learner = await buildLearner(t.db, { fullName: 'Lea Learner' });
  token = await sessionFor(t.db, learner);
  otherToken = await sessionFor(t.db, await buildLearner(t.db));
  staffToken = await sessionFor(t.db, await buildStaff(t.db, 'moderator'));
});
afterAll(() => t.close());

const request = (method: 'GET' | 'PUT' | 'PATCH', url: string, auth: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(auth), ...(payload ? { payload } : {}) });
const put = (payload: object, auth = token, id = learner.id) =>
  request('PUT', `/api/profile/${id}`, auth, payload);
const patch = (payload: object, auth = token) =>
  request('PATCH', '/api/users/profile', auth, payload);

async function postPhoto(bytes: Uint8Array, filename: string, auth = token, id = learner.id) {
  const body = await multipart({}, { bytes, filename, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: `/api/profile/${id}/photo`,
    headers: { ...bearer(auth), ...body.headers },
    payload: body.payload,
  });
}

const photos = async () => (await readdir(photosDir).catch(() => [] as string[])).sort();

describe('GET /api/profile/{id}', () => {
  it('answers the learner and staff, refuses other learners, and gives a buddy their account', async () => {
    const own = await request('GET', `/api/profile/${learner.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: learner.id,
      fullName: 'Lea Learner',
      proficiencyLevel: null,
      availabilitySlots: [],
    });
    expect(own.body).not.toMatch(/password|hash|token/i);
    expect((await request('GET', `/api/profile/${learner.id}`, staffToken)).json().id).toBe(
      learner.id,
    );
    expectError(
      await request('GET', `/api/profile/${learner.id}`, otherToken),
      403,
      'You are not allowed to do this',
    );

    const { user: buddy } = await buildBuddy(t.db);
    const buddyToken = await sessionFor(t.db, buddy);
    const buddyAccount = await request('GET', `/api/profile/${buddy.id}`, buddyToken);
    expect(buddyAccount.statusCode).toBe(200);
    expect(buddyAccount.json()).toMatchObject({
      id: buddy.id,
      role: 'buddy',
      phoneVerified: false,
      dataRetentionConsent: true,
      marketingConsent: false,
    });
    expectError(
      await request('GET', '/api/profile/not-a-uuid', staffToken),
      404,
      PROFILE_TEXTS.notFound,
    );
  });
});

describe('PUT /api/profile/{id}', () => {
  it('updates the name and the profile in one go and answers the profile', async () => {
    const res = await put({
      fullName: '  Lea van Dijk ',
      availability: 'Weekday evenings',
      availabilitySlots: ['Evening_4', 'Morning_0', 'Evening_4'],
      languageLearning: 'Dutch',
      proficiencyLevel: 'Intermediate',
      bio: 'Line one\nLine two',
      interests: 'Cycling, jazz',
      age: '25-34',
      gender: 'prefer-not-to-say',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      fullName: 'Lea van Dijk',
      availability: 'Weekday evenings',
      availabilitySlots: ['Morning_0', 'Evening_4'],
      languageLearning: 'Dutch',
      proficiencyLevel: 'Intermediate',
      bio: 'Line one\nLine two',
      interests: 'Cycling, jazz',
      age: '25-34',
      gender: 'prefer-not-to-say',
    };
    expect(res.json()).toMatchObject(expected);
    expect((await request('GET', '/api/learner/profile', token)).json()).toMatchObject(expected);

    // One field at a time; an empty text clears it; the rest stays.
    const cleared = await put({ bio: '' });
    expect(cleared.json()).toMatchObject({ ...expected, bio: null });
  });

  it('refuses another learner, an empty change and values outside the lists', async () => {
    expectError(await put({ bio: 'Hi' }, otherToken), 403, 'You are not allowed to do this');
    expectError(await put({}), 400, PROFILE_TEXTS.nothingToUpdate);
    expectError(await put({ gender: 'robot' }), 400, PROFILE_TEXTS.invalidGender);
    expectError(await put({ age: '12-17' }), 400, PROFILE_TEXTS.invalidAge);
    expectError(await put({ availabilitySlots: ['Night_0'] }), 400, PROFILE_TEXTS.invalidSlot);
    expectError(await put({ availabilitySlots: ['Morning_7'] }), 400, PROFILE_TEXTS.invalidSlot);
    expectError(await put({ languageLearning: 'French' }), 400, PROFILE_TEXTS.invalidLanguage);
    expectError(await put({ bio: 'x'.repeat(2001) }), 400, PROFILE_TEXTS.bioTooLong);
    expectError(await put({ fullName: 'Lea\u0000' }), 400, MESSAGES.controlCharacters);
    expectError(await put({ bio: 'bell \u0007' }), 400, MESSAGES.controlCharacters);
    expectError(await put({ availability: 'a\nb' }), 400, MESSAGES.controlCharacters);
  });

  it("refuses a moderator's change to a learner's profile with 403", async () => {
    expect(
      (await put({ fullName: 'Renamed', proficiencyLevel: 'Advanced' }, staffToken)).statusCode,
    ).toBe(403);
    const profile = (await request('GET', `/api/profile/${learner.id}`, token)).json();
    expect(profile.fullName).not.toBe('Renamed');
    expect(profile.proficiencyLevel).not.toBe('Advanced');
  });
});

describe('POST /api/profile/{id}/photo', () => {
  it('stores a real image as WebP, serves it, and removes the photo it replaces', async () => {
    const first = await postPhoto(await pngImage(300, 200), 'me.png');
    expect(first.statusCode).toBe(200);
    const firstPath = first.json().profilePhoto as string;
    expect(firstPath).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: firstPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);

    // Uploads at the same moment replace one another in turn: only the last one's file is kept.
    const parallel = await Promise.all(
      [1, 2, 3].map(async () => postPhoto(await pngImage(), 'again.png')),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const latest = await request('GET', `/api/profile/${learner.id}`, token);
    const latestPath = latest.json().profilePhoto as string;
    expect(latest.json().avatarUrl).toBe(latestPath);
    expect(await photos()).toEqual([latestPath.replace('/uploads/photos/', '')]);
    expect((await t.app.inject({ method: 'GET', url: firstPath })).statusCode).toBe(404);
  });

  it('refuses what is not an image, a photo over 5 MB and other learners, keeping nothing', async () => {
    const before = await photos();
    expectError(
      await postPhoto(Buffer.from('just text, not an image'), 'notes.png'),
      400,
      PHOTO_INVALID,
    );
    const huge = Buffer.concat([await pngImage(), randomBytes(5 * 1024 * 1024)]);
    expectError(await postPhoto(huge, 'huge.png'), 413, PROFILE_TEXTS.photoTooLarge);
    expectError(
      await postPhoto(await pngImage(), 'me.png', otherToken),
      403,
      'You are not allowed to do this',
    );
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/profile/${learner.id}/photo`,
      headers: bearer(token),
      payload: { profilePhoto: 'data:image/png;base64,AAAA' },
    });
    expectError(notMultipart, 400, PROFILE_TEXTS.photoMissing);
    expect(await photos()).toEqual(before);
  });
});

describe("a buddy's photo", () => {
  it('is replaced by the buddy, public at once on their profile; staff have none', async () => {
    const { user, profile } = await buildBuddy(t.db);
    const buddyToken = await sessionFor(t.db, user);
    const shown = async () =>
      (await request('GET', `/api/buddy/${profile.slug}`, token)).json().image as string;
    const before = await shown();
    const res = await postPhoto(await pngImage(256, 256), 'bo.png', buddyToken, user.id);
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().profilePhoto as string;
    expect(path).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.webp$/);
    expect(res.json().slug).toBe(profile.slug);
    expect(path).not.toBe(before);
    // Every process drops its public reads when told (on PostgreSQL a moment after the commit).
    await expect.poll(shown).toBe(path);
    const staff = await buildStaff(t.db, 'learning_expert');
    expectError(
      await postPhoto(await pngImage(), 'me.png', await sessionFor(t.db, staff), staff.id),
      404,
      PROFILE_TEXTS.notFound,
    );
  });
});

describe('PATCH /api/users/profile', () => {
  it('updates the page fields; the same email passes, another is refused', async () => {
    const res = await patch({
      name: 'Lea Page',
      email: learner.email.toUpperCase(),
      gender: 'female',
      age: '45+',
      about: 'About me',
      interests: 'Museums',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Lea Page',
      email: learner.email,
      gender: 'female',
      age: '45+',
      bio: 'About me',
      interests: 'Museums',
    });
    expectError(
      await patch({ email: 'someone-else@example.com' }),
      400,
      PROFILE_TEXTS.useChangeEmail,
    );
    expectError(await patch({ gender: 'robot' }), 400, PROFILE_TEXTS.invalidGender);
    expectError(
      await patch({ newPassword: 'a-new-password' }),
      400,
      PROFILE_TEXTS.currentPasswordRequired,
    );
    expectError(
      await patch({ currentPassword: TEST_PASSWORD, newPassword: 'short' }),
      400,
      PROFILE_TEXTS.newPasswordMin,
    );
  });

  it(
    'changes the password with the current one and ends the other sessions only',
    SLOW,
    async () => {
      const user = await buildLearner(t.db);
      const current = await sessionFor(t.db, user);
      const elsewhere = await sessionFor(t.db, user);
      expect((await request('GET', '/api/learner/profile', elsewhere)).statusCode).toBe(200);

      expectError(
        await patch({ currentPassword: 'not-my-password', newPassword: 'a-new-password' }, current),
        400,
        PROFILE_TEXTS.currentPasswordIncorrect,
      );
      const changed = await patch(
        {
          currentPassword: TEST_PASSWORD,
          newPassword: 'a-new-password',
          confirmPassword: 'a-new-password',
        },
        current,
      );
      expect(changed.statusCode).toBe(200);

      expect((await request('GET', '/api/learner/profile', elsewhere)).statusCode).toBe(401);
      expect((await request('GET', '/api/learner/profile', current)).statusCode).toBe(200);
      expect((await login(t, user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(t, user.email, 'a-new-password')).statusCode).toBe(200);
    },
  );
});
