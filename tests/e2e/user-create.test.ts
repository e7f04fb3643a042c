import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { serverStarted } from '../support/browser';
import { START_LIMIT_MS } from '../support/e2e-server';

const run = promisify(execFile);

describe('npm run user:create while the server runs on the embedded database', () => {
  beforeAll(serverStarted, START_LIMIT_MS);
  it('creates a staff account through the running server, who can then log in', async () => {
    const email = `maud-${Date.now()}@example.com`;
    const { stdout } = await run(
      'npx',
      [
        'tsx',
        'src/server/cli/user-create.ts',
        '--role',
        'moderator',
        '--email',
        email,
        '--password',
        'a-long-password',
        '--name',
        'Maud de Vries',
      ],
      { env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '' } },
    );
    expect(stdout).toMatch(new RegExp(`Created moderator ${email} .*status approved`));

    const response = await fetch(`${inject('baseURL')}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-password' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      role: 'moderator',
      redirectUrl: '/moderator/dashboard',
    });
  });
});
