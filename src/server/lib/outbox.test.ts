import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema/outbox';
import { anAddress } from '../../../tests/support/auth-helpers';
import { buildLearner } from '../../../tests/support/factories';
import { createTestApp, until, type TestApp } from '../../../tests/support/test-app';
import { createOutboxWorker, enqueue, type OutboxHandler } from './outbox';

/** A worker that has started. */
function startOutboxWorker(...args: Parameters<typeof createOutboxWorker>) {
  const worker = createOutboxWorker(...args);
  worker.start();
  return worker;
}

const silent = { info() {}, warn() {}, error() {} } as never;
const noListen = async () => async () => {};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A handler that counts its work, optionally taking its time or failing. */
function counting(options: { delayMs?: number; fail?: boolean } = {}) {
  const done: string[] = [];
  const handler: OutboxHandler = {
    async work(payload) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (options.fail) throw new Error('not now');
      done.push(String(payload.n));
    },
    keep: () => ({ kept: true }),
  };
  return { handler, done };
}

const rowsOf = (topic: string) => t.db.select().from(outbox).where(eq(outbox.topic, topic));

describe('outbox', () => {
  it('does each row once with two workers at the same rows', async () => {
    const { handler, done } = counting({ delayMs: 5 });
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 25; n++) await enqueue(tx, 'test-twice', { n });
    });
    const a = startOutboxWorker({ db: t.db, listen: noListen }, { 'test-twice': handler }, silent);
    const b = startOutboxWorker({ db: t.db, listen: noListen }, { 'test-twice': handler }, silent);
    await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(done.sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 25 }, (_, n) => String(n)),
    );
    const rows = await rowsOf('test-twice');
    expect(rows.every((r) => r.doneAt && r.attempts === 1)).toBe(true);
    // What was done keeps only what its handler says may be kept.
    expect(rows.every((r) => JSON.stringify(r.payload) === '{"kept":true}')).toBe(true);
  });

  it('queues nothing when the change rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test-rollback', { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await rowsOf('test-rollback')).toHaveLength(0);
  });

  it('tries again later after a failure, then once it works', async () => {
    await enqueue(t.db, 'test-retry', { n: 1 });
    const failing = counting({ fail: true });
    const w1 = startOutboxWorker(
      { db: t.db, listen: noListen },
      { 'test-retry': failing.handler },
      silent,
    );
    await w1.flush();
    await w1.stop();
    const [failed] = await rowsOf('test-retry');
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, claimedUntil: null });
    expect(failed!.lastError).toContain('not now');
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);

    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.id, failed!.id));
    const working = counting();
    const w2 = startOutboxWorker(
      { db: t.db, listen: noListen },
      { 'test-retry': working.handler },
      silent,
    );
    await w2.flush();
    await w2.stop();
    expect(working.done).toEqual(['1']);
    expect((await rowsOf('test-retry'))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('gives up when its handler says so, and claims it no more', async () => {
    await enqueue(t.db, 'test-give-up', { n: 1 });
    const failing = counting({ fail: true });
    const handler: OutboxHandler = { ...failing.handler, retryAt: () => undefined };
    const worker = startOutboxWorker(
      { db: t.db, listen: noListen },
      { 'test-give-up': handler },
      silent,
    );
    await worker.flush();
    await worker.flush();
    await worker.stop();
    const [row] = await rowsOf('test-give-up');
    expect(row).toMatchObject({ attempts: 1, doneAt: null });
    expect(row!.givenUpAt).not.toBeNull();
  });

  it('hands back the work in hand when stopped past its time, for another process at once', async () => {
    await enqueue(t.db, 'test-hand-back', { n: 1 });
    let started!: () => void;
    const working = new Promise<void>((resolve) => (started = resolve));
    const stuck: OutboxHandler = {
      work: () => {
        started();
        return new Promise(() => {});
      },
      keep: (payload) => payload,
    };
    const worker = startOutboxWorker(
      { db: t.db, listen: noListen },
      { 'test-hand-back': stuck },
      silent,
    );
    await working;
    expect((await rowsOf('test-hand-back'))[0]).toMatchObject({ attempts: 1 });
    await worker.stop(50);
    expect((await rowsOf('test-hand-back'))[0]).toMatchObject({ attempts: 0, claimedUntil: null });
  });

  it('is woken by the NOTIFY of the commit, without polling', async () => {
    const { handler, done } = counting();
    const started = performance.now();
    let listening = false;
    const listen: TestApp['listen'] = async (...args) => {
      const unlisten = await t.listen(...args);
      listening = true;
      return unlisten;
    };
    const worker = startOutboxWorker({ db: t.db, listen }, { 'test-wake': handler }, silent);
    try {
      // Listening, and its first look (at start) over: only the NOTIFY can bring the row now.
      await until(() => listening, 'the worker to listen');
      await worker.flush();
      await t.db.transaction((tx) => enqueue(tx, 'test-wake', { n: 7 }));
      await until(() => done.length > 0, 'the work to be done');
      expect(done).toEqual(['7']);
      // Well before the 5 s poll.
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await worker.stop();
    }
  });
});

describe('a mail server that never answers', () => {
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];
  let slow: TestApp;
  beforeAll(async () => {
    // Accepts connections and says nothing: the SMTP greeting never comes.
    server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    slow = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await slow.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stalls no request while a mail waits for it', { timeout: 30_000 }, async () => {
    const learner = await buildLearner(slow.db);
    const timed = async (run: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const res = await run();
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const forgot = await timed(() =>
      slow.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: learner.email },
        remoteAddress: anAddress(),
      }),
    );
    expect(forgot.status).toBe(200);
    // The worker is now connected to the silent server; requests still answer at once.
    await until(() => sockets.length > 0, 'the worker to connect');
    const health = await timed(() => slow.app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);
    const again = await timed(() =>
      slow.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: learner.email },
        remoteAddress: anAddress(),
      }),
    );
    expect(again.status).toBe(200);
    expect(again.ms).toBeLessThan(1000);
  });
});
