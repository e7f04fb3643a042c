/**
 * The data of `growth.ts`: a PostgreSQL database filled with set-based SQL (INSERT ... SELECT
 * over generate_series) to a size, under every constraint of the schema: the exclusion
 * constraints on booked times hold by construction, the ledger's transactions balance at commit.
 *
 * The measured people are the same at every size, so that what grows is the tables around them:
 *
 * - the reader, a learner with 200 conversations: 2,000 messages with the measured buddy over
 *   200 days, and 5 with each of 199 other buddies;
 * - the measured buddy (`bench-1`), booked twice a day Monday to Saturday (10:00 for an hour,
 *   14:00 for an hour and a half) from a year back to four weeks ahead with 40 regular learners
 *   and the reader, a tenth of past ones cancelled, a fifth of future ones still proposals; weekly
 *   availability 09:00-18:00 Monday to Saturday, a day off in three days, 15 minutes of travel.
 *
 * Around them: `buddies` approved buddies (seedBuddies) and as many learners; the rest of the
 * messages between learners and buddies (about ten per pair, over a year); the rest of the
 * sessions between those learners and the other buddies on a grid of hours over two years back
 * and eight weeks ahead (completed, cancelled or rejected behind, booked or proposed ahead); a
 * third of the buddies with weekly availability; and, as with payments on (decision 038), every
 * booked session of the last six months and ahead paid, with its ledger: the charge, the
 * provider's fee and, once completed, the transfer to the buddy.
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { CONVERSATIONS_FROM_MESSAGES, idsOf, learnersSql, rowsOf, seedBuddies } from './support';

export interface GrowthSize {
  name: string;
  messages: number;
  sessions: number;
  buddies: number;
}

export interface GrowthPeople {
  /** The learner whose inbox and conversation are read. */
  reader: string;
  /** The buddy whose week, earnings and open times are read. */
  buddy: string;
  buddySlug: string;
}

/** The reader's conversations: one long, the others short. */
const LONG_CONVERSATION = 2000;
const SHORT_CONVERSATIONS = 199;
const SHORT_CONVERSATION = 5;
/** Learners who book the measured buddy again and again (the reader too, now and then). */
const REGULARS = 40;
/** Weeks of the measured buddy's bookings behind and ahead. */
const WEEKS_BEHIND = 52;
const WEEKS_AHEAD = 4;
/** The other sessions lie on a grid of whole hours, 08:00-20:00, over these days. */
const DAYS_BEHIND = 730;
const DAYS_AHEAD = 56;
/** Booked sessions this recent or later were paid through the provider. */
const PAID_SINCE = "interval '183 days'";

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** `ids` of the users named `<prefix><n>` as a uuid[] ordered by n, in SQL. */
const idArray = (prefix: string) =>
  sql`(select array_agg(id order by substr(username, ${
    prefix.length + 1
  }::int)::int) from users where username like ${`${prefix}%`})`;

/** Today's Monday in Amsterdam, as a date. */
const MONDAY = sql`date_trunc('week', (now() at time zone 'Europe/Amsterdam'))::date`;

async function step(db: Database, name: string, statements: SQL[]) {
  const began = performance.now();
  for (const statement of statements) await db.execute(statement);
  console.error(`  ${name}: ${seconds(began)} s`);
}

/** Fills a migrated database (with its catalogue) to `size`; the measured people. */
export async function seedGrowth(db: Database, size: GrowthSize): Promise<GrowthPeople> {
  const began = performance.now();
  console.error(
    `seeding ${size.name}: ${size.buddies} buddies, ${size.messages} messages, ${size.sessions} sessions`,
  );
  const buddiesBegan = performance.now();
  await seedBuddies(db, size.buddies);
  console.error(`  buddies: ${seconds(buddiesBegan)} s`);
  await step(db, 'learners', [
    learnersSql('growth-learner-', size.buddies),
    learnersSql('growth-regular-', REGULARS),
    learnersSql('growth-reader-', 1),
    sql`insert into learner_profiles (user_id) select id from users where role = 'learner'
        on conflict do nothing`,
  ]);
  const reader = (await idsOf(db, 'growth-reader-'))[0]!;
  const [buddy] = await rowsOf<{ id: string; slug: string }>(
    db,
    sql`select user_id as id, slug from buddy_profiles where slug = 'bench-1'`,
  );
  if (!buddy) throw new Error('no bench-1');
  await step(db, 'messages', messageStatements(size, reader, buddy.id));
  await step(db, 'conversations', CONVERSATIONS_FROM_MESSAGES);
  await step(db, "the buddy's sessions", [buddySessions(reader, buddy.id)]);
  await step(db, 'other sessions', [await otherSessions(db, size)]);
  await step(db, 'payments and ledger', paymentStatements());
  await step(db, 'availability', availabilityStatements(buddy.id));
  await step(db, 'user events, reconciliation', [
    // What tabs were told of the last week's messages (housekeeping keeps a week).
    sql`insert into user_events (user_id, name, data, created_at)
        select side.user_id, 'message',
               jsonb_build_object('id', m.id, 'senderId', m.sender_id, 'receiverId', m.receiver_id,
                                  'content', m.content, 'createdAt', m.created_at),
               m.created_at
        from messages m cross join lateral (values (m.sender_id), (m.receiver_id)) as side(user_id)
        where m.created_at > now() - interval '7 days'
        order by m.created_at`,
    // Today's reconciliation has run: the app's housekeeping does not start one while measured.
    sql`insert into reconciliation_runs (started_at, finished_at, window_from, window_to)
        values (now() - interval '1 hour', now() - interval '59 minutes',
                now() - interval '1 day 1 hour', now() - interval '1 hour')`,
  ]);
  await step(db, 'vacuum analyze', [sql`vacuum analyze`]);
  console.error(`seeded ${size.name} in ${seconds(began)} s`);
  return { reader, buddy: buddy.id, buddySlug: buddy.slug };
}

function messageStatements(size: GrowthSize, reader: string, buddy: string): SQL[] {
  const short = SHORT_CONVERSATIONS * SHORT_CONVERSATION;
  const filler = Math.max(0, size.messages - LONG_CONVERSATION - short);
  const pairs = Math.max(1, Math.floor(filler / 10));
  return [
    // The long conversation: one message every 2.4 hours back from now; the newest unread.
    sql`insert into messages (sender_id, receiver_id, content, created_at, read_at)
        select case when n % 2 = 0 then ${reader}::uuid else ${buddy}::uuid end,
               case when n % 2 = 0 then ${buddy}::uuid else ${reader}::uuid end,
               'Message ' || n || ': shall we meet at the market on Saturday, or rather at the library?',
               at, case when n > 3 then at + interval '10 minutes' end
        from generate_series(1, ${LONG_CONVERSATION}::int) as n,
             lateral (select now() - n * interval '144 minutes' as at) as t`,
    // Five messages with each of bench-2 to bench-200, over the last year.
    sql`insert into messages (sender_id, receiver_id, content, created_at, read_at)
        select case when n % 2 = 0 then ${reader}::uuid else b.ids[2 + n / ${SHORT_CONVERSATION}::int] end,
               case when n % 2 = 0 then b.ids[2 + n / ${SHORT_CONVERSATION}::int] else ${reader}::uuid end,
               'Hello! Would you have time for a walk and a talk next week? (' || n || ')',
               at, at + interval '1 hour'
        from (select ${idArray('bench-')} as ids) as b,
             generate_series(0, ${short - 1}::int) as n,
             lateral (select now() - (1 + (n * 7919) % 365) * interval '1 day'
                             + (n % ${SHORT_CONVERSATION}::int) * interval '1 hour' as at) as t`,
    // The rest between learners and buddies, about ten per pair; nine in ten read.
    sql`insert into messages (sender_id, receiver_id, content, created_at, read_at)
        select case when g.n % 2 = 0 then l.ids[1 + g.p % ${size.buddies}::int]
                    else b.ids[1 + (g.p / ${size.buddies}::int + g.p) % ${size.buddies}::int] end,
               case when g.n % 2 = 0 then b.ids[1 + (g.p / ${size.buddies}::int + g.p) % ${size.buddies}::int]
                    else l.ids[1 + g.p % ${size.buddies}::int] end,
               'Message ' || g.n || ': see you at the station at ten, I will bring the tickets.',
               g.at, case when g.n % 10 <> 0 then g.at + interval '1 hour' end
        from (select ${idArray('bench-')} as ids) as b,
             (select ${idArray('growth-learner-')} as ids) as l,
             (select n, floor(random() * ${pairs}::int)::int as p,
                     now() - random() * interval '365 days' as at
              from generate_series(1, ${filler}::int) as n) as g`,
  ];
}

/**
 * The measured buddy's bookings: Monday to Saturday at 10:00 (an hour) and 14:00 (an hour and a
 * half), Amsterdam time, each with a regular learner (the reader one time in ten).
 */
function buddySessions(reader: string, buddy: string): SQL {
  return sql`
    insert into sessions (learner_id, buddy_id, activity_id, status, starts_at, ends_at,
      duration_minutes, location, price_cents, rate_min_cents, rate_max_cents, message,
      learner_confirmed_at, buddy_confirmed_at, cancelled_at, cancelled_by, cancel_reason,
      created_at, updated_at)
    select t.learner_id, ${buddy}::uuid, offer.activity_id, t.status, t.starts_at, t.ends_at,
      t.minutes, 'Amsterdam', 2750 * t.minutes / 60, 2500, 3000, 'Shall we practise together?',
      case when t.status = 'completed' then t.ends_at + interval '1 hour' end,
      case when t.status = 'completed' then t.ends_at + interval '2 hours' end,
      case when t.status = 'cancelled' then t.starts_at - interval '1 day' end,
      case when t.status = 'cancelled' then t.learner_id end,
      case when t.status = 'cancelled' then 'Something came up, sorry.' end,
      t.starts_at - interval '5 days', t.starts_at - interval '4 days'
    from (
      select n, learner_id, starts_at, starts_at + minutes * interval '1 minute' as ends_at, minutes,
        case
          when starts_at + minutes * interval '1 minute' < now() - interval '2 days'
            then case when n % 10 = 0 then 'cancelled' else 'completed' end
          when starts_at < now() then 'approved'
          else case when n % 5 = 0 then 'pending' else 'approved' end
        end as status
      from (
        select row_number() over () as n,
          case when i % 10 = 3 then ${reader}::uuid else r.ids[1 + i % ${REGULARS}::int] end
            as learner_id,
          ((${MONDAY} + w * 7 + d) + case when s = 0 then time '10:00' else time '14:00' end)
            at time zone 'Europe/Amsterdam' as starts_at,
          case when s = 0 then 60 else 90 end as minutes
        from (select ${idArray('growth-regular-')} as ids) as r,
             generate_series(${-WEEKS_BEHIND}::int, ${WEEKS_AHEAD - 1}::int) as w,
             generate_series(0, 5) as d, generate_series(0, 1) as s,
             lateral (select (w + ${WEEKS_BEHIND}::int) * 12 + d * 2 + s as i) as numbered
      ) as slots
    ) as t
    cross join lateral (
      select activity_id from buddy_activities where buddy_id = ${buddy}::uuid limit 1
    ) as offer`;
}

/**
 * The other sessions, one hour each, between bench-2..bench-N and the learners. The n-th is the
 * k-th of buddy b (n = k * buddies + b) at hour k * step + b % step of the grid: a buddy's
 * sessions never share an hour; learner (b + 7k) mod learners makes two sessions in one hour
 * (same k) two learners, so no booked time overlaps another of either side.
 */
async function otherSessions(db: Database, size: GrowthSize): Promise<SQL> {
  const [{ taken } = { taken: 0 }] = await rowsOf<{ taken: number }>(
    db,
    sql`select count(*)::int as taken from sessions`,
  );
  const count = Math.max(0, size.sessions - taken);
  const buddies = size.buddies - 1;
  const perBuddy = Math.ceil(count / buddies);
  const step = Math.floor(((DAYS_BEHIND + DAYS_AHEAD) * 12) / perBuddy);
  return sql`
    insert into sessions (learner_id, buddy_id, activity_id, status, starts_at, ends_at,
      duration_minutes, location, price_cents, rate_min_cents, rate_max_cents, message,
      learner_confirmed_at, buddy_confirmed_at, cancelled_at, cancelled_by, cancel_reason,
      created_at, updated_at)
    select g.learner_id, g.buddy_id, c.ids[1 + abs(hashtext('bench-' || (g.b + 2))) % 12],
      g.status, g.starts_at, g.starts_at + interval '1 hour', 60, 'Amsterdam', 2750, 2500, 3000,
      'Would you have time for me?',
      case when g.status = 'completed' then g.starts_at + interval '2 hours' end,
      case when g.status = 'completed' then g.starts_at + interval '3 hours' end,
      case when g.status = 'cancelled' then g.starts_at - interval '1 day' end,
      case when g.status = 'cancelled' then g.learner_id end,
      case when g.status = 'cancelled' then 'Something came up, sorry.' end,
      g.starts_at - interval '5 days', g.starts_at - interval '4 days'
    from (select array_agg(id order by sort_order) as ids from activities) as c,
    lateral (
      select s.*,
        case
          when s.starts_at < now() - interval '2 days'
            then case when s.n % 100 < 85 then 'completed'
                      when s.n % 100 < 93 then 'cancelled' else 'rejected' end
          when s.starts_at < now() then 'approved'
          else case when s.n % 4 = 0 then 'pending' else 'approved' end
        end as status
      from (
        select n, b, k, l.ids[1 + (b + 7 * k) % ${size.buddies}::int] as learner_id,
          bd.ids[b + 2] as buddy_id,
          date_trunc('day', now()) - ${DAYS_BEHIND}::int * interval '1 day'
            + ((k * ${step}::int + b % ${step}::int) / 12) * interval '1 day'
            + (8 + (k * ${step}::int + b % ${step}::int) % 12) * interval '1 hour' as starts_at
        from (select ${idArray('bench-')} as ids) as bd,
             (select ${idArray('growth-learner-')} as ids) as l,
             generate_series(0, ${count - 1}::int) as n,
             lateral (select n % ${buddies}::int as b, n / ${buddies}::int as k) as bk
      ) as s
    ) as g`;
}

/** Booked sessions of the last six months and ahead paid, with their ledger (decision 038). */
function paymentStatements(): SQL[] {
  const share = sql`round(s.price_cents * 0.8)::int`;
  const fee = sql`(round(s.price_cents * 0.015)::int + 25)`;
  return [
    sql.raw(`
      insert into payments (session_id, kind, status, amount_cents, due_at, checkout_id,
        payment_id, created_at, paid_at)
      select id, 'booking', 'paid', price_cents, created_at + interval '1 day',
        'cs_growth_' || replace(id::text, '-', ''), 'pi_growth_' || replace(id::text, '-', ''),
        created_at, created_at + interval '2 hours'
      from sessions
      where status in ('completed', 'approved') and starts_at >= now() - ${PAID_SINCE}`),
    sql`
      with t as (
        insert into ledger_transactions (kind, session_id, reference, created_at)
        select 'charge', session_id, payment_id, paid_at from payments where status = 'paid'
        returning id, session_id
      )
      insert into ledger_entries (transaction_id, session_id, account, amount_cents)
      select t.id, t.session_id, e.account, e.cents
      from t join sessions s on s.id = t.session_id,
      lateral (values ('provider_balance', s.price_cents), ('buddy_payable', -${share}),
                      ('platform_fees', ${share} - s.price_cents)) as e(account, cents)`,
    sql`
      with t as (
        insert into ledger_transactions (kind, session_id, reference, created_at)
        select 'provider_fee', session_id, 'txn_' || payment_id, paid_at + interval '1 minute'
        from payments where status = 'paid'
        returning id, session_id
      )
      insert into ledger_entries (transaction_id, session_id, account, amount_cents)
      select t.id, t.session_id, e.account, e.cents
      from t join sessions s on s.id = t.session_id,
      lateral (values ('provider_fees', ${fee}), ('provider_balance', -${fee})) as e(account, cents)`,
    sql`
      with t as (
        insert into ledger_transactions (kind, session_id, reference, created_at)
        select 'transfer', s.id, 'tr_growth_' || replace(s.id::text, '-', ''),
               s.ends_at + interval '1 day'
        from sessions s join payments p on p.session_id = s.id and p.status = 'paid'
        where s.status = 'completed' and s.ends_at < now() - interval '2 days'
        returning id, session_id
      )
      insert into ledger_entries (transaction_id, session_id, account, amount_cents)
      select t.id, t.session_id, e.account, e.cents
      from t join sessions s on s.id = t.session_id,
      lateral (values ('buddy_payable', ${share}), ('provider_balance', -${share}))
        as e(account, cents)`,
  ];
}

function availabilityStatements(buddy: string): SQL[] {
  const today = sql`(now() at time zone 'Europe/Amsterdam')::date`;
  return [
    sql`insert into availability_slots (buddy_id, day, start_minutes, end_minutes, starts_on,
          repeat_type, repeat_frequency, repeat_duration, created_at)
        select ${buddy}::uuid, day, 540, 1080, ${today} - 90, 'weekly', 1, 52, now() - interval '90 days'
        from generate_series(0, 5) as day`,
    sql`insert into availability_days_off (buddy_id, date) values (${buddy}::uuid, ${today} + 3)`,
    sql`update buddy_profiles set travel_buffer_minutes = 15 where user_id = ${buddy}::uuid`,
    // A third of the other buddies: two weekly slots on neighbouring days.
    sql`insert into availability_slots (buddy_id, day, start_minutes, end_minutes, starts_on,
          repeat_type, repeat_frequency, repeat_duration, created_at)
        select bp.user_id, (h.d + x.i) % 7, x.start_minutes, x.end_minutes, ${today} - h.ago,
               'weekly', 1 + h.d % 2, 52, now() - h.ago * interval '1 day'
        from buddy_profiles bp,
             lateral (select abs(hashtext(bp.slug || 'd')) % 6 as d,
                             abs(hashtext(bp.slug || 'a')) % 200 as ago) as h,
             (values (0, 600, 780), (1, 900, 1140)) as x(i, start_minutes, end_minutes)
        where bp.slug <> 'bench-1' and abs(hashtext(bp.slug)) % 3 = 1`,
    // A tenth of them take a day off in the next month.
    sql`insert into availability_days_off (buddy_id, date)
        select user_id, ${today} + abs(hashtext(slug || 'o')) % 30 from buddy_profiles
        where slug <> 'bench-1' and abs(hashtext(slug)) % 10 = 1`,
  ];
}
