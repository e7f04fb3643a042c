/**
 * Backups of a Buddies instance and their restore (docs/backups.md).
 *
 *   npm run backup  -- [--env-file FILE] [--to DIR] [--keep-days N]
 *   npm run restore -- BACKUP_DIR [--env-file FILE] [--force] [--into-postgres]
 *   npm run backup:check -- BACKUP_DIR
 *
 * The database is the one the app would use: DATABASE_URL (PostgreSQL: pg_dump, the app may keep
 * running), else the embedded database in DATA_DIR/db (the app must be stopped: one process at a
 * time may open it). The uploaded photos in DATA_DIR/uploads, which the database names by path,
 * go into the same backup, with a manifest of what is in it. Settings come from the environment,
 * over those of an environment file written for systemd (KEY=value lines).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from './backups/backup';
import { Refusal } from './backups/common';
import { check, restore } from './backups/restore';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'env-file': { type: 'string' },
      to: { type: 'string' },
      'keep-days': { type: 'string' },
      force: { type: 'boolean', default: false },
      'into-postgres': { type: 'boolean', default: false },
    },
  });
  const [command, dir] = positionals;
  const envFile = values['env-file'];
  if (command === 'backup' && !dir) {
    await backup({ envFile, to: values.to, keepDays: values['keep-days'] });
  } else if (command === 'restore' && dir) {
    await restore(dir, { envFile, force: values.force, intoPostgres: values['into-postgres'] });
  } else if (command === 'check' && dir) {
    const manifest = await check(resolve(dir));
    console.log(`${resolve(dir)}: every file as its manifest says (made ${manifest.createdAt})`);
  } else {
    throw new Refusal(
      'usage: backup.ts backup [--env-file FILE] [--to DIR] [--keep-days N]\n' +
        '       backup.ts restore BACKUP_DIR [--env-file FILE] [--force] [--into-postgres]\n' +
        '       backup.ts check BACKUP_DIR',
    );
  }
}

main().catch((err: unknown) => {
  // A refusal is the operator's to act on: its message, without a stack trace.
  console.error(err instanceof Refusal ? err.message : err);
  process.exit(err instanceof Refusal ? 2 : 1);
});
