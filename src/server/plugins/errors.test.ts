import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { captureLogs, openTestDatabase } from '../../../tests/support/test-app';

const logs = captureLogs();
const PRIVATE = { email: 'private.person@example.com', phone: '+31612345678' };
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const open = { config: { access: 'public' } } as const;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'info', DATA_DIR: '/tmp/buddies-errors-test' }), {
    database,
    logStream: logs.stream,
  });
  app.get('/api/test/boom', open, async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
  });
  // A failing query whose parameters and database message hold personal data.
  app.get('/api/test/db-fault', open, async () => {
    await app.db.execute(sql`select ${PRIVATE.email}::int, ${PRIVATE.phone}::int`);
  });
  app.get('/api/test/fault-message', open, async () => {
    throw new Error(`could not reach ${PRIVATE.email} at ${PRIVATE.phone}`);
  });
  app.post(
    '/api/test/echo',
    { ...open, schema: { body: z.object({ name: z.string().min(2) }) } },
    async (request) => request.body,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error handler', () => {
  it('hides the internals of a 5xx', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/secret_table|db\.ts|stack/);
  });

  it('shapes validation failures as { error, issues }', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: expect.any(String),
      issues: [{ path: 'name', message: expect.any(String) }],
    });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers an oversize body with a 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large' });
  });
});

describe('error logs', () => {
  it('log a failed query by its SQL text and code, never its parameters or message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/db-fault' });
    expect(res.statusCode).toBe(500);
    const line = logs.lines.find((l) => l.includes('request failed') && l.includes('$1'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).error).toMatchObject({ code: '22P02', query: expect.any(String) });
    const all = logs.lines.join('\n');
    expect(all).not.toContain(PRIVATE.email);
    expect(all).not.toContain(PRIVATE.phone);
  });

  it('take email addresses and phone numbers out of other error messages', async () => {
    await app.inject({ method: 'GET', url: '/api/test/fault-message' });
    const line = logs.lines.find((l) => l.includes('could not reach'));
    expect(JSON.parse(line!).error.message).toBe('could not reach [email] at [number]');
    expect(logs.lines.join('\n')).not.toMatch(/private\.person|612345678/);
  });
});

describe("Fastify's own failures", () => {
  it.each([
    ['a malformed URL', '/api/buddy/%E0%A4%A', 400, 'This address is not valid'],
    [
      'a parameter past its length',
      `/api/buddy/${'q'.repeat(150)}`,
      414,
      'This address is too long',
    ],
  ])('answer %s in our shape, without echoing it', async (_name, url, status, error) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it('answer an unknown content type without echoing it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-evil-<script>' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'This content type is not supported' });
  });

  it('answer prototype poisoning and empty JSON with a 400 in our words', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['error']);
      expect(res.body).not.toMatch(/__proto__|content-type/);
    }
  });

  it('answer oversized headers and broken HTTP in our shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/health', headers },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const res = await answer({ 'x-big': 'a'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: 'The request headers are too large' });
  });
});
