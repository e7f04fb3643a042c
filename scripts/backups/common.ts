/**
 * What the backup commands share (scripts/backup.ts): the backup's layout and manifest, the
 * settings read as the app reads them, and small helpers around pg, PGlite, tar and files.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { MIGRATIONS_DIR, ROOT_DIR } from '../../src/server/paths';
import type { Query } from './tables';

export const MANIFEST = 'manifest.json';
export const UPLOADS_TAR = 'uploads.tar';
export const POSTGRES_DUMP = 'database.dump';
export const EMBEDDED_TAR = 'database.tar.gz';
export const DAY_MS = 24 * 60 * 60_000;

/** What the operator must act on (exit code 2): printed as it is, without a stack trace. */
export class Refusal extends Error {}

export interface Manifest {
  format: 1;
  createdAt: string;
  app: { name: string; version: string };
  database: {
    kind: 'postgres' | 'embedded';
    /** The server's version (PostgreSQL's, or PGlite's PostgreSQL). */
    serverVersion: string;
    /** The file with the database: a pg_dump archive, or a tar of DATA_DIR/db. */
    file: string;
  };
  migrations: {
    /** Migrations applied in the database when it was backed up. */
    applied: number;
    /** What the code that made the backup knows (src/server/db/migrations/meta/_journal.json). */
    known: number;
    lastKnown: string;
  };
  /** Rows per table in the backup (for PostgreSQL: in the very snapshot pg_dump took). */
  rows: Record<string, number>;
  uploads: { files: number; bytes: number };
  files: { name: string; bytes: number; sha256: string }[];
}

export interface Settings {
  databaseUrl: string | undefined;
  dataDir: string;
  backupDir: string;
  /** Backups older than this many days are removed after a new one; undefined keeps all. */
  keepDays: number | undefined;
}

// ------------------------------------------------------------------ settings

/** KEY=value lines as systemd reads an EnvironmentFile: no quotes needed, `#` comments a line. */
function readEnvFile(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const value = match[2]!;
    const quoted = /^(['"])(.*)\1$/.exec(value);
    env[match[1]!] = quoted ? quoted[2]! : value;
  }
  return env;
}

/** The environment wins over the file; an empty value counts as unset (as in the app). */
export function settings(
  envFile: string | undefined,
  overrides: Record<string, string> = {},
): Settings {
  const env = { ...(envFile ? readEnvFile(envFile) : {}), ...process.env, ...overrides };
  const value = (name: string) => (env[name] ? env[name] : undefined);
  const keepDays = value('BACKUP_KEEP_DAYS');
  if (keepDays !== undefined && !/^\d+$/.test(keepDays)) {
    throw new Refusal('BACKUP_KEEP_DAYS (or --keep-days) takes a whole number of days');
  }
  return {
    databaseUrl: value('DATABASE_URL'),
    dataDir: resolve(value('DATA_DIR') ?? './data'),
    backupDir: resolve(value('BACKUP_DIR') ?? './backups'),
    keepDays: keepDays === undefined ? undefined : Number(keepDays),
  };
}

/**
 * pg_dump and pg_restore get the address without the password (a command line is visible to
 * every user of the machine), and the password through their environment.
 */
export function libpq(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** host:port/database, for messages (never the password). */
export const describeUrl = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
};

// ------------------------------------------------------------------ helpers

/**
 * Runs a program; resolves with its standard output once it exits with 0 (or one of `allowed`),
 * rejects with its standard error otherwise.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; allowed?: number[] } = {},
) {
  return new Promise<string>((done, fail) => {
    const child = spawn(command, args, { env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (err) => fail(new Error(`${command}: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code !== 0 && (code === null || !options.allowed?.includes(code))) {
        fail(new Error(`${command} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`));
        return;
      }
      // Warnings of a run that succeeded (tar: a file changed while it was read) are shown.
      if (stderr.trim()) console.warn(`  ${command}: ${stderr.trim().replace(/\n/g, '\n  ')}`);
      done(stdout);
    });
  });
}

/** The regular files in a tar archive and their total size (GNU tar's verbose listing). */
export async function filesInTar(archive: string): Promise<{ files: number; bytes: number }> {
  const listing = await run('tar', ['-tvf', archive, '--numeric-owner']);
  let files = 0;
  let bytes = 0;
  for (const line of listing.split('\n')) {
    // -rw-r--r-- 1000/1000  154708 2026-11-27 15:37 uploads/photos/….webp
    const [mode, , size] = line.split(/\s+/);
    if (!mode?.startsWith('-')) continue;
    files += 1;
    bytes += Number(size);
  }
  return { files, bytes };
}

export function sha256(path: string) {
  return new Promise<string>((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}

/** Files under a directory (none when it does not exist) and their total size. */
export async function filesUnder(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

export const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export const bytesText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KiB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export const pgQuery =
  (client: pg.Client | pg.PoolClient): Query =>
  async (sql) =>
    (await client.query(sql)).rows as Record<string, unknown>[];

export const pgliteQuery =
  (db: PGlite): Query =>
  async (sql) =>
    (await db.query<Record<string, unknown>>(sql)).rows;

export function knownMigrations() {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return { known: journal.entries.length, lastKnown: journal.entries.at(-1)?.tag ?? '' };
}

export function appVersion() {
  const pkg = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/**
 * Whether an app process holds the embedded database: it leaves DATA_DIR/local-admin.json with
 * its pid while it runs (src/server/lib/local-admin.ts). A second process opening the same files
 * would corrupt them.
 */
function embeddedAppRunning(dataDir: string): number | undefined {
  const file = join(dataDir, 'local-admin.json');
  if (!existsSync(file)) return undefined;
  let pid: number;
  try {
    pid = (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;
  } catch {
    throw new Refusal(
      `${file} exists but cannot be read: run this as the app's user, with the app stopped`,
    );
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process lives, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Processes with a file open under `dir` (Linux; those of other users stay unseen unless this
 * runs as root): an app still starting, or a command-line tool, has the database open before
 * or without the local-admin file.
 */
function processesHolding(dir: string): number[] {
  const holding: number[] = [];
  const pids = existsSync('/proc') ? readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : [];
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const opened = fds.some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target === dir || target.startsWith(`${dir}/`);
      } catch {
        return false;
      }
    });
    if (opened) holding.push(Number(pid));
  }
  return holding;
}

export function refuseWhileEmbeddedAppRuns(dataDir: string, doing: string) {
  const pid = embeddedAppRunning(dataDir) ?? processesHolding(join(dataDir, 'db'))[0];
  if (pid !== undefined) {
    throw new Refusal(
      `A process (pid ${pid}: the app?) has the embedded database open in ${dataDir}. ` +
        `Stop it before you ${doing} (one process at a time may open that database), then start it again.`,
    );
  }
}

export async function openEmbedded(dataDir: string) {
  const dir = join(dataDir, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new Refusal(`There is no embedded database in ${dir}`);
  }
  const db = new PGlite({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  await db.waitReady;
  return db;
}
