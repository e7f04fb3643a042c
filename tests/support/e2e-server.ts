import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** In the server's data directory once it has exited: its exit code. */
export const EXIT_NOTE = 'server-exit';

/** A fresh data directory's first start creates the database: a minute or more on a busy machine. */
export const START_LIMIT_MS = 180_000;

/** Until the server at `url` answers its health check; fails at once when `server` has exited. */
export async function waitForHealth(url: string, server: Pick<ChildProcess, 'exitCode'>) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${START_LIMIT_MS / 1000} s`);
}

/**
 * The projects whose server runs on PostgreSQL (TEST_DATABASE_URL, default the local server), in
 * a database of its own created for the run: the embedded engine's work runs in the server's own
 * process, and took a third of a browser run's processor time beside Chromium. The clock
 * journeys (and `user:create`) keep the embedded database, the product's default (README), so
 * that a browser still proves it end to end; without a reachable PostgreSQL every project runs
 * on it.
 */
const ON_POSTGRESQL = new Set(['e2e', 'e2e-payments']);

/** A fresh database on the test PostgreSQL for one server, and how to drop it; null when none answers. */
async function postgresDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `buddies_e2e_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starts the production build (npm run build first) on a fresh database with demo data: embedded,
 * or on PostgreSQL for the projects in ON_POSTGRESQL.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const postgres = ON_POSTGRESQL.has(project.name) ? await postgresDatabase() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'buddies-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres?.url ?? '',
      SMTP_URL: '',
      // Cheap password hashes, as in the API tests: every sign-in and registration here would
      // otherwise cost 128 MiB and half a second. Production ignores and refuses it (passwords.ts).
      TEST_PASSWORD_HASH_COST: String(2 ** 10),
      // The session journey lets a session's time pass through the local-admin channel.
      TEST_CLOCK: '1',
      // Sessions book at once, except in the payment journeys' own server (decision 038).
      PAYMENTS: project.name === 'e2e-payments' ? 'test' : 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Not waited for here: the browser projects' servers start side by side, and each file waits
  // for its own (serverStarted in browser.ts), which the exit's note tells when it failed.
  server.once('exit', (code) => writeFileSync(join(dataDir, EXIT_NOTE), String(code)));
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
