/** npm run backup: the database and the uploads into a new directory, with a manifest. */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import {
  appVersion,
  bytesText,
  DAY_MS,
  describeUrl,
  EMBEDDED_TAR,
  filesInTar,
  knownMigrations,
  libpq,
  MANIFEST,
  openEmbedded,
  pgliteQuery,
  pgQuery,
  POSTGRES_DUMP,
  Refusal,
  refuseWhileEmbeddedAppRuns,
  run,
  settings,
  sha256,
  stamp,
  UPLOADS_TAR,
  type Manifest,
} from './common';
import { appliedMigrations, tableCounts } from './tables';

interface DatabasePart {
  serverVersion: string;
  file: string;
  applied: number;
  rows: Record<string, number>;
}

/**
 * pg_dump in the snapshot of a transaction of ours (`--snapshot`), in which the rows are counted
 * too: the manifest's counts are those of the dump, however busy the app is meanwhile.
 */
async function dumpPostgres(databaseUrl: string, work: string): Promise<DatabasePart> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query = pgQuery(client);
    await query('begin isolation level repeatable read, read only');
    const [snapshot] = await query('select pg_export_snapshot() as id');
    const target = libpq(databaseUrl);
    const dumped = run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${String(snapshot?.id)}`,
        `--file=${join(work, POSTGRES_DUMP)}`,
        `--dbname=${target.url}`,
      ],
      { env: target.env },
    );
    // Keep the transaction (and so the snapshot) open until pg_dump is done, whatever happens.
    // One query at a time: a client runs them in turn anyway.
    const counted = (async () => {
      const rows = await tableCounts(query);
      const applied = await appliedMigrations(query);
      return [rows, applied, await query('show server_version')] as const;
    })();
    await Promise.allSettled([dumped, counted]);
    await dumped;
    const [rows, applied, [version]] = await counted;
    await query('commit');
    return {
      serverVersion: String(version?.server_version),
      file: POSTGRES_DUMP,
      applied,
      rows,
    };
  } finally {
    await client.end();
  }
}

async function archiveEmbedded(dataDir: string, work: string): Promise<DatabasePart> {
  refuseWhileEmbeddedAppRuns(dataDir, 'back it up');
  // Opening it checks that it opens, counts its rows and leaves it closed cleanly for the tar.
  const db = await openEmbedded(dataDir);
  let part: Omit<DatabasePart, 'file'>;
  try {
    const query = pgliteQuery(db);
    const [version] = await query('show server_version');
    part = {
      serverVersion: `${String(version?.server_version)} (PGlite)`,
      rows: await tableCounts(query),
      applied: await appliedMigrations(query),
    };
  } finally {
    await db.close();
  }
  await run('tar', ['-C', dataDir, '-czf', join(work, EMBEDDED_TAR), 'db']);
  return { ...part, file: EMBEDDED_TAR };
}

/** When a backup was made, read from its name (a copied directory keeps its name, not its times). */
function madeAt(name: string): number | undefined {
  const m = /^buddies-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:\.partial)?$/.exec(name);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : undefined;
}

/**
 * Removes backups made more than `keepDays` ago, never the one just made, and backups that
 * stopped halfway (`.partial`) a day ago or more. Nothing but our own names is touched.
 */
async function prune(backupDir: string, keepDays: number, newest: string) {
  const now = Date.now();
  for (const name of (await readdir(backupDir)).sort()) {
    const at = madeAt(name);
    if (at === undefined || name === newest) continue;
    const partial = name.endsWith('.partial');
    if (now - at <= (partial ? 1 : keepDays) * DAY_MS) continue;
    await rm(join(backupDir, name), { recursive: true, force: true });
    const days = partial ? 1 : keepDays;
    console.log(
      `  removed ${name} (${partial ? 'unfinished, ' : ''}older than ${days} day${days === 1 ? '' : 's'})`,
    );
  }
}

export async function backup(options: { envFile?: string; to?: string; keepDays?: string }) {
  const s = settings(options.envFile, {
    ...(options.to && { BACKUP_DIR: options.to }),
    ...(options.keepDays && { BACKUP_KEEP_DAYS: options.keepDays }),
  });
  const backupDir = s.backupDir;
  // Backups hold everyone's personal data: readable by their owner only.
  process.umask(0o077);
  await mkdir(backupDir, { recursive: true });
  const createdAt = new Date();
  const name = `buddies-${stamp(createdAt)}`;
  // Written under another name first: a backup that stopped halfway is never taken for one.
  const work = join(backupDir, `${name}.partial`);
  await mkdir(work);
  try {
    const kind = s.databaseUrl ? 'postgres' : 'embedded';
    console.log(
      `Backing up ${s.databaseUrl ? `PostgreSQL ${describeUrl(s.databaseUrl)}` : `the embedded database in ${s.dataDir}`} and ${join(s.dataDir, 'uploads')}`,
    );
    const database = s.databaseUrl
      ? await dumpPostgres(s.databaseUrl, work)
      : await archiveEmbedded(s.dataDir, work);
    // A wrong DATABASE_URL would otherwise be backed up every night without a word.
    if (database.applied === 0) {
      throw new Refusal(
        'The database holds no Buddies data (no migrations applied): is DATABASE_URL the app’s database?',
      );
    }
    // After the database: every photo its snapshot names was there when it was taken. (A photo
    // replaced and removed in the seconds between would be missing: docs/backups.md.) The app
    // keeps writing photos meanwhile: GNU tar's exit 1 says one changed while it was read (one
    // being written, which the dump does not name yet); what the archive holds is counted from
    // the archive itself.
    const uploadsDir = join(s.dataDir, 'uploads');
    const uploadsTar = join(work, UPLOADS_TAR);
    await run(
      'tar',
      existsSync(uploadsDir)
        ? ['-C', s.dataDir, '-cf', uploadsTar, '--ignore-failed-read', 'uploads']
        : ['-cf', uploadsTar, '--files-from', '/dev/null'],
      { allowed: [1] },
    );
    const uploads = await filesInTar(uploadsTar);
    const files = [];
    for (const file of [database.file, UPLOADS_TAR]) {
      const path = join(work, file);
      files.push({ name: file, bytes: (await stat(path)).size, sha256: await sha256(path) });
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      app: appVersion(),
      database: { kind, serverVersion: database.serverVersion, file: database.file },
      migrations: { applied: database.applied, ...knownMigrations() },
      rows: database.rows,
      uploads,
      files,
    };
    await writeFile(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const done = join(backupDir, name);
    await rename(work, done);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up to ${done}: ${bytesText(total)} (${Object.keys(manifest.rows).length} tables, ${rows} rows, ${uploads.files} uploaded files)`,
    );
    if (s.keepDays !== undefined) await prune(backupDir, s.keepDays, name);
    return done;
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}
