import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED, isSameSite } from './security';
import {
  anAddress,
  buddyFormFields,
  expectError,
  multipart,
  sessionFor,
} from '../../../tests/support/auth-helpers';
import { buildLearner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

const PUBLIC_URL = 'https://buddies.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const learnerBody = (email: string) => ({
  email,
  password: 'a-good-password',
  fullName: 'Cross Site',
  acceptTerms: true,
});

describe('requests from other websites', () => {
  it('refuses a foreign page creating an account through a visitor’s browser (multipart, no preflight)', async () => {
    const form = await multipart(buddyFormFields({ email: 'forged@example.com' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/buddy',
      remoteAddress: anAddress(),
      payload: form.payload,
      headers: { ...form.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expectError(res, 403, CROSS_SITE_REFUSED);
  });

  it.each([
    ['an Origin that is not ours', { origin: 'https://evil.example' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    [
      'a same-site sibling',
      { origin: 'https://shop.buddies.example', 'sec-fetch-site': 'same-site' },
    ],
    ['the null origin of a sandboxed frame', { origin: 'null' }],
  ])('refuses %s', async (_name, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/learner/complete',
      remoteAddress: anAddress(),
      payload: learnerBody('refused@example.com'),
      headers,
    });
    expectError(res, 403, CROSS_SITE_REFUSED);
  });

  it.each([
    ['our own pages', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
    ['our origin without fetch metadata', { origin: PUBLIC_URL }],
    [
      'a same-origin page reached by another name',
      { origin: 'http://10.0.0.5:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['a client that is not a browser (no Origin)', {}],
  ])('accepts %s', async (name, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/learner/complete',
      remoteAddress: anAddress(),
      payload: learnerBody(`ok-${name.length}-${Date.now()}@example.com`),
      headers,
    });
    expect(res.statusCode).toBe(201);
  });

  it('leaves reads alone: a foreign page may not read them anyway (no CORS)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is a pure rule', () => {
    expect(isSameSite({}, PUBLIC_URL)).toBe(true);
    expect(isSameSite({ 'sec-fetch-site': 'none' }, PUBLIC_URL)).toBe(true);
    expect(isSameSite({ origin: `${PUBLIC_URL}/` }, PUBLIC_URL)).toBe(false);
  });
});

describe('Cache-Control', () => {
  it('is no-store on answers that carry a token or private data', async () => {
    const learner = await buildLearner(t.db);
    const token = await sessionFor(t.db, learner);
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/register/learner/complete',
        remoteAddress: anAddress(),
        payload: learnerBody('cache@example.com'),
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/learner/profile',
        headers: { authorization: `Bearer ${token}` },
      }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  const HEADERS = {
    'content-security-policy':
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';media-src 'self';object-src 'none';frame-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=15552000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('are the same on every answer, errors included', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/learner/profile' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) expect(res.headers).toMatchObject(HEADERS);
  });
});
