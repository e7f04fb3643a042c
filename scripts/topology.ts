/**
 * Proves the production topology on this machine (ARCHITECTURE.md section 8, docs/deploy.md):
 * two production app processes from dist/ on one fresh PostgreSQL database, nginx in front with
 * the site of deploy/nginx/buddies.conf, and the environment of deploy/buddies.env.example with
 * local stand-ins for the outside world (Stripe's and Twilio's fakes from tests/support, an SMTP
 * sink that records every message). Then, across the two processes:
 *
 *   1. a sign-up or sign-in through one process holds in the other (the same bearer token), and
 *      a sign-out through one ends it in the other;
 *   2. chat messages and proposals reach the other side's open event stream, whichever process
 *      holds it;
 *   3. failed sign-ins split over both processes are refused at the same count as on one;
 *   4. nginx: requests reach both processes (its access log names the upstream), the app sees
 *      the client address nginx gives, HTTP goes to HTTPS, HSTS comes once, events pass
 *      unbuffered, bodies over the upload limit stop at nginx, the per-address limits hold for
 *      others and not for the machine's own requests;
 *   5. scheduled work runs once: a session reminder and a payment deadline (their outbox rows
 *      made due now, both processes woken at once), and the daily reconciliation (due after a
 *      run written as finished two days ago; the first housekeeping of each process, a minute
 *      after its start, races for it);
 *   6. the outbox delivers each mail once: the sink's messages against the outbox's mail rows;
 *   7. a rolling restart under load through nginx with tabs' streams open, as
 *      deploy/rolling-restart.sh does it (rollingRestartUnderLoad): no request fails.
 *
 *   npm run topology                # builds, then runs this: about 70 s
 *   npx tsx scripts/topology.ts     # with dist/ built
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx scripts/topology.ts
 *
 * Prints PASS, FAIL or SKIP per check and exits 1 on any failure. Everything it starts is
 * stopped, and the database `buddies_topology` dropped, at the end: also on failure or Ctrl-C.
 * nginx runs from a temporary prefix with `user root` (run this as root, as on a deploy host).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { LOGIN_LIMITS } from '../src/server/modules/auth/service';
import { dropDatabase, freshDatabase, rowsOf, runLoad, serveOneRead } from '../bench/support';
import { freePort, waitForHealth } from '../tests/support/e2e-server';
import { buildBuddy, TEST_PASSWORD } from '../tests/support/factories';
import { FakeStripe } from '../tests/support/fake-stripe';
import { startFakeTwilio } from '../tests/support/fake-twilio';
import { inHours } from '../tests/support/hours';
import {
  appLog,
  readEnvironmentFile,
  ROOT,
  startApp,
  stopApp,
  STOP_LIMIT_MS,
  type AppProcess,
} from './topology/app-processes';
import {
  check,
  CheckFailed,
  cleanUp,
  expect,
  onCleanUp,
  outcomes,
  sleep,
  waitUntil,
  wasInterrupted,
} from './topology/harness';
import { call, EventStream, messageOf, type Answer, type Origin } from './topology/http';
import { accessLog, NGINX, startNginx } from './topology/nginx';
import { SmtpSink } from '../tests/support/smtp-sink';

const DATABASE_NAME = 'buddies_topology';
const PROCESSES = 2;
const ENV_FILE = join(ROOT, 'deploy/buddies.env.example');
/** Housekeeping, and the reconciliation with it, first runs this long after a process starts. */
const FIRST_HOUSEKEEPING_MS = 60_000;
/** nginx's client_max_body_size in deploy/nginx/buddies.conf. */
const BODY_LIMIT = 5376 * 1024;

interface Person {
  id: string;
  email: string;
  token: string;
}

let addresses = 0;
/** A client address of its own (a documentation range), as a proxy would pass it on. */
const someAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const loggedUrl = (line: { req?: { url?: string } }) => line.req?.url ?? '';

async function main() {
  const began = performance.now();
  expect(existsSync(join(ROOT, 'dist/server/main.js')), 'no dist/server/main.js: npm run build');
  expect(existsSync(NGINX), `no ${NGINX}: apt-get install -y nginx`);

  // ------------------------------------------------------------ set-up
  const dir = mkdtempSync(join(tmpdir(), 'buddies-topology-'));
  onCleanUp('temporary directory', async () => rmSync(dir, { recursive: true, force: true }));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const databaseUrl = await freshDatabase(DATABASE_NAME);
  onCleanUp(`database ${DATABASE_NAME}`, () => dropDatabase(DATABASE_NAME));

  const stripeKeys = { secretKey: 'sk_test_topology', webhookSecret: 'whsec_topology' };
  const stripe = new FakeStripe(stripeKeys);
  await stripe.start();
  onCleanUp('fake Stripe', () => stripe.close());
  const twilioAccount = { accountSid: `AC${randomBytes(16).toString('hex')}`, authToken: 'x' };
  const twilio = await startFakeTwilio(twilioAccount);
  onCleanUp('fake Twilio', () => twilio.close());
  const smtp = new SmtpSink();
  await smtp.start();
  onCleanUp('SMTP sink', () => smtp.stop());

  const ports: number[] = [];
  for (let i = 0; i < PROCESSES; i++) ports.push(await freePort());
  const httpsPort = await freePort();
  // The deployed environment file, with this machine's stand-ins for the outside world.
  const env: Record<string, string> = {
    ...readEnvironmentFile(ENV_FILE),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: twilioAccount.accountSid,
    TWILIO_AUTH_TOKEN: twilioAccount.authToken,
    TWILIO_API_URL: twilio.url,
    STRIPE_SECRET_KEY: stripeKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_topology_connect',
    STRIPE_API_URL: stripe.url,
    // The example's placeholders, which the app refuses, filled in as an operator would.
    BUSINESS_ADDRESS: 'Topology test, 127.0.0.1',
    BUSINESS_KVK: 'topology',
  };
  expect(
    env.NODE_ENV === 'production' && env.PAYMENTS === 'stripe' && env.TRUST_PROXY === '1',
    `${ENV_FILE}: NODE_ENV=production, PAYMENTS=stripe and TRUST_PROXY=1 expected`,
  );

  // Both at once, as systemd starts the target: their migrations take turns.
  const apps = ports.map((port, i) => startApp(`process-${i + 1}`, port, env, dir));
  onCleanUp('app processes', () => Promise.all(apps.map((app) => stopApp(app, 5000))));
  await Promise.all(apps.map((app) => waitForHealth(app.origin.url, app.child)));
  const [one, two] = apps as [AppProcess, AppProcess];
  console.log(
    `two production processes on :${one.port} and :${two.port}, ready after ${seconds(began)} s`,
  );

  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  onCleanUp('database connections', () => database.close());
  const { db } = database;
  // The daily reconciliation is due: the last run finished two days ago.
  await db.execute(sql`insert into reconciliation_runs (started_at, finished_at, window_from, window_to)
    values (now() - interval '49 hours', now() - interval '49 hours',
            now() - interval '51 hours', now() - interval '50 hours')`);

  const nginx = await startNginx(join(dir, 'nginx'), ports, httpsPort);
  onCleanUp('nginx', () => nginx.stop());
  console.log(`nginx on https://127.0.0.1:${httpsPort} (${nginx.plainHttp.url} for plain HTTP)\n`);

  // ------------------------------------------------------------ the checks
  const people = await signIns(one, two, db);
  if (!people) throw new CheckFailed('nobody to go on with');
  const { learner, buddy } = people;
  const sessions = await eventsAcrossProcesses(one, two, learner, buddy);
  await limitsAcrossProcesses(one, two);
  await throughNginx(apps, nginx, learner, buddy);
  if (sessions)
    await scheduledWorkOnce(apps, nginx.origin, db, stripe, smtp, learner, buddy, sessions);
  await eachMailOnce(db, smtp.received);
  await check('7. a rolling restart under load through nginx fails no request', () =>
    rollingRestartUnderLoad({
      apps,
      nginx: nginx.origin,
      accessLogFile: nginx.accessLog,
      drain: (port, down) => nginx.setDown(port, down),
      env,
      dir,
      learner,
      buddy,
    }),
  );
  if (BENCH_SECONDS > 0) {
    await check('9. screen reads through nginx: two processes against one', () =>
      twoProcessesToOne({ apps, nginx, databaseUrl, db, learner }),
    );
  }
  if (SOAK_SECONDS > 0) {
    await check(`8. ${SOAK_SECONDS} s of mixed traffic through nginx (soak)`, () =>
      soak({ apps, nginx, env, dir, learner, buddy }),
    );
  }
  console.log(`\nran in ${seconds(began)} s`);
}

// ------------------------------------------------------------ 1. sign-ins

async function signIns(one: AppProcess, two: AppProcess, db: Database) {
  let people: { learner: Person; buddy: Person } | undefined;
  await check('1. a sign-in through one process holds in the other', async () => {
    const email = `lea-${randomBytes(3).toString('hex')}@example.com`;
    const password = 'a-long-password';
    const signUp = await call(one.origin, 'POST', '/api/register/learner', {
      headers: someAddress(),
      body: {
        firstName: 'Lea',
        lastName: 'Learner',
        email,
        password,
        confirmPassword: password,
        acceptTerms: true,
      },
    });
    expect(signUp.status === 201, `sign-up through process 1: ${signUp.status} ${signUp.text}`);
    const learner = { id: signUp.json.user.id, email, token: signUp.json.token };
    const profile = await call(two.origin, 'GET', '/api/learner/profile', learner);
    expect(profile.status === 200, `process 2 with process 1's token: ${profile.status}`);

    // An approved buddy with Coffee Chats, made in the database (applying is a moderator's
    // journey); signs in through the API like anyone.
    const { user } = await buildBuddy(db, { fullName: 'Bo Buddy' });
    const began = performance.now();
    const signIn = await call(two.origin, 'POST', '/api/login', {
      headers: someAddress(),
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const signInMs = Math.round(performance.now() - began);
    expect(signIn.status === 200, `sign-in through process 2: ${signIn.status} ${signIn.text}`);
    const buddy = { id: user.id, email: user.email, token: signIn.json.token };
    const own = await call(one.origin, 'GET', '/api/buddy/profile', buddy);
    expect(own.status === 200, `process 1 with process 2's token: ${own.status}`);

    // Another sign-in, used on both, ended through process 1: process 2, which has it in its
    // sign-in cache, refuses it a moment later.
    const again = await call(one.origin, 'POST', '/api/login', {
      headers: someAddress(),
      body: { email, password },
    });
    const token = again.json.token as string;
    const read = () => call(two.origin, 'GET', '/api/learner/profile', { token });
    expect((await read()).status === 200, 'the second sign-in on process 2');
    const out = await call(one.origin, 'POST', '/api/logout', { token });
    expect(out.status === 200, `sign-out through process 1: ${out.status}`);
    const ended = performance.now();
    await waitUntil(
      'process 2 to refuse the ended sign-in',
      async () => (await read()).status === 401,
    );
    people = { learner, buddy };
    return [
      `a learner signed up through :${one.port} and read her profile through :${two.port}`,
      `a buddy signed in through :${two.port} (${signInMs} ms: production's password hash) and read his profile through :${one.port}`,
      `a sign-out through :${one.port}: :${two.port} refused the token ${Math.round(performance.now() - ended)} ms later`,
    ];
  });
  return people;
}

// ------------------------------------------------------------ 2. event streams

interface Exchange {
  what: string;
  /** The process the request goes through. */
  through: AppProcess;
  /** The recipient's stream, held on the other process. */
  stream: EventStream;
  send: () => Promise<Answer>;
  heard: (message: NonNullable<ReturnType<typeof messageOf>>, answer: Answer) => boolean;
}

async function eventsAcrossProcesses(
  one: AppProcess,
  two: AppProcess,
  learner: Person,
  buddy: Person,
) {
  let sessions: { reminded: string; lapsing: string } | undefined;
  await check('2. messages and proposals reach the open stream on the other process', async () => {
    const lines: string[] = [];
    const exchange = async ({ what, through, stream, send, heard }: Exchange) => {
      const since = performance.now();
      const answer = await send();
      expect(
        answer.status < 300,
        `${what} through ${through.name}: ${answer.status} ${answer.text}`,
      );
      const frame = await stream.waitFor(
        `${what} on the stream at ${stream.origin.name}`,
        (f) => {
          const message = messageOf(f);
          return message !== undefined && heard(message, answer);
        },
        since,
      );
      lines.push(
        `${what}: sent through :${through.port}, on the stream at :${new URL(stream.origin.url).port} ${Math.round(frame.at - since)} ms later`,
      );
      return answer;
    };
    const message = (from: Person, to: Person, through: AppProcess, stream: EventStream) => {
      const content = `Hello through ${through.name}`;
      return exchange({
        what: `a message to the ${to === buddy ? 'buddy' : 'learner'}`,
        through,
        stream,
        send: () =>
          call(through.origin, 'POST', '/api/messages', {
            token: from.token,
            body: { receiverId: to.id, content },
          }),
        heard: (m) => m.receiverId === to.id && m.content === content,
      });
    };
    const proposal = async (hoursAhead: number, through: AppProcess, stream: EventStream) => {
      const answer = await exchange({
        what: 'a proposal to the buddy',
        through,
        stream,
        send: () =>
          call(through.origin, 'POST', '/api/proposals', {
            token: learner.token,
            body: {
              buddyId: buddy.id,
              activity: 'Coffee Chats',
              proposedTime: inHours(hoursAhead),
              duration: 60,
              message: 'Coffee?',
            },
          }),
        heard: (m, a) =>
          m.receiverId === buddy.id && m.proposalId === a.json.id && m.line?.kind === 'proposed',
      });
      return answer.json.id as string;
    };
    const approval = (id: string, through: AppProcess, stream: EventStream) =>
      exchange({
        what: "the buddy's approval to the learner",
        through,
        stream,
        send: () =>
          call(through.origin, 'POST', `/api/proposals/${id}/approve`, {
            token: buddy.token,
            body: {},
          }),
        heard: (m) =>
          m.receiverId === learner.id && m.proposalId === id && m.line?.kind === 'approved',
      });

    // The buddy's tab on process 2, the learner's on process 1; then the other way round.
    let streams = [
      await EventStream.open(two.origin, buddy.token),
      await EventStream.open(one.origin, learner.token),
    ];
    try {
      let [buddyTab, learnerTab] = streams as [EventStream, EventStream];
      await message(learner, buddy, one, buddyTab);
      await message(buddy, learner, two, learnerTab);
      const reminded = await proposal(72, one, buddyTab);
      await approval(reminded, two, learnerTab);
      streams.forEach((stream) => stream.close());
      streams = [
        await EventStream.open(one.origin, buddy.token),
        await EventStream.open(two.origin, learner.token),
      ];
      [buddyTab, learnerTab] = streams as [EventStream, EventStream];
      await message(learner, buddy, two, buddyTab);
      await message(buddy, learner, one, learnerTab);
      const lapsing = await proposal(96, two, buddyTab);
      await approval(lapsing, one, learnerTab);
      sessions = { reminded, lapsing };
    } finally {
      streams.forEach((stream) => stream.close());
    }
    return lines;
  });
  return sessions;
}

// ------------------------------------------------------------ 3. rate limits

async function limitsAcrossProcesses(one: AppProcess, two: AppProcess) {
  await check('3. failed sign-ins count across processes', async () => {
    const rule = LOGIN_LIMITS.perAccountAndAddress;
    /** Failed sign-ins to one account from one address, over `processes` in turn, until 429. */
    const untilRefused = async (processes: AppProcess[]) => {
      const email = `nobody-${randomBytes(3).toString('hex')}@example.com`;
      const headers = someAddress();
      const served: string[] = [];
      for (let i = 0; i < rule.max + 3; i++) {
        const app = processes[i % processes.length]!;
        const answer = await call(app.origin, 'POST', '/api/login', {
          headers,
          body: { email, password: 'a-wrong-password' },
        });
        served.push(`:${app.port} ${answer.status}`);
        if (answer.status === 429) return { failures: i, served };
        expect(answer.status === 401, `sign-in ${i + 1}: ${answer.status} ${answer.text}`);
      }
      throw new CheckFailed(`no 429 after ${rule.max + 3} failed sign-ins: ${served.join(', ')}`);
    };
    const alone = await untilRefused([one]);
    const split = await untilRefused([one, two]);
    expect(alone.failures === rule.max, `one process: refused after ${alone.failures} failures`);
    expect(
      split.failures === alone.failures,
      `two processes: refused after ${split.failures} failures, one process after ${alone.failures}`,
    );
    return [
      `one process:   ${alone.served.join(', ')}`,
      `two processes: ${split.served.join(', ')}`,
      `refused after ${rule.max} failures either way (${rule.scope}: ${rule.max} in ${rule.windowMs / 60_000} min)`,
    ];
  });
}

// ------------------------------------------------------------ 4. nginx

async function throughNginx(
  apps: AppProcess[],
  nginx: Awaited<ReturnType<typeof startNginx>>,
  learner: Person,
  buddy: Person,
) {
  await check('4. nginx passes requests to both processes, as deployed', async () => {
    const lines: string[] = [];
    const nonce = randomBytes(4).toString('hex');
    for (let i = 0; i < 20; i++) {
      const answer = await call(nginx.origin, 'GET', `/api/health?round=${nonce}`);
      expect(answer.status === 200, `/api/health through nginx: ${answer.status}`);
    }
    const upstreams = new Map<string, number>();
    for (const entry of accessLog(nginx.accessLog).filter((e) => e.path === '/api/health')) {
      upstreams.set(entry.upstream, (upstreams.get(entry.upstream) ?? 0) + 1);
    }
    for (const app of apps) {
      expect(upstreams.has(`127.0.0.1:${app.port}`), `nginx sent nothing to :${app.port}`);
      const logged = appLog(app).filter((l) => loggedUrl(l).includes(`round=${nonce}`));
      expect(logged.length > 0, `${app.name}'s log has none of them`);
    }
    const served = [...upstreams].map(([upstream, n]) => `${upstream} ${n}`).join(', ');
    lines.push(`/api/health 20 times through nginx; its access log: ${served}`);

    const ids = new Set(accessLog(nginx.accessLog).map((entry) => entry.id));
    const carried = apps.some((app) => appLog(app).some((l) => l.reqId && ids.has(l.reqId)));
    lines.push(
      `nginx's request ids in the apps' logs: ${carried ? 'yes' : 'not yet (the app makes its own ids until it takes X-Request-Id)'}`,
    );

    // The client address the app sees is the one nginx appends, whatever the client claims.
    await call(nginx.origin, 'GET', `/api/activities?who=${nonce}`, {
      headers: { 'x-forwarded-for': '203.0.113.66' },
    });
    const seen = apps
      .flatMap((app) => appLog(app))
      .find((l) => loggedUrl(l).includes(`who=${nonce}`))?.req?.remoteAddress;
    expect(seen === '127.0.0.1', `a client claiming 203.0.113.66 was logged as ${seen}`);
    lines.push('a client claiming X-Forwarded-For 203.0.113.66 is the address nginx saw');

    const page = await call(nginx.origin, 'GET', '/');
    const hsts = page.headers['strict-transport-security'];
    expect(page.status === 200, `GET / through nginx: ${page.status}`);
    expect(typeof hsts === 'string' && !hsts.includes(','), `HSTS: ${JSON.stringify(hsts)}`);
    // $host has no port: in production HTTPS is on 443.
    const plain = await call(nginx.plainHttp, 'GET', '/buddies?page=2');
    const location = plain.headers.location;
    expect(
      plain.status === 301 && location === 'https://127.0.0.1/buddies?page=2',
      `plain HTTP: ${plain.status} ${location}`,
    );
    lines.push(`HTTPS: one Strict-Transport-Security (${hsts}); plain HTTP: 301 to ${location}`);

    // Events pass through at once: nginx honours the app's X-Accel-Buffering: no.
    const tab = await EventStream.open(nginx.origin, buddy.token);
    try {
      for (const app of apps) {
        const content = `Through nginx, sent via ${app.name}`;
        const since = performance.now();
        const sent = await call(app.origin, 'POST', '/api/messages', {
          token: learner.token,
          body: { receiverId: buddy.id, content },
        });
        expect(sent.status < 300, `message through ${app.name}: ${sent.status}`);
        const frame = await tab.waitFor(
          'the message on the stream through nginx',
          (f) => messageOf(f)?.content === content,
          since,
          3000,
        );
        lines.push(
          `a message sent through :${app.port} reached a stream held through nginx ${Math.round(frame.at - since)} ms later`,
        );
      }
    } finally {
      tab.close();
    }

    // The largest application passes to the app; anything larger stops at nginx, unread.
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    const post = (bytes: number) =>
      call(nginx.origin, 'POST', '/api/register/buddy', {
        body: Buffer.alloc(bytes, 0x61),
        headers: form,
      });
    const [under, over] = [await post(BODY_LIMIT - 1024), await post(BODY_LIMIT + 1024)];
    expect(under.json !== undefined, `just under the limit: ${under.status} ${under.text}`);
    expect(over.status === 413 && over.json === undefined, `over the limit: ${over.status}`);
    lines.push(
      `a body of ${BODY_LIMIT / 1024 - 1} KiB reaches the app (its JSON ${under.status}); ${BODY_LIMIT / 1024 + 1} KiB stops at nginx (413)`,
    );

    // Per-address limits: someone else (127.0.0.2) is limited, the machine's own requests not.
    // Twenty connections at a time, under limit_conn: limit_req's burst is what counts. How soon
    // it is used up depends on the machine's speed: the other address goes on until refused.
    const burst = async (localAddress: string, until: (statuses: number[]) => boolean) => {
      const statuses: number[] = [];
      const worker = async () => {
        while (!until(statuses)) {
          const i = statuses.push(0) - 1;
          statuses[i] = (
            await call(nginx.origin, 'GET', '/api/activities', { localAddress })
          ).status;
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      const count = (status: number) => statuses.filter((s) => s === status).length;
      return { answered: count(200), refused: count(429) };
    };
    const other = await burst(
      '127.0.0.2',
      (statuses) => statuses.includes(429) || statuses.length >= 3000,
    );
    const own = await burst('127.0.0.1', (statuses) => statuses.length >= 300);
    expect(other.refused > 0 && other.answered >= 200, `from 127.0.0.2: ${JSON.stringify(other)}`);
    expect(own.refused === 0 && own.answered === 300, `from 127.0.0.1: ${JSON.stringify(own)}`);
    lines.push(
      `from 127.0.0.2, 20 at a time: refused (429) after ${other.answered} answered; from 127.0.0.1 all ${own.answered} of 300 answered`,
    );
    return lines;
  });
}

// ------------------------------------------------------------ 5. scheduled work

async function scheduledWorkOnce(
  apps: AppProcess[],
  nginx: Origin,
  db: Database,
  stripe: FakeStripe,
  smtp: SmtpSink,
  learner: Person,
  buddy: Person,
  sessions: { reminded: string; lapsing: string },
) {
  const [one, two] = apps as [AppProcess, AppProcess];
  const { reminded, lapsing } = sessions;
  await check('5. scheduled work runs once across both processes', async () => {
    const lines: string[] = [];
    // Session A is paid at Stripe; Stripe's webhook comes in through nginx.
    const checkout = await call(two.origin, 'POST', `/api/payments/checkout/${reminded}`, learner);
    expect(checkout.status === 200, `checkout: ${checkout.status} ${checkout.text}`);
    const [awaited] = await rowsOf<{ checkout_id: string }>(
      db,
      sql`select checkout_id from payments where session_id = ${reminded} and status = 'awaiting'`,
    );
    const paid = stripe.event('checkout.session.completed', stripe.pay(awaited!.checkout_id));
    const webhook = await call(nginx, 'POST', '/api/payments/webhook', {
      body: Buffer.from(paid.payload),
      headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
    });
    expect(webhook.status === 200, `Stripe's webhook through nginx: ${webhook.status}`);
    const statusOf = async (id: string) =>
      (await call(one.origin, 'GET', `/api/proposals/${id}`, learner)).json?.status as string;
    expect((await statusOf(reminded)) === 'approved', 'session A is not booked after paying');
    lines.push("session A paid at Stripe's fake, its webhook through nginx: booked");

    // A's reminder and B's payment deadline made due now, both processes woken at once.
    const [payment] = await rowsOf<{ id: string }>(
      db,
      sql`select id from payments where session_id = ${lapsing} and status = 'awaiting'`,
    );
    expect(payment !== undefined, 'session B waits for no payment');
    const due = async (topic: string, key: string, value: string) => {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update outbox set next_attempt_at = now()
            where topic = ${topic} and payload ->> ${key} = ${value} and done_at is null
            returning id`,
      );
      expect(rows.length === 1, `${topic}: ${rows.length} rows waiting for ${value}`);
      return rows[0]!.id;
    };
    const work = {
      'session reminder': await due('session-reminder', 'sessionId', reminded),
      'payment deadline': await due('payment-deadline', 'paymentId', payment.id),
    };
    await db.execute(
      sql`select pg_notify('outbox', 'session-reminder'), pg_notify('outbox', 'payment-deadline')`,
    );
    for (const [what, id] of Object.entries(work)) {
      const row = await waitUntil(`the ${what} to be done`, async () => {
        const [found] = await rowsOf<{ attempts: number; done: boolean; error: string | null }>(
          db,
          sql`select attempts, done_at is not null as done, last_error as error from outbox where id = ${id}`,
        );
        return found?.done ? found : undefined;
      });
      expect(row.attempts === 1, `the ${what} took ${row.attempts} attempts (${row.error})`);
    }
    const [marked] = await rowsOf<{ reminded: boolean }>(
      db,
      sql`select reminded_at is not null as reminded from sessions where id = ${reminded}`,
    );
    expect(marked?.reminded === true, 'session A is not marked reminded');
    const [lapsed] = await rowsOf<{ status: string }>(
      db,
      sql`select status from payments where id = ${payment.id}`,
    );
    const lapsedStatus = await statusOf(lapsing);
    expect(
      lapsedStatus === 'cancelled' && lapsed?.status === 'lapsed',
      `session B ${lapsedStatus}, its payment ${lapsed?.status}`,
    );
    lines.push(
      'the reminder and the deadline: each outbox row done after one attempt; A marked reminded, B cancelled and its payment lapsed',
    );

    await mailDrained(db);
    for (const person of [learner, buddy]) {
      const to = smtp.received.filter((mail) => mail.to.includes(person.email));
      const reminders = to.filter((mail) => /^Reminder: .* tomorrow$/.test(mail.subject));
      const lapses = to.filter((mail) =>
        /^Not booked: .* was not paid in time$/.test(mail.subject),
      );
      expect(reminders.length === 1, `reminders to ${person.email}: ${reminders.length}`);
      expect(lapses.length === 1, `'Not booked' mails to ${person.email}: ${lapses.length}`);
    }
    lines.push("at the SMTP sink: one reminder and one 'Not booked' mail to each side");

    // The reconciliation: each process's first housekeeping, a minute after its start.
    const firstHousekeeping = Math.max(...apps.map((app) => app.startedAt)) + FIRST_HOUSEKEEPING_MS;
    const wait = firstHousekeeping + 5000 - Date.now();
    if (wait > 0) {
      console.log(
        `     (waiting ${Math.ceil(wait / 1000)} s for both processes' first housekeeping)`,
      );
      await sleep(wait);
    }
    const runs = await waitUntil(
      'a finished reconciliation run',
      async () => {
        const found = await rowsOf<{ finished: boolean }>(
          db,
          sql`select finished_at is not null as finished from reconciliation_runs
              where started_at > now() - interval '1 hour'`,
        );
        return found.length > 0 && found.every((run) => run.finished) ? found : undefined;
      },
      30_000,
    );
    expect(runs.length === 1, `${runs.length} reconciliation runs`);
    const failed = apps
      .flatMap((app) => appLog(app))
      .filter((line) => (line.level ?? 0) >= 50 && /housekeeping/.test(line.msg ?? ''));
    expect(failed.length === 0, `housekeeping failed: ${JSON.stringify(failed)}`);
    lines.push('the daily reconciliation: one run for both processes');
    return lines;
  });
}

/** Waits until no mail is due and unsent. */
async function mailDrained(db: Database) {
  await waitUntil(
    'the outbox to send every mail due',
    async () => {
      const [waiting] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from outbox where topic = 'mail' and done_at is null
            and attempts < 10 and next_attempt_at <= now()`,
      );
      return waiting?.n === 0;
    },
    30_000,
  );
}

// ------------------------------------------------------------ 6. each mail once

async function eachMailOnce(db: Database, received: { to: string[]; subject: string }[]) {
  await check('6. the outbox delivers each mail once', async () => {
    await mailDrained(db);
    await sleep(1000);
    const rows = await rowsOf<{ to: string; subject: string; done: boolean }>(
      db,
      sql`select payload ->> 'to' as to, payload ->> 'subject' as subject, done_at is not null as done
          from outbox where topic = 'mail' and next_attempt_at <= now()`,
    );
    const tally = (keys: string[]) =>
      keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map());
    const queued = tally(rows.filter((row) => row.done).map((row) => `${row.to}: ${row.subject}`));
    const sent = tally(received.flatMap((mail) => mail.to.map((to) => `${to}: ${mail.subject}`)));
    const differences = [...new Set([...queued.keys(), ...sent.keys()])]
      .filter((key) => queued.get(key) !== sent.get(key))
      .map((key) => `${key}: ${queued.get(key) ?? 0} in the outbox, ${sent.get(key) ?? 0} sent`);
    expect(differences.length === 0, differences.join('\n'));
    const unsent = rows.filter((row) => !row.done).length;
    expect(unsent === 0, `${unsent} mails due and not sent`);
    expect(rows.length >= 8, `${rows.length} mails: too few to tell`);
    return [
      `${received.length} messages at the SMTP sink for ${rows.length} mail rows, none twice, none missing:`,
      ...[...sent].map(([key, n]) => `  ${n} x ${key}`),
    ];
  });
}

// ------------------------------------------------------------ 7. rolling restart

/**
 * The rolling restart of deploy/rolling-restart.sh under mixed load through nginx, tabs' streams
 * open: each process in turn is marked down in nginx's upstream (a reload), gets SIGTERM
 * (`systemctl restart buddies@PORT`), must exit within the unit's stop time, starts again until
 * /api/health answers, and is marked up. No request may fail: autocannon counts every answer but
 * a 2xx and every broken connection, and the mix holds no request a rate limit answers.
 */
async function rollingRestartUnderLoad(context: {
  apps: AppProcess[];
  nginx: Origin;
  accessLogFile: string;
  drain: (port: number, down: boolean) => Promise<void>;
  env: Record<string, string>;
  dir: string;
  learner: Person;
  buddy: Person;
}): Promise<string[]> {
  const { apps, nginx, accessLogFile, drain, env, dir, learner, buddy } = context;
  const lines: string[] = [];
  const logged = accessLog(accessLogFile).length;
  const tabs = await Promise.all(
    Array.from({ length: 10 }, (_, i) => EventStream.open(nginx, (i % 2 ? learner : buddy).token)),
  );
  const load = runLoad({
    url: nginx.url,
    connections: 20,
    duration: 40,
    requests: [
      { path: '/api/health/live' },
      { path: '/api/activities' },
      { path: '/api/buddies-with-languages', token: learner.token },
      { path: '/api/learner/profile', token: learner.token },
      { method: 'POST', path: `/api/conversations/${buddy.id}/read`, token: learner.token },
    ],
  });
  // The load runs its course whatever happens to the restarts: nothing is left running.
  let restarts: unknown;
  try {
    await sleep(3000);
    for (const [i, app] of apps.entries()) {
      // As deploy/rolling-restart.sh: out of nginx's upstream first, so no request is on its
      // way to the process when its port closes.
      await drain(app.port, true);
      const stopped = await stopApp(app);
      expect(!stopped.killed, `${app.name} did not exit within ${STOP_LIMIT_MS / 1000} s`);
      const restarted = startApp(app.name, app.port, env, dir);
      apps[i] = restarted;
      const began = performance.now();
      await waitForHealth(restarted.origin.url, restarted.child);
      await drain(app.port, false);
      lines.push(
        `${app.name}: exited ${stopped.ms} ms after SIGTERM, ready again ${Math.round(performance.now() - began)} ms after its start`,
      );
    }
  } catch (err) {
    restarts = err;
  } finally {
    tabs.forEach((tab) => tab.close());
  }
  const result = await load;
  lines.push(
    `through nginx meanwhile: ${result.requests} requests (${result['req/s']}/s, p99 ${result['p99 ms']} ms), ${result.errors} failed`,
  );
  // What went wrong, as nginx tells it: its answers other than 200 meanwhile, by path (but 499:
  // requests autocannon left unanswered when its time was up).
  const wrong = new Map<string, number>();
  for (const entry of accessLog(accessLogFile).slice(logged)) {
    if (entry.status !== 200 && entry.status !== 499) {
      const key = `${entry.status} ${entry.path} (upstream ${entry.upstream})`;
      wrong.set(key, (wrong.get(key) ?? 0) + 1);
    }
  }
  lines.push(...[...wrong].map(([key, n]) => `  ${n} x ${key}`));
  const stopped = restarts instanceof Error ? [restarts.message] : [];
  expect(!restarts && result.errors === 0, [...lines, ...stopped].join('\n'));
  return lines;
}

// ------------------------------------------------------------ 8. soak

/** SOAK_SECONDS=600 npm run topology: ten minutes (off unless set). */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 0);

/** A process's resident memory in MB, from /proc. */
function residentMb(app: AppProcess) {
  const status = readFileSync(`/proc/${app.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * Mixed traffic through nginx for SOAK_SECONDS with ten tabs' streams open, reconnecting as the
 * client does; halfway, the first process is restarted as deploy/rolling-restart.sh does it
 * (its tabs reconnect). No request may fail; the second process, which lives through it all,
 * keeps its resident memory flat (the end within 1.5 times its size after the first minute).
 */
async function soak(context: {
  apps: AppProcess[];
  nginx: Awaited<ReturnType<typeof startNginx>>;
  env: Record<string, string>;
  dir: string;
  learner: Person;
  buddy: Person;
}): Promise<string[]> {
  const { apps, nginx, env, dir, learner, buddy } = context;
  const tabs = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      EventStream.open(nginx.origin, (i % 2 ? learner : buddy).token, { reconnect: true }),
    ),
  );
  const lived = apps[1]!;
  const memory = [residentMb(lived)];
  const sampling = setInterval(() => memory.push(residentMb(lived)), 60_000);
  const load = runLoad({
    url: nginx.origin.url,
    connections: 10,
    duration: SOAK_SECONDS,
    requests: [
      { path: '/api/health/live' },
      { path: '/api/activities' },
      { path: '/api/buddies-with-languages', token: learner.token },
      { path: '/api/learner/profile', token: learner.token },
      { path: '/api/conversations', token: learner.token },
      { method: 'POST', path: `/api/conversations/${buddy.id}/read`, token: learner.token },
    ],
  });
  let restarted: string;
  try {
    await sleep((SOAK_SECONDS * 1000) / 2);
    const first = apps[0]!;
    await nginx.setDown(first.port, true);
    const stopped = await stopApp(first);
    apps[0] = startApp(first.name, first.port, env, dir);
    await waitForHealth(apps[0].origin.url, apps[0].child);
    await nginx.setDown(first.port, false);
    restarted = `${first.name} restarted halfway (exited ${stopped.ms} ms after SIGTERM)`;
  } catch (err) {
    restarted = `the restart halfway failed: ${String(err)}`;
  }
  // The load runs its course whatever happened to the restart: nothing is left running.
  const result = await load;
  clearInterval(sampling);
  memory.push(residentMb(lived));
  tabs.forEach((tab) => tab.close());
  const reconnected = tabs.reduce((n, tab) => n + tab.reconnects, 0);
  const readyAgain = tabs.reduce(
    (n, tab) => n + tab.frames.filter((frame) => frame.event === 'ready').length - 1,
    0,
  );
  const lines = [
    `${result.requests} requests (${result['req/s']}/s, p99 ${result['p99 ms']} ms), ${result.errors} failed`,
    restarted,
    `${reconnected} stream reconnections, ${readyAgain} of them ready again`,
    `${lived.name} resident memory by minute (MB): ${memory.join(', ')}`,
  ];
  const [, afterWarmUp = memory[0]!] = memory;
  expect(result.errors === 0 && !restarted.startsWith('the restart'), lines.join('\n'));
  expect(readyAgain === reconnected, `streams that did not come back:\n${lines.join('\n')}`);
  expect(memory.at(-1)! <= afterWarmUp * 1.5, `memory grew:\n${lines.join('\n')}`);
  return lines;
}

// ------------------------------------------------------------ 9. two processes against one

/** BENCH_SECONDS=5 npm run topology: each read for that long, at 100 connections (off unless set). */
const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 0);

/**
 * ARCHITECTURE's budget through the deployment: each screen read through nginx (TLS) with both
 * processes, then with one (the other marked down), beside the one-read reference (a bare
 * Fastify doing one indexed read, direct) in the same run. The ratio of two to one says what a
 * second process buys on this machine (two cores, shared with PostgreSQL, nginx and autocannon).
 */
async function twoProcessesToOne(context: {
  apps: AppProcess[];
  nginx: Awaited<ReturnType<typeof startNginx>>;
  databaseUrl: string;
  db: Database;
  learner: Person;
}): Promise<string[]> {
  const { apps, nginx, databaseUrl, db, learner } = context;
  const [user] = (
    (await db.execute(sql`select username from users where id = ${learner.id}`)) as unknown as {
      rows: { username: string }[];
    }
  ).rows;
  const reference = await serveOneRead(databaseUrl, user!.username);
  const run = (url: string, path: string, token?: string) =>
    runLoad({
      url,
      connections: 100,
      duration: BENCH_SECONDS,
      requests: [{ path, ...(token && { token }) }],
    });
  const reads: [string, string | undefined][] = [
    ['/api/activities', undefined],
    ['/api/buddies-with-languages', learner.token],
    ['/api/conversations', learner.token],
    ['/api/learner/profile', learner.token],
  ];
  const lines: string[] = [];
  try {
    const one = await run(reference.url, '/');
    lines.push(`one-read reference: ${one['req/s']}/s, p99 ${one['p99 ms']} ms`);
    for (const [path, token] of reads) {
      const two = await run(nginx.origin.url, path, token);
      await nginx.setDown(apps[1]!.port, true);
      const single = await run(nginx.origin.url, path, token).finally(() =>
        nginx.setDown(apps[1]!.port, false),
      );
      lines.push(
        `${path}: two ${two['req/s']}/s (p99 ${two['p99 ms']} ms), one ${single['req/s']}/s ` +
          `(p99 ${single['p99 ms']} ms): two/one ${(two['req/s'] / single['req/s']).toFixed(2)}, ` +
          `two/reference ${Math.round((100 * two['req/s']) / one['req/s'])}%`,
      );
      expect(two.errors === 0 && single.errors === 0, lines.join('\n'));
    }
  } finally {
    await reference.close();
  }
  return lines;
}

// ------------------------------------------------------------ run

const exitCode = await main()
  .then(() => (outcomes.some((outcome) => outcome.result === 'FAIL') ? 1 : 0))
  .catch((err: unknown) => {
    const why = err instanceof CheckFailed ? err.message : ((err as Error).stack ?? String(err));
    if (!wasInterrupted()) console.error(`FAIL set-up: ${why}`);
    return 1;
  });
await cleanUp();
const failed = outcomes.filter((outcome) => outcome.result === 'FAIL').map((o) => o.name);
console.log(exitCode === 0 ? 'PASS: the topology holds' : `FAIL: ${failed.join('; ') || 'set-up'}`);
process.exit(exitCode);
