import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, mailHandler } from './lib/mailer';
import { serveMetrics } from './lib/metrics';
import { databaseUnavailable } from './db/errors';
import { captureLogs, createTestApp, type TestApp } from '../../tests/support/test-app';
import { eq } from 'drizzle-orm';
import { outbox } from './db/schema/outbox';
import { buildLearner, buildStaff } from '../../tests/support/factories';
import { bearer, sessionFor } from '../../tests/support/auth-helpers';

/**
 * What an operator relies on (docs/deploy.md): liveness apart from readiness, readiness failing
 * once shutting down, Prometheus metrics by route pattern on a port of their own, the proxy's
 * request id in the logs, and mails whose links run out tried often, then given up.
 */

let t: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', LOG_LEVEL: 'info' }, logs);
});
afterAll(() => t.close());

describe('probes', () => {
  it('answers liveness and readiness apart, readiness failing from the shutdown on', async () => {
    const app = await createTestApp();
    try {
      expect((await app.app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
      expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      app.app.lifecycle.stop();
      const ready = await app.app.inject({ url: '/api/health' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({ status: 'stopping', database: 'up' });
      expect((await app.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      // A tab asking for its stream now reconnects to another process.
      const learner = await buildLearner(app.db);
      const stream = await app.app.inject({
        url: '/api/events',
        headers: bearer(await sessionFor(app.db, learner)),
      });
      expect(stream.statusCode).toBe(503);
      expect(stream.headers['retry-after']).toBe('1');
    } finally {
      await app.close();
    }
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and status class, with the outbox and the streams', async () => {
    const learner = await buildLearner(t.db);
    const token = await sessionFor(t.db, learner);
    await t.app.inject({
      url: `/api/conversations/${learner.id}/messages`,
      headers: bearer(token),
    });
    await t.app.inject({ url: '/api/nothing/here' });
    await enqueueMail(t.db, { to: 'someone@example.com', subject: 'Hello', text: 'Hello' });

    const served = await serveMetrics(t.app.metrics, { port: 0, host: '127.0.0.1' }, t.app.log);
    try {
      const res = await fetch(`http://127.0.0.1:${served.port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain(
        'buddies_http_request_duration_seconds_count{method="GET",route="/api/conversations/:userId/messages",status="2xx"} 1',
      );
      // The address, with its id, is never a label.
      expect(text).not.toContain(learner.id);
      expect(text).toMatch(/route="unmatched",status="4xx"/);
      expect(text).toMatch(/^buddies_outbox_due [1-9]/m);
      expect(text).toMatch(/^buddies_outbox_oldest_due_seconds /m);
      expect(text).toMatch(/^buddies_event_streams_open 0$/m);
      expect(text).toMatch(/^buddies_ready 1$/m);
      expect(text).toContain('buddies_process_resident_memory_bytes');
      expect((await fetch(`http://127.0.0.1:${served.port}/`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});

describe('logs', () => {
  it("carry the proxy's request id", async () => {
    await t.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'a1b2c3d4e5f6a7b8' },
    });
    expect(logs.lines.some((line) => line.includes('"reqId":"a1b2c3d4e5f6a7b8"'))).toBe(true);
    // Not an id a client made up to look like something else.
    await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'x"y z' } });
    expect(logs.lines.some((line) => line.includes('x\\"y z'))).toBe(false);
  });
});

describe('a mail whose link runs out', () => {
  const handler = mailHandler('smtp://127.0.0.1:1', 'Buddies <hello@buddies.local>');
  const at = new Date('2026-11-27T12:00:00Z');
  const inMinutes = (minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();

  it('is tried at least every two minutes while its link works, then given up', () => {
    expect(handler.retryAt!({ validUntil: inMinutes(60) }, 8, at)).toEqual(
      new Date(at.getTime() + 2 * 60_000),
    );
    expect(handler.retryAt!({ validUntil: inMinutes(60) }, 1, at)).toEqual(
      new Date(at.getTime() + 30_000),
    );
    expect(handler.retryAt!({ validUntil: inMinutes(1) }, 8, at)).toBeUndefined();
  });

  it('leaves other mail to back off to an hour and give up after ten attempts', () => {
    expect(handler.retryAt!({}, 9, at)).toEqual(new Date(at.getTime() + 60 * 60_000));
    expect(handler.retryAt!({}, 10, at)).toBeUndefined();
  });
});

describe('a database away', () => {
  it('is told apart from a failed statement', () => {
    expect(databaseUnavailable({ code: '57P01', severity: 'FATAL' })).toBe(true);
    expect(databaseUnavailable(new Error('x', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      databaseUnavailable({ errors: [{ code: 'ECONNREFUSED' }], message: 'AggregateError' }),
    ).toBe(true);
    expect(databaseUnavailable({ code: '23505', severity: 'ERROR' })).toBe(false);
    expect(databaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('work given up (dead letters)', () => {
  it('is shown to moderators, and sent again unless its link has expired', async () => {
    const moderator = await buildStaff(t.db, 'moderator');
    const headers = bearer(await sessionFor(t.db, moderator));
    const past = new Date(Date.now() - 60_000);
    const [kept, expired] = await t.db
      .insert(outbox)
      .values([
        {
          topic: 'mail',
          payload: { to: 'ada@example.com', subject: 'Your booking', text: 'x' },
          attempts: 10,
          givenUpAt: past,
          lastError: 'ECONNREFUSED: connect ECONNREFUSED',
        },
        {
          topic: 'mail',
          payload: {
            to: 'bo@example.com',
            subject: 'Reset',
            text: 'x',
            validUntil: past.toISOString(),
          },
          attempts: 3,
          givenUpAt: past,
        },
      ])
      .returning();

    const list = await t.app.inject({ url: '/api/moderation/undelivered', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: kept!.id,
          to: 'ada@example.com',
          subject: 'Your booking',
          attempts: 10,
        }),
      ]),
    );
    // Never the body: a mail's text may hold a live link.
    expect(list.body).not.toContain('"text"');

    const retry = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/moderation/undelivered/${id}/retry`, headers });
    expect((await retry(expired!.id)).statusCode).toBe(409);
    expect((await retry(kept!.id)).json()).toEqual({ queued: true });
    const [again] = await t.db.select().from(outbox).where(eq(outbox.id, kept!.id));
    expect(again).toMatchObject({ givenUpAt: null, attempts: 0, doneAt: null });
    // Once queued it is no longer given up.
    expect((await retry(kept!.id)).statusCode).toBe(404);
    // Two moderators, or one clicking twice: twenty at once put it back in line once.
    await t.db.update(outbox).set({ givenUpAt: new Date() }).where(eq(outbox.id, kept!.id));
    const answers = await Promise.all(Array.from({ length: 20 }, () => retry(kept!.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(19).fill(404),
    ]);
    const learner = await buildLearner(t.db);
    const asLearner = await t.app.inject({
      url: '/api/moderation/undelivered',
      headers: bearer(await sessionFor(t.db, learner)),
    });
    expect(asLearner.statusCode).toBe(403);
  });
});
