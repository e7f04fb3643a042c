import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { syncCatalogue } from '../../src/server/db/catalogue';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, catalogued PGlite data directory to start each test file from. */
    pgliteTemplate: string;
    /** A PGlite data directory as initdb leaves it: for tests that migrate it themselves. */
    pgliteEmptyTemplate: string;
    /** The same on PostgreSQL: a database to CREATE DATABASE ... TEMPLATE from. */
    postgresTemplate: string;
  }
}

/**
 * Makes every copy of the PGlite templates cheaper to start, which ~65 test files each do:
 * PostgreSQL's default 128 MB of shared buffers are set up at every start, though a test database
 * fits in far fewer; template0 and template1 (15 of the dump's 42 MB) serve only CREATE DATABASE,
 * which no embedded test runs; a checkpoint before each dump leaves no WAL to replay at start.
 */
const LIGHTER_COPIES = [
  "alter system set shared_buffers = '16MB'",
  'alter database template0 is_template false',
  'drop database template0',
  'alter database template1 is_template false',
  'drop database template1',
  'checkpoint',
];

/**
 * Migrates once for the whole API run; each test file then clones the result (a PGlite data-dir
 * dump, or a PostgreSQL template database) instead of creating and migrating its own: seconds
 * saved per file. On PGlite the run's one initdb is dumped too, before the migrations, for the
 * files that migrate a database themselves (an initdb costs several seconds).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `buddies_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await handle.migrate();
    await syncCatalogue(handle.db);
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    project.provide('pgliteEmptyTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // One statement at a time: DROP DATABASE cannot share a query string.
  for (const statement of LIGHTER_COPIES) await client.exec(statement);
  const empty = await dump(client, 'empty');
  await handle.migrate();
  await syncCatalogue(handle.db);
  await client.exec('checkpoint');
  const migrated = await dump(client, 'template');
  await handle.close();
  project.provide('pgliteTemplate', migrated);
  project.provide('pgliteEmptyTemplate', empty);
  project.provide('postgresTemplate', '');
  return () => {
    for (const file of [empty, migrated]) rmSync(file, { force: true });
  };
}

/** Writes the data directory of `client` to a file of its own; returns its path. */
async function dump(client: PGlite, what: string) {
  const file = join(tmpdir(), `buddies-${what}-${randomBytes(6).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  return file;
}
