/**
 * Buddy discovery at scale: seeds 1k, 10k and 100k approved buddies into a fresh PostgreSQL
 * database and measures the list and filter endpoints with autocannon (p50/p99, req/s).
 *
 *   npx tsx bench/discovery.ts            # BENCH_DATABASE_URL, default the local server
 *   SIZES=1000,10000 DURATION=5 npx tsx bench/discovery.ts
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { syncCatalogue } from '../src/server/db/catalogue';
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/config';

const run = promisify(execFile);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = (process.env.SIZES ?? '1000,10000,100000').split(',').map(Number);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const NAME = 'buddies_bench';

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`drop database if exists ${NAME} with (force)`);
await admin.query(`create database ${NAME}`);
await admin.end();
const url = new URL(SERVER);
url.pathname = `/${NAME}`;

const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
await database.migrate();
await syncCatalogue(database.db);
const db = database.db;

/** Adds approved buddies until there are `total`, in bulk SQL. */
async function growTo(total: number, from: number) {
  const count = total - from;
  if (count <= 0) return;
  await db.execute(sql`
    with new_users as (
      insert into users (email, password_hash, role, full_name, username, photo, profile_status)
      select 'bench' || n || '@example.com', 'x', 'buddy',
             (array['Anna','James','Sophie','Lucas','Emma','Daniel','Olivia','Thomas','Mia','Noah'])[1 + n % 10] || ' Bench ' || n,
             'bench-' || n, '/images/buddies/anna.svg', 'approved'
      from generate_series(${from + 1}::int, ${total}::int) as n
      returning id, username
    )
    insert into buddy_profiles (user_id, slug, description, location, languages)
    select id, username,
           'I love talking about ' || (array['food','art','films','books','sport'])[1 + abs(hashtext(username)) % 5] || ' in Amsterdam. Let us meet.',
           'Amsterdam', case when hashtext(username) % 7 = 0 then '{English,Dutch}'::text[] else '{English}'::text[] end
    from new_users`);
  // Two or three activities each, spread over the catalogue.
  await db.execute(sql`
    insert into buddy_activities (buddy_id, activity_id, description, location, rate_min_cents, rate_max_cents)
    select bp.user_id, a.id, 'With me', 'Amsterdam', 2500, 3000
    from buddy_profiles bp
    join lateral (
      select id from activities
      where sort_order in ((abs(hashtext(bp.slug)) % 12), (abs(hashtext(bp.slug || 'x')) % 12), (abs(hashtext(bp.slug || 'y')) % 12))
    ) a on true
    where bp.slug like 'bench-%' and bp.user_id not in (select buddy_id from buddy_activities)
    on conflict do nothing`);
  await db.execute(sql`
    insert into reviews (buddy_id, reviewer_name, rating, text)
    select user_id, 'Reviewer', 3 + abs(hashtext(slug)) % 3, 'Lovely conversation.'
    from buddy_profiles where slug like 'bench-%' and abs(hashtext(slug)) % 3 = 0
      and user_id not in (select buddy_id from reviews)`);
  await db.execute(sql`analyze`);
}

const app = await buildApp(
  loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/buddies-bench', NODE_ENV: 'production' }),
  {
    database,
  },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** autocannon runs in its own process so that it does not share the server's event loop. */
async function measure(path: string) {
  const { stdout } = await run(
    'node_modules/.bin/autocannon',
    ['--json', '-c', String(CONNECTIONS), '-d', String(DURATION), `${address}${path}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    path,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

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
  await growTo(target, size);
  size = target;
  for (const path of paths) {
    const row = { buddies: target, ...(await measure(path)) };
    rows.push(row);
    console.log(row);
  }
}
console.table(rows);
await app.close();
await database.close();
