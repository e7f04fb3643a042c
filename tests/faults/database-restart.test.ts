import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { startAuthSession } from '../../src/server/modules/auth/auth-sessions';
import { startAppProcess, until, type AppProcess } from '../support/app-process';
import { buildBuddy, buildLearner } from '../support/factories';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';

/**
 * The production build on a PostgreSQL of its own (never the shared one): started while the
 * database is down, it waits and answers 503; the database restarted under a load of messages,
 * it answers 503 with a Retry-After meanwhile and serves again by itself, and every message it
 * acknowledged is there, whole; SIGTERM with an event stream open, it exits in time.
 */

let postgres: OwnPostgres;
let app: AppProcess;
let database: DatabaseHandle;

const get = (path: string, token?: string) =>
  fetch(`${app.url}${path}`, {
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    signal: AbortSignal.timeout(10_000),
  });

beforeAll(async () => {
  postgres = await startOwnPostgres();
  postgres.stop();
  app = await startAppProcess({ DATABASE_URL: postgres.url, SHUTDOWN_TIMEOUT_MS: '5000' });
});

afterAll(async () => {
  // What the process said last, when it ended by itself: the reason a test failed.
  if (app && !app.running()) console.log(app.logs.slice(-20).join('\n'));
  if (app?.running()) app.child.kill('SIGKILL');
  await database?.close();
  postgres?.destroy();
});

describe('a database that is not there yet', () => {
  it('keeps the process alive, answering 503 until the database comes, then serving by itself', async () => {
    await until(async () => (await get('/api/health/live')).ok, 30_000, 'liveness');
    const ready = await get('/api/health');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'starting', database: 'down' });
    const buddies = await get('/api/buddies/featured');
    expect(buddies.status).toBe(503);
    expect(buddies.headers.get('retry-after')).toBe('5');
    expect(app.running()).toBe(true);

    postgres.start();
    const took = await until(async () => (await get('/api/health')).ok, 15_000, 'readiness');
    // The retries back off to 5 s at most.
    expect(took).toBeLessThan(8_000);
    expect((await get('/api/buddies/featured')).status).toBe(200);
  });
});

describe('a database restarted under load', () => {
  it('answers 503 while it is down, serves again within 5 s, and loses no acknowledged write', async () => {
    database = await openDatabase({
      databaseUrl: postgres.url,
      poolSize: 2,
      onConnectionLost() {},
    });
    const { user: buddy } = await buildBuddy(database.db);
    const learners = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const learner = await buildLearner(database.db);
        return { ...learner, token: await startAuthSession(database.db, learner.id) };
      }),
    );

    const acknowledged = new Set<string>();
    const statuses = new Map<number, number>();
    let stop = false;
    let n = 0;
    const load = learners.map(async (learner) => {
      while (!stop) {
        const clientKey = `k-${learner.id.slice(0, 8)}-${n++}`;
        const res = await fetch(`${app.url}/api/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ receiverId: buddy.id, content: `Hello ${clientKey}`, clientKey }),
        }).catch(() => undefined);
        const status = res?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 503) expect(res!.headers.get('retry-after')).toBe('5');
        if (status === 201) acknowledged.add(clientKey);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });

    await until(async () => acknowledged.size >= 20, 20_000, 'messages before the restart');
    postgres.stop('fast');
    await until(async () => (await get('/api/health')).status === 503, 10_000, 'readiness fails');
    await until(async () => (statuses.get(503) ?? 0) > 0, 10_000, 'a write answered 503');
    expect(app.running()).toBe(true);
    postgres.start();
    const back = Date.now();
    await until(async () => (await get('/api/health')).ok, 10_000, 'readiness again');
    const before = acknowledged.size;
    await until(async () => acknowledged.size > before, 10_000, 'a message acknowledged again');
    expect(Date.now() - back).toBeLessThan(5_000);
    stop = true;
    await Promise.all(load);

    // Only created, refused for the outage, or (a fast sender) limited: never a 500.
    expect([...statuses.keys()].filter((s) => ![201, 429, 503].includes(s))).toEqual([]);
    const { rows } = (await database.db.execute(
      sql`select m.client_key, (select count(*)::int from user_events e
            where e.name = 'message' and e.data->>'id' = m.id::text) as events
          from messages m where m.receiver_id = ${buddy.id}`,
    )) as unknown as { rows: { client_key: string; events: number }[] };
    const written = new Set(rows.map((r) => r.client_key));
    expect([...acknowledged].filter((key) => !written.has(key))).toEqual([]);
    // Whole: each message told to both sides, whatever its answer was.
    expect(rows.filter((r) => r.events !== 2)).toEqual([]);
    expect(app.running()).toBe(true);
  });
});

describe('SIGTERM', () => {
  it('ends open event streams, stops, and exits within its time limit', async () => {
    const learner = await buildLearner(database.db);
    const token = await startAuthSession(database.db, learner.id);
    const stream = await get('/api/events', token);
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read();

    const sent = Date.now();
    app.child.kill('SIGTERM');
    // The stream ends (its tab reconnects elsewhere) rather than holding the process open.
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    expect(await app.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(app.logs.some((line) => line.includes('shut down'))).toBe(true);
  });
});
