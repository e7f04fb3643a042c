/**
 * Growth: the screens' reads at two sizes of the same data (growth-seed.ts), in one run, beside
 * the references of reads.ts. SMALL is 10k messages, 10k sessions and 10k buddies; LARGE is 1M
 * messages, 1M sessions and 100k buddies (ARCHITECTURE.md section 7: within 2x).
 *
 *   npm run bench:growth                          # both sizes, 10 and 100 connections, 5 s each
 *   ROUNDS=2 npm run bench:growth                 # each measured twice, the best reported
 *   ONLY=inbox,earnings CONNECTIONS=10 npm run bench:growth
 *   LARGE=200000,200000,20000 KEEP=1 npm run bench:growth    # a smaller LARGE, databases kept
 *   REUSE=1 SHOW_PLANS=1 npm run bench:growth     # the kept databases again, text plans on stderr
 *
 * For each size: a database `buddies_growth_<size>` on the bench server, migrated by the app's
 * own migrations and filled in bulk SQL, VACUUM ANALYZE-d. Then:
 *
 * 1. Plans: each read's SQL, as the app's own service functions send it (captured through a
 *    drizzle query logger), EXPLAIN (ANALYZE, BUFFERS)-ed with its values and as a generic plan
 *    (what a named prepared statement may settle on). A sequential scan of any table but the
 *    catalogue's is a finding.
 * 2. Latency: one app process per size (NODE_ENV=production, Stripe through its fake so that the
 *    earnings route exists), each read measured at each size back to back with autocannon (its
 *    own process) after WARM_UP requests. Reads the app keeps in memory (a user's own reads,
 *    decision 023; the list's first page; open times) are measured twice: `kept`, the steady
 *    state, and `fresh`, where each request first makes the process hear that buddies and the
 *    measured buddy's open times changed (the `x-bench-fresh` header, heard as the database's
 *    notifications are): the route's queries run on every request, as after any change. The
 *    others (a search, the earnings) are fresh on every request anyway.
 * 3. The references: a bare Fastify hello, and one primary-key read through pg.Pool({ max: 10 })
 *    on each size's database.
 *
 * Internally `growth.ts serve <kind>` starts one server and prints one line: {"benchUrl": url}.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addAmsterdamDays, amsterdamDate, amsterdamInstant } from '../src/shared/amsterdam-time';
import { OpenTimesQuerySchema } from '../src/shared/availability-schemas';
import { BuddyListQuerySchema } from '../src/shared/buddies';
import { MessagePageQuerySchema } from '../src/shared/messaging';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { syncCatalogue } from '../src/server/db/catalogue';
import {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type NotificationHandler,
} from '../src/server/db/client';
import { readVersions } from '../src/server/lib/user-reads';
import { openTimesWithin } from '../src/server/modules/availability/slots';
import { listPublicBuddies } from '../src/server/modules/buddies/discovery';
import { createPublicReads } from '../src/server/modules/buddies/public-reads';
import { conversation, conversationList } from '../src/server/modules/messaging/service';
import { earningsOf } from '../src/server/modules/payments/earnings';
import { bookedTimes, bookingsOf } from '../src/server/modules/sessions/service';
import { FakeStripe } from '../tests/support/fake-stripe';
import { killBenchServers, startBenchServer, stopBenchServer } from './bench-server';
import { seedGrowth, type GrowthPeople, type GrowthSize } from './growth-seed';
import { captured, explained, type Plan } from './plans';
import {
  BENCH_SERVER,
  dropDatabase,
  freshDatabase,
  rowsOf,
  runLoad,
  serveHello,
  serveOneRead,
  signIn,
  type BenchRequest,
  type Measurement,
} from './support';

const numbers = (value: string) => value.split(',').map(Number);
const size = (name: string, fallback: string): GrowthSize => {
  const [messages, sessions, buddies] = numbers(process.env[name.toUpperCase()] ?? fallback);
  return { name, messages: messages!, sessions: sessions!, buddies: buddies! };
};
/** SMALL and LARGE as messages,sessions,buddies. */
const SIZES = [size('small', '10000,10000,10000'), size('large', '1000000,1000000,100000')];
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = numbers(process.env.CONNECTIONS ?? '10,100');
/** Requests of a read before it is measured: code compiled, caches filled, plans settled. */
const WARM_UP = Number(process.env.WARM_UP ?? 200);
/** ROUNDS=2: every read measured that many times at each size, in turns; the best is reported. */
const ROUNDS = Number(process.env.ROUNDS ?? 1);
/** ONLY=inbox,open: only the reads whose name contains one of these. */
const ONLY = process.env.ONLY?.split(',');
/** KEEP=1: the databases stay after the run; REUSE=1: a kept database is measured again. */
const KEEP = process.env.KEEP === '1';
const REUSE = process.env.REUSE === '1';
const SHOW_PLANS = process.env.SHOW_PLANS === '1';
const FRESH_HEADER = 'x-bench-fresh';
const ONE_READ_USERNAME = 'bench-42';
/** Tables small enough that a sequential scan is the right plan at any size. */
const SMALL_TABLES = ['activities', 'reconciliation_runs'];
/** The tables whose rows are counted in the report. */
const COUNTED = [
  'users',
  'buddy_profiles',
  'messages',
  'conversations',
  'sessions',
  'payments',
  'ledger_entries',
  'availability_slots',
  'user_events',
];

const databaseName = (growth: GrowthSize) => `buddies_growth_${growth.name}`;
const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

// ---------------------------------------------------------------- the reads

type Mode = 'kept' | 'fresh';
interface Read {
  name: string;
  /** Who reads: the learner with the conversations, or the measured buddy. */
  as: 'reader' | 'buddy';
  path(people: GrowthPeople): string;
  /** Whether the app keeps its answer in memory (then it is measured fresh too). */
  kept: boolean;
  /** The app's own code that makes the answer: its SQL is the read's. */
  work(db: Database, people: GrowthPeople): Promise<unknown>;
}

const today = () => amsterdamDate(new Date());
const learner = (people: GrowthPeople) => ({ userId: people.reader, role: 'learner' as const });
const listed = (q?: string) => (db: Database) =>
  listPublicBuddies(db, BuddyListQuerySchema.parse(q ? { q } : {}));

const ALL_READS: Read[] = [
  {
    name: 'inbox',
    as: 'reader',
    path: () => '/api/conversations',
    kept: true,
    work: (db, people) => conversationList(db, learner(people)),
  },
  {
    name: 'conversation',
    as: 'reader',
    path: (people) => `/api/conversations/${people.buddy}/messages`,
    kept: true,
    work: (db, people) =>
      conversation(db, learner(people), people.buddy, MessagePageQuerySchema.parse({})),
  },
  {
    name: 'buddies list',
    as: 'reader',
    path: () => '/api/buddies-with-languages',
    kept: true,
    work: listed(),
  },
  {
    name: 'search q=films (a fifth)',
    as: 'reader',
    path: () => '/api/buddies-with-languages?q=films',
    kept: false,
    work: listed('films'),
  },
  {
    name: 'search q=xylophone (none)',
    as: 'reader',
    path: () => '/api/buddies-with-languages?q=xylophone',
    kept: false,
    work: listed('xylophone'),
  },
  {
    name: 'week of bookings',
    as: 'buddy',
    path: (people) => `/api/bookings/buddy/${people.buddy}?week=${today()}`,
    kept: true,
    work: (db, people) =>
      bookingsOf(db, { userId: people.buddy, role: 'buddy' }, 'buddy', people.buddy, today()),
  },
  {
    name: 'open times',
    as: 'reader',
    path: (people) => `/api/buddy/${people.buddySlug}/open-times`,
    kept: true,
    async work(db, people) {
      // The route reads the buddy's profile (kept with the public reads), then the times.
      await createPublicReads(db).profile(people.buddySlug);
      const start = amsterdamInstant(today(), '00:00');
      const end = addAmsterdamDays(start, OpenTimesQuerySchema.parse({}).days);
      return openTimesWithin(db, people.buddy, { start, end }, new Date(), bookedTimes);
    },
  },
  {
    name: 'earnings',
    as: 'buddy',
    path: () => `/api/payments/earnings?month=${today().slice(0, 7)}`,
    kept: false,
    work: (db, people) => earningsOf(db, people.buddy, today().slice(0, 7)),
  },
];
const READS = ALL_READS.filter((read) => !ONLY || ONLY.some((part) => read.name.includes(part)));

/** What every kept read costs first: the reader's newest event (user-reads.ts). */
const VERSION_READ = {
  name: 'kept reads: version',
  work: async (db: Database, people: GrowthPeople) => readVersions(db).of(people.reader),
};

// ---------------------------------------------------------------- servers (child processes)

async function serve(kind: string): Promise<{ url: string; close(): Promise<void> }> {
  const databaseUrl = process.env.BENCH_URL!;
  if (kind === 'hello') return serveHello();
  if (kind === 'one-read') return serveOneRead(databaseUrl, ONE_READ_USERNAME);
  const keys = { secretKey: 'sk_test_growth', webhookSecret: 'whsec_growth' };
  const stripe = new FakeStripe(keys);
  await stripe.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'buddies-bench-growth-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: stripe.url,
    BUSINESS_ADDRESS: 'Keizersgracht 1, Amsterdam',
    BUSINESS_KVK: '12345678',
  });
  // The database as the app opens it, but with an ear on its events' channel: a request with
  // the fresh header is preceded by the changes that make the kept reads read again.
  const handle = await openDatabase({ databaseUrl, poolSize: config.databasePoolSize });
  const hear: NotificationHandler[] = [];
  const database: DatabaseHandle = {
    ...handle,
    listen(channel, handler) {
      if (channel === 'domain_events') hear.push(handler);
      return handle.listen(channel, handler);
    },
  };
  const app = await buildApp(config, { database });
  const changed = [
    JSON.stringify({ type: 'buddies-changed' }),
    JSON.stringify({ type: 'open-times-changed', buddyId: process.env.BENCH_BUDDY }),
  ];
  app.addHook('onRequest', async (request) => {
    if (request.headers[FRESH_HEADER] === undefined) return;
    for (const handler of hear) for (const event of changed) handler(event);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await handle.close();
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a server in a child process; resolves once it listens. */
const start = (kind: string, env: Record<string, string>) =>
  startBenchServer(
    kind,
    process.execPath,
    ['--import', 'tsx', 'bench/growth.ts', 'serve', kind],
    env,
  );

async function withServer<T>(
  kind: string,
  env: Record<string, string>,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const { child, url } = await start(kind, env);
  try {
    return await work(url);
  } finally {
    await stopBenchServer(child);
  }
}

/** WARM_UP requests, then DURATION seconds measured. */
async function measured(url: string, request: BenchRequest, connections: number) {
  await runLoad({ url, connections, requests: [request], amount: WARM_UP });
  const {
    requests: _,
    next: __,
    ...rates
  } = await runLoad({
    url,
    connections,
    duration: DURATION,
    requests: [request],
  });
  return rates;
}

// ---------------------------------------------------------------- one size's database

interface Prepared {
  growth: GrowthSize;
  url: string;
  people: GrowthPeople;
  tokens: { reader: string; buddy: string };
  counts: Record<string, number>;
  seedSeconds: number | 'reused';
  plans: PlanRow[];
}

interface PlanRow {
  read: string;
  statement: string;
  custom: Plan;
  /** For a named prepared statement: its generic plan, or why it could not be had. */
  generic: Plan | string | undefined;
}

async function seeded(handle: DatabaseHandle): Promise<GrowthPeople | undefined> {
  const [row] = await rowsOf<{ reader: string; buddy: string; slug: string }>(
    handle.db,
    sql`select (select id from users where username = 'growth-reader-1') as reader,
               user_id as buddy, slug
        from buddy_profiles where slug = 'bench-1'
          and exists (select 1 from reconciliation_runs)`,
  );
  return row?.reader ? { reader: row.reader, buddy: row.buddy, buddySlug: row.slug } : undefined;
}

async function databaseExists(name: string) {
  const admin = new pg.Client({ connectionString: BENCH_SERVER });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await admin.end();
  }
}

/** The table a statement reads first, to name it in the report. */
const firstTable = (text: string) => /\bfrom "?(\w+)"?/i.exec(text)?.[1] ?? '?';

async function plansOf(handle: DatabaseHandle, people: GrowthPeople): Promise<PlanRow[]> {
  const rows: PlanRow[] = [];
  for (const read of [VERSION_READ, ...READS]) {
    const queries = await captured(handle, (db) => read.work(db, people));
    for (const [i, query] of queries.entries()) {
      const custom = await explained(handle, query, { generic: false });
      const generic = query.name
        ? await explained(handle, query, { generic: true }).catch((err: Error) => err.message)
        : undefined;
      const statement = `${i + 1}: ${query.name ? `prepared ${query.name}` : firstTable(query.text)}`;
      if (SHOW_PLANS) {
        console.error(
          `\n--- ${read.name} ${statement}\n${query.text}\n${JSON.stringify(query.params)}`,
        );
        console.error(`custom:\n${custom.text}`);
        if (generic)
          console.error(`generic:\n${typeof generic === 'string' ? generic : generic.text}`);
      }
      rows.push({ read: read.name, statement, custom, generic });
    }
  }
  return rows;
}

async function prepare(growth: GrowthSize): Promise<Prepared> {
  const name = databaseName(growth);
  const began = performance.now();
  let url: string;
  let handle: DatabaseHandle;
  let people: GrowthPeople | undefined;
  if (REUSE && (await databaseExists(name))) {
    const server = new URL(BENCH_SERVER);
    server.pathname = `/${name}`;
    url = server.toString();
    handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
    people = await seeded(handle);
    if (!people) await handle.close();
  }
  let seedSeconds: Prepared['seedSeconds'] = 'reused';
  if (!people) {
    url = await freshDatabase(name);
    handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
    await handle.migrate();
    await syncCatalogue(handle.db);
    people = await seedGrowth(handle.db, growth);
    seedSeconds = seconds(began);
  }
  try {
    const [readerToken, buddyToken] = await signIn(handle!.db, [people.reader, people.buddy]);
    const counts: Record<string, number> = {};
    for (const table of COUNTED) {
      const [row] = await rowsOf<{ n: number }>(
        handle!.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      counts[table] = row!.n;
    }
    console.error(`${growth.name}:`, counts);
    const plans = await plansOf(handle!, people);
    return {
      growth,
      url: url!,
      people,
      tokens: { reader: readerToken!, buddy: buddyToken! },
      counts,
      seedSeconds,
      plans,
    };
  } finally {
    await handle!.close();
  }
}

// ---------------------------------------------------------------- the run

interface ReferenceRow extends Measurement {
  server: string;
  size: string;
  connections: number;
}

interface ReadRow extends Measurement {
  read: string;
  mode: Mode;
  size: string;
  connections: number;
  /** What the answer held: items, and bytes. */
  answer: string;
  load: string;
}

/** One request to check the read answers, and what it answered. */
async function answerOf(url: string, request: BenchRequest) {
  const response = await fetch(`${url}${request.path}`, {
    headers: { authorization: `Bearer ${request.token}`, ...request.headers },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${request.path}: ${response.status} ${body}`);
  const value = JSON.parse(body) as unknown;
  const items = Array.isArray(value)
    ? value.length
    : ((value as { conversations?: unknown[] }).conversations?.length ?? '?');
  return `${items} items, ${(body.length / 1024).toFixed(1)} kB`;
}

async function references(prepared: Prepared[]): Promise<ReferenceRow[]> {
  const rows: ReferenceRow[] = [];
  const run = async (server: string, size: string, url: string) => {
    for (const connections of CONNECTIONS) {
      const row = {
        server,
        size,
        connections,
        ...(await measured(url, { path: '/' }, connections)),
      };
      console.error(row);
      rows.push(row);
    }
  };
  await withServer('hello', {}, (url) => run('hello', '-', url));
  for (const { growth, url } of prepared) {
    await withServer('one-read', { BENCH_URL: url }, (server) =>
      run('one-read', growth.name, server),
    );
  }
  return rows;
}

async function measureReads(prepared: Prepared[]): Promise<ReadRow[]> {
  const apps = await Promise.all(
    prepared.map((p) => start('app', { BENCH_URL: p.url, BENCH_BUDDY: p.people.buddy })),
  );
  const rows: ReadRow[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const read of READS) {
        // A read the app never keeps is fresh on every request, without the header.
        for (const mode of read.kept ? (['kept', 'fresh'] as const) : (['fresh'] as const)) {
          const requests = prepared.map(({ people, tokens }) => ({
            path: read.path(people),
            token: tokens[read.as],
            ...(mode === 'fresh' && read.kept && { headers: { [FRESH_HEADER]: '1' } }),
          }));
          const answers = await Promise.all(apps.map((app, i) => answerOf(app.url, requests[i]!)));
          for (const connections of CONNECTIONS) {
            for (const [i, p] of prepared.entries()) {
              const load = loadavg()[0]!.toFixed(1);
              const row: ReadRow = {
                read: read.name,
                mode,
                size: p.growth.name,
                connections,
                ...(await measured(apps[i]!.url, requests[i]!, connections)),
                answer: answers[i]!,
                load,
              };
              console.error(row);
              rows.push(row);
            }
          }
        }
      }
    }
  } finally {
    await Promise.all(apps.map((app) => stopBenchServer(app.child)));
  }
  return rows;
}

async function runAll() {
  const began = performance.now();
  const loads = [
    `start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  ];
  const prepared: Prepared[] = [];
  const cleanUp = async () => {
    killBenchServers();
    if (!KEEP) for (const growth of SIZES) await dropDatabase(databaseName(growth));
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  let refs: ReferenceRow[];
  let reads: ReadRow[];
  try {
    for (const growth of SIZES) prepared.push(await prepare(growth));
    loads.push(
      `after seeding ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    refs = await references(prepared);
    reads = await measureReads(prepared);
  } finally {
    await cleanUp();
  }
  loads.push(
    `end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  report(prepared, refs, reads, loads, seconds(began));
}

// ---------------------------------------------------------------- the report

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
/** Mean latency at a fixed number of connections, from the rate (Little's law). */
const meanMs = (row: Measurement & { connections: number }) =>
  (1000 * row.connections) / row['req/s'];
const ratio = (large: number, small: number) =>
  small > 0 ? `${(large / small).toFixed(2)}x` : '-';
const cell = (row: Measurement & { connections: number }) =>
  `${row['p50 ms']} / ${row['p99 ms']} · ${row['req/s']}`;

function table(header: string[], rows: string[][]) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log();
}

function report(
  prepared: Prepared[],
  refs: ReferenceRow[],
  reads: ReadRow[],
  loads: string[],
  totalSeconds: number,
) {
  const [small, large] = SIZES.map((growth) => growth.name);
  console.log(
    `\n${new Date().toISOString()}: ${DURATION} s per read and size after ${WARM_UP} requests; ` +
      `connections ${CONNECTIONS.join(', ')}; ${totalSeconds} s in all; load ${loads.join(', ')}\n`,
  );
  table(
    ['size', 'seeded in', ...COUNTED],
    prepared.map((p) => [
      `${p.growth.name} (${p.growth.messages}/${p.growth.sessions}/${p.growth.buddies})`,
      p.seedSeconds === 'reused' ? 'reused' : `${p.seedSeconds} s`,
      ...COUNTED.map((t) => String(p.counts[t])),
    ]),
  );
  console.log('References, p50 / p99 ms · req/s:\n');
  table(
    ['server', 'size', 'connections', 'p50 / p99 · req/s'],
    refs.map((r) => [r.server, r.size, String(r.connections), cell(r)]),
  );
  console.log(`Reads, p50 / p99 ms · req/s; mean ms from the rate; LARGE/SMALL of p50 and mean:\n`);
  const rows: string[][] = [];
  const compared: [string, Mode, number, ReadRow, ReadRow][] = [];
  for (const read of READS) {
    for (const mode of ['kept', 'fresh'] as const) {
      for (const connections of CONNECTIONS) {
        // The best of the rounds: the one the shared machine disturbed least.
        const at = (size: string | undefined) =>
          reads
            .filter(
              (r) =>
                r.read === read.name &&
                r.mode === mode &&
                r.size === size &&
                r.connections === connections,
            )
            .sort((a, b) => b['req/s'] - a['req/s'])[0];
        const s = at(small);
        const l = at(large);
        if (!s || !l) continue;
        compared.push([read.name, mode, connections, s, l]);
        const oneRead = refs.find(
          (r) => r.server === 'one-read' && r.size === large && r.connections === connections,
        );
        rows.push([
          read.name,
          mode,
          String(connections),
          cell(s),
          cell(l),
          ratio(l['p50 ms'], s['p50 ms']),
          `${ms(meanMs(s))} -> ${ms(meanMs(l))}: ${ratio(meanMs(l), meanMs(s))}`,
          oneRead ? `${Math.round((100 * l['req/s']) / oneRead['req/s'])}%` : '-',
          `${s.errors + l.errors}`,
          l.answer,
        ]);
      }
    }
  }
  table(
    [
      'read',
      'path',
      'conns',
      `${small}`,
      `${large}`,
      'p50 ratio',
      'mean ms, ratio',
      `${large} vs one read`,
      'errors',
      'answer',
    ],
    rows,
  );
  console.log('Plans, EXPLAIN ANALYZE of the SQL the app sends (execution ms):\n');
  const smallPlans = prepared.find((p) => p.growth.name === small)?.plans ?? [];
  const largePlans = prepared.find((p) => p.growth.name === large)?.plans ?? [];
  const findings: string[] = [];
  table(
    [
      'read',
      'statement',
      `${large}: scans`,
      `${small} ms`,
      `${large} ms`,
      'generic ms',
      'generic scans differ',
    ],
    largePlans.map((plan, i) => {
      const before = smallPlans[i];
      const generic = typeof plan.generic === 'object' ? plan.generic : undefined;
      const seq = [...plan.custom.seqScanned, ...(generic?.seqScanned ?? [])].filter(
        (t) => !SMALL_TABLES.includes(t),
      );
      if (seq.length > 0) {
        findings.push(
          `${plan.read} ${plan.statement}: Seq Scan on ${[...new Set(seq)].join(', ')}`,
        );
      }
      return [
        plan.read,
        plan.statement,
        [...new Set(plan.custom.scans)].join(', '),
        before ? ms(before.custom.executionMs) : '-',
        ms(plan.custom.executionMs),
        typeof plan.generic === 'string'
          ? `failed: ${plan.generic}`
          : generic
            ? ms(generic.executionMs)
            : '-',
        generic && generic.scans.join() !== plan.custom.scans.join()
          ? [...new Set(generic.scans)].join(', ')
          : '',
      ];
    }),
  );
  for (const [read, mode, connections, s, l] of compared) {
    if (meanMs(l) > 2 * meanMs(s)) {
      findings.push(
        `${read} (${mode}, ${connections} connections): mean ${ms(meanMs(s))} -> ${ms(meanMs(l))} ms`,
      );
    }
  }
  console.log(findings.length ? `Findings:\n\n- ${findings.join('\n- ')}\n` : 'Findings: none\n');
}

if (process.argv[2] === 'serve') {
  const server = await serve(process.argv[3]!);
  const close = () => void server.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.stdin.on('end', close);
  process.stdin.resume();
  console.log(JSON.stringify({ benchUrl: server.url }));
} else {
  await runAll();
}
