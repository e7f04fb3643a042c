import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { findUserByEmail } from '../accounts/users';
import { openTestDatabase } from '../../../../tests/support/test-app';
import type { DatabaseHandle } from '../../db/client';

const run = promisify(execFile);
const SECRET = 'a-local-admin-secret-for-this-test';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/buddies-admin-test' }), {
    database,
    localAdminSecret: SECRET,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const account = (email: string, role = 'moderator') => ({
  role,
  email,
  password: 'a-long-password',
  name: 'Staff Member',
});

describe('POST /api/local-admin/users', () => {
  it('is invisible without the secret', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/local-admin/users',
      payload: account('x@example.com'),
    });
    expect(res.statusCode).toBe(404);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/local-admin/users',
      headers: { 'x-local-admin': 'nope' },
      payload: account('x@example.com'),
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('creates approved staff with the secret, once per email', async () => {
    const send = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/local-admin/users',
        headers: { 'x-local-admin': SECRET },
        payload: account(email),
      });
    const res = await send('Mod@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'Mod@Example.com',
      username: 'mod',
      profileStatus: 'approved',
    });
    const again = await send('mod@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it('is not in the public API document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/local-admin/users');
  });
});

describe('POST /api/local-admin/clock', () => {
  it('exists only on a TEST_CLOCK server, and only with the secret', async () => {
    const clock = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/local-admin/clock', headers, payload: {} });
    expect((await clock({ 'x-local-admin': SECRET })).statusCode).toBe(404);
    const testing = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/buddies-admin-test', TEST_CLOCK: '1' }),
      { database, localAdminSecret: SECRET },
    );
    try {
      const move = (headers: Record<string, string>, payload: object) =>
        testing.inject({ method: 'POST', url: '/api/local-admin/clock', headers, payload });
      expect((await move({ 'x-local-admin': 'nope' }, { advanceMs: 1 })).statusCode).toBe(404);
      const moved = await move({ 'x-local-admin': SECRET }, { advanceMs: 3 * 60 * 60_000 });
      expect(new Date(moved.json().now).getTime()).toBeGreaterThan(Date.now() + 2 * 60 * 60_000);
      const back = await move({ 'x-local-admin': SECRET }, { reset: true });
      expect(new Date(back.json().now).getTime()).toBeLessThan(Date.now() + 60_000);
    } finally {
      await testing.close();
    }
  });
});

describe('npm run user:create', () => {
  // The embedded database whichever pass this is: the PGlite pass runs it, the PostgreSQL one need not.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'creates an account in the configured embedded database',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'buddies-cli-'));
      try {
        // What the npm script runs (tsx), without npx's own start-up; hashing at the test cost.
        const cli = (...args: string[]) =>
          run(process.execPath, ['--import', 'tsx', 'src/server/cli/user-create.ts', ...args], {
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              DATABASE_URL: '',
              TEST_PASSWORD_HASH_COST: '1024',
            },
          });
        const { stdout } = await cli(
          '--role',
          'learning_expert',
          '--email',
          'eva@example.com',
          '--password',
          'a-long-password',
          '--name',
          'Eva',
        );
        expect(stdout).toMatch(/Created learning_expert eva@example.com .*status approved/);
        await expect(
          cli(
            '--role',
            'king',
            '--email',
            'k@example.com',
            '--password',
            'a-long-password',
            '--name',
            'K',
          ),
        ).rejects.toMatchObject({
          stderr: expect.stringContaining(
            '--role: role must be one of learner, buddy, moderator, learning_expert',
          ),
        });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

it('finds accounts by email in any letter case', async () => {
  expect(await findUserByEmail(database.db, 'MOD@example.COM')).toBeDefined();
});
