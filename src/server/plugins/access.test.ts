import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor } from '../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../tests/support/factories';
import { createTestApp, openTestDatabase, type TestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { PERMISSIONS } from '../lib/policy';
import { ROOT_DIR } from '../paths';

/** Checked in: a new route, or a change of who may call one, shows up in review. */
const TABLE_FILE = join(ROOT_DIR, 'docs', 'api-access.md');

let t: TestApp;
beforeAll(async () => {
  // Production's routes, with Stripe's (decision 038): its keys are only read when called.
  t = await createTestApp({
    NODE_ENV: 'production',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_access_table',
    STRIPE_WEBHOOK_SECRET: 'whsec_access_table',
    BUSINESS_ADDRESS: 'Keizersgracht 1, 1015 CC Amsterdam',
    BUSINESS_KVK: '12345678',
  });
});
afterAll(() => t.close());

function markdown(rows: { method: string; path: string; access: string }[]) {
  const sorted = [...rows].sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path),
  );
  return [
    '# Who may call each API route',
    '',
    'Written by `src/server/plugins/access.test.ts` from the running app (production routes);',
    'a test fails while this file differs from what the routes declare.',
    '',
    '| method | path | access |',
    '| ------ | ---- | ------ |',
    ...sorted.map((r) => `| ${r.method} | \`${r.path}\` | ${r.access} |`),
    '',
    'A signed-in caller reaches the records of others only with a permission of their role',
    '(`may` in `src/server/lib/policy.ts`, decision 018). A suspended account may only read and',
    'sign out: every other call answers 403.',
    '',
    '| permission | roles |',
    '| ---------- | ----- |',
    ...Object.entries(PERMISSIONS).map(([name, roles]) => `| ${name} | ${roles.join(', ')} |`),
    '',
  ].join('\n');
}

describe('declared access', () => {
  it('is written for every /api route into docs/api-access.md', () => {
    const table = markdown(t.app.accessTable());
    let before = '';
    try {
      before = readFileSync(TABLE_FILE, 'utf8');
    } catch {
      // first run: no file yet
    }
    if (before !== table) writeFileSync(TABLE_FILE, table);
    expect(before, 'docs/api-access.md was out of date: rewritten, review and commit it').toBe(
      table,
    );
  });

  it('is missing from no route: such a route stops the server from starting', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      database,
    });
    try {
      const start = async () => {
        await app.register(async (module) => {
          module.get('/api/undeclared', async () => ({ ok: true }));
        });
        await app.ready();
      };
      await expect(start()).rejects.toThrow(
        'GET /api/undeclared declares no access (config.access): refusing to start',
      );
    } finally {
      // A server that failed to start closes with the same error.
      await app.close().catch(() => {});
      await database.close();
    }
  });

  it('answers 401 without a token and 403 for a role the route does not list', async () => {
    const learner = await buildLearner(t.db);
    const buddy = await buildBuddy(t.db);
    const moderator = await buildStaff(t.db, 'moderator');
    const get = async (url: string, token?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).statusCode;
    expect(await get('/api/learner/profile')).toBe(401);
    expect(await get('/api/learner/profile', 'not-a-token')).toBe(401);
    expect(await get('/api/learner/profile', await sessionFor(t.db, buddy.user))).toBe(403);
    expect(await get('/api/learner/profile', await sessionFor(t.db, moderator))).toBe(403);
    expect(await get('/api/learner/profile', await sessionFor(t.db, learner))).toBe(200);
    // HEAD follows its GET.
    expect((await t.app.inject({ method: 'HEAD', url: '/api/learner/profile' })).statusCode).toBe(
      401,
    );
  });

  it('checks the token before the body is read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
  });

  it('documents the bearer token in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/learner/profile'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/learner/profile'].get.responses).toHaveProperty('401');
    expect(doc.paths['/api/login'].post.security).toBeUndefined();
  });
});
