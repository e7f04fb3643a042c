// Runs the API tests twice: on embedded PGlite, then on PostgreSQL (TEST_DATABASE_URL, default the
// local server). Without a reachable PostgreSQL the second pass says so and is skipped.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * One vitest run of the API projects (`api`, and `api-timing` for the files that get a process of
 * their own: vitest.config.ts); TEST_DATABASE_URL is set only when `databaseUrl` is. The timing
 * files measure password hashing, which no database changes: the PostgreSQL pass leaves them out.
 */
function vitest(databaseUrl, { onePassElsewhere = false } = {}) {
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  // The files that check every route's inputs and callers run in one pass (vitest.config.ts).
  if (onePassElsewhere) env.API_ONE_PASS_ELSEWHERE = '1';
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

console.log(
  unreachable
    ? '\n== API tests on embedded PGlite =='
    : '\n== API tests on embedded PGlite (the route input and caller checks: on PostgreSQL) ==',
);
const embedded = vitest(undefined, { onePassElsewhere: !unreachable });
if (embedded !== 0) process.exit(embedded);

if (unreachable) {
  console.log(`\n== API tests on PostgreSQL skipped: ${url} is not reachable (${unreachable}) ==`);
  process.exit(0);
}
console.log(`\n== API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')}) ==`);
process.exit(vitest(url));
