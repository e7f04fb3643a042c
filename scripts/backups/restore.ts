/** npm run restore and npm run backup:check. */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  describeUrl,
  EMBEDDED_TAR,
  filesUnder,
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
import { copyEmbeddedIntoPostgres } from './move-to-postgres';
import { differentCounts, tableCounts, type Query } from './tables';

/** The manifest, once every file in the backup has the size and sha256 it names. */
export async function check(dir: string): Promise<Manifest> {
  if (!existsSync(join(dir, MANIFEST))) {
    throw new Refusal(
      `${dir} is no backup (it has no ${MANIFEST}, or is one that stopped halfway)`,
    );
  }
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) {
    throw new Refusal(`${dir}: unknown manifest format ${manifest.format}`);
  }
  for (const file of manifest.files) {
    const path = join(dir, file.name);
    if (!existsSync(path)) throw new Refusal(`${dir}: ${file.name} is missing`);
    if ((await sha256(path)) !== file.sha256) {
      throw new Refusal(`${dir}: ${file.name} is damaged (its sha256 is not the manifest's)`);
    }
  }
  return manifest;
}

/** Whether a database holds any table, sequence or view of its own (an app started on it has). */
async function postgresIsEmpty(query: Query) {
  const [row] = await query(`
    select count(*)::int as n
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`);
  return Number(row?.n) === 0;
}

async function hasFiles(dir: string) {
  return (await filesUnder(dir)).files > 0;
}

/** Moves what a forced restore replaces out of the way, never deleting it. */
async function setAside(path: string) {
  const aside = `${path}.replaced-${stamp(new Date())}`;
  await rename(path, aside);
  console.log(`  moved the existing ${path} to ${aside}`);
}

function checkCounts(manifest: Manifest, rows: Record<string, number>) {
  const different = differentCounts(manifest.rows, rows);
  if (different.length > 0) {
    throw new Error(`The restored rows differ from the backup's:\n  ${different.join('\n  ')}`);
  }
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  console.log(`  ${Object.keys(rows).length} tables, ${total} rows: as many as in the backup`);
}

export async function restore(
  dir: string,
  options: { envFile?: string; force?: boolean; intoPostgres?: boolean },
) {
  const from = resolve(dir);
  const manifest = await check(from);
  const s = settings(options.envFile);
  const known = knownMigrations();
  console.log(
    `Restoring ${from} (${manifest.database.kind}, made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version})`,
  );
  if (manifest.migrations.applied > known.known) {
    console.warn(
      `  warning: the backup's database has ${manifest.migrations.applied} migrations, this code knows ${known.known}: deploy the version that made it (or a newer one) before you start the app`,
    );
  }
  const uploadsDir = join(s.dataDir, 'uploads');
  const intoPostgres = manifest.database.kind === 'postgres' || options.intoPostgres;
  if (intoPostgres) {
    if (!s.databaseUrl) {
      throw new Refusal(
        `${manifest.database.kind === 'postgres' ? 'This is a backup of a PostgreSQL database: set' : 'Set'} DATABASE_URL to the (new, empty) database to restore it into`,
      );
    }
    const client = new pg.Client({ connectionString: s.databaseUrl });
    await client.connect();
    try {
      const empty = await postgresIsEmpty(pgQuery(client));
      // Every refusal before anything is written: never half a restore.
      if (!empty && (!options.force || manifest.database.kind === 'embedded')) {
        throw new Refusal(
          `The database ${describeUrl(s.databaseUrl)} is not empty (did an app start on it and migrate it?). ` +
            `Restore into a new database (createdb)${manifest.database.kind === 'postgres' ? ', or add --force to replace what the backup holds' : ''}.`,
        );
      }
      if ((await hasFiles(uploadsDir)) && !options.force) {
        throw new Refusal(
          `${uploadsDir} holds files already. Restore into a new DATA_DIR, or add --force to set them aside.`,
        );
      }
      if (manifest.database.kind === 'postgres') {
        const target = libpq(s.databaseUrl);
        await run(
          'pg_restore',
          [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            '--single-transaction',
            ...(empty ? [] : ['--clean', '--if-exists']),
            `--dbname=${target.url}`,
            join(from, POSTGRES_DUMP),
          ],
          { env: target.env },
        );
      } else {
        // The schema comes from this code's migrations: they must be the backup's.
        if (manifest.migrations.applied !== known.known) {
          throw new Refusal(
            `The backup's database has ${manifest.migrations.applied} migrations, this code ${known.known}: ` +
              'move it with the version of the app that made the backup (or start that version on it once, back up again, and move that backup)',
          );
        }
        await copyEmbeddedIntoPostgres(join(from, EMBEDDED_TAR), s.databaseUrl);
      }
      console.log(`  restored the database into ${describeUrl(s.databaseUrl)}`);
      checkCounts(manifest, await tableCounts(pgQuery(client)));
    } finally {
      await client.end();
    }
  } else {
    if (s.databaseUrl) {
      throw new Refusal(
        'This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR, or add --into-postgres to move it into that PostgreSQL database',
      );
    }
    refuseWhileEmbeddedAppRuns(s.dataDir, 'restore into it');
    const dbDir = join(s.dataDir, 'db');
    const dbThere = existsSync(dbDir) && (await readdir(dbDir)).length > 0;
    const uploadsThere = await hasFiles(uploadsDir);
    if ((dbThere || uploadsThere) && !options.force) {
      throw new Refusal(
        `${dbThere ? dbDir : uploadsDir} is not empty. Restore into a new DATA_DIR, or add --force to set the present one aside.`,
      );
    }
    await mkdir(s.dataDir, { recursive: true });
    if (dbThere) await setAside(dbDir);
    else await rm(dbDir, { recursive: true, force: true });
    await run('tar', ['-C', s.dataDir, '-xzf', join(from, EMBEDDED_TAR), '--no-same-owner']);
    console.log(`  restored the database into ${dbDir}`);
    const db = await openEmbedded(s.dataDir);
    try {
      checkCounts(manifest, await tableCounts(pgliteQuery(db)));
    } finally {
      await db.close();
    }
  }
  if (await hasFiles(uploadsDir)) await setAside(uploadsDir);
  await rm(uploadsDir, { recursive: true, force: true });
  await mkdir(s.dataDir, { recursive: true });
  await run('tar', ['-C', s.dataDir, '-xf', join(from, UPLOADS_TAR), '--no-same-owner']);
  const uploads = await filesUnder(uploadsDir);
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw new Error(
      `The restored uploads differ from the backup's: ${uploads.files} files (${uploads.bytes} bytes), the manifest says ${manifest.uploads.files} (${manifest.uploads.bytes})`,
    );
  }
  console.log(`  restored ${uploads.files} uploaded files into ${uploadsDir}`);
  console.log('Restored. Start the app on it (migrations newer than the backup run at start).');
}
