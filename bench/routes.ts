/**
 * What `reads.ts` measures on the app, and the data behind it: public reads, and for signed-in
 * users a learner with a matching form, 200 sessions and 1,000 messages, a buddy with 200
 * sessions and a weekly availability, learners who send messages and proposals, and pending
 * proposals for buddies to approve. Needs `seedBuddies` first (1,000 buddies at least), and
 * `seedBuddyWeeks` for the buddies' own weeks.
 */
import { sql } from 'drizzle-orm';
import { amsterdamDate } from '../src/shared/amsterdam-time';
import type { Database } from '../src/server/db/client';
import { BuddyListQuerySchema } from '../src/shared/buddies';
import { createAccount } from '../src/server/modules/accounts/service';
import { listPublicBuddies } from '../src/server/modules/buddies/discovery';
import { refreshOpenTimeSummaries } from '../src/server/modules/availability/summary-refresh';
import {
  CONVERSATIONS_FROM_MESSAGES,
  idsOf,
  learnersSql,
  rowsOf,
  signIn,
  uuids,
  type BenchRequest,
} from './support';

export interface BenchRoute {
  name: string;
  /** Sent in turn: several when each request is a different write. */
  requests: BenchRequest[];
  /** A read by each of the route's sign-ins, so that the process knows them all beforehand. */
  signIns?: BenchRequest[];
}

/** Sessions of the learner and of the buddy whose reads are measured (one a day, half over). */
const SESSIONS = 200;
/** The learner's messages: `WITH_BUDDY` with the buddy, the rest 20 each with 40 others. */
const MESSAGES = 1000;
const WITH_BUDDY = 200;
/**
 * Learners who write. Each sends a message at most 30 times a minute and a proposal 20 times an
 * hour (the rate limits): 1,000 of them send 20,000 of each within those.
 */
const WRITERS = 1000;
/** Buddies `bench-101` to `bench-1000` receive the writes and approve the proposals. */
const FIRST_ADDRESSEE = 101;
const ADDRESSEES = 900;

/**
 * `count` one-hour sessions, the n-th between `learners[n]` and `buddies[n]` (cycled), one a day
 * at `hour` past the current hour: half over (completed, but for the last three, which wait for
 * confirmation), half ahead (approved).
 */
async function bookDaily(
  db: Database,
  learners: readonly string[],
  buddies: readonly string[],
  count: number,
  hour: number,
) {
  const half = Math.floor(count / 2);
  await db.execute(sql`
    insert into sessions (learner_id, buddy_id, activity_id, status, starts_at, ends_at,
      duration_minutes, location, price_cents, rate_min_cents, rate_max_cents, message,
      created_at, updated_at)
    select p.learner_id, p.buddy_id, offer.activity_id,
      case when n <= ${half}::int - 3 then 'completed' else 'approved' end, at, at + interval '1 hour',
      60, 'Amsterdam', 2750, 2500, 3000, 'Bench', now(), now()
    from generate_series(1, ${count}::int) as n
    cross join lateral (
      select (${uuids(learners)})[1 + (n - 1) % ${learners.length}::int] as learner_id,
             (${uuids(buddies)})[1 + (n - 1) % ${buddies.length}::int] as buddy_id,
             date_trunc('hour', now()) + (n - ${half}::int - 1) * interval '1 day'
               + ${hour}::int * interval '1 hour' as at
    ) p
    cross join lateral (
      select activity_id from buddy_activities where buddy_id = p.buddy_id limit 1
    ) offer`);
}

/**
 * The learner's messages, an hour apart back from now, nine in ten read: `WITH_BUDDY` with
 * `buddies[0]`, 20 each with the next ones; then the conversation rows.
 */
async function writeMessages(db: Database, learner: string, buddies: readonly string[]) {
  await db.execute(sql`
    insert into messages (sender_id, receiver_id, content, created_at, read_at)
    select case when n % 2 = 0 then ${learner}::uuid else buddy end,
           case when n % 2 = 0 then buddy else ${learner}::uuid end,
           'Bench message ' || n || ': shall we meet at the market on Saturday?', at,
           case when n % 10 <> 0 then at + interval '5 minutes' end
    from generate_series(1, ${MESSAGES}::int) as n
    cross join lateral (
      select (${uuids(buddies)})[case when n <= ${WITH_BUDDY}::int then 1
                                     else 2 + (n - ${WITH_BUDDY}::int) % 40 end] as buddy,
             now() - n * interval '1 hour' as at
    ) p`);
  for (const statement of CONVERSATIONS_FROM_MESSAGES) await db.execute(statement);
}

/** `count` pending proposals far ahead, an hour apart (none overlaps another once approved). */
async function pendingProposals(
  db: Database,
  learners: readonly string[],
  buddies: readonly string[],
  count: number,
) {
  return rowsOf<{ id: string; buddy_id: string }>(
    db,
    sql`
    insert into sessions (learner_id, buddy_id, activity_id, status, starts_at, ends_at,
      duration_minutes, location, price_cents, rate_min_cents, rate_max_cents, message,
      created_at, updated_at)
    select p.learner_id, p.buddy_id, offer.activity_id, 'pending', at, at + interval '1 hour',
      60, 'Amsterdam', 2750, 2500, 3000, 'Would you have time for me?', now(), now()
    from generate_series(1, ${count}::int) as n
    cross join lateral (
      select (${uuids(learners)})[1 + (n - 1) % ${learners.length}::int] as learner_id,
             (${uuids(buddies)})[1 + (n - 1) % ${buddies.length}::int] as buddy_id,
             date_trunc('hour', now()) + interval '400 days' + n * interval '1 hour' as at
    ) p
    cross join lateral (
      select activity_id from buddy_activities where buddy_id = p.buddy_id limit 1
    ) offer
    returning id, buddy_id`,
  );
}

/**
 * The buddy's week: 08:00–20:00 every weekday and Saturday, weekly for a year from today, with a
 * day off a week ahead and 15 minutes of travel around each session, and its open-time summary
 * (written as the housekeeping job writes a stale one); their slug.
 */
async function weeklyAvailability(db: Database, buddy: string) {
  // In place of the week seedBuddyWeeks gave them.
  await db.execute(sql`delete from availability_slots where buddy_id = ${buddy}::uuid`);
  await db.execute(sql`
    insert into availability_slots (buddy_id, day, start_minutes, end_minutes, starts_on,
      repeat_type, repeat_frequency, repeat_duration, created_at)
    select ${buddy}::uuid, day, 480, 1200, current_date, 'weekly', 1, 52, now()
    from generate_series(0, 5) as day`);
  await db.execute(sql`
    insert into availability_days_off (buddy_id, date) values (${buddy}::uuid, current_date + 7)`);
  await db.execute(sql`
    insert into open_time_summaries (buddy_id, day_parts, valid_until)
    values (${buddy}::uuid, 0, '-infinity')
    on conflict (buddy_id) do update set valid_until = '-infinity'`);
  await refreshOpenTimeSummaries(db);
  const [profile] = await rowsOf<{ slug: string }>(
    db,
    sql`update buddy_profiles set travel_buffer_minutes = 15 where user_id = ${buddy}::uuid
        returning slug`,
  );
  return profile!.slug;
}

/**
 * The learner's matching form, as the welcome step writes it: English, free on Tuesday and
 * Thursday evenings and weekend days, three activities, three districts and a budget of 35 euros
 * an hour.
 */
async function matchingForm(db: Database, learner: string) {
  const slots = ['Evening_1', 'Evening_3', 'Morning_5', 'Afternoon_5', 'Afternoon_6'];
  const activities = ['cooking', 'walking-talking', 'museums-exhibitions'];
  const districts = ['de-pijp', 'oud-zuid', 'centrum'];
  await db.execute(sql`
    update learner_profiles set language_learning = 'English',
      availability_slots = ${`{${slots.join(',')}}`}::text[],
      activity_ids = ${`{${activities.join(',')}}`}::text[],
      districts = ${`{${districts.join(',')}}`}::text[],
      budget_max_cents = 3500
    where user_id = ${learner}::uuid`);
}

/** The `after` of a list's second page, as the first page's Link header gives it. */
async function secondPage(db: Database, query: Record<string, string>) {
  const { nextCursor } = await listPublicBuddies(db, BuddyListQuerySchema.parse(query));
  if (!nextCursor) throw new Error(`no second page of ${JSON.stringify(query)}`);
  return `/api/buddies-with-languages?${new URLSearchParams({ ...query, after: nextCursor })}`;
}

/** An activity each addressee offers, by their id. */
async function offeredActivities(db: Database, buddies: readonly string[]) {
  const rows = await rowsOf<{ buddy_id: string; title: string }>(
    db,
    sql`
    select distinct on (ba.buddy_id) ba.buddy_id, a.title
    from buddy_activities ba join activities a on a.id = ba.activity_id
    where ba.buddy_id = any(${uuids(buddies)})
    order by ba.buddy_id, a.sort_order`,
  );
  return new Map(rows.map((row) => [row.buddy_id, row.title]));
}

/** Seeds the signed-in users and their data; the routes to measure, `writes` of each write. */
export async function benchRoutes(db: Database, writes: number): Promise<BenchRoute[]> {
  const learner = await createAccount(db, {
    role: 'learner',
    email: `bench-learner-${Date.now()}@example.com`,
    fullName: 'Bench Learner',
    passwordHash: 'x',
  });
  await matchingForm(db, learner.id);
  await db.execute(learnersSql('writer-', WRITERS));
  const writers = await idsOf(db, 'writer-');
  const benchBuddies = await idsOf(db, 'bench-');
  if (benchBuddies.length < FIRST_ADDRESSEE - 1 + ADDRESSEES) {
    throw new Error(`at least ${FIRST_ADDRESSEE - 1 + ADDRESSEES} buddies, please`);
  }
  const buddy = benchBuddies[0]!;
  const addressees = benchBuddies.slice(FIRST_ADDRESSEE - 1, FIRST_ADDRESSEE - 1 + ADDRESSEES);

  await bookDaily(db, [learner.id], benchBuddies.slice(0, SESSIONS), SESSIONS, 2);
  // The buddy's other sessions are with writers, three hours after the learner's of the day.
  await bookDaily(db, writers.slice(0, SESSIONS - 1), [buddy], SESSIONS - 1, 5);
  await writeMessages(db, learner.id, benchBuddies.slice(0, 41));
  const pending = await pendingProposals(db, writers, addressees, writes);
  const buddySlug = await weeklyAvailability(db, buddy);
  await db.execute(sql`analyze`);

  const secondPages: Record<string, string>[] = [
    {},
    { sort: 'price' },
    { sort: 'rating' },
    { sort: 'soonest' },
    { sort: 'price', priceMax: '40' },
    { days: '5,6', parts: 'morning,afternoon' },
    { districts: 'de-pijp,oud-zuid' },
    { instant: '1' },
  ];
  const nextPages = await Promise.all(secondPages.map((query) => secondPage(db, query)));

  const [learnerToken, buddyToken] = await signIn(db, [learner.id, buddy]);
  const writerTokens = await signIn(db, writers);
  const addresseeTokens = new Map(
    (await signIn(db, addressees)).map((token, i) => [addressees[i]!, token]),
  );
  const offered = await offeredActivities(db, addressees);
  const week = amsterdamDate(new Date());
  const read = (path: string, token?: string): BenchRoute => ({
    name: `GET ${path.replace(learner.id, '{learner}').replace(buddy, '{buddy}')}`,
    requests: [{ path, ...(token && { token }) }],
  });
  const asLearner = (path: string) => read(path, learnerToken);
  /** A screen rendered for the learner whose page request carries the sign-in (needs a build). */
  const learnerPage = (path: string): BenchRoute => ({
    name: `page ${path}`,
    requests: [{ path, token: learnerToken, page: true }],
  });
  /** A page prerendered at build time, as a visitor's browser asks for it (needs a build). */
  const visitorPage = (path: string): BenchRoute => ({
    name: `visitor page ${path}`,
    requests: [{ path, page: true }],
  });
  const asBuddy = (path: string) => read(path, buddyToken);
  const byWriter = (n: number) => writerTokens[n % WRITERS]!;
  const addressee = (n: number) => addressees[n % ADDRESSEES]!;
  const days = (n: number) => 24 * 60 * 60_000 * n;
  const startOfHour = Math.floor(Date.now() / days(1 / 24)) * days(1 / 24);

  return [
    visitorPage('/'),
    visitorPage('/activities'),
    read('/api/health'),
    read('/api/activities'),
    read('/api/buddies/featured'),
    asLearner('/api/buddies-with-languages'),
    asLearner('/api/buddies-with-languages?activities=Cooking'),
    asLearner('/api/buddies-with-languages?sort=price&priceMax=40'),
    asLearner('/api/buddies-with-languages?sort=soonest&parts=evening'),
    asLearner('/api/buddies-with-languages?sort=price'),
    asLearner('/api/buddies-with-languages?sort=rating'),
    asLearner('/api/buddies-with-languages?sort=soonest'),
    asLearner('/api/buddies-with-languages?days=5,6&parts=morning,afternoon'),
    asLearner('/api/buddies-with-languages?priceMin=20&priceMax=30'),
    asLearner('/api/buddies-with-languages?districts=de-pijp,oud-zuid'),
    asLearner('/api/buddies-with-languages?instant=1'),
    asLearner(
      '/api/buddies-with-languages?activities=Cooking&instant=1&districts=centrum,jordaan,de-pijp&days=5,6',
    ),
    // Second pages: kept in memory once read, as first pages are (decision 069).
    ...nextPages.map((path) => ({
      ...asLearner(path),
      name: `GET ${path.replace(/after=[^&]*/, 'after={second}')}`,
    })),
    asLearner('/api/learner/matches'),
    asLearner('/api/buddy/bench-42'),
    asLearner('/api/buddy/bench-42/open-times'),
    asLearner('/api/learner/profile'),
    learnerPage('/learner/dashboard'),
    learnerPage('/buddy/bench-42'),
    asBuddy('/api/buddy/profile'),
    asLearner('/api/conversations'),
    asLearner(`/api/conversations/${buddy}/messages`),
    asLearner('/api/messages/recipients'),
    asLearner('/api/messages/recipients?buddy=bench-1'),
    asLearner(`/api/bookings/user/${learner.id}?week=${week}`),
    asBuddy(`/api/bookings/buddy/${buddy}?week=${week}`),
    asLearner('/api/bookings/needing-confirmation'),
    asLearner('/api/bookings/summary'),
    asLearner(`/api/proposals/learner/${learner.id}`),
    asBuddy(`/api/proposals/buddy/${buddy}`),
    asBuddy('/api/buddy/statistics'),
    asBuddy('/api/buddy/availability'),
    asLearner(`/api/buddy/${buddySlug}/open-times`),
    {
      name: 'POST /api/messages',
      signIns: writerTokens.map((token) => ({ path: '/api/learner/profile', token })),
      requests: Array.from({ length: writes }, (_, n) => ({
        method: 'POST',
        path: '/api/messages',
        token: byWriter(n),
        body: {
          receiverId: addressee(n),
          content: `Hello, would you like to practise on Saturday? (${n})`,
          clientKey: `bench-${n}`,
        },
      })),
    },
    {
      name: 'POST /api/proposals',
      signIns: writerTokens.map((token) => ({ path: '/api/learner/profile', token })),
      requests: Array.from({ length: writes }, (_, n) => ({
        method: 'POST',
        path: '/api/proposals',
        token: byWriter(n),
        body: {
          buddyId: addressee(n),
          activity: offered.get(addressee(n)),
          // Nine hours past the hour, 1 to 300 days ahead: never over a writer's booked session.
          proposedTime: new Date(startOfHour + days(1 + (n % 300)) + days(9 / 24)).toISOString(),
          duration: 60,
          message: 'Would you have time for a walk and a talk?',
        },
      })),
    },
    {
      name: 'POST /api/proposals/{id}/approve',
      signIns: [...addresseeTokens.values()].map((token) => ({
        path: '/api/buddy/profile',
        token,
      })),
      requests: pending.map((proposal) => ({
        method: 'POST',
        path: `/api/proposals/${proposal.id}/approve`,
        token: addresseeTokens.get(proposal.buddy_id)!,
        body: { response: 'See you then!' },
      })),
    },
  ];
}
