import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../../tests/support/test-app';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/buddies-errors-test' }), {
    database,
  });
  app.get('/api/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
  });
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(2) }) } },
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
