import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuddyRegistrationSchema } from '../shared/auth';
import {
  anAddress,
  bearer,
  buddyApplication,
  buddyFormFields,
  multipart,
  pngImage,
  sessionFor,
} from '../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, TEST_PASSWORD } from '../../tests/support/factories';
import { encode } from '../../tests/support/route-cases';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

/**
 * Every /api route found in the app's own OpenAPI document gets hostile values in each body,
 * query and path field, one field at a time on top of an otherwise valid request. Whatever is
 * sent, the answer is never a 5xx, an error is always `{ error: string }`, and no answer echoes
 * a NUL character or shows anything internal (stack, SQL, file paths).
 */

// Hundreds of requests per test; sequential so that a failure names one request exactly.
const SLOW = { timeout: 120_000 };

let t: TestApp;
let learnerToken: string;
let learnerId: string;
let buddyToken: string;
let loginEmail: string;
let routes: Route[];

interface Operation {
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
  parameters?: { in: string; name: string }[];
  security?: unknown[];
}

interface Route {
  method: string;
  /** The OpenAPI path, e.g. /api/buddy/{id} */
  path: string;
  bodyFields: string[];
  queryFields: string[];
  pathParams: string[];
  secured: boolean;
}

const unique = () => randomBytes(4).toString('hex');
const PASSWORD = 'a-long-password';
const BUDDY_SLUG = 'fuzz-buddy';

/** Valid requests to start from, so that one hostile field meets the code behind validation. */
const BASE_BODIES: Record<string, () => Record<string, unknown>> = {
  '/api/login': () => ({ email: loginEmail, password: TEST_PASSWORD }),
  '/api/register/learner': () => ({
    firstName: 'Sam',
    lastName: 'Jansen',
    email: `fuzz-${unique()}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  }),
  '/api/register/learner/complete': () => ({
    email: `fuzz-${unique()}@example.com`,
    password: PASSWORD,
    fullName: 'Sam Jansen',
    acceptTerms: true,
  }),
  '/api/register/buddy': () => buddyApplication(),
  '/api/auth/forgot-password': () => ({ email: `fuzz-${unique()}@example.com` }),
  '/api/auth/reset-password': () => ({
    token: randomBytes(32).toString('base64url'),
    newPassword: PASSWORD,
  }),
  '/api/profile/send-email-verification': () => ({}),
  '/api/profile/verify-email': () => ({ token: randomBytes(32).toString('base64url') }),
  '/api/profile/send-sms-verification': () => ({ phone: '06 1234 5678' }),
  '/api/profile/verify-phone': () => ({ code: '123456' }),
  '/api/profile/change-email/initiate': () => ({
    newEmail: `fuzz-${unique()}@example.com`,
    currentPassword: TEST_PASSWORD,
  }),
  '/api/profile/change-email/verify-current': () => ({
    token: randomBytes(32).toString('base64url'),
  }),
  '/api/profile/change-email/verify-new': () => ({ token: randomBytes(32).toString('base64url') }),
};

/**
 * Fields a route reads that its OpenAPI document does not list: the buddy application is
 * multipart or JSON and validated in the handler, so it declares no body schema.
 */
const UNDECLARED_BODY_FIELDS: Record<string, string[]> = {
  '/api/register/buddy': Object.keys(BuddyRegistrationSchema.shape),
};

/** The event stream answers until its sign-in ends: events.test.ts covers it. */
const SKIPPED = (path: string) =>
  !path.startsWith('/api/') ||
  path.startsWith('/api/docs') ||
  path.startsWith('/api/local-admin/') ||
  path === '/api/events';

/** A JSON object with an own `__proto__` (or `constructor`) key, as a client can send one. */
const protoObject = JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown;
const constructorObject = JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}') as unknown;

const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

const HOSTILE_STRINGS = [
  '\u0000',
  'ab\u0000cd',
  'fuzz\u0000@example.com',
  '\u001b[31mred\u001b[0m',
  'ab\u202ecd',
  'fuzz\u202e@example.com',
  'ab\ud800cd',
  '\udfff',
  'a'.repeat(100_000),
  '',
  '   ',
  "' OR 1=1 --",
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
];

/*
 * Values beyond what a JavaScript date, PostgreSQL's timestamptz (4713 BC to 294276 AD, written
 * with four-digit years by the driver), an integer column or a uuid can hold, or just past it.
 * Bodies carry instants, ids and numbers; queries and paths also dates and numbers as text.
 */
const OUT_OF_RANGE_INSTANTS = [
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '-004714-11-24T00:00:00Z',
  '0000-01-01T00:00:00Z',
];
const OUT_OF_RANGE_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const OUT_OF_RANGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 8.64e15 + 1, -8.64e15 - 1];
const OUT_OF_RANGE_STRINGS = [
  ...OUT_OF_RANGE_INSTANTS,
  ...OUT_OF_RANGE_IDS,
  '0000-01-01',
  '9999-12-31',
  '99999-01-01',
  '+275760-09-13',
  '-271821-04-20',
  '2026-02-30',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1e21',
];

const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  ...OUT_OF_RANGE_INSTANTS,
  ...OUT_OF_RANGE_IDS,
  ...OUT_OF_RANGE_NUMBERS,
  42,
  -1,
  0.5,
  1e308,
  -1e308,
  NaN, // null in JSON
  null,
  true,
  false,
  [],
  {},
  ['\u0000'],
  [[['Coffee Chats']]],
  nested(2_000),
  { $ne: '' },
  protoObject,
  constructorObject,
];

/** Query and path values sent exactly as written: broken or overlong percent-escapes. */
const RAW_URL_VALUES = ['%00', '%ED%A0%80', '%C0%80', '%', '%zz', '%2e%2e%2F%2e%2e', '%E2%80%AE'];

/**
 * Random values beside the chosen ones, a few per field with a seed of its own: across the ~100
 * fields they still come to hundreds. (15 per field made the body test alone ~1,100 requests.)
 */
const GENERATED_PER_FIELD = 5;
const generated = (seed: number) =>
  fc.sample(fc.oneof(fc.string({ unit: 'binary' }), fc.anything()), {
    numRuns: GENERATED_PER_FIELD,
    seed,
  });
const generatedStrings = (seed: number) =>
  fc.sample(fc.string({ unit: 'binary' }), { numRuns: GENERATED_PER_FIELD, seed });

const shown = (value: unknown) => {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** What no answer may show: the internals of a failure. */
const LEAKS = [/stack/i, /SELECT/, /\bselect\s[^"]*\bfrom\b/i, /node_modules/];

/** Collects every bad answer of a test, so that one run reports them all. */
function checker() {
  const failures: string[] = [];
  let requests = 0;
  return {
    failures,
    get requests() {
      return requests;
    },
    check(res: LightMyRequestResponse, label: string) {
      requests++;
      const body = res.body;
      const problems: string[] = [];
      if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
      if (res.statusCode >= 400) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined;
        }
        if (typeof (parsed as { error?: unknown } | undefined)?.error !== 'string')
          problems.push('error answer is not JSON with a string `error`');
      }
      if (body.includes('\u0000')) problems.push('echoes a raw NUL');
      if (body.includes('\\u0000')) problems.push('echoes an escaped NUL');
      for (const leak of LEAKS) if (leak.test(body)) problems.push(`shows ${leak}`);
      if (problems.length > 0)
        failures.push(
          `${label}: ${problems.join('; ')} -> ${res.statusCode} ${shown(body.slice(0, 300))}`,
        );
    },
  };
}

async function authFor(route: Route): Promise<Record<string, string>> {
  if (!route.secured) return {};
  if (route.path === '/api/buddy/profile') return bearer(buddyToken);
  // Logging out ends the session: each request gets a session of its own.
  if (route.path === '/api/logout') return bearer(await sessionFor(t.db, { id: learnerId }));
  return bearer(learnerToken);
}

/** The route's URL with valid path parameters, or with `params` instead. */
const urlOf = (route: Route, params: Record<string, string> = {}) =>
  route.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? BUDDY_SLUG);

async function request(
  route: Route,
  url: string,
  payload?: string | Buffer,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: route.method as 'GET' | 'POST',
    url,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(await authFor(route)),
      ...headers,
    },
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: anAddress(),
  });
}

function discover(): Route[] {
  const doc = t.app.swagger() as unknown as { paths?: Record<string, Record<string, Operation>> };
  const found: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    if (SKIPPED(path)) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const declared = Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
      const base = Object.keys(BASE_BODIES[path]?.() ?? {});
      const params = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      found.push({
        method: method.toUpperCase(),
        path,
        bodyFields: [...new Set([...declared, ...base, ...(UNDECLARED_BODY_FIELDS[path] ?? [])])],
        queryFields: params('query'),
        pathParams: params('path'),
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return found;
}

const takesBody = (route: Route) => route.method !== 'GET' && route.bodyFields.length > 0;
const takesNothing = (route: Route) =>
  !takesBody(route) && route.queryFields.length === 0 && route.pathParams.length === 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const learner = await buildLearner(t.db);
  learnerId = learner.id;
  learnerToken = await sessionFor(t.db, learner);
  loginEmail = (await buildLearner(t.db)).email;
  const buddy = await buildBuddy(t.db, { slug: BUDDY_SLUG });
  buddyToken = await sessionFor(t.db, buddy.user);
  routes = discover();
});
afterAll(() => t.close());

describe('fuzz: every body and query field', () => {
  it('finds the API routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const paths = routes.map((r) => r.path);
    // The base bodies and the routes they belong to must not drift apart.
    for (const path of Object.keys(BASE_BODIES)) expect(paths).toContain(path);
    expect(routes.filter(takesBody).length).toBeGreaterThanOrEqual(6);
    expect(routes.filter((r) => r.queryFields.length > 0).length).toBeGreaterThanOrEqual(1);
    expect(routes.filter((r) => r.pathParams.length > 0).length).toBeGreaterThanOrEqual(1);
  });

  it('never answers a hostile body field with a 5xx or an echoed NUL', SLOW, async () => {
    const c = checker();
    let seed = 42;
    for (const route of routes.filter(takesBody)) {
      for (const field of route.bodyFields) {
        for (const value of [...HOSTILE_VALUES, ...generated(seed++)]) {
          const body = { ...(BASE_BODIES[route.path]?.() ?? {}), [field]: value };
          const res = await request(route, urlOf(route, { id: learnerId }), JSON.stringify(body));
          c.check(res, `${route.method} ${route.path} body.${field} = ${shown(value)}`);
        }
      }
    }
    expect(c.requests).toBeGreaterThan(500);
    expect(c.failures, c.failures.join('\n')).toEqual([]);
  });

  it('never answers a hostile whole body with a 5xx', SLOW, async () => {
    const c = checker();
    const bodies = [
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      'null',
      '[]',
      '"text"',
      '42',
      '{',
      '',
      '\u0000',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    ];
    for (const route of routes.filter(takesBody)) {
      for (const body of bodies) {
        const res = await request(route, urlOf(route), body);
        c.check(res, `${route.method} ${route.path} body ${shown(body)}`);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await request(route, urlOf(route), 'email=a%00b', { 'content-type': type });
        c.check(res, `${route.method} ${route.path} as ${type}`);
      }
    }
    expect(c.failures, c.failures.join('\n')).toEqual([]);
  });

  it('never answers a hostile query field with a 5xx or an echoed NUL', SLOW, async () => {
    const c = checker();
    let seed = 4242;
    const strings = HOSTILE_STRINGS;
    for (const route of routes.filter((r) => r.queryFields.length > 0)) {
      for (const field of route.queryFields) {
        const encoded = [
          ...[...strings, ...OUT_OF_RANGE_STRINGS, ...generatedStrings(seed++)].map(encode),
          ...RAW_URL_VALUES,
          // A cursor is base64url of a slug: hostile text in a well-formed cursor too.
          ...strings.map((s) => encode(Buffer.from(s).toString('base64url'))),
          '-1',
          '0',
          '1e308',
          'NaN',
          '101',
        ];
        for (const value of encoded) {
          for (const query of [`${field}=${value}`, `${field}=${value}&${field}=${value}`]) {
            // A real id, so that the query reaches the code behind the path's validation.
            const res = await request(route, `${urlOf(route, { id: learnerId })}?${query}`);
            c.check(res, `${route.method} ${route.path} ?${shown(query)}`);
          }
        }
      }
    }
    expect(c.requests).toBeGreaterThan(100);
    expect(c.failures, c.failures.join('\n')).toEqual([]);
  });

  it('never answers a hostile path parameter with a 5xx or an echoed NUL', SLOW, async () => {
    const c = checker();
    let seed = 424242;
    for (const route of routes.filter((r) => r.pathParams.length > 0)) {
      for (const param of route.pathParams) {
        const values = [
          ...[...HOSTILE_STRINGS, ...OUT_OF_RANGE_STRINGS, ...generatedStrings(seed++)].map(encode),
          ...RAW_URL_VALUES,
          encode('Fuzz-Buddy'),
          encode(`${BUDDY_SLUG}/../..`),
        ];
        for (const value of values) {
          const res = await request(route, urlOf(route, { [param]: value }));
          c.check(res, `${route.method} ${route.path} {${param}} = ${shown(value)}`);
        }
      }
    }
    expect(c.failures, c.failures.join('\n')).toEqual([]);
  });

  it('answers routes without inputs the same, whatever stray query is sent', SLOW, async () => {
    const c = checker();
    const quiet = routes.filter(takesNothing);
    expect(quiet.length).toBeGreaterThanOrEqual(3);
    for (const route of quiet) {
      for (const value of [...HOSTILE_STRINGS.map(encode), ...RAW_URL_VALUES]) {
        const res = await request(route, `${urlOf(route)}?x=${value}&__proto__=${value}`);
        c.check(res, `${route.method} ${route.path} ?x=${shown(value)}`);
      }
    }
    expect(c.failures, c.failures.join('\n')).toEqual([]);
  });

  it('never answers a hostile multipart buddy application with a 5xx', SLOW, async () => {
    const c = checker();
    const post = async (fields: Record<string, string | string[]>, file?: Buffer, name = '') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register/buddy',
        remoteAddress: anAddress(),
        ...(await multipart(
          fields,
          file ? { bytes: file, filename: name, type: 'image/png' } : undefined,
        )),
      });
      return res;
    };
    const fieldNames = [
      ...new Set([...Object.keys(buddyFormFields()), 'phone', 'username', 'role']),
    ];
    for (const field of fieldNames) {
      for (const value of HOSTILE_STRINGS) {
        const res = await post({ ...buddyFormFields(), [field]: value });
        c.check(res, `POST /api/register/buddy multipart ${field} = ${shown(value)}`);
      }
    }
    for (const name of ['__proto__', 'constructor', 'activities[]', '\u0000', 'a'.repeat(200)]) {
      const res = await post({ ...buddyFormFields(), [name]: 'x' });
      c.check(res, `POST /api/register/buddy multipart field named ${shown(name)}`);
    }
    const photo = await pngImage();
    for (const filename of ['a\u0000.png', '../../etc/passwd', '\u202egnp.exe']) {
      const res = await post(buddyFormFields(), photo, filename);
      c.check(res, `POST /api/register/buddy multipart photo named ${shown(filename)}`);
    }
    expect(c.failures, c.failures.join('\n')).toEqual([]);
  });
});
