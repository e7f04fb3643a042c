/**
 * Buddy discovery at scale: seeds 1k, 10k and 100k approved buddies into a fresh PostgreSQL
 * database and measures the list and filter endpoints with autocannon (p50/p99, req/s).
 *
 *   npx tsx bench/discovery.ts            # BENCH_DATABASE_URL, default the local server
 *   SIZES=1000,10000 DURATION=5 npx tsx bench/discovery.ts
 */
import { buildApp } from '../src/server/app';
import { syncCatalogue } from '../src/server/db/catalogue';
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/config';
import { dropDatabase, freshDatabase, learnerToken, measure, seedBuddies } from './support';

const SIZES = (process.env.SIZES ?? '1000,10000,100000').split(',').map(Number);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

const database = await openDatabase({
  databaseUrl: await freshDatabase('buddies_bench'),
  poolSize: 10,
});
await database.migrate();
await syncCatalogue(database.db);
// The list and the profiles are for signed-in users: every request carries a learner's token.
const token = await learnerToken(database.db);

const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/buddies-bench',
    NODE_ENV: 'production',
    PAYMENTS: 'off',
  }),
  {
    database,
  },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const cursor = Buffer.from('bench-5').toString('base64url');
const paths = [
  '/api/buddies-with-languages',
  '/api/buddies-with-languages?activities=Cooking',
  '/api/buddies-with-languages?activities=Wine%20Tastings&activities=Museums%20%26%20Exhibitions',
  `/api/buddies-with-languages?cursor=${cursor}`,
  '/api/buddies-with-languages?language=dutch',
  '/api/buddies-with-languages?q=films',
  '/api/buddies-with-languages?q=nomatch',
  '/api/buddy/bench-42',
];

let size = 0;
const rows: Record<string, unknown>[] = [];
for (const target of SIZES) {
  console.log(`\nseeding ${target} buddies...`);
  await seedBuddies(database.db, target, size);
  size = target;
  for (const path of paths) {
    const row = {
      buddies: target,
      path,
      ...(await measure(`${address}${path}`, {
        connections: CONNECTIONS,
        duration: DURATION,
        token,
      })),
    };
    rows.push(row);
    console.log(row);
  }
}
console.table(rows);
await app.close();
await database.close();
await dropDatabase('buddies_bench');
