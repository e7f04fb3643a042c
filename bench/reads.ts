/**
 * Hot reads against two references started in the same run: a bare Fastify answering a small
 * JSON, and a bare Fastify answering one primary-key read through pg.Pool({ max: 10 }). Then the
 * app on PostgreSQL and on PGlite, each seeded with the same buddies. Every server runs in a
 * process of its own, one at a time; autocannon runs in another (100 connections).
 *
 *   npx tsx bench/reads.ts                       # 10k buddies, 10 s per route
 *   BUDDIES=100000 DURATION=5 npx tsx bench/reads.ts
 *
 * Internally `reads.ts serve <kind>` starts one server and prints one JSON line: its URL and,
 * for the app, a learner's bearer token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { amsterdamDate } from '../src/shared/amsterdam-time';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { syncCatalogue } from '../src/server/db/catalogue';
import { openDatabase } from '../src/server/db/client';
import {
  dropDatabase,
  freshDatabase,
  learnerWithSessions,
  measure,
  seedBuddies,
  type Measurement,
  serveHello,
  serveOneRead,
} from './support';

const BUDDIES = Number(process.env.BUDDIES ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const DATABASE_NAME = 'buddies_bench_reads';
const PROFILE_SLUG = 'bench-42';

const ALL_KINDS = ['hello', 'one-read', 'app-postgres', 'app-pglite'] as const;
type Kind = (typeof ALL_KINDS)[number];
/** KINDS=one-read,app-postgres: only those servers; ONLY=profile: only routes containing it. */
const KINDS = process.env.KINDS
  ? ALL_KINDS.filter((kind) => process.env.KINDS!.split(',').includes(kind))
  : ALL_KINDS;
const ONLY = process.env.ONLY;

/** Sessions of the learner whose reads are measured (half over, half ahead, one a day). */
const SESSIONS = 200;

interface Started {
  url: string;
  token?: string;
  /** The signed-in learner's id, for routes that name it. */
  userId?: string;
}

/** The routes measured on the app; `signedIn` ones carry the learner's token. */
const appRoutes = (learnerId: string) => [
  { path: '/api/health', signedIn: false },
  { path: '/api/activities', signedIn: false },
  { path: '/api/buddies/featured', signedIn: false },
  { path: '/api/buddies-with-languages', signedIn: true },
  { path: '/api/buddies-with-languages?activities=Cooking', signedIn: true },
  { path: `/api/buddy/${PROFILE_SLUG}`, signedIn: true },
  { path: '/api/learner/profile', signedIn: true },
  { path: `/api/bookings/user/${learnerId}?week=${amsterdamDate(new Date())}`, signedIn: true },
  { path: '/api/bookings/needing-confirmation', signedIn: true },
];

async function serve(kind: Kind): Promise<Started & { close(): Promise<void> }> {
  const databaseUrl = process.env.BENCH_URL!;
  if (kind === 'hello' || kind === 'one-read') {
    const reference =
      kind === 'hello' ? await serveHello() : await serveOneRead(databaseUrl, PROFILE_SLUG);
    return { ...reference, url: `${reference.url}/` };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'buddies-bench-reads-'));
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(kind === 'app-postgres' ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  // The PostgreSQL database was seeded once by the runner; the embedded one is this process's own.
  if (kind === 'app-pglite') await seedBuddies(app.db, BUDDIES);
  const learner = await learnerWithSessions(app.db, SESSIONS);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    token: learner.token,
    userId: learner.id,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts `kind` in a child process; resolves once it listens. */
function start(kind: Kind, env: Record<string, string>) {
  // PROFILE_DIR: the app's processes write a CPU profile there when they stop.
  const profile = kind.startsWith('app-') && process.env.PROFILE_DIR;
  const command = profile ? process.execPath : 'node_modules/.bin/tsx';
  const node = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx'] : [];
  const child = spawn(command, [...node, 'bench/reads.ts', 'serve', kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ child: ChildProcess; started: Started }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
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
    await database.close();

    for (const kind of KINDS) {
      console.error(`starting ${kind}...`);
      const { child, started } = await start(kind, {
        BENCH_URL: databaseUrl,
        BUDDIES: String(BUDDIES),
      });
      try {
        const routes = kind.startsWith('app-')
          ? appRoutes(started.userId!).filter((route) => !ONLY || route.path.includes(ONLY))
          : [{ path: '', signedIn: false }];
        for (const route of routes) {
          const url = `${started.url}${route.path}`;
          const token = route.signedIn ? started.token : undefined;
          // One request first: a hot read is measured, not the load that fills the cache.
          await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
          const row = {
            server: kind,
            route:
              (started.userId ? route.path.replace(started.userId, '{id}') : route.path) || '/',
            ...(await measure(url, { connections: CONNECTIONS, duration: DURATION, token })),
          };
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
    `\n${new Date().toISOString()}: ${BUDDIES} buddies, ${CONNECTIONS} connections, ${DURATION} s per route\n`,
  );
  console.log('| server | route | req/s | p50 ms | p99 ms | errors | vs hello | vs one read |');
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: |');
  for (const r of rows) {
    console.log(
      `| ${r.server} | \`${r.route}\` | ${r['req/s']} | ${r['p50 ms']} | ${r['p99 ms']} | ${r.errors} | ${percent(r['req/s'], hello)} | ${percent(r['req/s'], oneRead)} |`,
    );
  }
}

if (process.argv[2] === 'serve') {
  const server = await serve(process.argv[3] as Kind);
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
  console.log(JSON.stringify({ url: server.url, token: server.token, userId: server.userId }));
} else {
  await runAll();
}
