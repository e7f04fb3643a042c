// Runs the API tests on PostgreSQL (TEST_DATABASE_URL, default the local server), then on embedded
// PGlite the files whose outcome can depend on the engine (vitest.config.ts, decision 055). Without
// a reachable PostgreSQL it says so and runs every file on PGlite.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * One vitest run of the API projects: `api` on PostgreSQL when `databaseUrl` is set; on PGlite
 * `api` (only the engine's files when `engineFilesOnly`) and `api-timing`, the files that measure
 * password hashing, which no database changes.
 */
function vitest(databaseUrl, { engineFilesOnly = false } = {}) {
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  if (engineFilesOnly) env.API_ENGINE_FILES_ONLY = '1';
  const args = [
    'vitest',
    'run',
    '--project',
    'api',
    ...(databaseUrl ? [] : ['--project', 'api-timing']),
  ];
  return spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
}

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let unreachable;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (err) {
  unreachable = err.message;
}

if (unreachable) {
  console.log(`\n== API tests on PostgreSQL skipped: ${url} is not reachable (${unreachable}) ==`);
  console.log('\n== API tests on embedded PGlite (every file) ==');
  process.exit(vitest(undefined));
}
console.log(`\n== API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')}) ==`);
const server = vitest(url);
if (server !== 0) process.exit(server);
console.log('\n== API tests on embedded PGlite (the files that depend on the engine) ==');
process.exit(vitest(undefined, { engineFilesOnly: true }));
