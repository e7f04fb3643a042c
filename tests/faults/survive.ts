/**
 * The production build under the faults an operator meets (issue 36), each on a PostgreSQL of its
 * own (tests/support/own-postgres.ts), never the shared one:
 *
 *   restart  PostgreSQL stopped for a while in the middle of mixed load (messages, proposals,
 *            approvals, payments through a fake Stripe) on two processes: 503 with Retry-After
 *            meanwhile, serving again within 5 s, every acknowledged write there and whole.
 *   sigkill  one of two processes killed mid-load and while it holds mail: nothing half-written,
 *            and its claimed mail delivered once by the other process when its claim runs out.
 *   smtp     the mail server down for minutes: every mail queued meanwhile delivered once after.
 *
 *   npm run faults -- [restart|sigkill|smtp]...   (all three when none is named; about 8 min)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema/outbox';
import { payments } from '../../src/server/db/schema/payments';
import { sessions } from '../../src/server/db/schema/sessions';
import { startAuthSession } from '../../src/server/modules/auth/auth-sessions';
import { stateOf } from '../../src/server/modules/payments/money';
import { lockSessionMoney } from '../../src/server/modules/payments/session-lock';
import { moneyRuleBreach } from '../../src/shared/money-rule';
import { startApp, stopApp, type AppProcess } from '../../scripts/topology/app-processes';
import {
  check,
  cleanUp,
  expect,
  onCleanUp,
  outcomes,
  sleep,
  waitUntil,
} from '../../scripts/topology/harness';
import { freePort } from '../support/e2e-server';
import { buildBuddy, buildLearner } from '../support/factories';
import { FakeStripe } from '../support/fake-stripe';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { SmtpSink } from '../support/smtp-sink';

const HOUR = 60 * 60_000;
const SECRETS = { secretKey: 'sk_test_faults', webhookSecret: 'whsec_test_faults' };
const logDir = mkdtempSync(join(tmpdir(), 'buddies-faults-'));

interface World {
  postgres: OwnPostgres;
  db: Database;
  stripe: FakeStripe;
  env: (smtp: SmtpSink) => Record<string, string>;
}

/** A PostgreSQL, a fake Stripe, and the production environment of an app process. */
async function world(): Promise<World> {
  const postgres = await startOwnPostgres();
  onCleanUp('PostgreSQL', async () => postgres.destroy());
  const stripe = new FakeStripe(SECRETS);
  await stripe.start();
  onCleanUp('fake Stripe', () => stripe.close());
  const database = await openDatabase({
    databaseUrl: postgres.url,
    poolSize: 4,
    onConnectionLost() {},
  });
  onCleanUp('database handle', () => database.close());
  return {
    postgres,
    db: database.db,
    stripe,
    env: (smtp) => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'buddies-faults-data-')),
      PUBLIC_URL: 'http://127.0.0.1',
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: SECRETS.secretKey,
      STRIPE_WEBHOOK_SECRET: SECRETS.webhookSecret,
      STRIPE_API_URL: stripe.url,
      BUSINESS_ADDRESS: 'Test address, Amsterdam',
      BUSINESS_KVK: '00000000',
      LOG_LEVEL: 'warn',
    }),
  };
}

async function started(name: string, env: Record<string, string>) {
  const app = startApp(name, await freePort(), env, logDir);
  onCleanUp(`app ${name}`, () => stopApp(app, 2_000));
  await waitUntil(
    `${name} ready`,
    async () => (await fetch(`${app.origin.url}/api/health`).catch(() => undefined))?.ok,
    60_000,
  );
  return app;
}

const running = (app: AppProcess) => app.child.exitCode === null && app.child.signalCode === null;

type Party = { id: string; email: string; token: string };

async function pairs(db: Database, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const learner = await buildLearner(db);
      const { user: buddy } = await buildBuddy(db);
      const party = async (user: { id: string; email: string }): Promise<Party> => ({
        id: user.id,
        email: user.email,
        token: await startAuthSession(db, user.id),
      });
      return { learner: await party(learner), buddy: await party(buddy) };
    }),
  );
}

/** What the load was told succeeded, to be found in the database afterwards. */
interface Acknowledged {
  messages: Set<string>;
  proposals: Set<string>;
  approvals: Set<string>;
  paid: Set<string>;
  statuses: Map<number, number>;
}

/**
 * Each pair in turn: a message, a proposal, its approval, the checkout and the payment's webhook,
 * through `origins` in turn, until `stop` says so. A step that fails is not retried: the next
 * round starts afresh.
 */
function mixedLoad(
  w: World,
  everyone: Awaited<ReturnType<typeof pairs>>,
  origins: () => string[],
  stop: () => boolean,
) {
  const ack: Acknowledged = {
    messages: new Set(),
    proposals: new Set(),
    approvals: new Set(),
    paid: new Set(),
    statuses: new Map(),
  };
  let turn = 0;
  const call = async (who: Party, method: string, path: string, body?: unknown, headers = {}) => {
    const list = origins();
    const origin = list[turn++ % list.length]!;
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    }).catch(() => undefined);
    const status = res?.status ?? 0;
    ack.statuses.set(status, (ack.statuses.get(status) ?? 0) + 1);
    return {
      status,
      json: status && status < 300 ? ((await res!.json()) as Record<string, unknown>) : {},
    };
  };
  const loops = everyone.map(async ({ learner, buddy }, index) => {
    for (let round = 0; !stop(); round++) {
      const key = `m-${index}-${round}`;
      const sent = await call(learner, 'POST', '/api/messages', {
        receiverId: buddy.id,
        content: `Hello ${key}`,
        clientKey: key,
      });
      if (sent.status === 201) ack.messages.add(key);
      const proposed = await call(learner, 'POST', '/api/proposals', {
        buddyId: buddy.id,
        activity: 'Coffee Chats',
        proposedTime: new Date(
          Math.ceil(Date.now() / HOUR) * HOUR + (72 + index * 500 + round * 2) * HOUR,
        ).toISOString(),
        duration: 60,
        message: 'Coffee?',
      });
      if (proposed.status !== 201) continue;
      const id = proposed.json.id as string;
      ack.proposals.add(id);
      if ((await call(buddy, 'POST', `/api/proposals/${id}/approve`, {})).status !== 200) continue;
      ack.approvals.add(id);
      if ((await call(learner, 'POST', `/api/payments/checkout/${id}`, {})).status !== 200)
        continue;
      const [awaited] = await w.db
        .select()
        .from(payments)
        .where(and(eq(payments.sessionId, id), eq(payments.status, 'awaiting')))
        .catch(() => []);
      if (!awaited?.checkoutId) continue;
      const event = w.stripe.event('checkout.session.completed', w.stripe.pay(awaited.checkoutId));
      const delivered = await call(learner, 'POST', '/api/payments/webhook', event.payload, {
        'stripe-signature': event.signature,
      });
      if (delivered.status === 200) ack.paid.add(id);
      await sleep(50);
    }
  });
  return { ack, done: Promise.all(loops) };
}

/** Every acknowledged write is in the database, whole; every session's money keeps the rule. */
async function everyWriteThere(db: Database, ack: Acknowledged) {
  const { rows: messages } = (await db.execute(
    sql`select m.client_key, (select count(*)::int from user_events e
          where e.name = 'message' and e.data->>'id' = m.id::text) as told
        from messages m where m.client_key is not null`,
  )) as unknown as { rows: { client_key: string; told: number }[] };
  const written = new Set(messages.map((m) => m.client_key));
  const lostMessages = [...ack.messages].filter((key) => !written.has(key));
  expect(lostMessages.length === 0, `acknowledged messages missing: ${lostMessages.join(', ')}`);
  const halfMessages = messages.filter((m) => m.told !== 2);
  expect(halfMessages.length === 0, `messages not told to both sides: ${halfMessages.length}`);

  const all = await db.select({ id: sessions.id, status: sessions.status }).from(sessions);
  const statusOf = new Map(all.map((s) => [s.id, s.status]));
  const lostProposals = [...ack.proposals].filter((id) => !statusOf.has(id));
  expect(lostProposals.length === 0, `acknowledged proposals missing: ${lostProposals.length}`);
  const unapproved = [...ack.approvals].filter((id) => statusOf.get(id) === 'pending');
  expect(unapproved.length === 0, `acknowledged approvals not there: ${unapproved.length}`);
  const unpaid = [...ack.paid].filter((id) => statusOf.get(id) !== 'approved');
  expect(unpaid.length === 0, `acknowledged payments that booked nothing: ${unpaid.length}`);

  const breaches: string[] = [];
  for (const { id } of all) {
    const breach = await db.transaction(async (tx) => {
      const { session, payments: paid } = await lockSessionMoney(tx, id);
      return moneyRuleBreach(await stateOf(tx, session!, paid));
    });
    if (breach) breaches.push(`${id}: ${breach}`);
  }
  expect(breaches.length === 0, `sessions whose money breaks the rule:\n${breaches.join('\n')}`);
  return [
    `acknowledged and found whole: ${ack.messages.size} messages, ${ack.proposals.size} proposals, ` +
      `${ack.approvals.size} approvals, ${ack.paid.size} payments; the money rule holds for all ${all.length} sessions`,
    `answers: ${[...ack.statuses].map(([status, n]) => `${status || 'no answer'} ×${n}`).join(', ')}`,
  ];
}

async function restart() {
  const w = await world();
  const smtp = new SmtpSink();
  await smtp.start();
  onCleanUp('SMTP sink', () => smtp.stop());
  const a = await started('restart-a', w.env(smtp));
  const b = await started('restart-b', w.env(smtp));
  const everyone = await pairs(w.db, 6);
  let stop = false;
  const load = mixedLoad(
    w,
    everyone,
    () => [a.origin.url, b.origin.url],
    () => stop,
  );
  await check('PostgreSQL restarted under mixed load on two processes', async () => {
    await waitUntil('load under way', async () => load.ack.paid.size >= 3, 60_000);
    w.postgres.stop('fast');
    const downAt = Date.now();
    await waitUntil('readiness fails on both', async () => {
      const answers = await Promise.all(
        [a, b].map((app) => fetch(`${app.origin.url}/api/health`).then((r) => r.status)),
      );
      return answers.every((s) => s === 503);
    });
    const refused = await fetch(`${a.origin.url}/api/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${everyone[0]!.learner.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ receiverId: everyone[0]!.buddy.id, content: 'During the outage' }),
    });
    expect(refused.status === 503, `a write during the outage answered ${refused.status}`);
    expect(refused.headers.get('retry-after') === '5', 'no Retry-After on the 503');
    await sleep(5_000);
    expect(running(a) && running(b), 'a process exited while its database was down');
    w.postgres.start();
    const back = Date.now();
    await waitUntil(
      'both ready again',
      async () => {
        const answers = await Promise.all(
          [a, b].map((app) => fetch(`${app.origin.url}/api/health`).then((r) => r.ok)),
        );
        return answers.every(Boolean);
      },
      5_000,
    );
    const servedAfter = Date.now() - back;
    const paidBefore = load.ack.paid.size;
    await waitUntil('payments again', async () => load.ack.paid.size > paidBefore + 2, 60_000);
    stop = true;
    await load.done;
    return [
      `down ${((back - downAt) / 1000).toFixed(1)} s; both processes ready ${servedAfter} ms after it came back`,
      ...(await everyWriteThere(w.db, load.ack)),
    ];
  });
}

async function sigkill() {
  const w = await world();
  const hanging = new SmtpSink({ hanging: true });
  await hanging.start();
  onCleanUp('hanging SMTP sink', () => hanging.stop());
  const smtp = new SmtpSink();
  await smtp.start();
  onCleanUp('SMTP sink', () => smtp.stop());
  // A's mail server takes each mail and never answers: A holds its claimed mail when killed.
  const a = await started('sigkill-a', w.env(hanging));
  const everyone = await pairs(w.db, 6);
  await check('a process killed mid-load while holding mail', async () => {
    let stop = false;
    const load = mixedLoad(
      w,
      everyone,
      () => [a.origin.url],
      () => stop,
    );
    await waitUntil('load under way', async () => load.ack.paid.size >= 3, 60_000);
    const held = await waitUntil(
      'mail claimed by A',
      async () => {
        const rows = await w.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.topic, 'mail'), sql`${outbox.claimedUntil} > now()`));
        return rows.length >= 3 && rows;
      },
      60_000,
    );
    a.child.kill('SIGKILL');
    stop = true;
    await load.done;
    const killedAt = Date.now();
    const lines = await everyWriteThere(w.db, load.ack);

    const b = await started('sigkill-b', w.env(smtp));
    const heldIds = new Set(held.map((row) => row.id));
    await waitUntil(
      'the claimed mail delivered by B',
      async () => {
        const rows = await w.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
        return rows.filter((row) => heldIds.has(row.id) && row.doneAt).length === heldIds.size;
      },
      4 * 60_000,
    );
    const mails = await w.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
    await waitUntil(
      'every mail done',
      async () => {
        const rows = await w.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
        return rows.every((row) => row.doneAt);
      },
      60_000,
    );
    // Each mail once: as many at the sink, by recipient and subject, as there are rows.
    const tally = (keys: string[]) => {
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      return counts;
    };
    const rows = await w.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
    const queued = tally(
      rows.map((row) => `${String(row.payload.to)}: ${String(row.payload.subject)}`),
    );
    const sent = tally(
      smtp.received.flatMap((mail) => mail.to.map((to) => `${to}: ${mail.subject}`)),
    );
    const wrong = [...new Set([...queued.keys(), ...sent.keys()])].filter(
      (key) => queued.get(key) !== sent.get(key),
    );
    expect(
      wrong.length === 0,
      `mail not delivered once: ${wrong.map((key) => `${key} (${sent.get(key) ?? 0} of ${queued.get(key) ?? 0})`).join('; ')}`,
    );
    expect(hanging.received.length === 0, 'the hanging server finished a mail');
    expect(running(b), 'B exited');
    return [
      ...lines,
      `${heldIds.size} mails held by the killed process, delivered once by the other ` +
        `${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill (a claim lasts 2 min); ` +
        `${mails.length} mails in all, each once at the sink`,
    ];
  });
}

async function smtpOutage() {
  const w = await world();
  const smtp = new SmtpSink();
  await smtp.start();
  onCleanUp('SMTP sink', () => smtp.stop());
  const app = await started('smtp', w.env(smtp));
  const outageMs = Number(process.env.SMTP_OUTAGE_MS ?? 150_000);
  await check(`the mail server down for ${outageMs / 1000} s`, async () => {
    await smtp.stop();
    const learners = await Promise.all(Array.from({ length: 10 }, () => buildLearner(w.db)));
    for (const [i, learner] of learners.entries()) {
      const res = await fetch(`${app.origin.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
        body: JSON.stringify({ email: learner.email }),
      });
      expect(res.status === 200, `forgot-password answered ${res.status}`);
    }
    const began = Date.now();
    await sleep(outageMs);
    const tried = await w.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
    await smtp.start();
    await waitUntil('every mail delivered', async () => smtp.received.length >= 10, 4 * 60_000);
    await sleep(10_000);
    const counts = smtp.countsByRecipient();
    const notOnce = learners.filter((l) => counts.get(l.email) !== 1);
    expect(notOnce.length === 0, `${notOnce.length} learners got their reset mail other than once`);
    const rows = await w.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
    expect(
      rows.every((row) => row.doneAt),
      'mail rows not done',
    );
    return [
      `10 reset mails queued during the outage, each delivered once ${((Date.now() - began - outageMs) / 1000).toFixed(0)} s after the server came back`,
      `attempts during the outage: ${tried.map((row) => row.attempts).join(', ')} (backoff 30 s, doubling, at most 2 min for a mail whose link runs out)`,
    ];
  });
}

const SCENARIOS = { restart, sigkill, smtp: smtpOutage };
const named = process.argv.slice(2) as (keyof typeof SCENARIOS)[];
try {
  for (const name of named.length
    ? named
    : (Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[])) {
    const run = SCENARIOS[name];
    if (!run) throw new Error(`unknown scenario ${name}: ${Object.keys(SCENARIOS).join(', ')}`);
    await run();
    await cleanUp();
  }
} finally {
  await cleanUp();
}
const failed = outcomes.filter((o) => o.result === 'FAIL');
console.log(
  `\n${outcomes.length - failed.length} passed, ${failed.length} failed; logs in ${logDir}`,
);
process.exit(failed.length ? 1 : 0);
