import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sessionFor } from '../../tests/support/auth-helpers';
import { buildLearner } from '../../tests/support/factories';
import { openTestDatabase } from '../../tests/support/test-app';
import { buildApp, SERVER_TIMEOUTS, type App } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';

/**
 * Real sockets against a listening server whose time-outs are short: a client that sends its
 * request slowly is cut off, an event stream that has been answering for longer goes on.
 */

const TIMEOUTS = { ...SERVER_TIMEOUTS, requestMs: 1_000, headersMs: 500, checkEveryMs: 100 };

let database: DatabaseHandle;
let app: App;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/buddies-test-${randomBytes(4).toString('hex')}`,
  });
  app = await buildApp(config, { database, timeouts: TIMEOUTS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A raw connection, with everything it receives and a promise of its end. */
function open() {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<number>((resolve) => {
    const openedAt = Date.now();
    socket.on('close', () => resolve(Date.now() - openedAt));
  });
  return { socket, closed, received: () => received };
}

/** Writes `text` one character at a time, every `everyMs`, while the socket stays open. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

// Each test mostly waits on the server's clock, on a socket of its own: they wait side by side.
describe.concurrent('slow clients', () => {
  it('cuts off a body that trickles in, with a 408, once the request time is up', async ({
    expect,
  }) => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'a-long-password' });
    const c = open();
    c.socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(c.socket, body, 200);
    const after = await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(after).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(after).toBeLessThan(TIMEOUTS.requestMs + 1_000);
  });

  it('cuts off headers that trickle in once the header time is up', async ({ expect }) => {
    const c = open();
    trickle(
      c.socket,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(50)}`,
      50,
    );
    const after = await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(after).toBeLessThan(TIMEOUTS.requestMs);
  });

  it('keeps an event stream answering long past the request time', async ({ expect }) => {
    const learner = await buildLearner(database.db);
    const token = await sessionFor(database.db, learner);
    const c = open();
    let closed = false;
    void c.closed.then(() => (closed = true));
    c.socket.write(
      `GET /api/events HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    );
    await expect.poll(() => c.received(), { timeout: 5_000 }).toContain('event: ready');
    await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.requestMs * 2));
    expect(closed).toBe(false);
    await app.eventStreams.ping();
    await expect.poll(() => c.received(), { timeout: 5_000 }).toContain(': ping');
    c.socket.destroy();
  });
});
