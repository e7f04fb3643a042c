/**
 * npm run backup:proof — proves the backup and restore of docs/backups.md on this machine, for
 * PostgreSQL and for the embedded database: the production build populates a fresh instance
 * through its API, `npm run backup` backs it up, `npm run restore` restores it into a fresh
 * database and DATA_DIR, the app starts on the restore, and every row of every table (count and
 * digest in primary-key order), every uploaded photo as the app serves it and what people read
 * through the API (ledger summary, receipts, earnings, messages...) must be as before.
 *
 * Prints PASS/FAIL lines and the figures (backup size, time to back up and to restore); exits
 * non-zero on any failure. Everything it makes (databases, directories, processes) is removed,
 * failure or not.
 *
 *   BACKUP_PROOF_DATABASE_URL  a PostgreSQL where it may create and drop databases
 *                              (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BACKUP_PROOF_ONLY          some of postgres, embedded, move (comma-separated); default all:
 *                              PostgreSQL to PostgreSQL, embedded to embedded, embedded moved
 *                              into PostgreSQL (npm run restore -- DIR --into-postgres)
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { ROOT_DIR } from '../../src/server/paths';
import { startAppProcess, stopAppProcess, type AppProcess } from '../../tests/support/app-process';
import { waitForHealth } from '../../tests/support/e2e-server';
import type { Manifest } from './common';
import { populate, readAll, servedPhoto } from './proof-data';
import { tableDigests, type TableDigest } from './tables';

type Kind = 'postgres' | 'embedded';
type Digests = Record<string, TableDigest>;

const ADMIN_URL =
  process.env.BACKUP_PROOF_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let failures = 0;
function report(ok: boolean, what: string, details: string[] = []) {
  if (!ok) failures += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${what}`);
  for (const line of details) console.log(`       ${line}`);
}

/** Undone last first, whatever happened (also on Ctrl-C). */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      await undo();
    } catch (err) {
      console.error(`cleaning up: ${(err as Error).message}`);
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

// ------------------------------------------------------------------ processes

/** The production build (dist/server/main.js), as an operator starts it. */
async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const app = await startAppProcess({
    NODE_ENV: 'development',
    // The test provider's checkout plays paying (refused in production).
    PAYMENTS: 'test',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    // Cheap password hashes for the few accounts made here (refused in production).
    TEST_PASSWORD_HASH_COST: String(2 ** 10),
    ...env,
  });
  cleanups.push(() => stopAppProcess(app));
  try {
    await waitForHealth(app.url, app.child);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${app.logs.slice(-20).join('\n')}`);
  }
  return app;
}

/** `npm run backup` / `npm run restore` as an operator runs them: their output, exit code, time. */
function operator(args: string[], env: Record<string, string>) {
  const started = Date.now();
  return new Promise<{ code: number; output: string; ms: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
      cwd: ROOT_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, output, ms: Date.now() - started }));
  });
}

const show = (output: string) =>
  output
    .trim()
    .split('\n')
    .forEach((line) => console.log(`     | ${line}`));

// ------------------------------------------------------------------ databases

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
};

async function createDatabase(name: string) {
  await withPg(ADMIN_URL, (c) => c.query(`create database ${name}`));
  cleanups.push(() =>
    withPg(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`)),
  );
  return databaseUrl(name);
}

const postgresDigests = (url: string) =>
  withPg(url, (client) =>
    tableDigests(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]),
  );

/** The embedded database's digests: opened here, so the app must not be running on it. */
async function embeddedDigests(dataDir: string) {
  const db = new PGlite({ dataDir: join(dataDir, 'db'), extensions: PGLITE_EXTENSIONS });
  try {
    return await tableDigests(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

/** The tables whose count or digest differ, each in a line. */
function differences(expected: Digests, actual: Digests): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => !isDeepStrictEqual(expected[name], actual[name]))
    .map((name) => {
      const was = expected[name];
      const is = actual[name];
      const text = (d?: TableDigest) =>
        d ? `${d.rows} rows, md5 ${d.digest.slice(0, 8)}` : 'absent';
      return `${name}: ${text(was)} before, ${text(is)} after`;
    });
}

const totalRows = (digests: Digests) =>
  Object.values(digests).reduce((sum, table) => sum + table.rows, 0);

const fileSha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

// ------------------------------------------------------------------ the proof

/** Backed up from one database, restored into another: the same kind, or moved into PostgreSQL. */
interface Route {
  name: string;
  from: Kind;
  to: Kind;
}

const ROUTES: Record<string, Route> = {
  postgres: { name: 'PostgreSQL', from: 'postgres', to: 'postgres' },
  embedded: { name: 'the embedded database (PGlite)', from: 'embedded', to: 'embedded' },
  move: { name: 'the embedded database moved into PostgreSQL', from: 'embedded', to: 'postgres' },
};

interface Figures {
  route: string;
  tables: number;
  rows: number;
  photos: number;
  databaseBytes: number;
  uploadsBytes: number;
  backupMs: number;
  restoreMs: number;
}

async function prove(route: string, { name, from, to }: Route): Promise<Figures> {
  console.log(`\n== ${name} ==`);
  const temp = mkdtempSync(join(tmpdir(), `buddies-backup-proof-${route}-`));
  cleanups.push(() => rmSync(temp, { recursive: true, force: true }));
  const sourceDir = join(temp, 'source');
  const restoredDir = join(temp, 'restored');
  const backups = join(temp, 'backups');
  let sourceUrl = '';
  let restoredUrl = '';
  const id = `${process.pid}_${Date.now().toString(36)}`;
  if (from === 'postgres') sourceUrl = await createDatabase(`buddies_backup_proof_source_${id}`);
  if (to === 'postgres') restoredUrl = await createDatabase(`buddies_backup_proof_restored_${id}`);
  const restoreArgs = (dir: string) => [
    'restore',
    dir,
    ...(from === 'embedded' && to === 'postgres' ? ['--into-postgres'] : []),
  ];
  const source = { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir };
  const restored = { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir };

  // A populated instance: the seeded demo (staff, ten buddies) and what people did through the API.
  let started = Date.now();
  const a = await startApp({ ...source, SEED_DEMO: '1' });
  const data = await populate(a.url);
  const before = await readAll(a.url, data);
  const photosBefore = await Promise.all(data.photos.map((path) => servedPhoto(a.url, path)));
  console.log(`     populated through the API in ${seconds(Date.now() - started)}`);

  // PostgreSQL is backed up while the app runs; the embedded database once the app has stopped.
  let sourceDigests: Digests;
  let backedUp: Awaited<ReturnType<typeof operator>>;
  if (from === 'postgres') {
    sourceDigests = await postgresDigests(sourceUrl);
    backedUp = await operator(['backup', '--to', backups], source);
    const afterwards = await postgresDigests(sourceUrl);
    const moved = differences(sourceDigests, afterwards);
    report(
      moved.length === 0,
      'the source stayed at rest during the backup (so the dump holds exactly the rows compared)',
      moved,
    );
    await stopAppProcess(a);
  } else {
    await stopAppProcess(a);
    backedUp = await operator(['backup', '--to', backups], source);
    sourceDigests = await embeddedDigests(sourceDir);
  }
  show(backedUp.output);
  report(backedUp.code === 0, `backup (npm run backup) exited ${backedUp.code}`);
  if (backedUp.code !== 0) throw new Error('no backup to restore');
  const [made] = readdirSync(backups).filter((entry) => entry.startsWith('buddies-'));
  const backupDir = join(backups, made!);
  const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as Manifest;

  const restoredRun = await operator(restoreArgs(backupDir), restored);
  show(restoredRun.output);
  report(restoredRun.code === 0, `restore (npm run restore) into a fresh database and DATA_DIR`);
  if (restoredRun.code !== 0) throw new Error('the restore failed');

  const restoredDigests =
    to === 'postgres' ? await postgresDigests(restoredUrl) : await embeddedDigests(restoredDir);
  const tables = Object.keys(sourceDigests).length;
  const rows = totalRows(sourceDigests);
  report(
    differences(sourceDigests, restoredDigests).length === 0 && tables > 30,
    `every row of every table: ${tables} tables, ${rows} rows, counts and digests equal`,
    differences(sourceDigests, restoredDigests),
  );
  const ledger = Object.entries(restoredDigests).filter(([table]) =>
    /ledger|payments|refunds/.test(table),
  );
  report(
    ledger.every(([table, digest]) => isDeepStrictEqual(sourceDigests[table], digest)) &&
      ledger.some(([table, digest]) => table.endsWith('ledger_entries') && digest.rows > 0),
    `the money: ${ledger.map(([table, digest]) => `${table.replace('public.', '')} ${digest.rows}`).join(', ')}`,
  );

  // The app on the restore (no demo seeding: nothing may be written that the backup lacks).
  started = Date.now();
  const b = await startApp({ ...restored, SEED_DEMO: '0' });
  console.log(`     the app started on the restore in ${seconds(Date.now() - started)}`);
  const after = await readAll(b.url, data);
  for (const read of Object.keys(before)) {
    report(isDeepStrictEqual(before[read], after[read]), `API: ${read}`, [
      ...(isDeepStrictEqual(before[read], after[read])
        ? []
        : [`before: ${JSON.stringify(before[read])}`, `after:  ${JSON.stringify(after[read])}`]),
    ]);
  }
  for (const [i, path] of data.photos.entries()) {
    const served = await servedPhoto(b.url, path);
    const onDisk = join(restoredDir, path);
    const same =
      served.status === 200 &&
      photosBefore[i]!.status === 200 &&
      served.sha256 === photosBefore[i]!.sha256 &&
      existsSync(onDisk) &&
      fileSha256(onDisk) === served.sha256 &&
      fileSha256(join(sourceDir, path)) === served.sha256;
    report(
      same,
      `photo ${path}: ${served.bytes} bytes served, the same sha256 as before, and as on disk`,
      same ? [] : [`served ${served.status}, ${served.sha256}; before ${photosBefore[i]!.sha256}`],
    );
  }

  // A second restore into what now holds data is refused (the app stopped: nothing else refuses).
  await stopAppProcess(b);
  const again = await operator(restoreArgs(backupDir), restored);
  report(
    again.code === 2 && /not empty/.test(again.output),
    'a restore into a database or DATA_DIR that is not empty is refused',
    again.code === 2 ? [] : [again.output],
  );
  // A backup damaged after it was made (one byte more in the uploads) is refused before use.
  const damaged = join(temp, 'damaged');
  cpSync(backupDir, damaged, { recursive: true });
  appendFileSync(join(damaged, 'uploads.tar'), 'x');
  const checked = await operator(['check', damaged], {});
  report(
    checked.code === 2 && /uploads\.tar is damaged/.test(checked.output),
    'a damaged backup is refused (npm run backup:check, and so every restore)',
    checked.code === 2 ? [] : [checked.output],
  );
  const afterDigests =
    to === 'postgres' ? await postgresDigests(restoredUrl) : await embeddedDigests(restoredDir);
  const changed = differences(restoredDigests, afterDigests);
  report(
    changed.length === 0,
    'the restored app changed no row while it started and served the reads',
    changed,
  );

  const file = (n: string) => manifest.files.find((f) => f.name === n)?.bytes ?? 0;
  return {
    route,
    tables,
    rows,
    photos: manifest.uploads.files,
    databaseBytes: file(manifest.database.file),
    uploadsBytes: file('uploads.tar'),
    backupMs: backedUp.ms,
    restoreMs: restoredRun.ms,
  };
}

async function main() {
  if (!existsSync(join(ROOT_DIR, 'dist/server/main.js'))) {
    throw new Error('No production build: run npm run build first (npm run backup:proof does)');
  }
  const only = process.env.BACKUP_PROOF_ONLY;
  const routes = only ? only.split(',') : Object.keys(ROUTES);
  const figures: Figures[] = [];
  for (const route of routes) {
    try {
      if (!ROUTES[route]) throw new Error(`unknown route (${Object.keys(ROUTES).join(', ')})`);
      figures.push(await prove(route, ROUTES[route]));
    } catch (err) {
      report(false, `${route}: ${(err as Error).message}`);
    } finally {
      await cleanUp();
    }
  }
  console.log(
    '\n| route | tables | rows | photos | backup size (database + uploads) | back up | restore |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const f of figures) {
    console.log(
      `| ${f.route} | ${f.tables} | ${f.rows} | ${f.photos} | ${kib(f.databaseBytes + f.uploadsBytes)} (${kib(f.databaseBytes)} + ${kib(f.uploadsBytes)}) | ${seconds(f.backupMs)} | ${seconds(f.restoreMs)} |`,
    );
  }
  console.log(failures === 0 ? '\nPASS backup and restore proven' : `\nFAIL ${failures} check(s)`);
  process.exitCode = failures === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

await main();
