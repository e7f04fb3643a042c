import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const PUBLIC_URL = 'https://buddies.example';

const forgot = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe('GET /dev/mailbox outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('lists each mail with subject, recipient and a clickable link, escaped', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No mail yet.');

    const learner = await buildLearner(t.db, { fullName: '<script>alert(1)</script> Lea' });
    expect((await forgot(t, learner.email)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Development mailbox</h1>');
    expect(res.body).toContain('<h2>Reset your Buddies password</h2>');
    expect(res.body).toContain(`To <strong>${learner.email}</strong>`);
    expect(res.body).toContain('not delivered (no SMTP_URL)');
    expect(res.body).toMatch(
      /<a href="https:\/\/buddies\.example\/reset-password\?token=[A-Za-z0-9_-]{22,}">/,
    );
    expect(res.body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; Lea,');
    // The HTML body as a reader sees it, in a frame that runs no scripts.
    expect(res.body).toMatch(
      /<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="Reset your Buddies password \(HTML\)" srcdoc="&lt;!DOCTYPE html /,
    );
    expect(res.body).not.toContain('<script>alert(1)');
  });
  it('is not served to another machine: a development server on a shared network keeps its links to itself', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '192.0.2.7',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Development mailbox');
  });
});

describe('GET /dev/mailbox in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL });
  });
  afterAll(() => prod.close());

  it('is not served: the path falls through to the client shell or a 404', async () => {
    const learner = await buildLearner(prod.db);
    expect((await forgot(prod, learner.email)).statusCode).toBe(200);
    const res = await prod.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.body).not.toContain('Development mailbox');
    expect(res.body).not.toContain('Reset your Buddies password');
    expect(res.body).not.toContain(learner.email);
    if (res.statusCode === 200) expect(res.body).toMatch(/<div id="root">/);
    else expect(res.statusCode).toBe(404);
  });
});
