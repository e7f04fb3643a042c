/**
 * What one request of each route costs the app's process, one request at a time through
 * `app.inject` on PostgreSQL: CPU µs (user + system), wall µs and SQL statements per request,
 * and with PROFILE=1 a CPU profile per route in /tmp (cpu-<route>.cpuprofile). CPU time is the
 * process's own, so it varies less with the machine's load than a rate; the difference between
 * wall and CPU is mostly the database's time.
 *
 * React and the other libraries pick their production builds by the process's NODE_ENV, as in
 * a deployment: set it on the command line (imports run before this file's first line).
 *
 *   NODE_ENV=production npx tsx bench/cpu.ts     # every route of routes.ts, 500 requests each
 *   NODE_ENV=production ONLY=summary N=2000 PROFILE=1 npx tsx bench/cpu.ts
 *   NODE_ENV=production ONLY=messages SQL=1 npx tsx bench/cpu.ts   # also prints one request's SQL
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { syncCatalogue } from '../src/server/db/catalogue';
import { openDatabase } from '../src/server/db/client';
import { benchRoutes, type BenchRoute } from './routes';
import { dropDatabase, freshDatabase, seedBuddies, seedBuddyWeeks } from './support';

if (process.env.NODE_ENV !== 'production') {
  throw new Error('Run with NODE_ENV=production, as a deployment does (see the comment above)');
}

const N = Number(process.env.N ?? 500);
const ONLY = process.env.ONLY;
const PROFILE = process.env.PROFILE === '1';
const SQL = process.env.SQL === '1';
const DATABASE_NAME = 'buddies_bench_cpu';

let statements = 0;
let texts: string[] | undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  const [first] = args;
  texts?.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const databaseUrl = await freshDatabase(DATABASE_NAME);
const seeding = await openDatabase({ databaseUrl, poolSize: 2 });
await seeding.migrate();
await syncCatalogue(seeding.db);
await seedBuddies(seeding.db, 1000);
await seedBuddyWeeks(seeding.db);
await seeding.close();
const dataDir = mkdtempSync(join(tmpdir(), 'buddies-bench-cpu-'));
const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  }),
);
const profiler = new Session();
profiler.connect();

async function send(route: BenchRoute, from: number, count: number) {
  for (let n = 0; n < count; n++) {
    const request = route.requests[(from + n) % route.requests.length]!;
    const res = await app.inject({
      method: (request.method ?? 'GET') as 'GET' | 'POST',
      url: request.path,
      headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
      ...(request.body ? { payload: request.body as object } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${route.name}: ${res.statusCode} ${res.body}`);
  }
}

try {
  const routes = (await benchRoutes(app.db, N)).filter(
    (route) => !ONLY || route.name.includes(ONLY),
  );
  for (const route of routes) {
    for (const signIn of route.signIns ?? []) await send({ ...route, requests: [signIn] }, 0, 1);
    const count = route.name.startsWith('POST') ? Math.min(N, route.requests.length) / 2 : N;
    await send(route, 0, count / 5);
    if (PROFILE) {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    statements = 0;
    const cpu = process.cpuUsage();
    const start = performance.now();
    await send(route, count / 5, count);
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - start;
    if (PROFILE) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(
        `/tmp/cpu-${route.name.replace(/\W+/g, '_')}.cpuprofile`,
        JSON.stringify(profile),
      );
    }
    const per = (total: number) => Math.round(total / count);
    console.log(
      `| ${route.name} | ${per(used.user + used.system)} | ${per(wall * 1000)} | ${(statements / count).toFixed(1)} |`,
    );
    if (SQL) {
      texts = [];
      await send(route, count / 5 + count, 1);
      console.log(texts.map((text, n) => `  ${n + 1}. ${text.replace(/\s+/g, ' ')}`).join('\n'));
      texts = undefined;
    }
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(DATABASE_NAME);
}
