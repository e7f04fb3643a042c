import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/validation';
import { users } from '../../db/schema/users';
import { PHOTO_INVALID } from '../../lib/images';
import { bearer, expectError, multipart, pngImage } from '../../../../tests/support/auth-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const EMAIL_TAKEN = 'An account with this email already exists';
const DESCRIPTION = 'I grew up in Amsterdam and love showing people the city while we talk.';
// Every successful registration hashes a password at full cost (about 0.6 s).
const SLOW = { timeout: 60_000 };

let t: TestApp;
let photosDir: string;
beforeAll(async () => {
  t = await createTestApp();
  photosDir = join(t.app.config.dataDir, 'uploads', 'photos');
});
afterAll(() => t.close());

let emails = 0;
const application = (overrides: Record<string, unknown> = {}) => ({
  email: `bo-${++emails}@example.com`,
  password: 'a-long-password',
  fullName: 'Bo Bakker',
  activities: ['Coffee Chats'],
  customDescription: DESCRIPTION,
  location: 'Amsterdam',
  hourlyRate: 30,
  ...overrides,
});

/** The application as the browser form sends it: strings, activities repeated. */
const formFields = (overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(application(overrides)).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]),
  ) as Record<string, string | string[]>;

const postJson = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register/buddy',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function postForm(fields: Record<string, string | string[]>, file?: Parameters<typeof multipart>[1]) {
  const body = await multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/register/buddy', ...body });
}

const photos = async () => (await readdir(photosDir).catch(() => [] as string[])).sort();

async function ownProfile(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/buddy/profile', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/register/buddy (JSON)', () => {
  it.each([
    ['no activity', { activities: [] }, 'Please select at least one activity'],
    ['an unknown activity', { activities: ['Skydiving'] }, 'Please choose activities from the list'],
    ['an activity twice', { activities: ['Cooking', 'Cooking'] }, 'Each activity can be chosen once'],
    ['a 49-character description', { customDescription: 'x'.repeat(49) }, 'Description must be at least 50 characters'],
    ['a padded short description', { customDescription: ` ${'x'.repeat(49)} ` }, 'Description must be at least 50 characters'],
    ['a rate under 10', { hourlyRate: 9.99 }, 'Hourly rate must be at least 10'],
    ['a non-numeric rate', { hourlyRate: 'lots' }, 'Hourly rate must be a number'],
    ['a foreign phone number', { phone: '+44 20 7946 0958' }, MESSAGES.invalidPhone],
    ['a short phone number', { phone: '06 1234' }, MESSAGES.invalidPhone],
    ['a one-letter name', { fullName: 'B' }, MESSAGES.atLeast(2)],
    ['an invalid email', { email: 'bo' }, MESSAGES.invalidEmail],
    ['a short password', { password: 'short' }, MESSAGES.atLeast(8)],
    ['no email', { email: undefined }, MESSAGES.required],
  ])('rejects %s with 400', async (_name, overrides, message) => {
    expectError(await postJson(application(overrides)), 400, message);
  });

  it.each([
    ['an array as body', [application()]],
    ['a number as email', application({ email: 7 })],
    ['a string as activities', application({ activities: 'Cooking' })],
    ['null as body', null],
  ])('answers %s with 400, never a 500', async (_name, payload) => {
    const res = await postJson(payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('answers an empty body with 400', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/register/buddy' })).statusCode).toBe(400);
  });

  it('signs in the new buddy, pending and unpublished, with a Dutch phone number', SLOW, async () => {
    const res = await postJson(application({ email: 'bo@bakker.nl', phone: '06 12345678' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      role: 'buddy',
      user: { id: expect.any(String), username: 'bo', fullName: 'Bo Bakker', photo: null },
      redirectUrl: '/buddy/dashboard',
      message: expect.any(String),
    });
    expect(await ownProfile(body.token)).toMatchObject({
      email: 'bo@bakker.nl',
      role: 'buddy',
      profileStatus: 'pending',
      isApproved: false,
      published: false,
      description: DESCRIPTION,
      location: 'Amsterdam',
      activities: [{ title: 'Coffee Chats', location: 'Amsterdam', rate: '30/hour', description: expect.any(String) }],
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored!.phone).toBe('0612345678');
  });
});

describe('POST /api/register/buddy (multipart)', () => {
  it.each([
    ['no activity', { activities: [] }, 'Please select at least one activity'],
    ['a non-numeric rate', { hourlyRate: 'abc' }, 'Hourly rate must be a number'],
    ['a rate under 10', { hourlyRate: '5' }, 'Hourly rate must be at least 10'],
    ['a short description', { customDescription: 'Too short.' }, 'Description must be at least 50 characters'],
    ['an invalid phone', { phone: '0012345678' }, MESSAGES.invalidPhone],
  ])('rejects %s with 400', async (_name, overrides, message) => {
    expectError(await postForm(formFields(overrides)), 400, message);
  });

  it('stores the photo re-encoded as WebP and serves it', SLOW, async () => {
    const png = await pngImage(800, 600);
    const res = await postForm(formFields({ activities: ['Coffee Chats', 'Cooking'], phone: '' }), {
      bytes: png,
      filename: 'me.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user.photo).toMatch(/^\/uploads\/photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: user.photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 512,
      height: 512,
    });

    const profile = await ownProfile(token);
    expect(profile.profilePhoto).toBe(user.photo);
    expect(profile.activities.map((a: { title: string; rate: string }) => [a.title, a.rate])).toEqual([
      ['Coffee Chats', '30/hour'],
      ['Cooking', '30/hour'],
    ]);
  });

  it('accepts a photo larger than the 1 MB JSON body limit', SLOW, async () => {
    const big = await pngImage(1000, 1000, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await postForm(formFields(), { bytes: big, filename: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.photo).toMatch(/\.webp$/);
  });

  it('treats an empty file field as no photo', SLOW, async () => {
    const res = await postForm(formFields(), { bytes: new Uint8Array(), filename: '', type: 'application/octet-stream' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.photo).toBeNull();
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image at all'), 'notes.png'],
    ['a broken JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2000)]), 'broken.jpg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'me.svg'],
  ])('rejects %s with 400 and keeps nothing', async (_name, bytes, filename) => {
    const before = await photos();
    const fields = formFields();
    const res = await postForm(fields, { bytes, filename, type: 'image/png' });
    expectError(res, 400, PHOTO_INVALID);
    expect(await photos()).toEqual(before);
    expect(await t.db.select().from(users).where(eq(users.email, fields.email as string))).toEqual([]);
  });

  it('rejects a photo over 5 MB with 413', async () => {
    const before = await photos();
    const fields = formFields();
    const huge = Buffer.concat([await pngImage(), randomBytes(5 * 1024 * 1024)]);
    const res = await postForm(fields, { bytes: huge, filename: 'huge.png', type: 'image/png' });
    expectError(res, 413, 'The photo must be 5 MB or smaller');
    expect(await photos()).toEqual(before);
    expect(await t.db.select().from(users).where(eq(users.email, fields.email as string))).toEqual([]);
  });

  it('rejects a file under another field name', async () => {
    const res = await postForm(formFields(), { name: 'resume', bytes: await pngImage(), filename: 'cv.png', type: 'image/png' });
    expectError(res, 400, 'Unexpected file resume');
  });

  it('refuses a taken email and leaves no photo behind', SLOW, async () => {
    const first = await postForm(formFields({ email: 'twice@example.com' }));
    expect(first.statusCode).toBe(201);
    const before = await photos();
    const res = await postForm(formFields({ email: 'TWICE@example.com' }), {
      bytes: await pngImage(),
      filename: 'me.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: EMAIL_TAKEN });
    expect(await photos()).toEqual(before);
  });
});
