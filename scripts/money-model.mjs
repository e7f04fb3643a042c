// The model-based test of a session's money (decision 039) at length: MONEY_MODEL_RUNS random
// sequences (2,000 unless set) on embedded PGlite, then on PostgreSQL (TEST_DATABASE_URL, default
// the local server). `npm test` runs 30 on PostgreSQL and 15 on PGlite (decision 055).
// MONEY_MODEL_SEED replays a failure.
import { spawnSync } from 'node:child_process';

const runs = process.env.MONEY_MODEL_RUNS ?? '2000';
const file = 'src/server/modules/payments/money-model.test.ts';
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
for (const database of [undefined, url]) {
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  if (database) env.TEST_DATABASE_URL = database;
  console.log(`\n== ${runs} sequences on ${database ? 'PostgreSQL' : 'embedded PGlite'} ==`);
  const status = spawnSync('npx', ['vitest', 'run', '--project', 'api', file], {
    stdio: 'inherit',
    env: { ...env, MONEY_MODEL_RUNS: runs },
  }).status;
  if (status !== 0) process.exit(status ?? 1);
}
