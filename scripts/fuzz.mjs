// Schema fuzzing at length (decision 043): the schema fuzz test with thousands of cases a route.
//   npm run fuzz -- [--runs N] [--seed S] [--route 'METHOD /api/path'] [--trace FILE]
// On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. A failure names its seed: the same
// seed (and route) generates the same cases again.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    seed: { type: 'string' },
    route: { type: 'string' },
    trace: { type: 'string' },
  },
});
const runs = values.runs ?? process.env.FUZZ_RUNS ?? '1000';
const seed = values.seed ?? process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const route = values.route ?? process.env.FUZZ_ROUTE;
if (!/^\d+$/.test(runs) || !/^-?\d+$/.test(seed)) {
  console.error('--runs and --seed take whole numbers');
  process.exit(2);
}

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `Schema fuzzing on ${database}: ${runs} cases a route${route ? ` (${route} only)` : ''}, seed ${seed}`,
);
const { status } = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'src/server/schema-fuzz.test.ts'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: runs,
      FUZZ_SEED: seed,
      ...(route ? { FUZZ_ROUTE: route } : {}),
      ...(values.trace ? { FUZZ_TRACE: values.trace } : {}),
    },
  },
);
console.log(
  `Seed ${seed}: run these cases again with npm run fuzz -- --runs ${runs} --seed ${seed}`,
);
process.exit(status ?? 1);
