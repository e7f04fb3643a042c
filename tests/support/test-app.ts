import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server that TEST_DATABASE_URL names (dropped again on close). Both start as a
 * copy of the template the global setup migrated once (api-global-setup.ts).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  const pgliteTemplate = inject('pgliteTemplate');
  let handle: DatabaseHandle;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `buddies_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    // A test's commits need not wait for the disk (about 4 ms each on this machine's, thousands a
    // pass): what survives a crash is the fault tests' question, on a server of their own.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ databaseUrl, poolSize: 4 });
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Wait for the pool's connections to finish closing; force only as a last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(
            `drop database if exists ${name}${attempt < 20 ? '' : ' with (force)'}`,
          );
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await client.end();
    };
  } else {
    handle = await openDatabase({ pgliteTemplate: pgliteDump(pgliteTemplate) });
  }
  return {
    ...handle,
    url: databaseUrl,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A PGlite data-dir dump, read once per worker (files share a worker's modules: vitest.config.ts).
 * PGlite only reads a dump, copying each file into the new database, so every open can be handed
 * the same bytes; a plain Blob would be read out into fresh copies each time.
 */
class SharedDump extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super();
  }
  override arrayBuffer() {
    return Promise.resolve(this.contents);
  }
}
const dumps = new Map<string, SharedDump>();
export function pgliteDump(file: string) {
  let dump = dumps.get(file);
  if (!dump) {
    const bytes = readFileSync(file);
    dump = new SharedDump(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    dumps.set(file, dump);
  }
  return dump;
}

/** Log lines written by an app, to assert what a log may and may not hold. */
export function captureLogs() {
  const lines: string[] = [];
  return { stream: { write: (line: string) => void lines.push(line) }, lines };
}

export async function createTestApp(
  env: Record<string, string> = {},
  logs?: ReturnType<typeof captureLogs>,
  deps: Pick<AppDependencies, 'builtClient' | 'onRoute'> = {},
) {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/buddies-test-${randomBytes(4).toString('hex')}`,
    // Sessions book at once unless a file is about payments (decision 038).
    PAYMENTS: 'off',
    ...env,
  });
  const app = await buildApp(config, { ...deps, database, logStream: logs?.stream });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    listen: database.listen,
    /** PostgreSQL only: where a second app process can open the same database. */
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A second app process on the PostgreSQL database of a test app (its `databaseUrl`). */
export async function openSecondApp(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/buddies-test-${randomBytes(4).toString('hex')}`,
      PAYMENTS: 'off',
    }),
    { database },
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Waits until `check` holds, looking every 10 ms: as long as it takes, up to 10 s, which only a
 * failure reaches (a busy two-core machine can be several times slower than a quiet one).
 */
export async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 1000; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}
