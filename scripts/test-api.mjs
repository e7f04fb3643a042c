// Runs the API tests on PostgreSQL (TEST_DATABASE_URL, default the local server) and, at the same
// time, on embedded PGlite the files whose outcome can depend on the engine (vitest.config.ts,
// decision 055): the PostgreSQL pass waits on its server, which leaves processor time that the
// PGlite pass (all in its own process) fills. Each pass's output is printed whole when it ends.
// Without a reachable PostgreSQL it says so and runs every file on PGlite.
import { spawn } from 'node:child_process';
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
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) })),
  );
}

/** Runs the passes at once; prints each one's output under its title as it ends. */
async function passes(list) {
  const results = await Promise.all(
    list.map(async ({ title, run }) => {
      const { code, output } = await run();
      console.log(`\n== ${title} ==`);
      process.stdout.write(output);
      return code;
    }),
  );
  return results.find((code) => code !== 0) ?? 0;
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
  process.exit(
    await passes([
      { title: 'API tests on embedded PGlite (every file)', run: () => vitest(undefined) },
    ]),
  );
}
process.exit(
  await passes([
    {
      title: `API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`,
      run: () => vitest(url),
    },
    {
      title: 'API tests on embedded PGlite (the files that depend on the engine)',
      run: () => vitest(undefined, { engineFilesOnly: true }),
    },
  ]),
);
