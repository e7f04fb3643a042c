// Runs the API tests twice: on embedded PGlite, then on PostgreSQL (TEST_DATABASE_URL, default the
// local server). Without a reachable PostgreSQL the second pass says so and is skipped.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * One vitest run of the API projects (`api`, and `api-timing` for the files that get a process of
 * their own: vitest.config.ts); TEST_DATABASE_URL is set only when `databaseUrl` is. The timing
 * files measure password hashing, which no database changes: the PostgreSQL pass leaves them out.
 */
function vitest(databaseUrl) {
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const args = [
    'vitest',
    'run',
    '--project',
    'api',
    ...(databaseUrl ? [] : ['--project', 'api-timing']),
  ];
  return spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
}

console.log('\n== API tests on embedded PGlite ==');
const embedded = vitest(undefined);
if (embedded !== 0) process.exit(embedded);

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (err) {
  console.log(`\n== API tests on PostgreSQL skipped: ${url} is not reachable (${err.message}) ==`);
  process.exit(0);
}
console.log(`\n== API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')}) ==`);
process.exit(vitest(url));
