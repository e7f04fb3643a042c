/**
 * What the benchmarks share: a fresh PostgreSQL database, bulk-seeded approved buddies, a
 * learner's bearer token, and autocannon run in a process of its own.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import type { Database } from '../src/server/db/client';
import { createAccount } from '../src/server/modules/accounts/service';
import { startAuthSession } from '../src/server/modules/auth/auth-sessions';

const run = promisify(execFile);

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
 * A learner signed in, with `sessions` one-hour sessions with bench buddies, one a day: half of
 * them over (completed, but for the last three, which wait for confirmation), half ahead
 * (approved). The learner's id and token.
 */
export async function learnerWithSessions(db: Database, sessions: number) {
  const learner = await createAccount(db, {
    role: 'learner',
    email: `bench-sessions-${Date.now()}@example.com`,
    fullName: 'Bench Sessions',
    passwordHash: 'x',
  });
  const half = Math.floor(sessions / 2);
  await db.execute(sql`
    insert into sessions (learner_id, buddy_id, activity_id, status, starts_at, ends_at,
      duration_minutes, location, price_cents, rate_min_cents, rate_max_cents, message,
      created_at, updated_at)
    select ${learner.id}, ba.buddy_id, ba.activity_id,
      case when n <= ${half}::int - 3 then 'completed' else 'approved' end, at, at + interval '1 hour',
      60, 'Amsterdam', 2750, 2500, 3000, 'Bench', now(), now()
    from generate_series(1, ${sessions}::int) as n
    cross join lateral (
      select date_trunc('hour', now()) + (n - ${half}::int - 1) * interval '1 day' + interval '2 hours' as at
    ) t
    join lateral (
      select a.buddy_id, a.activity_id from buddy_activities a
      join buddy_profiles p on p.user_id = a.buddy_id and p.slug = 'bench-' || n
      limit 1
    ) ba on true`);
  await db.execute(sql`analyze sessions`);
  return { id: learner.id, token: await startAuthSession(db, learner.id) };
}

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

/** autocannon in its own process, so that it does not share the server's event loop. */
export async function measure(
  url: string,
  options: { connections: number; duration: number; token?: string | undefined },
): Promise<Measurement> {
  const args = ['--json', '-c', String(options.connections), '-d', String(options.duration)];
  if (options.token) args.push('-H', `authorization=Bearer ${options.token}`);
  const { stdout } = await run('node_modules/.bin/autocannon', [...args, url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
