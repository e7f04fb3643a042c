/**
 * Messaging under load, on PostgreSQL and on PGlite, beside the bare references of `reads.ts`
 * (a Fastify hello, and a Fastify doing one primary-key read through pg.Pool({ max: 10 })):
 *
 * 1. Delivery: CLIENTS buddies each hold one event stream (GET /api/events) open from this
 *    process; SENDERS learners POST /api/messages to random buddies at RATE per second for
 *    SEND_SECONDS; each message is timed from just before its POST to the moment its
 *    `event: message` frame arrives on the receiver's stream.
 * 2. Reads at scale: with SIZES messages in the database (PGLITE_SIZES on PGlite), a learner with
 *    200 of them reads their inbox (two keyset pages), one conversation and the conversation
 *    list under autocannon, and a heavy user (a tenth of the messages, at most HEAVY_MESSAGES)
 *    their inbox; the queries those routes run are captured as the repository builds them and
 *    EXPLAIN ANALYZE-d at each size (SHOW_PLANS=1 prints the text plans on stderr).
 *
 *   npx tsx bench/messaging.ts
 *   SIZES=1000,100000 PGLITE_SIZES=1000 DURATION=3 CLIENTS=200 npx tsx bench/messaging.ts
 *   BACKENDS=postgres RATE=100 SEND_SECONDS=20 npx tsx bench/messaging.ts
 *   PROFILE_DIR=/tmp/prof BACKENDS=postgres SIZES=100000 npx tsx bench/messaging.ts  # CPU profiles
 *
 * Every server runs in a process of its own (`messaging.ts serve <kind>`, which prints one JSON
 * line with its URL); autocannon runs in another. Data is seeded in bulk SQL, sign-ins are
 * session rows made here. The database `buddies_bench_messaging` and the temporary PGlite
 * directory are removed at the end, also on failure.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { count, eq, or, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { MESSAGE_PAGE_SIZE } from '../src/shared/messaging';
import type { PageCursor } from '../src/shared/page-cursor';
import { buildApp } from '../src/server/app';
import { syncCatalogue } from '../src/server/db/catalogue';
import { openDatabase, schema, type Database, type DatabaseHandle } from '../src/server/db/client';
import { messages } from '../src/server/db/schema/messaging';
import { loadConfig } from '../src/server/config';
import {
  conversationPage,
  conversationsOf,
  inboxPage,
} from '../src/server/modules/messaging/repository';
import { killBenchServers, startBenchServer, stopBenchServer } from './bench-server';
import {
  CONVERSATIONS_FROM_MESSAGES,
  dropDatabase,
  freshDatabase,
  idsOf,
  learnersSql,
  measure,
  seedBuddies,
  serveHello,
  serveOneRead,
  signIn,
  type Measurement,
} from './support';

const list = (value: string) => value.split(',').filter(Boolean);
const BACKENDS = list(process.env.BACKENDS ?? 'postgres,pglite') as Backend[];
const SIZES = list(process.env.SIZES ?? '1000,100000,1000000').map(Number);
const PGLITE_SIZES = list(process.env.PGLITE_SIZES ?? '1000,100000').map(Number);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const SENDERS = Number(process.env.SENDERS ?? 20);
const RATE = Number(process.env.RATE ?? 50);
const SEND_SECONDS = Number(process.env.SEND_SECONDS ?? 10);
/** A message not on its receiver's stream this long after its POST started counts as lost. */
const LOST_AFTER_MS = 5000;
/** Learners who only fill the database: they and the buddies share the filler messages. */
const FILLER_LEARNERS = 2000;
/** The reader's messages: half with one buddy (`bench-1`), the rest with 19 others. */
const READER_MESSAGES = 200;
/** A heavy user's messages (a tenth of the database at most), with every buddy in turn. */
const HEAVY_MESSAGES = Number(process.env.HEAVY_MESSAGES ?? 10_000);
const DATABASE_NAME = 'buddies_bench_messaging';
const ONE_READ_SLUG = 'bench-42';

type Backend = 'postgres' | 'pglite';
type Kind = 'hello' | 'one-read' | 'app';

// ---------------------------------------------------------------- servers (child processes)

async function serve(kind: Kind): Promise<{ url: string; close(): Promise<void> }> {
  const databaseUrl = process.env.BENCH_URL;
  if (kind === 'hello') return serveHello();
  if (kind === 'one-read') return serveOneRead(databaseUrl, ONE_READ_SLUG);
  // The app: on PostgreSQL when BENCH_URL is set, else on PGlite in BENCH_DATA_DIR (made and
  // removed by the runner either way).
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENTS: 'off',
      DATA_DIR: process.env.BENCH_DATA_DIR!,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/** Starts a server in a child process; resolves once it listens. */
function start(kind: Kind, env: Record<string, string>) {
  // PROFILE_DIR: the app's processes write a CPU profile there when they stop.
  const profile = kind === 'app' && process.env.PROFILE_DIR;
  const command = profile ? process.execPath : 'node_modules/.bin/tsx';
  const node = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx'] : [];
  return startBenchServer(kind, command, [...node, 'bench/messaging.ts', 'serve', kind], env);
}

async function withServer<T>(
  kind: Kind,
  env: Record<string, string>,
  body: (url: string) => Promise<T>,
): Promise<T> {
  console.error(`starting ${kind}...`);
  const { child, url } = await start(kind, env);
  try {
    return await body(url);
  } finally {
    await stopBenchServer(child);
  }
}

// ---------------------------------------------------------------- seeding

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Bench rows are consistent by construction: skip the foreign-key triggers while bulk loading. */
async function bulk(db: Database, statements: ReturnType<typeof sql>[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    for (const statement of statements) await tx.execute(statement);
  });
}

interface People {
  buddies: string[];
  buddyTokens: string[];
  senders: string[];
  senderTokens: string[];
  reader: string;
  readerToken: string;
  heavy: string;
  heavyToken: string;
  /** The buddy the reader wrote most with. */
  counterpart: string;
}

/** CLIENTS buddies, SENDERS learners who write, FILLER_LEARNERS more and the reader. */
async function seedPeople(db: Database): Promise<People> {
  const began = performance.now();
  await seedBuddies(db, CLIENTS);
  await bulk(db, [
    learnersSql('sender-', SENDERS),
    learnersSql('filler-', FILLER_LEARNERS),
    learnersSql('reader-', 1),
    learnersSql('heavy-', 1),
  ]);
  const buddies = await idsOf(db, 'bench-');
  const senders = await idsOf(db, 'sender-');
  const reader = (await idsOf(db, 'reader-'))[0]!;
  const heavy = (await idsOf(db, 'heavy-'))[0]!;
  const people = {
    buddies,
    buddyTokens: await signIn(db, buddies),
    senders,
    senderTokens: await signIn(db, senders),
    reader,
    readerToken: (await signIn(db, [reader]))[0]!,
    heavy,
    heavyToken: (await signIn(db, [heavy]))[0]!,
    counterpart: buddies[0]!,
  };
  console.error(`seeded ${buddies.length} buddies and their sign-ins in ${seconds(began)} s`);
  return people;
}

/**
 * Fills `messages` up to `size` rows: the reader's 200 first (dated over the last year like the
 * rest), the heavy user's (a tenth of `size`, at most HEAVY_MESSAGES, with every buddy in turn),
 * then filler between all buddies and filler learners, about ten per pair. Then the
 * conversation rows are made afresh from the messages (last message, unread count per side),
 * and the tables vacuumed and analysed.
 */
async function growMessages(db: Database, people: People, size: number) {
  const began = performance.now();
  const countMessages = async () => (await db.select({ n: count() }).from(messages))[0]!.n;
  const statements: ReturnType<typeof sql>[] = [];
  const readerHas = (
    await db
      .select({ n: count() })
      .from(messages)
      .where(or(eq(messages.senderId, people.reader), eq(messages.receiverId, people.reader)))
  )[0]!.n;
  if (readerHas === 0) {
    statements.push(sql`
      with b as (select ${`{${people.buddies.slice(0, 20).join(',')}}`}::uuid[] as ids)
      insert into messages (sender_id, receiver_id, content, created_at, read_at)
      select case when g.n % 2 = 0 then ${people.reader}::uuid else b.ids[g.c] end,
             case when g.n % 2 = 0 then b.ids[g.c] else ${people.reader}::uuid end,
             'Reader message ' || g.n, g.at,
             case when g.n % 10 <> 0 then g.at + interval '1 hour' end
      from b, (select n, case when n <= ${READER_MESSAGES / 2} then 1 else 2 + n % 19 end as c,
                      now() - random() * interval '365 days' as at
               from generate_series(1, ${READER_MESSAGES}::int) as n) as g`);
  }
  // The heavy user grows with the database, to HEAVY_MESSAGES.
  const heavyHas = (
    await db
      .select({ n: count() })
      .from(messages)
      .where(or(eq(messages.senderId, people.heavy), eq(messages.receiverId, people.heavy)))
  )[0]!.n;
  const heavyMore = Math.max(0, Math.min(HEAVY_MESSAGES, Math.floor(size / 10)) - heavyHas);
  if (heavyMore > 0) {
    statements.push(sql`
      with b as (select array_agg(id order by id) as ids from users where username like 'bench-%')
      insert into messages (sender_id, receiver_id, content, created_at, read_at)
      select case when g.n % 2 = 0 then ${people.heavy}::uuid else b.ids[g.c] end,
             case when g.n % 2 = 0 then b.ids[g.c] else ${people.heavy}::uuid end,
             'Heavy message ' || g.n, g.at,
             case when g.n % 10 <> 0 then g.at + interval '1 hour' end
      from b, (select n, 1 + n % ${people.buddies.length}::int as c,
                      now() - random() * interval '365 days' as at
               from generate_series(${heavyHas + 1}::int, ${heavyHas + heavyMore}::int) as n) as g`);
  }
  const filler =
    size - (await countMessages()) - (readerHas === 0 ? READER_MESSAGES : 0) - heavyMore;
  if (filler > 0) {
    const pairs = Math.max(1, Math.floor(size / 10));
    const b = people.buddies.length;
    statements.push(sql`
      with b as (select array_agg(id order by id) as ids from users where username like 'bench-%'),
           l as (select array_agg(id order by id) as ids from users where username like 'filler-%')
      insert into messages (sender_id, receiver_id, content, created_at, read_at)
      select case when g.n % 2 = 0 then l.ids[1 + g.p % ${FILLER_LEARNERS}::int]
                  else b.ids[1 + (g.p / ${FILLER_LEARNERS}::int + g.p) % ${b}::int] end,
             case when g.n % 2 = 0 then b.ids[1 + (g.p / ${FILLER_LEARNERS}::int + g.p) % ${b}::int]
                  else l.ids[1 + g.p % ${FILLER_LEARNERS}::int] end,
             'Filler message ' || g.n, g.at,
             case when g.n % 10 <> 0 then g.at + interval '1 hour' end
      from b, l, (select n, floor(random() * ${pairs}::int)::int as p,
                         now() - random() * interval '365 days' as at
                  from generate_series(1, ${filler}::int) as n) as g`);
  }
  statements.push(...CONVERSATIONS_FROM_MESSAGES);
  await bulk(db, statements);
  await db.execute(sql`vacuum analyze`);
  const total = await countMessages();
  console.error(`messages: ${total} after ${seconds(began)} s of seeding`);
  return { total, seedSeconds: Number(seconds(began)) };
}

// ---------------------------------------------------------------- plans

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const clientOf = (handle: DatabaseHandle) =>
  (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;

/** The SQL and parameters the repository sends while `work` runs on the database. */
async function captured(handle: DatabaseHandle, work: (db: Database) => Promise<unknown>) {
  const queries: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => queries.push({ text, params }) };
  const client = clientOf(handle);
  const db =
    handle.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  await work(db as unknown as Database);
  return queries;
}

async function explain(handle: DatabaseHandle, text: string, params: unknown[]) {
  const client = clientOf(handle);
  if (process.env.SHOW_PLANS) {
    const statement = `explain (analyze, buffers) ${text}`;
    const result =
      handle.kind === 'postgres'
        ? await (client as pg.Pool).query<Record<string, string>>(statement, params)
        : await (client as PGlite).query<Record<string, string>>(statement, params);
    console.error(`${text}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
  }
  const statement = `explain (analyze, format json) ${text}`;
  const result =
    handle.kind === 'postgres'
      ? await (client as pg.Pool).query<Record<string, unknown>>(statement, params)
      : await (client as PGlite).query<Record<string, unknown>>(statement, params);
  const value = result.rows[0]!['QUERY PLAN'];
  const [top] = (typeof value === 'string' ? JSON.parse(value) : value) as {
    Plan: PlanNode;
    'Execution Time': number;
  }[];
  return top!;
}

function scansOf(node: PlanNode, out: string[] = []) {
  if (node['Node Type'].includes('Scan')) {
    const on = node['Relation Name'] ? ` ${node['Relation Name']}` : '';
    const using = node['Index Name'] ? ` (${node['Index Name']})` : '';
    out.push(`${node['Node Type']}${on}${using}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

interface PlanRow {
  backend: Backend;
  messages: number;
  query: string;
  scans: string;
  'exec ms': number;
  'seq scan on messages/conversations': boolean;
}

/** The routes' queries, built by the repository itself, each EXPLAIN ANALYZE-d. */
async function plans(handle: DatabaseHandle, people: People, backend: Backend, total: number) {
  const firstPage = await inboxPage(handle.db, people.reader, undefined, MESSAGE_PAGE_SIZE);
  const last = firstPage.at(-1)!;
  const before: PageCursor = { at: last.createdAt, id: last.id };
  const heavyLast = (await inboxPage(handle.db, people.heavy, undefined, MESSAGE_PAGE_SIZE)).at(
    -1,
  )!;
  const heavyBefore: PageCursor = { at: heavyLast.createdAt, id: heavyLast.id };
  const work: [string, (db: Database) => Promise<unknown>][] = [
    ['inbox page 1', (db) => inboxPage(db, people.reader, undefined, MESSAGE_PAGE_SIZE)],
    ['inbox page 2', (db) => inboxPage(db, people.reader, before, MESSAGE_PAGE_SIZE)],
    [
      'conversation page 1',
      (db) => conversationPage(db, people.reader, people.counterpart, undefined, MESSAGE_PAGE_SIZE),
    ],
    ['conversation list', (db) => conversationsOf(db, people.reader, 200)],
    ['heavy user: inbox page 1', (db) => inboxPage(db, people.heavy, undefined, MESSAGE_PAGE_SIZE)],
    [
      'heavy user: inbox page 2',
      (db) => inboxPage(db, people.heavy, heavyBefore, MESSAGE_PAGE_SIZE),
    ],
  ];
  const rows: PlanRow[] = [];
  for (const [name, run] of work) {
    const queries = await captured(handle, run);
    for (const [i, query] of queries.entries()) {
      const plan = await explain(handle, query.text, query.params);
      const scans = scansOf(plan.Plan);
      const seq = scans.some((s) => /^Seq Scan (messages|conversations)\b/.test(s));
      if (seq)
        console.error(`SEQ SCAN in ${name}:\n${query.text}\n${JSON.stringify(plan, null, 1)}`);
      rows.push({
        backend,
        messages: total,
        query: queries.length > 1 ? `${name} (${i === 0 ? 'sent' : 'received'})` : name,
        scans: [...new Set(scans)].join(', '),
        'exec ms': Math.round(plan['Execution Time'] * 100) / 100,
        'seq scan on messages/conversations': seq,
      });
    }
  }
  return rows;
}

// ---------------------------------------------------------------- delivery

const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const postAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Received {
  at: number;
  content: string;
  receiverId: string;
}

/** Opens one event stream; resolves with a way to close it once `ready` arrived. */
function openStream(
  base: string,
  token: string,
  onMessage: (received: Received) => void,
  onClose: () => void,
) {
  return new Promise<() => void>((resolve, reject) => {
    const request = http.get(
      `${base}/api/events`,
      {
        agent: streamAgent,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/events: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = '';
            let data = '';
            for (const line of frame.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (event === 'ready' && !ready) {
              ready = true;
              resolve(() => request.destroy());
            } else if (event === 'message') {
              const message = JSON.parse(data) as { content: string; receiverId: string };
              onMessage({ at, content: message.content, receiverId: message.receiverId });
            }
          }
        });
        response.on('close', onClose);
        response.on('error', () => {});
      },
    );
    request.on('error', reject);
  });
}

function post(base: string, path: string, token: string, body: unknown) {
  return new Promise<number>((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent: postAgent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function percentile(sorted: readonly number[], q: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

interface DeliveryRow {
  backend: Backend;
  streams: number;
  'open s': number;
  sent: number;
  'POST errors': number;
  delivered: number;
  lost: number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'max ms': number;
  'POST p50 ms': number;
  'POST p95 ms': number;
  'POST p99 ms': number;
  'streams dropped': number;
  'load 1m': string;
}

async function delivery(base: string, people: People, backend: Backend): Promise<DeliveryRow> {
  const run = `${backend}-${Date.now()}`;
  interface Sent {
    start: number;
    receiverId: string;
    posted?: number;
    status?: number;
    received?: number;
  }
  const sent = new Map<string, Sent>();
  let misrouted = 0;
  let dropped = 0;
  let measuring = false;
  const onMessage = (received: Received) => {
    const entry = sent.get(received.content);
    if (!entry) return;
    if (entry.receiverId !== received.receiverId) misrouted++;
    entry.received ??= received.at;
  };

  // Open every buddy's stream, 50 at a time, each until its `ready`.
  const openedAt = performance.now();
  const closers: (() => void)[] = [];
  for (let i = 0; i < people.buddies.length; i += 50) {
    const batch = people.buddyTokens.slice(i, i + 50);
    closers.push(
      ...(await Promise.all(
        batch.map((token) =>
          openStream(base, token, onMessage, () => {
            if (measuring) dropped++;
          }),
        ),
      )),
    );
  }
  const openSeconds = Number(seconds(openedAt));
  console.error(`${closers.length} streams ready in ${openSeconds} s`);

  // One warm-up message, then the steady rate, never waiting for answers (an open loop).
  await post(base, '/api/messages', people.senderTokens[0]!, {
    receiverId: people.buddies[0],
    content: 'warm-up',
  });
  measuring = true;
  const load = loadavg()[0]!.toFixed(1);
  const total = Math.round(RATE * SEND_SECONDS);
  const interval = 1000 / RATE;
  const began = performance.now();
  const posts: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    await sleep(began + i * interval - performance.now());
    const sender = i % people.senders.length;
    const receiver = Math.floor(Math.random() * people.buddies.length);
    const content = `bench ${run} #${i}`;
    const entry: Sent = { start: performance.now(), receiverId: people.buddies[receiver]! };
    sent.set(content, entry);
    posts.push(
      post(base, '/api/messages', people.senderTokens[sender]!, {
        receiverId: entry.receiverId,
        content,
      }).then((status) => {
        entry.posted = performance.now();
        entry.status = status;
      }),
    );
  }
  await Promise.all(posts);
  const deadline = performance.now() + LOST_AFTER_MS;
  while (performance.now() < deadline && [...sent.values()].some((e) => e.received === undefined)) {
    await sleep(50);
  }
  measuring = false;
  for (const close of closers) close();
  if (misrouted > 0) console.error(`${misrouted} messages arrived on another user's stream`);

  const entries = [...sent.values()];
  const latencies = entries
    .filter((e) => e.received !== undefined && e.received - e.start <= LOST_AFTER_MS)
    .map((e) => e.received! - e.start)
    .sort((a, b) => a - b);
  const postLatencies = entries.map((e) => e.posted! - e.start).sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value);
  return {
    backend,
    streams: closers.length,
    'open s': openSeconds,
    sent: total,
    'POST errors': entries.filter((e) => e.status !== 201).length,
    delivered: latencies.length,
    lost: total - latencies.length,
    'p50 ms': ms(percentile(latencies, 0.5)),
    'p95 ms': ms(percentile(latencies, 0.95)),
    'p99 ms': ms(percentile(latencies, 0.99)),
    'max ms': ms(latencies.at(-1) ?? NaN),
    'POST p50 ms': ms(percentile(postLatencies, 0.5)),
    'POST p95 ms': ms(percentile(postLatencies, 0.95)),
    'POST p99 ms': ms(percentile(postLatencies, 0.99)),
    'streams dropped': dropped,
    'load 1m': load,
  };
}

// ---------------------------------------------------------------- reads

interface ReadRow extends Measurement {
  backend: Backend;
  messages: number;
  route: string;
  /** The answer's size. */
  bytes: number;
  /** The machine's load average when the route's measurement began. */
  'load 1m': string;
}

async function reads(base: string, people: People, backend: Backend, total: number) {
  const headers = { authorization: `Bearer ${people.readerToken}` };
  const first = (await (await fetch(`${base}/api/messages`, { headers })).json()) as {
    messages: unknown[];
    nextCursor: string | null;
  };
  if (first.messages.length !== MESSAGE_PAGE_SIZE || !first.nextCursor) {
    throw new Error(`the reader's first page has ${first.messages.length} messages`);
  }
  const routes = [
    ['GET /api/messages', '/api/messages'],
    ['GET /api/messages?before= (page 2)', `/api/messages?before=${first.nextCursor}`],
    ['GET /api/conversations/:id/messages', `/api/conversations/${people.counterpart}/messages`],
    ['GET /api/conversations', '/api/conversations'],
    ['GET /api/messages (heavy user)', '/api/messages'],
  ];
  const rows: ReadRow[] = [];
  for (const [route, path] of routes) {
    const url = `${base}${path!}`;
    const token = route!.includes('heavy') ? people.heavyToken : people.readerToken;
    const warm = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (warm.status !== 200) throw new Error(`${route}: ${warm.status}`);
    const bytes = (await warm.arrayBuffer()).byteLength;
    const load = loadavg()[0]!.toFixed(1);
    const row = {
      backend,
      messages: total,
      route: route!,
      bytes,
      ...(await measure(url, {
        connections: CONNECTIONS,
        duration: DURATION,
        token,
      })),
      'load 1m': load,
    };
    console.error(row);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------- the run

interface ReferenceRow extends Measurement {
  server: string;
  when: string;
}

async function references(databaseUrl: string, when: string): Promise<ReferenceRow[]> {
  const rows: ReferenceRow[] = [];
  for (const kind of ['hello', 'one-read'] as const) {
    rows.push(
      await withServer(kind, { BENCH_URL: databaseUrl }, async (url) => {
        await fetch(url).then((r) => r.arrayBuffer());
        const row = {
          server: kind,
          when,
          ...(await measure(`${url}/`, { connections: CONNECTIONS, duration: DURATION })),
        };
        console.error(row);
        return row;
      }),
    );
  }
  return rows;
}

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function runBackend(
  backend: Backend,
  databaseUrl: string,
  out: { delivery: DeliveryRow[]; reads: ReadRow[]; plans: PlanRow[]; seeding: string[] },
) {
  const dataDir = join(workDir, backend);
  const open = () =>
    openDatabase(backend === 'postgres' ? { databaseUrl, poolSize: 4 } : { dataDir });
  const env: Record<string, string> =
    backend === 'postgres'
      ? { BENCH_URL: databaseUrl, BENCH_DATA_DIR: dataDir }
      : { BENCH_DATA_DIR: dataDir };
  {
    // The one-read reference reads the PostgreSQL database: it was seeded first, by the caller.
    let handle = await open();
    let people: People;
    try {
      await handle.migrate();
      await syncCatalogue(handle.db);
      people =
        backend === 'postgres' && ownPeople ? ownPeople : await seedPeople(handle.db as Database);
    } finally {
      await handle.close();
    }

    out.delivery.push(
      await withServer('app', env, async (url) => {
        console.error(`delivery on ${backend}: ${people.buddies.length} streams...`);
        const row = await delivery(url, people, backend);
        console.error(row);
        return row;
      }),
    );

    const sizes = backend === 'postgres' ? SIZES : PGLITE_SIZES;
    for (const size of sizes) {
      handle = await open();
      let total: number;
      try {
        const grown = await growMessages(handle.db, people, size);
        total = grown.total;
        out.seeding.push(`${backend}: ${total} messages after ${grown.seedSeconds} s`);
        out.plans.push(...(await plans(handle, people, backend, total)));
      } finally {
        await handle.close();
      }
      out.reads.push(...(await withServer('app', env, (url) => reads(url, people, backend, size))));
    }
  }
}

/** The PostgreSQL database's people, seeded before the references run. */
let ownPeople: People | undefined;
/** Every directory the run makes (PGlite's, the apps' uploads): removed at the end. */
let workDir = '';

async function runAll() {
  const loads = [`start: ${load()}`];
  console.error(loads[0]);
  const out = {
    delivery: [] as DeliveryRow[],
    reads: [] as ReadRow[],
    plans: [] as PlanRow[],
    seeding: [] as string[],
  };
  const refs: ReferenceRow[] = [];
  const began = performance.now();
  workDir = mkdtempSync(join(tmpdir(), 'buddies-bench-messaging-'));
  const cleanUp = () => {
    killBenchServers();
    rmSync(workDir, { recursive: true, force: true });
    void dropDatabase(DATABASE_NAME).finally(() => process.exit(130));
  };
  process.once('SIGINT', cleanUp);
  process.once('SIGTERM', cleanUp);
  try {
    const databaseUrl = await freshDatabase(DATABASE_NAME);
    const handle = await openDatabase({ databaseUrl, poolSize: 4 });
    try {
      await handle.migrate();
      await syncCatalogue(handle.db);
      ownPeople = await seedPeople(handle.db);
    } finally {
      await handle.close();
    }
    refs.push(...(await references(databaseUrl, 'before')));
    for (const backend of BACKENDS) await runBackend(backend, databaseUrl, out);
    refs.push(...(await references(databaseUrl, 'after')));
  } finally {
    await dropDatabase(DATABASE_NAME);
    rmSync(workDir, { recursive: true, force: true });
  }
  loads.push(`end: ${load()}`);
  report(refs, out, loads, Number(seconds(began)));
}

function table(items: readonly object[]) {
  const rows = items as readonly Record<string, unknown>[];
  if (rows.length === 0) return console.log('(not measured)\n');
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) =>
    typeof value === 'string' && value.startsWith('GET ') ? `\`${value}\`` : String(value);
  console.log(`| ${columns.join(' | ')} |`);
  console.log(
    `| ${columns.map((c) => (typeof rows[0]![c] === 'number' ? '--:' : '---')).join(' | ')} |`,
  );
  for (const row of rows) console.log(`| ${columns.map((c) => cell(row[c])).join(' | ')} |`);
  console.log();
}

function report(
  refs: ReferenceRow[],
  out: { delivery: DeliveryRow[]; reads: ReadRow[]; plans: PlanRow[]; seeding: string[] },
  loads: string[],
  totalSeconds: number,
) {
  const mean = (server: string) => {
    const values = refs.filter((r) => r.server === server).map((r) => r['req/s']);
    return values.reduce((a, b) => a + b, 0) / values.length;
  };
  const hello = mean('hello');
  const oneRead = mean('one-read');
  const percent = (value: number, reference: number) => `${Math.round((100 * value) / reference)}%`;
  console.log(
    `\n${new Date().toISOString()}: ${CLIENTS} streams, ${RATE} messages/s for ${SEND_SECONDS} s; ` +
      `reads with ${CONNECTIONS} connections, ${DURATION} s per route; ${totalSeconds} s in all\n`,
  );
  for (const line of loads) console.log(`- load ${line}`);
  for (const line of out.seeding) console.log(`- seeded ${line}`);
  console.log('\nReferences (measured before and after the app; ratios use their mean):\n');
  table(refs.map((r) => ({ ...r, 'vs hello': percent(r['req/s'], hello) })));
  console.log("Delivery, POST to the receiver's `event: message` frame:\n");
  table(out.delivery);
  console.log(
    `Reads at scale (the reader has ${READER_MESSAGES} messages in 20 conversations; ` +
      `the heavy user a tenth of the database, at most ${HEAVY_MESSAGES}):\n`,
  );
  table(out.reads.map((r) => ({ ...r, 'vs one read': percent(r['req/s'], oneRead) })));
  console.log('Plans (EXPLAIN ANALYZE of the SQL the repository builds):\n');
  table(out.plans);
}

if (process.argv[2] === 'serve') {
  const server = await serve(process.argv[3] as Kind);
  const close = () => void server.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.stdin.on('end', close);
  process.stdin.resume();
  console.log(JSON.stringify({ benchUrl: server.url }));
} else {
  await runAll();
}
