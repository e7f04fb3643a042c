import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { badRequest } from './http-errors';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_SIZE = 512;

/** JPEG, PNG or WebP, told by their first bytes, never by the name or declared type. */
function isSupportedImage(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes
    .subarray(0, 8)
    .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

export const PHOTO_INVALID = 'Please upload a JPEG, PNG or WebP image';

/**
 * Checks an uploaded photo, re-encodes it as a square WebP (which drops metadata such as GPS
 * positions and anything hidden after the image data) and stores it under uploads/photos.
 * Returns the public path.
 */
export async function storeProfilePhoto(uploadsDir: string, bytes: Buffer): Promise<string> {
  if (!isSupportedImage(bytes)) throw badRequest(PHOTO_INVALID);
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(PHOTO_INVALID);
  }
  const dir = join(uploadsDir, 'photos');
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await writeFile(join(dir, name), encoded);
  return `/uploads/photos/${name}`;
}

/** The photos we stored ourselves (storeProfilePhoto): the only files a change may remove. */
const STORED_PHOTO = /^\/uploads\/photos\/[0-9a-f-]{36}\.webp$/;

/** Removes a photo file we stored; anything else (bundled images, odd values) is left alone. */
export async function removeStoredPhoto(uploadsDir: string, path: string | null) {
  if (path && STORED_PHOTO.test(path)) {
    await rm(join(uploadsDir, path.replace(/^\/uploads\//, '')), { force: true });
  }
}
