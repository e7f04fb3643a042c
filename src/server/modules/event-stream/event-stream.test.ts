import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, mailsTo, sessionFor, tokenFromLink } from '../../../../tests/support/auth-helpers';
import { buildLearner } from '../../../../tests/support/factories';
import {
  createTestApp,
  openSecondApp,
  until,
  type TestApp,
} from '../../../../tests/support/test-app';
import type { App } from '../../app';
import { resetClock, setClock } from '../../lib/clock';
import { AUTH_SESSION_IDLE_MS } from '../auth/auth-sessions';

const DAY = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://buddies.example' });
});
afterAll(() => t.close());

/** A tab's event stream on `app`: resolves with all it received once the server ends it. */
async function openStream(app: App, token: string, userId: string) {
  const before = app.eventStreams.count(userId);
  const ended = app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) });
  await until(() => app.eventStreams.count(userId) > before, 'the stream to open');
  // Wrapped: an inject is a thenable, which an async function would wait for.
  return { ended };
}

const logout = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

describe('GET /api/events', () => {
  it('needs a token, and never takes it from the URL', async () => {
    const learner = await buildLearner(t.db);
    const token = await sessionFor(t.db, learner);
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    const inUrl = await t.app.inject({ method: 'GET', url: `/api/events?token=${token}` });
    expect(inUrl.statusCode).toBe(401);
  });

  it('tells only the tab whose sign-in ended, at once, and not another user', async () => {
    const learner = await buildLearner(t.db);
    const other = await buildLearner(t.db);
    const laptop = await sessionFor(t.db, learner);
    const phone = await sessionFor(t.db, learner);
    const othersToken = await sessionFor(t.db, other);
    const laptopStream = await openStream(t.app, laptop, learner.id);
    await openStream(t.app, phone, learner.id);
    await openStream(t.app, othersToken, other.id);

    expect((await logout(t.app, laptop)).statusCode).toBe(200);
    const res = await laptopStream.ended;
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('event: signed-out');
    // The phone's sign-in and the other user go on.
    expect(t.app.eventStreams.count(learner.id)).toBe(1);
    expect(t.app.eventStreams.count(other.id)).toBe(1);
    await logout(t.app, phone);
    await logout(t.app, othersToken);
    await until(() => t.app.eventStreams.count(other.id) === 0, 'the streams to close');
  });

  it('ends every tab of the account when its password is reset', async () => {
    const learner = await buildLearner(t.db);
    const tabs = await Promise.all([sessionFor(t.db, learner), sessionFor(t.db, learner)]);
    const streams = [];
    for (const token of tabs) streams.push((await openStream(t.app, token, learner.id)).ended);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: learner.email },
      remoteAddress: '10.9.9.9',
    });
    const [mail] = await mailsTo(t.db, learner.email);
    const token = tokenFromLink(mail!.text, 'https://buddies.example', '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    for (const res of await Promise.all(streams)) expect(res.body).toContain('event: signed-out');
  });
});

describe('GET /api/events as its sign-in expires', () => {
  afterEach(() => resetClock());

  it('ends the stream with signed-out once the sign-in has expired, unless used meanwhile', async () => {
    const start = Date.now();
    setClock(new Date(start));
    const learner = await buildLearner(t.db);
    const idle = await sessionFor(t.db, learner);
    const busy = await sessionFor(t.db, learner);
    const idleStream = await openStream(t.app, idle, learner.id);
    await openStream(t.app, busy, learner.id);

    // The busy tab's sign-in is used a day before it would expire, which slides it on.
    setClock(new Date(start + AUTH_SESSION_IDLE_MS - DAY));
    const used = await t.app.inject({
      method: 'GET',
      url: '/api/learner/profile',
      headers: bearer(busy),
    });
    expect(used.statusCode).toBe(200);

    setClock(new Date(start + AUTH_SESSION_IDLE_MS + 1_000));
    await t.app.eventStreams.ping();
    expect((await idleStream.ended).body).toContain('event: signed-out');
    expect(t.app.eventStreams.count(learner.id)).toBe(1);
    await logout(t.app, busy);
    await until(() => t.app.eventStreams.count(learner.id) === 0, 'the stream to close');
  });
});

describe('GET /api/events under a flood of tabs', () => {
  it('opens 20 streams per user, refuses more with 429, never a 5xx', async () => {
    const learner = await buildLearner(t.db);
    const token = await sessionFor(t.db, learner);
    const streams = [];
    for (let i = 0; i < 20; i++) streams.push((await openStream(t.app, token, learner.id)).ended);
    const extra = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) }),
      ),
    );
    expect(extra.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(extra[0]!.headers['retry-after']).toBeDefined();
    await logout(t.app, token);
    for (const res of await Promise.all(streams)) expect(res.body).toContain('event: signed-out');
  });
});

describe('events across two app processes on one PostgreSQL', () => {
  let second: Awaited<ReturnType<typeof openSecondApp>> | undefined;
  afterAll(() => second?.close());

  it('reach the tab on the other process, and only that user', async (context) => {
    if (!t.databaseUrl) context.skip(); // PGlite is one process by nature
    second = await openSecondApp(t.databaseUrl!);
    const { app } = second;

    const learner = await buildLearner(t.db);
    const other = await buildLearner(t.db);
    const token = await sessionFor(t.db, learner);
    const othersToken = await sessionFor(t.db, other);
    const stream = await openStream(app, token, learner.id);
    await openStream(app, othersToken, other.id);

    const started = performance.now();
    expect((await logout(t.app, token)).statusCode).toBe(200);
    expect((await stream.ended).body).toContain('event: signed-out');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(app.eventStreams.count(other.id)).toBe(1);
    await logout(t.app, othersToken);
  });

  it('end a sign-in that the other process keeps in memory', async (context) => {
    if (!second) context.skip();
    const { app } = second!;
    const token = await sessionFor(t.db, await buildLearner(t.db));
    const profile = () =>
      app.inject({ method: 'GET', url: '/api/learner/profile', headers: bearer(token) });
    expect((await profile()).statusCode).toBe(200);
    expect((await logout(t.app, token)).statusCode).toBe(200);
    let status = 200;
    for (let i = 0; i < 200 && status === 200; i++) {
      status = (await profile()).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
  });
});
