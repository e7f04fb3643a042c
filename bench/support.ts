/**
 * What the benchmarks share: a fresh PostgreSQL database, bulk-seeded approved buddies, a
 * learner's bearer token, and autocannon run in a process of its own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { like, sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import type { Database } from '../src/server/db/client';
import { authSessions } from '../src/server/db/schema/auth';
import { users } from '../src/server/db/schema/users';
import { DISTRICT_IDS } from '../src/shared/districts';
import { hashToken, newToken } from '../src/server/lib/tokens';
import { createAccount } from '../src/server/modules/accounts/service';
import {
  AUTH_SESSION_ABSOLUTE_MS,
  AUTH_SESSION_IDLE_MS,
  startAuthSession,
} from '../src/server/modules/auth/auth-sessions';
import { refreshOpenTimeSummaries } from '../src/server/modules/availability/summary-refresh';

/** The server the benchmarks create their databases on: local unless BENCH_DATABASE_URL says. */
export const BENCH_SERVER =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: BENCH_SERVER });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates database `name` afresh on the bench server; resolves to its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await onServer(`create database ${name}`);
  const url = new URL(BENCH_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (name: string) =>
  onServer(`drop database if exists ${name} with (force)`);

/** Adds approved buddies 'bench-<n>' until there are `total`, in bulk SQL. */
export async function seedBuddies(db: Database, total: number, from = 0) {
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

/**
 * Every bench buddy's week as buddies keep theirs, in bulk SQL: weekly availability for a year
 * (on about three days a week, two to four hours starting between 07:00 and 18:30, varied by
 * buddy and day), one to three districts where they meet, a travel time of 0, 15 or 30 minutes,
 * rates from 15 to 45 euros an hour (some a range), instant booking on a quarter of the offers,
 * and their open-time summaries written as the housekeeping job writes them. Buddies with slots
 * already keep their week.
 */
export async function seedBuddyWeeks(db: Database) {
  await db.execute(sql`
    insert into availability_slots (buddy_id, day, start_minutes, end_minutes, starts_on,
      repeat_type, repeat_frequency, repeat_duration, created_at)
    select bp.user_id, d.day, s.start_minutes, s.start_minutes + s.length, current_date,
           'weekly', 1, 52, now()
    from buddy_profiles bp
    cross join generate_series(0, 6) as d(day)
    cross join lateral (
      select 420 + 30 * (abs(hashtext(bp.slug || ':s' || d.day)) % 24) as start_minutes,
             60 * (2 + abs(hashtext(bp.slug || ':l' || d.day)) % 3) as length
    ) s
    where bp.slug like 'bench-%' and abs(hashtext(bp.slug || ':d' || d.day)) % 7 < 3
      and not exists (select 1 from availability_slots a where a.buddy_id = bp.user_id)`);
  const districts = `{${DISTRICT_IDS.join(',')}}`;
  await db.execute(sql`
    update buddy_profiles bp set
      districts = array(
        select (${districts}::text[])[i] from (
          select distinct 1 + abs(hashtext(bp.slug || ':w' || k)) % ${DISTRICT_IDS.length}::int as i
          from generate_series(1, 1 + abs(hashtext(bp.slug || ':n')) % 3) as k
        ) picked order by i),
      travel_buffer_minutes = 15 * (abs(hashtext(bp.slug || ':t')) % 3)
    where bp.slug like 'bench-%'`);
  await db.execute(sql`
    update buddy_activities ba set
      rate_min_cents = 1500 + 250 * (abs(hashtext(ba.buddy_id::text || ba.activity_id)) % 13),
      rate_max_cents = 1500 + 250 * (abs(hashtext(ba.buddy_id::text || ba.activity_id)) % 13)
                       + 500 * (abs(hashtext(ba.activity_id || ba.buddy_id::text)) % 3),
      instant_booking = abs(hashtext(ba.buddy_id::text || ':i' || ba.activity_id)) % 4 = 0
    from buddy_profiles bp
    where bp.user_id = ba.buddy_id and bp.slug like 'bench-%'`);
  // Stale from the start: the refresh below writes them all, a hundred per transaction.
  await db.execute(sql`
    insert into open_time_summaries (buddy_id, day_parts, valid_until)
    select user_id, 0, '-infinity' from buddy_profiles where slug like 'bench-%'
    on conflict (buddy_id) do update set valid_until = '-infinity'`);
  await refreshOpenTimeSummaries(db);
  await db.execute(sql`analyze`);
}

/** Learners `<prefix><n>`, n from 1 to `count`, in one statement. */
export const learnersSql = (prefix: string, count: number) => sql`
  insert into users (email, password_hash, role, full_name, username, profile_status)
  select ${prefix} || n || '@example.com', 'x', 'learner', 'Learner ' || ${prefix} || n,
         ${prefix} || n, 'approved'
  from generate_series(1, ${count}::int) as n`;

/** The ids of the users named `<prefix><n>`, by n. */
export async function idsOf(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(like(users.username, `${prefix}%`));
  const number = (username: string) => Number(username.slice(prefix.length));
  return rows.sort((a, b) => number(a.username) - number(b.username)).map((r) => r.id);
}

/** One sign-in per user, as startAuthSession makes them, in bulk: the bearer tokens. */
export async function signIn(db: Database, userIds: readonly string[]): Promise<string[]> {
  const now = Date.now();
  const tokens = userIds.map(() => newToken());
  const rows = userIds.map((userId, i) => ({
    userId,
    tokenHash: hashToken(tokens[i]!),
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + AUTH_SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now + AUTH_SESSION_ABSOLUTE_MS),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(authSessions).values(rows.slice(i, i + 500));
  }
  return tokens;
}

/** The rows a statement answers: node-postgres and PGlite both answer with { rows }. */
export const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A uuid[] parameter. */
export const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The conversation rows made afresh from all messages: last message, unread count per side. */
export const CONVERSATIONS_FROM_MESSAGES = [
  sql`truncate conversations`,
  sql`
    insert into conversations (owner_id, counterpart_id, last_message_id, last_message_at, unread_count)
    select distinct on (owner_id, counterpart_id) owner_id, counterpart_id, id, created_at,
           count(*) filter (where incoming and read_at is null) over (partition by owner_id, counterpart_id)
    from (select sender_id as owner_id, receiver_id as counterpart_id, id, created_at, read_at, false as incoming from messages
          union all
          select receiver_id, sender_id, id, created_at, read_at, true from messages) as sides
    order by owner_id, counterpart_id, created_at desc, id desc`,
];

/** A learner signed in (a session row, no password check): the bearer token. */
export async function learnerToken(db: Database): Promise<string> {
  const learner = await createAccount(db, {
    role: 'learner',
    email: `bench-learner-${Date.now()}@example.com`,
    fullName: 'Bench Learner',
    passwordHash: 'x',
  });
  return startAuthSession(db, learner.id);
}

export interface Measurement {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

/** One request of a load: a path on the server, with a sign-in and a JSON body when given. */
export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  /**
   * A page request: it accepts what a browser accepts, and its sign-in goes in the page cookie
   * (decision 033), not the bearer header.
   */
  page?: boolean;
  body?: unknown;
  /** More headers, as sent. */
  headers?: Record<string, string>;
}

/** What `load.ts` sends: `requests` in turn, for `duration` seconds or `amount` requests. */
export interface Load {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests: BenchRequest[];
  /** Where in `requests` to begin (a write is not sent twice). */
  from?: number;
}

export interface LoadResult extends Measurement {
  /** Requests answered. */
  requests: number;
  /** Where in `requests` the next load should begin. */
  next: number;
  /**
   * CPU µs of autocannon's process per answer: it grows with the answer's size, and shares the
   * machine with the server.
   */
  'client µs': number;
}

/** autocannon in its own process (`load.ts`), so that it does not share the server's event loop. */
export function runLoad(load: Load): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(load));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as LoadResult)
        : reject(new Error(`load.ts: ${code}`)),
    );
  });
}

/** One URL, with a bearer token when given. */
export async function measure(
  url: string,
  options: { connections: number; duration: number; token?: string | undefined },
): Promise<Measurement> {
  const { origin, pathname, search } = new URL(url);
  const {
    requests: _,
    next: __,
    'client µs': ___,
    ...measured
  } = await runLoad({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    requests: [{ path: pathname + search, ...(options.token && { token: options.token }) }],
  });
  return measured;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** CPU time (user and system) a process has used so far, in µs; 0 once it is gone (Linux). */
export function cpuMicros(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/** The PostgreSQL server processes serving connections to one database, by pid. */
export async function backendPids(databaseName: string): Promise<number[]> {
  const admin = new pg.Client({ connectionString: BENCH_SERVER });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      // Client connections only: autovacuum, say, works on its own time.
      "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
      [databaseName],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

/** The bare reference: a Fastify answering a small JSON. */
export async function serveHello() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/**
 * The one-read reference: a Fastify answering one primary-key read of `users` through
 * pg.Pool({ max: 10 }), for the user with this username.
 */
export async function serveOneRead(databaseUrl: string | undefined, username: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const { rows } = await pool.query<{ id: string }>('select id from users where username = $1', [
    username,
  ]);
  const id = rows[0]!.id;
  const app = Fastify();
  app.get('/', async () => {
    const result = await pool.query('select id, full_name from users where id = $1', [id]);
    return result.rows[0];
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/**
 * The floor of a message's write: what sending one stores (the message, both sides'
 * conversation rows, an event for each side with its notification, a mail waiting in the
 * outbox) in a single statement, with no checks, between pairs of 20 senders and 50 receivers
 * as the app's write routes spread theirs. A bare Fastify through pg.Pool({ max: 10 }).
 */
export async function serveOneWrite(databaseUrl: string | undefined) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const { rows } = await pool.query<{ id: string }>(
    "select id from users where username like 'bench-%' order by username limit 70",
  );
  const ids = rows.map((row) => row.id);
  let n = 0;
  const app = Fastify();
  app.post('/', async () => {
    const sender = ids[n % 20]!;
    const receiver = ids[20 + (n++ % 50)]!;
    const result = await pool.query(WRITE_FLOOR, [sender, receiver, `Hello (${n})`]);
    return result.rows[0];
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

const WRITE_FLOOR = `
with message as (
  insert into messages (sender_id, receiver_id, content, created_at)
  values ($1, $2, $3, now()) returning id, created_at
), sides as (
  insert into conversations (owner_id, counterpart_id, last_message_id, last_message_at, unread_count)
  select $1, $2, id, created_at, 0 from message
  union all select $2, $1, id, created_at, 1 from message
  on conflict (owner_id, counterpart_id) do update set
    last_message_id = excluded.last_message_id,
    last_message_at = excluded.last_message_at,
    unread_count = conversations.unread_count + excluded.unread_count
), events as (
  insert into user_events (user_id, name, data, created_at)
  select $1, 'message-sent', json_build_object('id', id)::jsonb, now() from message
  union all select $2, 'message-received', json_build_object('id', id)::jsonb, now() from message
  returning id
), mail as (
  insert into outbox (topic, payload, next_attempt_at)
  select 'bench', json_build_object('messageId', id)::jsonb, now() + interval '1 hour' from message
)
select message.id, pg_notify('bench', (select max(id) from events)::text) from message`;
