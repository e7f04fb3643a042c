import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BuddyRegistrationSchema, ErrorSchema } from '../shared/auth';
import { anAddress, bearer } from '../../tests/support/auth-helpers';
import { FuzzWorld } from '../../tests/support/fuzz-world';
import {
  caseArbitrary,
  fuzzRoutes,
  resolved,
  shownCase,
  urlOf,
  type Case,
  type FuzzRoute,
} from '../../tests/support/route-cases';
import { stripeTestApp } from '../../tests/support/stripe-sessions';
import { watchWrites } from '../../tests/support/table-digest';
import type { TestApp } from '../../tests/support/test-app';
import { reconcileIfDue } from './modules/payments/reconciliation';
import { stripeProvider } from './modules/payments/stripe-provider';

/**
 * Schema fuzzing (decision 043): every /api route gets requests generated from its own zod
 * schemas, its params, query and body, most of them valid so that they reach the handler and its
 * SQL, the others hostile in one part; each sent as a caller the route lets in, about a world of
 * records the callers have (tests/support/fuzz-world.ts). Whatever is sent, the answer is never a
 * 5xx, an error is `{ error, issues? }` showing nothing internal, a body the schema refuses is
 * never taken, and a refused request writes nothing.
 *
 * `npm run fuzz -- --runs N [--seed S] [--route 'METHOD /api/path'] [--trace FILE]` runs this
 * test with many more cases (FUZZ_RUNS, FUZZ_SEED, FUZZ_ROUTE, FUZZ_TRACE); a failure names its
 * seed, which generates the same cases again.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const ONLY = process.env.FUZZ_ROUTE;
/** A file to which every case and its answer are written. */
const TRACE = process.env.FUZZ_TRACE;
/** Thousands of cases a route take their time: under 10 ms a case, about 100 routes. */
const TIMEOUT = Math.max(120_000, RUNS * 100 * 30);

/**
 * How often a route's records are built again after a case used them up (answered the proposal,
 * held the interview), so that later cases reach the handler's deeper paths too: each costs a
 * few requests (a booking is paid at Stripe), so a tenth of the cases.
 */
const RESTORES = Math.floor(RUNS / 10);

/** A route checks this body itself, as JSON or multipart: it declares none. */
const UNDECLARED_BODIES = { 'POST /api/register/buddy': BuddyRegistrationSchema };

/**
 * What a refusal writes by design, besides the throttling counts in rate_limits (decision 006):
 * the mail to the owner of a taken address (decision 017), a wrong code counted against its code.
 */
const REFUSAL_WRITES: Record<string, string[]> = {
  'POST /api/register/learner': ['outbox'],
  'POST /api/register/learner/complete': ['outbox'],
  'POST /api/register/buddy': ['outbox'],
  'POST /api/profile/verify-phone': ['user_tokens'],
};

/** The event stream answers until its sign-in ends: events.test.ts covers it. */
const SKIPPED = new Set(['GET /api/events']);

let t: TestApp;
let closeAll: () => Promise<unknown>;
let routes: FuzzRoute[];
let world: FuzzWorld;
/** The tables whose rows were written since the last call (table-digest.ts's watch). */
let takeWrites: () => Promise<string[]>;

/** Sends a case; its JSON body as sent, for the check that a refused body is never taken. */
async function send(route: FuzzRoute, c: Case) {
  const lookup = world.lookup(c.caller);
  const body = resolved(c.body, lookup);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, resolved(c.params, lookup), resolved(c.query, lookup)),
    headers: {
      ...(c.caller === 'none' ? {} : bearer(world.callers[c.caller].token)),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
    // An address of its own each time: the limits per address are not what is fuzzed.
    remoteAddress: anAddress(),
  });
  return { res, payload };
}

/** What no answer may show: the internals of a failure. */
const LEAKS = [
  /stack/i,
  /\bselect\s[^"]*\bfrom\b/i,
  /node_modules|\/src\/server\//,
  /violates|constraint|relation "|syntax error|duplicate key/i,
  /\bat \S+ \(.*:\d+:\d+\)/,
];
const StrictError = ErrorSchema.strict();

/** Whether the schema takes the body as Fastify hands it over: parsed JSON, or null if none. */
const bodyAccepted = (route: FuzzRoute, payload: string | undefined) =>
  !route.body ||
  z.safeParse(route.body, payload === undefined ? null : JSON.parse(payload)).success;

function problemsOf(route: FuzzRoute, payload: string | undefined, res: LightMyRequestResponse) {
  const problems: string[] = [];
  const body = res.body;
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  if (res.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    if (!StrictError.safeParse(parsed).success) problems.push('error is not { error, issues? }');
    for (const leak of LEAKS) if (leak.test(body)) problems.push(`shows ${leak}`);
  } else if (!bodyAccepted(route, payload)) {
    problems.push('took a body its schema refuses');
  }
  if (body.includes('\u0000') || body.includes('\\u0000')) problems.push('echoes a NUL');
  return problems;
}

/** The tables a refused request wrote rows of, besides those it may (REFUSAL_WRITES). */
async function writtenByRefusal(route: FuzzRoute): Promise<string[]> {
  const mayWrite = ['rate_limits', ...(REFUSAL_WRITES[route.key] ?? [])];
  return (await takeWrites()).filter((name) => !mayWrite.includes(name));
}

/** Each route's answers by class and its time, a line a route. */
function report(answers: Record<string, Record<string, number>>) {
  const width = Math.max(...Object.keys(answers).map((key) => key.length));
  const lines = Object.entries(answers).map(([key, counts]) => {
    const classes = ['2xx', '3xx', '4xx', '5xx'].map((kind) =>
      String(counts[kind] ?? 0).padStart(6),
    );
    return `${key.padEnd(width)} ${classes.join('')} ${String(counts.ms).padStart(8)}`;
  });
  const head = `${'route'.padEnd(width)}    2xx   3xx   4xx   5xx  time ms`;
  return `\n${[head, ...lines].join('\n')}\n\n`;
}

/** A seed of its own for each route, so that one route's cases come back with its name alone. */
const seedOf = (key: string) =>
  createHash('sha256').update(`${SEED} ${key}`).digest().readInt32LE(0);

interface Outcome {
  failures: string[];
  /** Answers by class (2xx, 4xx...), and the route's time in ms. */
  answers: Record<string, number>;
}

async function fuzz(route: FuzzRoute): Promise<Outcome> {
  // Routes without inputs vary only in their caller: a few cases tell all.
  const inputs = route.params || route.querystring || route.body;
  const cases = fc.sample(caseArbitrary(route, world.hintsFor(route)), {
    numRuns: inputs ? RUNS : Math.min(RUNS, 4),
    seed: seedOf(route.key),
  });
  const outcome: Outcome = { failures: [], answers: {} };
  const started = performance.now();
  await world.prepareFor(route);
  await takeWrites();
  let restores = RESTORES;
  for (const [i, c] of cases.entries()) {
    const { res, payload } = await send(route, c);
    const problems = problemsOf(route, payload, res);
    const status = res.statusCode;
    const kind = `${String(status)[0]}xx`;
    outcome.answers[kind] = (outcome.answers[kind] ?? 0) + 1;
    if (status >= 400 && status < 500) {
      const written = await writtenByRefusal(route);
      if (written.length) problems.push(`refused, yet wrote to ${written.join(', ')}`);
    } else {
      const written = await takeWrites();
      // A sign-in ends, or an account is deleted or changes status, in these tables only.
      if (written.includes('users') || written.includes('auth_sessions'))
        await world.keepCallersUsable();
      if (written.length && restores-- > 0) await world.restore(route);
      await takeWrites();
    }
    const answer = `${status} ${res.body.slice(0, 200)}`;
    if (TRACE) appendFileSync(TRACE, `${route.key} case ${i}: ${answer}\n    ${shownCase(c)}\n`);
    if (problems.length)
      outcome.failures.push(
        `${route.key} case ${i}: ${problems.join('; ')} -> ${answer}\n    ${shownCase(c)}`,
      );
  }
  outcome.answers.ms = Math.round(performance.now() - started);
  return outcome;
}

beforeAll(async () => {
  // Production's routes, payments through Stripe (its local fake) included.
  const registered: RouteOptions[] = [];
  const app = await stripeTestApp('schema_fuzz', {
    onRoute: (route) => void registered.push(route),
  });
  ({ t, close: closeAll } = app);
  routes = fuzzRoutes(registered, UNDECLARED_BODIES).filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      !SKIPPED.has(route.key),
  );
  takeWrites = await watchWrites(t.db);
  world = await FuzzWorld.build(t, app.stripe);
  // Only requests write while the cases run: the outbox worker does no queued work, and the
  // day's reconciliation is done before (else it starts a minute in).
  await t.app.outbox.stop();
  const payments = t.app.config.payments;
  if (payments?.provider === 'stripe') await reconcileIfDue(t.db, stripeProvider(payments));
});
afterAll(() => closeAll());

describe('schema fuzzing: every route with requests from its zod schemas', () => {
  it('finds the routes and their schemas', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.querystring).length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.params).length).toBeGreaterThan(40);
  });

  it('lets a request leave out a body wherever its schema lets the body be left out', () => {
    // Fastify hands a request without a body to the schema as null, never as undefined.
    const refused = routes
      .filter((route) => route.body && !(route.key in UNDECLARED_BODIES))
      .filter((route) => z.safeParse(route.body!, undefined).success)
      .filter((route) => !z.safeParse(route.body!, null).success)
      .map((route) => route.key);
    expect(refused).toEqual([]);
  });

  it(
    `answers ${RUNS} cases a route without a 5xx, a leak, or a write by a refusal`,
    { timeout: TIMEOUT },
    async () => {
      const failures: string[] = [];
      const answers: Record<string, Record<string, number>> = {};
      for (const route of routes) {
        if (ONLY && route.key !== ONLY) continue;
        const outcome = await fuzz(route);
        failures.push(...outcome.failures);
        answers[route.key] = outcome.answers;
      }
      if (process.env.FUZZ_RUNS || process.env.FUZZ_REPORT) process.stdout.write(report(answers));
      // Most routes must be reached past validation, or the cases test only the schemas.
      const reached = Object.values(answers).filter((a) => (a['2xx'] ?? 0) > 0).length;
      expect(reached / Object.keys(answers).length).toBeGreaterThan(ONLY ? 0 : 0.5);
      const again = `npm run fuzz -- --runs ${RUNS} --seed ${SEED}${ONLY ? ` --route '${ONLY}'` : ''}`;
      expect(
        failures,
        `${failures.length} failing cases of seed ${SEED} (again: ${again})\n${failures.join('\n')}`,
      ).toEqual([]);
    },
  );
});
