import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { hashingStats } from '../../lib/passwords';
import {
  anAddress,
  buddyFormFields,
  expectError,
  expectTooMany,
  multipart,
} from '../../../../tests/support/auth-helpers';
import { buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { REGISTRATION_LIMIT } from './service';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Sends the start of a request over a socket and returns what the server answers first. */
function rawRequest(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n') && answer.includes('}')) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}
afterAll(() => t.close());

let n = 0;
const learner = () => ({
  email: `limit-${n++}@example.com`,
  password: 'a-good-password',
  fullName: 'Lim It',
  acceptTerms: true,
});
const register = (remoteAddress: string, payload: object = learner()) =>
  t.app.inject({ method: 'POST', url: '/api/register/learner/complete', payload, remoteAddress });

describe('registration limits', () => {
  it('allows 10 new accounts an hour from one address, then 429 with Retry-After, on every route', async () => {
    const address = '10.20.0.1';
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++)
      expect((await register(address)).statusCode).toBe(201);
    const refused = await register(address);
    expectTooMany(refused, AUTH_MESSAGES.tooManyRegistrations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    const buddy = await multipart(buddyFormFields({ email: 'limited-buddy@example.com' }));
    expectTooMany(
      await t.app.inject({
        method: 'POST',
        url: '/api/register/buddy',
        remoteAddress: address,
        ...buddy,
      }),
      AUTH_MESSAGES.tooManyRegistrations,
    );
    // Another address is not affected.
    expect((await register('10.20.0.2')).statusCode).toBe(201);
  });

  it('refuses 60 parallel registrations from one address past the limit without hashing them', async () => {
    const before = hashingStats('newPassword').done;
    const answers = await Promise.all(Array.from({ length: 60 }, () => register('10.20.0.3')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REGISTRATION_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - REGISTRATION_LIMIT.max);
    expect(hashingStats('newPassword').done - before).toBe(REGISTRATION_LIMIT.max);
  });

  it('answers a taken email before spending a password hash on it', async () => {
    const existing = await buildLearner(t.db);
    const before = hashingStats('newPassword').done;
    const res = await register(anAddress(), { ...learner(), email: existing.email.toUpperCase() });
    expectError(res, 409, 'An account with this email already exists');
    expect(hashingStats('newPassword').done).toBe(before);
  });
});

describe('buddy application size', () => {
  const post = (payload: Buffer, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register/buddy',
      remoteAddress: anAddress(),
      payload,
      headers,
    });

  it('refuses a body past the photo limit from its length, unread', async () => {
    const form = await multipart(buddyFormFields());
    const answer = await rawRequest(
      `POST /api/register/buddy HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${form.headers['content-type']}\r\nContent-Length: ${75 * 1024 * 1024}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"error":"The photo must be 5 MB or smaller"}');
  });

  it('refuses a 7 MB field hidden among the fields', async () => {
    const form = await multipart({ ...buddyFormFields(), notes: 'x'.repeat(7 * 1024 * 1024) });
    expectError(await post(form.payload, form.headers), 413, 'The photo must be 5 MB or smaller');
  });

  it('refuses a field longer than any field of the form', async () => {
    const form = await multipart({
      ...buddyFormFields(),
      customDescription: 'x'.repeat(64 * 1024),
    });
    expectError(
      await post(form.payload, form.headers),
      413,
      'A field of the application is too long',
    );
  });

  it('refuses more fields than the form has', async () => {
    const extra = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x']));
    const form = await multipart({ ...buddyFormFields(), ...extra });
    expectError(await post(form.payload, form.headers), 413, 'The application has too many fields');
  });

  it('refuses a multipart body sent without its length', async () => {
    const form = await multipart(buddyFormFields());
    const answer = await rawRequest(
      `POST /api/register/buddy HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${form.headers['content-type']}\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n0123456789abcdef\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 411 /);
  });
});
