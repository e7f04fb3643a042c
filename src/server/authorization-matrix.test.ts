import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAmsterdamDays, amsterdamDate } from '../shared/amsterdam-time';
import { interviewSlotsOn, isInterviewDay } from '../shared/interviews';
import {
  anAddress,
  bearer,
  buddyApplication,
  multipart,
  pngImage,
  sessionFor,
} from '../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff, TEST_PASSWORD } from '../../tests/support/factories';
import { inHours } from '../../tests/support/hours';
import { postAs, type Party } from '../../tests/support/sessions';
import { deliver, payAtStripe, stripeTestApp } from '../../tests/support/stripe-sessions';
import { changedTables, tableDigests } from '../../tests/support/table-digest';
import type { FakeStripe } from '../../tests/support/fake-stripe';
import type { TestApp } from '../../tests/support/test-app';
import { outbox } from './db/schema/outbox';
import { users } from './db/schema/users';
import { changeAccountStatus } from './modules/buddies/status';
import { unsubscribeToken } from './lib/unsubscribe-links';
import { ROOT_DIR } from './paths';

/**
 * The authorization matrix: every route of the app's own OpenAPI document, called by nine kinds
 * of caller about records that belong to none of them, answers what its row in
 * authorization-matrix.md says (that file tells how to read it). Refusals run first and must
 * leave every table as it was; then the callers a row lets in.
 */

const TABLE_FILE = join(ROOT_DIR, 'src', 'server', 'authorization-matrix.md');

const CALLERS = [
  'none',
  'learner',
  'other learner',
  'buddy',
  'other buddy',
  'applicant',
  'suspended',
  'moderator',
  'expert',
] as const;
type Caller = (typeof CALLERS)[number];
type SignedIn = Exclude<Caller, 'none'>;

interface Expected {
  status: number;
  /** The answer shows the owners' private data (a name, an address, a message). */
  sees: boolean;
}

const shownAnswer = ({ status, sees }: Expected) => `${status}${sees ? ' sees' : ''}`;

/** The table's rows by `METHOD /path` (path parameters as `:name`), in the file's order. */
function readTable(): Map<string, Record<Caller, Expected>> {
  const rows = new Map<string, Record<Caller, Expected>>();
  let inTable = false;
  for (const line of readFileSync(TABLE_FILE, 'utf8').split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));
    if (!inTable) {
      inTable = true;
      if (cells.join() !== ['route', ...CALLERS].join())
        throw new Error(`A table's columns must be: route, ${CALLERS.join(', ')}`);
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const [route = '', ...answers] = cells;
    if (rows.has(route)) throw new Error(`${route} has two rows`);
    const row = {} as Record<Caller, Expected>;
    CALLERS.forEach((caller, i) => {
      const match = /^(\d{3})( sees)?$/.exec(answers[i] ?? '');
      if (!match) throw new Error(`${route}: "${answers[i] ?? ''}" for ${caller} is no answer`);
      row[caller] = { status: Number(match[1]), sees: match[2] !== undefined };
    });
    rows.set(route, row);
  }
  return rows;
}

interface Route {
  key: string;
  method: string;
  path: string;
}

/** Every /api route of the OpenAPI document, as `METHOD /api/x/:id` (pages are public). */
function discover(app: TestApp['app']): Route[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  const api = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/'));
  return api.flatMap(([openApiPath, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => {
        const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
        return { key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path };
      }),
  );
}

let t: TestApp;
let stripe: FakeStripe;
let closeAll: () => Promise<unknown>;
let documented: Route[];
let table: Map<string, Record<Caller, Expected>>;
const callers = {} as Record<SignedIn, { id: string; email: string; token: string }>;
/** Whom a login without a token signs in as. */
let signInAccount: { email: string };
/** Private to the owners (and the staff who look after them): no other answer may show them. */
const secrets: string[] = [];
/** The owners: a learner and a buddy with their records, and records of other staff's work. */
let owners: {
  learner: Party;
  /** The learner's surname: their name is private, a buddy's public. */
  learnerSurname: string;
  buddy: Party;
  buddySlug: string;
  /** Their booking, paid. */
  booked: string;
  /** Their proposal, waiting for the buddy's answer. */
  pending: string;
  supportMessage: string;
  slot: string;
  /** A mail to the learner the outbox gave up (decision 042). */
  undelivered: string;
  /** Another learning expert's interview, and the buddy it is with. */
  interview: string;
  interviewed: string;
  /** Buddies in the staff's hands: sent to the experts, and just applied. */
  underReview: string;
  applicant: string;
  /** Learners for the moderator's suspension and reinstatement. */
  active: string;
  suspended: string;
};
let interviewSlot: string;

const unique = () => randomBytes(4).toString('hex');
/** Letters only: a name takes no digits. */
const word = () => [...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

/** The first interview slot of the first weekday two days ahead or later. */
function nextInterviewSlot() {
  for (let days = 2; ; days++) {
    const date = amsterdamDate(addAmsterdamDays(new Date(), days));
    if (isInterviewDay(date, new Date())) return interviewSlotsOn(date)[0]!.toISOString();
  }
}

const signedIn = async (user: { id: string; email: string }): Promise<Party> => ({
  id: user.id,
  email: user.email,
  token: await sessionFor(t.db, user),
});

async function buildOwners() {
  const secret = word();
  const learner = await signedIn(
    await buildLearner(t.db, {
      fullName: `Olivia ${secret}`,
      email: `owner-${unique()}@example.com`,
    }),
  );
  const built = await buildBuddy(t.db);
  const buddy = await signedIn(built.user);
  const phones = [learner, buddy].map(() => `+316${randomInt(10 ** 7, 10 ** 8)}`);
  await t.db.update(users).set({ phone: phones[0] }).where(eq(users.id, learner.id));
  await t.db.update(users).set({ phone: phones[1] }).where(eq(users.id, buddy.id));
  secrets.push(secret, learner.email, buddy.email, ...phones);

  const propose = async (hoursAhead: number) => {
    const res = await postAs(t, learner, '/api/proposals', {
      buddyId: buddy.id,
      activity: 'Coffee Chats',
      proposedTime: inHours(hoursAhead),
      duration: 60,
      message: `Coffee? ${secret}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const booked = await propose(72);
  expect((await postAs(t, buddy, `/api/proposals/${booked}/approve`)).statusCode).toBe(200);
  expect((await deliver(t, await payAtStripe(t, stripe, learner, booked))).statusCode).toBe(200);
  const pending = await propose(120);

  const created = async (who: Party, url: string, payload: object) => {
    const res = await postAs(t, who, url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  await created(learner, '/api/messages', { receiverId: buddy.id, content: `Hi ${secret}` });
  const supportMessage = await created(learner, '/api/support-messages', {
    subject: `Help ${secret}`,
    content: `Please help ${secret}`,
  });
  const slot = await created(buddy, '/api/buddy/availability/slots', {
    day: 1,
    startTime: '09:00',
    endTime: '12:00',
  });

  const byModerator = { id: (await buildStaff(t.db, 'moderator')).id, role: 'moderator' as const };
  const sentToExperts = async () => {
    const { user } = await buildBuddy(t.db, { status: 'pending' });
    await changeAccountStatus(t.db, { userId: user.id, to: 'expert_review', actor: byModerator });
    return user.id;
  };
  const interviewed = await sentToExperts();
  const interview = await created(
    await signedIn(await buildStaff(t.db, 'learning_expert')),
    `/api/expert/send-interview-invitation/${interviewed}`,
    { timeSlot: interviewSlot },
  );
  const suspended = await buildLearner(t.db);
  await changeAccountStatus(t.db, { userId: suspended.id, to: 'suspended', actor: byModerator });

  owners = {
    learner,
    learnerSurname: secret,
    buddy,
    buddySlug: built.profile.slug,
    booked,
    pending,
    supportMessage,
    slot,
    undelivered: (
      await t.db
        .insert(outbox)
        .values({
          topic: 'mail',
          payload: { to: learner.email, subject: `Your booking ${secret}`, text: secret },
          attempts: 10,
          givenUpAt: new Date(),
        })
        .returning()
    )[0]!.id,
    interview,
    interviewed,
    underReview: await sentToExperts(),
    applicant: (await buildBuddy(t.db, { status: 'pending' })).user.id,
    active: (await buildLearner(t.db)).id,
    suspended: suspended.id,
  };
}

async function buildCallers() {
  const accounts: Record<SignedIn, { id: string; email: string }> = {
    learner: await buildLearner(t.db),
    'other learner': await buildLearner(t.db),
    buddy: (await buildBuddy(t.db)).user,
    'other buddy': (await buildBuddy(t.db)).user,
    applicant: (await buildBuddy(t.db, { status: 'pending' })).user,
    suspended: (await buildBuddy(t.db)).user,
    moderator: await buildStaff(t.db, 'moderator'),
    expert: await buildStaff(t.db, 'learning_expert'),
  };
  signInAccount = await buildLearner(t.db);
  await changeAccountStatus(t.db, {
    userId: accounts.suspended.id,
    to: 'suspended',
    actor: { id: accounts.moderator.id, role: 'moderator' },
  });
  // Signed in after the suspension, which ends sign-ins: as one that outlived it by a race.
  for (const caller of Object.keys(accounts) as SignedIn[])
    callers[caller] = await signedIn(accounts[caller]);
}

beforeAll(async () => {
  // Production's routes: payments through Stripe (here its local fake), with its webhook.
  ({ t, stripe, close: closeAll } = await stripeTestApp('authorization_matrix'));
  interviewSlot = nextInterviewSlot();
  await buildOwners();
  await buildCallers();
  documented = discover(t.app);
  table = readTable();
});
afterAll(() => closeAll());

const dayOff = () => amsterdamDate(new Date(inHours(240)));

/**
 * Path parameters: the owners' records; a buddy's slug, which is public; a day off or a feed
 * token, which are the caller's own (a made-up token: the owner's would be their capability).
 */
const PARAMS: Record<string, () => Record<string, string>> = {
  'GET /api/buddy/:id': () => ({ id: owners.buddySlug }),
  'GET /api/buddy/:id/open-times': () => ({ id: owners.buddySlug }),
  // A learner's favourites are their own: saving the owners' buddy changes only the caller's list.
  'PUT /api/learner/favourites/:buddyId': () => ({ buddyId: owners.buddySlug }),
  'DELETE /api/learner/favourites/:buddyId': () => ({ buddyId: owners.buddySlug }),
  'GET /api/profile/:id': () => ({ id: owners.learner.id }),
  'PUT /api/profile/:id': () => ({ id: owners.learner.id }),
  'POST /api/profile/:id/photo': () => ({ id: owners.learner.id }),
  'GET /api/conversations/:userId/messages': () => ({ userId: owners.learner.id }),
  'POST /api/conversations/:userId/read': () => ({ userId: owners.learner.id }),
  'GET /api/proposals/learner/:id': () => ({ id: owners.learner.id }),
  'GET /api/proposals/buddy/:id': () => ({ id: owners.buddy.id }),
  'GET /api/bookings/user/:id': () => ({ id: owners.learner.id }),
  'GET /api/bookings/buddy/:id': () => ({ id: owners.buddy.id }),
  'DELETE /api/buddy/availability/slots/:id': () => ({ id: owners.slot }),
  'PUT /api/buddy/availability/days-off/:date': () => ({ date: dayOff() }),
  'DELETE /api/buddy/availability/days-off/:date': () => ({ date: dayOff() }),
  'GET /api/calendar/:token.ics': () => ({ token: randomBytes(24).toString('base64url') }),
  'PUT /api/support-messages/:id': () => ({ id: owners.supportMessage }),
  'POST /api/moderator/review-profile/:id': () => ({ id: owners.applicant }),
  'GET /api/users/:id/status-history': () => ({ id: owners.buddy.id }),
  // Staff pin or hide the owners' buddy in the owners' learner's matches (decision 064).
  'GET /api/users/:id/matches': () => ({ id: owners.learner.id }),
  'PUT /api/users/:id/matches/:buddyId': () => ({
    id: owners.learner.id,
    buddyId: owners.buddySlug,
  }),
  'DELETE /api/users/:id/matches/:buddyId': () => ({
    id: owners.learner.id,
    buddyId: owners.buddySlug,
  }),
  'POST /api/moderator/suspend/:id': () => ({ id: owners.active }),
  'POST /api/moderator/reinstate/:id': () => ({ id: owners.suspended }),
  'POST /api/moderator/mark-notified/:id': () => ({ id: owners.booked }),
  'POST /api/moderation/undelivered/:id/retry': () => ({ id: owners.undelivered }),
  'POST /api/expert/send-interview-invitation/:id': () => ({ id: owners.underReview }),
  'POST /api/expert/interviews/:id/reschedule': () => ({ id: owners.interview }),
  'POST /api/expert/interviews/:id/cancel': () => ({ id: owners.interview }),
  'POST /api/expert/complete-interview/:id': () => ({ id: owners.interviewed }),
  'GET /api/gdpr/export/:userId': () => ({ userId: owners.learner.id }),
  'DELETE /api/account/delete/:userId': () => ({ userId: owners.learner.id }),
};

/** A session's routes: the buddy's and learner's answers take the proposal, the rest the booking. */
function paramsOf(route: Route): Record<string, string> {
  const explicit = PARAMS[route.key];
  if (explicit) return explicit();
  const session = /\/(approve|reject|modify|accept|decline)$/.test(route.path)
    ? owners.pending
    : owners.booked;
  if (route.path.startsWith('/api/proposals/:id')) return { id: session };
  if (route.path.startsWith('/api/payments/sessions/:sessionId')) return { sessionId: session };
  if (route.path === '/api/payments/checkout/:sessionId') return { sessionId: session };
  return {};
}

const thisMonth = () => amsterdamDate(new Date()).slice(0, 7);
const QUERIES: Record<string, () => string> = {
  'GET /api/payments/earnings': () => `month=${thisMonth()}`,
  'GET /api/payments/earnings/statement.csv': () => `month=${thisMonth()}`,
  'GET /api/expert/slots': () => `date=${amsterdamDate(new Date(interviewSlot))}`,
  'GET /api/expert/interview-days': () => `month=${thisMonth()}`,
  // The owners' learner by name: only the staff find anyone by name.
  'GET /api/messages/recipients': () => `q=${owners.learnerSurname}`,
  // The owners' learner by name: the staff who steer matches find them (decision 064).
  'GET /api/learners': () => `q=${owners.learnerSurname}`,
  // The owners' learner's unsubscribe link, forged: the real one is their capability.
  'GET /api/unsubscribe': () => `token=${forgedUnsubscribe()}`,
  'POST /api/unsubscribe': () => `token=${forgedUnsubscribe()}`,
};

const forgedUnsubscribe = () =>
  encodeURIComponent(
    unsubscribeToken('a secret this server does not hold', 'favourites-news', owners.learner.id),
  );

const later = () => inHours(96);
const aToken = () => randomBytes(32).toString('base64url');

/**
 * Valid bodies, so that what answers is the authorization behind validation. Where a body may
 * name a user (learnerId, senderId, an email), it names an owner: nobody acts as someone else.
 */
const BODIES: Record<string, (caller: Caller) => unknown> = {
  // Each caller signs in as themselves; without a token, as an account of its own.
  'POST /api/login': (caller) => ({
    email: caller === 'none' ? signInAccount.email : callers[caller].email,
    password: TEST_PASSWORD,
  }),
  'POST /api/auth/forgot-password': () => ({ email: `nobody-${unique()}@example.com` }),
  'POST /api/unsubscribe': () => ({ 'List-Unsubscribe': 'One-Click' }),
  'POST /api/auth/reset-password': () => ({ token: aToken(), newPassword: 'a-long-password' }),
  'POST /api/profile/send-email-verification': () => ({ email: owners.learner.email }),
  'POST /api/profile/verify-email': () => ({ token: aToken() }),
  'POST /api/profile/send-sms-verification': () => ({ phone: `06${randomInt(10 ** 7, 10 ** 8)}` }),
  'POST /api/profile/verify-phone': () => ({ code: '123456' }),
  'POST /api/profile/change-email/initiate': () => ({
    newEmail: `changed-${unique()}@example.com`,
    currentPassword: TEST_PASSWORD,
  }),
  'POST /api/profile/change-email/verify-current': () => ({ token: aToken() }),
  'POST /api/profile/change-email/verify-new': () => ({ token: aToken() }),
  'PUT /api/profile/:id': () => ({ fullName: 'Someone Else' }),
  'PATCH /api/users/profile': () => ({ about: 'I like walks.' }),
  'POST /api/register/learner': () => ({
    firstName: 'Sam',
    lastName: 'Jansen',
    email: `matrix-${unique()}@example.com`,
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
    acceptTerms: true,
  }),
  'POST /api/register/learner/complete': () => ({
    email: `matrix-${unique()}@example.com`,
    password: 'a-long-password',
    fullName: 'Sam Jansen',
    acceptTerms: true,
  }),
  'POST /api/register/buddy': () => buddyApplication(),
  'PUT /api/buddy/profile': () => ({ about: 'I like walks along the canals.' }),
  'POST /api/messages': () => ({
    senderId: owners.learner.id,
    receiverId: owners.buddy.id,
    content: 'Hello',
  }),
  'POST /api/proposals': () => ({
    learnerId: owners.learner.id,
    buddyId: owners.buddy.id,
    activity: 'Coffee Chats',
    proposedTime: later(),
    duration: 60,
    message: 'Coffee?',
  }),
  // The owners' buddy offers no instant booking: a learner is refused without a booking made.
  'POST /api/sessions/instant': () => ({
    buddy: owners.buddySlug,
    activity: 'Coffee Chats',
    startsAt: later(),
    duration: 60,
  }),
  'POST /api/proposals/:id/approve': () => ({}),
  'POST /api/proposals/:id/reject': () => ({}),
  'POST /api/proposals/:id/modify': () => ({ proposedTime: later() }),
  'POST /api/proposals/:id/accept': () => ({}),
  'POST /api/proposals/:id/decline': () => ({}),
  'POST /api/proposals/:id/move': () => ({ proposedTime: later(), reason: 'Something came up' }),
  'POST /api/proposals/:id/move/accept': () => ({}),
  'POST /api/proposals/:id/move/decline': () => ({}),
  'POST /api/proposals/:id/cancel': () => ({ reason: 'Something came up' }),
  'POST /api/proposals/:id/edit': () => ({ location: 'Vondelpark' }),
  'POST /api/proposals/:id/report': () => ({ kind: 'no-show', text: 'Nobody came' }),
  'POST /api/proposals/:id/review': () => ({ rating: 5, text: 'Lovely' }),
  'POST /api/buddy/availability/slots': () => ({ day: 2, startTime: '09:00', endTime: '10:00' }),
  'PUT /api/buddy/availability/travel-buffer': () => ({ minutes: 15 }),
  'POST /api/support-messages': () => ({
    senderId: owners.learner.id,
    subject: 'Help',
    content: 'Please help',
  }),
  'PUT /api/support-messages/:id': () => ({ status: 'in_progress' }),
  'POST /api/moderator/review-profile/:id': () => ({ approved: true }),
  'POST /api/moderator/suspend/:id': () => ({ reason: 'Rude messages' }),
  'POST /api/moderator/reinstate/:id': () => ({}),
  'PUT /api/users/:id/matches/:buddyId': () => ({ kind: 'pin', note: 'A good fit for you' }),
  'POST /api/expert/send-interview-invitation/:id': () => ({ timeSlot: interviewSlot }),
  'POST /api/expert/interviews/:id/reschedule': () => ({
    timeSlot: interviewSlotsOn(amsterdamDate(new Date(interviewSlot)))[1]!.toISOString(),
  }),
  'POST /api/expert/interviews/:id/cancel': () => ({}),
  'PUT /api/expert/interview-place': () => ({ where: null }),
  'POST /api/expert/complete-interview/:id': () => ({ approved: true, feedback: 'Warm and clear' }),
  'DELETE /api/account/delete/:userId': () => ({ currentPassword: TEST_PASSWORD }),
  'POST /api/payments/sessions/:sessionId/decision': () => ({ decision: 'refund' }),
  // Unsigned: only Stripe can sign its events.
  'POST /api/payments/webhook': () => ({ type: 'checkout.session.completed' }),
};

async function call(route: Route, caller: Caller): Promise<LightMyRequestResponse> {
  const params = paramsOf(route);
  let url = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.key}: no value for :${name} (PARAMS)`);
    return encodeURIComponent(value);
  });
  const query = QUERIES[route.key]?.();
  if (query) url += `?${query}`;
  const headers: Record<string, string> = {};
  if (caller !== 'none') {
    // Signing out ends the sign-in: each time a sign-in of its own.
    const token =
      route.key === 'POST /api/logout'
        ? await sessionFor(t.db, callers[caller])
        : callers[caller].token;
    Object.assign(headers, bearer(token));
  }
  let payload: string | Buffer | undefined;
  if (route.key === 'POST /api/profile/:id/photo') {
    const photo = { bytes: await pngImage(), filename: 'me.png', type: 'image/png' };
    const form = await multipart({}, photo);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (BODIES[route.key]) {
    payload = JSON.stringify(BODIES[route.key]!(caller));
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    // Each request from an address of its own: the limits per address are not what is tested.
    remoteAddress: anAddress(),
    // The event stream stays open: its answer is known once its head is sent.
    ...(route.key === 'GET /api/events' ? { payloadAsStream: true } : {}),
  });
}

/** The answer's text; an open event stream is cut instead. */
async function textOf(res: LightMyRequestResponse) {
  if (res.body !== undefined) return res.body;
  if (res.statusCode < 400) {
    res.raw.res.destroy();
    return '';
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Calls each route of the table with each caller whose answer `selects`; what differs. */
async function check(selects: (expected: Expected) => boolean) {
  const failures: string[] = [];
  let requests = 0;
  for (const route of documented) {
    const row = table.get(route.key);
    if (!row) continue;
    const answers: Partial<Record<Caller, Expected>> = {};
    const detail: string[] = [];
    for (const caller of CALLERS) {
      if (!selects(row[caller])) continue;
      requests++;
      let res: LightMyRequestResponse;
      try {
        res = await call(route, caller);
      } catch (err) {
        failures.push(`${route.key}: ${(err as Error).message}`);
        break;
      }
      const text = await textOf(res);
      const answer = {
        status: res.statusCode,
        sees: secrets.some((secret) => text.includes(secret)),
      };
      answers[caller] = answer;
      if (shownAnswer(answer) !== shownAnswer(row[caller]))
        detail.push(`  ${caller}: ${shownAnswer(answer)} ${text.slice(0, 200)}`);
    }
    if (detail.length > 0) {
      const cells = CALLERS.map((c) => shownAnswer(answers[c] ?? row[c]));
      failures.push(`| ${route.key} | ${cells.join(' | ')} |\n${detail.join('\n')}`);
    }
  }
  return { failures, requests };
}

describe('the authorization matrix (authorization-matrix.md)', () => {
  it('has a row for every route of the OpenAPI document, and none for a route that is gone', () => {
    const keys = new Set(documented.map((route) => route.key));
    const missing = [...keys].filter((key) => !table.has(key));
    const gone = [...table.keys()].filter((key) => !keys.has(key));
    expect({ missing, gone }, 'rows to add to or take out of the table').toEqual({
      missing: [],
      gone: [],
    });
  });

  it('refuses as each row says, and a refusal changes nothing', async () => {
    // The fixtures' queued work done first: the worker's own writes are no refusal's.
    await t.app.outbox.flush();
    const before = await tableDigests(t.db);
    const { failures, requests } = await check((expected) => expected.status >= 400);
    const after = await tableDigests(t.db);
    expect(requests).toBeGreaterThan(500);
    expect.soft(failures.join('\n'), 'answers that differ from the table').toBe('');
    expect.soft(changedTables(before, after), 'tables that refused requests changed').toEqual([]);
  });

  it('lets in the callers each row lets in, showing the owners only to whom it says', async () => {
    const { failures } = await check((expected) => expected.status < 400);
    expect(failures.join('\n'), 'answers that differ from the table').toBe('');
  });
});
