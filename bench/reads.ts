/**
 * Hot reads and the booking path's writes against two references started in the same run: a
 * bare Fastify answering a small JSON, and a bare Fastify answering one primary-key read through
 * pg.Pool({ max: 10 }). Then the app on PostgreSQL and on PGlite, each seeded with the same
 * buddies and signed-in users (routes.ts). Every server runs in a process of its own, one at a
 * time; autocannon runs in another (load.ts, 100 connections). Beside the rates, the CPU time
 * each request cost the server process and PostgreSQL's processes serving it.
 *
 *   npx tsx bench/reads.ts                       # 10k buddies, 10 s per route
 *   BUDDIES=100000 DURATION=5 npx tsx bench/reads.ts
 *   KINDS=one-read,app-postgres ONLY=conversations DURATION=5 npx tsx bench/reads.ts
 *
 * Internally `reads.ts serve <kind>` starts one server and prints one JSON line: its URL and the
 * routes to measure, with their sign-ins and bodies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { syncCatalogue } from '../src/server/db/catalogue';
import { openDatabase } from '../src/server/db/client';
import { benchRoutes, type BenchRoute } from './routes';
import {
  backendPids,
  cpuMicros,
  dropDatabase,
  freshDatabase,
  runLoad,
  seedBuddies,
  seedBuddyWeeks,
  type Measurement,
  serveHello,
  serveOneRead,
  serveOneWrite,
} from './support';

const BUDDIES = Number(process.env.BUDDIES ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
/** Writes prepared per write route (for approvals: pending proposals seeded); more repeat. */
const WRITES = Number(process.env.WRITES ?? 20_000);
/** Requests of a route before it is measured: its code is compiled, its caches filled. */
const WARM_UP = 500;
const DATABASE_NAME = 'buddies_bench_reads';
const ONE_READ_SLUG = 'bench-42';

// The write floor runs last: its messages between bench buddies would be in the app's reads.
const ALL_KINDS = ['hello', 'one-read', 'app-postgres', 'app-pglite', 'one-write'] as const;
type Kind = (typeof ALL_KINDS)[number];
/**
 * KINDS=one-read,app-postgres: only those servers; ONLY=profile,statistics: only the app's routes
 * containing one of those.
 */
const KINDS = process.env.KINDS
  ? ALL_KINDS.filter((kind) => process.env.KINDS!.split(',').includes(kind))
  : ALL_KINDS;
const ONLY = process.env.ONLY?.split(',');

interface Started {
  url: string;
  routes: BenchRoute[];
}

async function serve(kind: Kind): Promise<Started & { close(): Promise<void> }> {
  const databaseUrl = process.env.BENCH_URL!;
  if (kind === 'hello' || kind === 'one-read') {
    const reference =
      kind === 'hello' ? await serveHello() : await serveOneRead(databaseUrl, ONE_READ_SLUG);
    return { ...reference, routes: [{ name: '/', requests: [{ path: '/' }] }] };
  }
  if (kind === 'one-write') {
    const reference = await serveOneWrite(databaseUrl);
    return {
      ...reference,
      routes: [{ name: 'POST /', requests: [{ method: 'POST', path: '/' }] }],
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'buddies-bench-reads-'));
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      // The booking path's writes as measured before the payment step (decision 038).
      PAYMENTS: 'off',
      DATA_DIR: dataDir,
      ...(kind === 'app-postgres' ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  // The PostgreSQL database's buddies were seeded by the runner; the embedded one is this
  // process's own.
  if (kind === 'app-pglite') {
    await seedBuddies(app.db, BUDDIES);
    await seedBuddyWeeks(app.db);
  }
  const routes = await benchRoutes(app.db, WRITES);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    routes,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts `kind` in a child process (node itself, whose CPU time is read); resolves once it listens. */
function start(kind: Kind, env: Record<string, string>) {
  // PROFILE_DIR: the app's processes write a CPU profile there when they stop.
  const profile = kind.startsWith('app-') && process.env.PROFILE_DIR;
  const node = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(
    process.execPath,
    [...node, '--import', 'tsx', 'bench/reads.ts', 'serve', kind],
    {
      // React and the other libraries choose their production builds by the process's own
      // NODE_ENV, as a deployment sets it (README); the config's alone left mails rendered by
      // React's development build, a fifth of a proposal's CPU time.
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise<{ child: ChildProcess; started: Started }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, started: JSON.parse(line) as Started }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row extends Measurement {
  server: Kind;
  route: string;
  /** CPU µs per request of the server's process, and of PostgreSQL's processes serving it. */
  'node µs': number;
  'pg µs': number | undefined;
  /** CPU µs of the load generator per answer (autocannon, on the same machine). */
  'client µs': number;
  load: string;
}

/** CPU time so far of the server's process and of the database's server processes. */
async function cpuNow(pid: number, onPostgres: boolean) {
  const backends = onPostgres ? await backendPids(DATABASE_NAME) : [];
  return { node: cpuMicros(pid), pg: new Map(backends.map((p) => [p, cpuMicros(p)])) };
}

/**
 * One route: every sign-in it uses read once (the sign-in cache is full, as it is for anyone
 * who used the app in the last minute), WARM_UP of its requests, then DURATION seconds measured.
 */
async function measureRoute(kind: Kind, pid: number, url: string, route: BenchRoute): Promise<Row> {
  const onPostgres = kind !== 'hello' && kind !== 'app-pglite';
  const load = { url, connections: CONNECTIONS, requests: route.requests };
  if (route.signIns)
    await runLoad({ ...load, requests: route.signIns, amount: route.signIns.length });
  const warm = await runLoad({ ...load, amount: WARM_UP });
  const before = await cpuNow(pid, onPostgres);
  const measured = await runLoad({ ...load, duration: DURATION, from: warm.next });
  const after = await cpuNow(pid, onPostgres);
  // Connections opened meanwhile count from zero.
  let pg = 0;
  for (const p of new Set([...before.pg.keys(), ...after.pg.keys()])) {
    pg += (after.pg.get(p) ?? cpuMicros(p)) - (before.pg.get(p) ?? 0);
  }
  const { requests, next: _, ...rates } = measured;
  return {
    server: kind,
    route: route.name,
    ...rates,
    'node µs': Math.round((after.node - before.node) / requests),
    'pg µs': onPostgres ? Math.round(pg / requests) : undefined,
    load: loadavg()[0]!.toFixed(1),
  };
}

async function runAll() {
  const databaseUrl = await freshDatabase(DATABASE_NAME);
  const rows: Row[] = [];
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    await database.migrate();
    await syncCatalogue(database.db);
    console.error(`seeding ${BUDDIES} buddies on PostgreSQL...`);
    await seedBuddies(database.db, BUDDIES);
    console.error(`a year of weekly availability for each, and their open-time summaries...`);
    await seedBuddyWeeks(database.db);
    await database.close();

    for (const kind of KINDS) {
      console.error(`starting ${kind}...`);
      const { child, started } = await start(kind, {
        BENCH_URL: databaseUrl,
        BUDDIES: String(BUDDIES),
      });
      try {
        // The references answer one route each and are always measured: ratios need them.
        const routes = started.routes.filter(
          (route) =>
            !ONLY || !kind.startsWith('app-') || ONLY.some((part) => route.name.includes(part)),
        );
        for (const route of routes) {
          const row = await measureRoute(kind, child.pid!, started.url, route);
          console.error(row);
          rows.push(row);
        }
      } finally {
        await stop(child);
      }
    }
  } finally {
    await dropDatabase(DATABASE_NAME);
  }
  report(rows);
}

/** A Markdown table: each row with its ratio to both references. */
function report(rows: Row[]) {
  const hello = rows.find((r) => r.server === 'hello')?.['req/s'];
  const oneRead = rows.find((r) => r.server === 'one-read')?.['req/s'];
  const percent = (value: number, reference: number | undefined) =>
    reference ? `${Math.round((100 * value) / reference)}%` : '-';
  console.log(
    `\n${new Date().toISOString()}: ${BUDDIES} buddies, ${CONNECTIONS} connections, ${DURATION} s per route, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| server | route | req/s | p50 ms | p99 ms | errors | vs hello | vs one read | node µs | pg µs | client µs | load |',
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const r of rows) {
    console.log(
      `| ${r.server} | \`${r.route}\` | ${r['req/s']} | ${r['p50 ms']} | ${r['p99 ms']} | ${r.errors} | ${percent(r['req/s'], hello)} | ${percent(r['req/s'], oneRead)} | ${r['node µs']} | ${r['pg µs'] ?? '-'} | ${r['client µs']} | ${r.load} |`,
    );
  }
}

if (process.argv[2] === 'serve') {
  const server = await serve(process.argv[3] as Kind);
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
  console.log(JSON.stringify({ url: server.url, routes: server.routes }));
} else {
  await runAll();
}
