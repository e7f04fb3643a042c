import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { PHOTO_INVALID } from '../../lib/images';
import {
  bearer,
  buddyFormFields as formFields,
  expectError,
  pngImage,
  postBuddyForm,
} from '../../../../tests/support/auth-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const EMAIL_TAKEN = 'An account with this email already exists';
// Every successful registration hashes a password at full cost (about 0.6 s).
const SLOW = { timeout: 60_000 };

let t: TestApp;
let photosDir: string;
beforeAll(async () => {
  t = await createTestApp();
  photosDir = join(t.app.config.dataDir, 'uploads', 'photos');
});
afterAll(() => t.close());

const postForm = (
  fields: Record<string, string | string[]>,
  file?: Parameters<typeof postBuddyForm>[2],
) => postBuddyForm(t, fields, file);

const photos = async () => (await readdir(photosDir).catch(() => [] as string[])).sort();

const accountsWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));

describe('POST /api/register/buddy with a profile photo', () => {
  it('stores the photo re-encoded as WebP and serves it', SLOW, async () => {
    const png = await pngImage(800, 600);
    const res = await postForm(formFields({ activities: ['Coffee Chats', 'Cooking'], phone: '' }), {
      bytes: png,
      filename: 'me.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user.photo).toMatch(
      /^\/uploads\/photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/,
    );

    const served = await t.app.inject({ method: 'GET', url: user.photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 512,
      height: 512,
    });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/buddy/profile',
      headers: bearer(token),
    });
    expect(profile.json().profilePhoto).toBe(user.photo);
  });

  it('accepts a photo larger than the 1 MB JSON body limit', SLOW, async () => {
    const big = await pngImage(1000, 1000, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await postForm(formFields(), {
      bytes: big,
      filename: 'big.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.photo).toMatch(/\.webp$/);
  });

  it('treats an empty file field as no photo', SLOW, async () => {
    const res = await postForm(formFields(), {
      bytes: new Uint8Array(),
      filename: '',
      type: 'application/octet-stream',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.photo).toBeNull();
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image at all'), 'notes.png'],
    [
      'a broken JPEG',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2000)]),
      'broken.jpg',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'me.svg',
    ],
  ])('rejects %s with 400 and keeps nothing', async (_name, bytes, filename) => {
    const before = await photos();
    const fields = formFields();
    const res = await postForm(fields, { bytes, filename, type: 'image/png' });
    expectError(res, 400, PHOTO_INVALID);
    expect(await photos()).toEqual(before);
    expect(await accountsWith(fields.email as string)).toEqual([]);
  });

  it('rejects a photo over 5 MB with 413', async () => {
    const before = await photos();
    const fields = formFields();
    const huge = Buffer.concat([await pngImage(), randomBytes(5 * 1024 * 1024)]);
    const res = await postForm(fields, { bytes: huge, filename: 'huge.png', type: 'image/png' });
    expectError(res, 413, 'The photo must be 5 MB or smaller');
    expect(await photos()).toEqual(before);
    expect(await accountsWith(fields.email as string)).toEqual([]);
  });

  it('rejects a file under another field name', async () => {
    const res = await postForm(formFields(), {
      name: 'resume',
      bytes: await pngImage(),
      filename: 'cv.png',
      type: 'image/png',
    });
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

  it('refuses an image of more than 40 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .png()
      .toBuffer();
    const res = await postForm(formFields(), {
      bytes: bomb,
      filename: 'bomb.png',
      type: 'image/png',
    });
    expectError(res, 400, PHOTO_INVALID);
  });

  it('drops the metadata of the upload, such as EXIF', SLOW, async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'Hidden Person' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await postForm(formFields(), {
      bytes: jpeg,
      filename: 'me.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().user.photo });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-exif-marker')).toBe(false);
  });
});
