import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { waitText } from '../../src/server/lib/http-errors';
import { readMails } from '../../src/server/lib/mailer';
import { startAuthSession } from '../../src/server/modules/auth/auth-sessions';
import type { TestApp } from './test-app';
import { TEST_PASSWORD } from './factories';

/**
 * A caller address of its own (a string for app.inject; nothing is sent anywhere), so that
 * tests registering many accounts stay under the per-address limits they do not test.
 */
export const anAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** Authorization header for a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A live session for a user without going through the (slow, scrypt) login. */
export const sessionFor = (db: Database, user: { id: string }) => startAuthSession(db, user.id);

/** POST /api/login; `remoteAddress` fixes the caller's address for the rate limits. */
export function login(
  t: Pick<TestApp, 'app'>,
  email: string,
  password = TEST_PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress,
  });
}

/** A 429 with its message, a Retry-After header and the same wait in words. */
export function expectTooMany(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.json().error).toBe(`${message} Please try again in ${waitText(retryAfter)}.`);
}

export function expectError(res: LightMyRequestResponse, status: number, error: string) {
  expect({ status: res.statusCode, error: res.json().error }).toEqual({ status, error });
}

/** A real multipart/form-data body, encoded by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string | string[]>,
  file?: { name?: string; bytes: Uint8Array; filename: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  if (file)
    form.append(
      file.name ?? 'profilePhoto',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.filename,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** A PNG of the given size; `noise` makes it incompressible (for large files). */
export async function pngImage(width = 64, height = 64, noise = false): Promise<Buffer> {
  if (noise) {
    const raw = randomBytes(width * height * 3);
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  }
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/** The mails to one address, oldest first. */
export async function mailsTo(db: Database, recipient: string) {
  return (await readMails(db, { to: recipient })).reverse();
}

/** The token of the first `<path>?token=` style link in a mail text. */
export function tokenFromLink(
  text: string,
  publicUrl: string,
  path: string,
  param = 'token',
): string {
  const escaped = `${publicUrl}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?${param}=([A-Za-z0-9_%.~-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

let applications = 0;

/** A valid buddy application (JSON shape); each call has a new email. */
export const buddyApplication = (overrides: Record<string, unknown> = {}) => ({
  email: `bo-${++applications}-${randomBytes(3).toString('hex')}@example.com`,
  password: 'a-long-password',
  fullName: 'Bo Bakker',
  activities: ['Coffee Chats'],
  customDescription: 'I grew up in Amsterdam and love showing people the city while we talk.',
  location: 'Amsterdam',
  hourlyRate: 30,
  acceptTerms: true,
  ...overrides,
});

/** The application as the browser form sends it: strings, activities repeated. */
export const buddyFormFields = (overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(buddyApplication(overrides))
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  ) as Record<string, string | string[]>;

/** POST /api/register/buddy as multipart form data. */
export async function postBuddyForm(
  t: Pick<TestApp, 'app'>,
  fields: Record<string, string | string[]>,
  file?: Parameters<typeof multipart>[1],
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register/buddy',
    remoteAddress: anAddress(),
    ...(await multipart(fields, file)),
  });
}
