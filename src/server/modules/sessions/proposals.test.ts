import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../../../shared/session-lines';
import { INVALID_CURSOR } from '../../../shared/buddies';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { advanceClock, resetClock } from '../../lib/clock';
import {
  bearer,
  expectError,
  expectTooMany,
  mailsTo,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { HOUR, inHours } from '../../../../tests/support/hours';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

async function learner() {
  const user = await buildLearner(t.db);
  return { ...user, token: await sessionFor(t.db, user) };
}
async function buddy(options: Parameters<typeof buildBuddy>[1] = {}) {
  const { user } = await buildBuddy(t.db, {
    activities: { Cooking: { minCents: 4200, maxCents: 4800 }, 'Coffee Chats': { minCents: 2500 } },
    ...options,
  });
  return { ...user, token: await sessionFor(t.db, user) };
}
type Who = { id: string; token: string };

const post = (who: Who, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload: payload as object });

const propose = (from: Who, to: Who, overrides: Record<string, unknown> = {}) =>
  post(from, '/api/proposals', {
    learnerId: from.id,
    buddyId: to.id,
    activity: 'Cooking',
    proposedTime: inHours(48),
    location: 'Foodhallen',
    duration: 90,
    message: 'Shall we cook stamppot?',
    ...overrides,
  });

describe('POST /api/proposals', () => {
  it('stores a pending session at the midpoint rate and posts it in the chat', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const res = await propose(lea, bo);
    expect(res.statusCode).toBe(201);
    const proposal = res.json();
    expect(proposal).toMatchObject({
      status: 'pending',
      learnerId: lea.id,
      buddyId: bo.id,
      activityType: 'Cooking',
      duration: 90,
      location: 'Foodhallen',
      // (42 + 48) / 2 x 90 / 60
      price: 67.5,
      proposedPrice: 67.5,
      message: 'Shall we cook stamppot?',
      buddyResponse: null,
      counterProposal: null,
      learner: { fullName: lea.fullName },
      buddy: { fullName: bo.fullName },
    });
    expect(proposal.proposedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(proposal.proposedTime).toMatch(/^\d{2}:\d{2}$/);
    expect(res.body).not.toMatch(/@example\.com/);

    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${bo.id}/messages`,
      headers: bearer(lea.token),
    });
    const [message] = chat.json();
    expect(message).toMatchObject({ proposalId: proposal.id, senderId: lea.id });
    // The line is data with the learner's words as its content; each screen words it.
    expect(message.line).toMatchObject({
      kind: 'proposed',
      activityId: 'cooking',
      priceCents: 6750,
    });
    expect(message.content).toBe('Shall we cook stamppot?');
    expect(messageText(message)).toMatch(/^Activity proposal: Cooking on .*€67\.50\.\n\nShall we/);
    const [mail] = await mailsTo(t.db, bo.email);
    expect(mail?.subject).toBe(`${lea.fullName} proposed a session: Cooking`);
  });

  it("uses the offer's place when the learner names none", async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const res = await propose(lea, bo, { location: undefined, activity: 'Coffee Chats' });
    expect(res.json()).toMatchObject({ location: 'Amsterdam', price: 37.5 });
  });

  it('refuses a forged learner with 403, and buddies with 403', async () => {
    const [lea, other, bo] = [await learner(), await learner(), await buddy()];
    expectError(await propose(lea, bo, { learnerId: other.id }), 403, PROPOSAL_TEXTS.learnerNotYou);
    expect((await propose(bo, bo)).statusCode).toBe(403);
  });

  it.each([
    ['no buddy', { buddyId: undefined }, PROPOSAL_TEXTS.fillAll],
    ['no activity', { activity: undefined }, PROPOSAL_TEXTS.fillAll],
    ['an unknown activity', { activity: 'Skydiving' }, PROPOSAL_TEXTS.fillAll],
    ['no time', { proposedTime: undefined }, PROPOSAL_TEXTS.fillAll],
    ['a time without offset', { proposedTime: '2030-01-01T10:00:00' }, PROPOSAL_TEXTS.fillAll],
    ['an empty message', { message: '   ' }, PROPOSAL_TEXTS.fillAll],
    ['45 minutes', { duration: 45 }, PROPOSAL_TEXTS.durationInvalid],
    ['210 minutes', { duration: 210 }, PROPOSAL_TEXTS.durationInvalid],
    ['a past time', { proposedTime: inHours(-2) }, PROPOSAL_TEXTS.inThePast],
    [
      'an activity the buddy does not offer',
      { activity: 'Wine Tastings' },
      PROPOSAL_TEXTS.activityNotOffered,
    ],
  ])('refuses %s with 400', async (_, overrides, error) => {
    const [lea, bo] = [await learner(), await buddy()];
    expectError(await propose(lea, bo, overrides), 400, error);
  });

  it('refuses buddies who are not listed, and learners as buddies', async () => {
    const [lea, other] = [await learner(), await learner()];
    const pending = await buddy({ status: 'pending' });
    expectError(await propose(lea, pending), 400, PROPOSAL_TEXTS.buddyUnavailable);
    expectError(await propose(lea, other), 400, PROPOSAL_TEXTS.buddyUnavailable);
  });

  it('refuses a time the learner already has booked', async () => {
    const [lea, bo, bo2] = [await learner(), await buddy(), await buddy()];
    const first = (await propose(lea, bo, { proposedTime: inHours(24) })).json();
    expect((await post(bo, `/api/proposals/${first.id}/approve`)).statusCode).toBe(200);
    // 90 minutes from hour 24 overlaps a session starting an hour later.
    expectError(
      await propose(lea, bo2, { proposedTime: inHours(25) }),
      409,
      PROPOSAL_TEXTS.learnerBusy,
    );
    expect((await propose(lea, bo2, { proposedTime: inHours(26) })).statusCode).toBe(201);
  });
});

describe('proposing too often', () => {
  it('is refused past 20 proposals an hour with 429', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    for (let i = 0; i < 20; i++) {
      expect((await propose(lea, bo, { proposedTime: inHours(200 + i) })).statusCode).toBe(201);
    }
    expectTooMany(await propose(lea, bo), 'You are sending too many proposals.');
  });
});

describe('answering a proposal', () => {
  it('lets the buddy approve it once, and tells the learner by chat and mail', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const { id } = (await propose(lea, bo)).json();
    const res = await post(bo, `/api/proposals/${id}/approve`, { response: 'See you there!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', buddyResponse: 'See you there!' });
    expectError(await post(bo, `/api/proposals/${id}/reject`), 409, PROPOSAL_TEXTS.answeredAlready);
    const [mail] = await mailsTo(t.db, lea.email);
    expect(mail?.subject).toBe('Your buddy approved your proposal: Cooking');
    expect(mail?.text).toContain('See you there!');
  });

  it('is answered by its own buddy only: others do not find it', async () => {
    const [lea, bo, other] = [await learner(), await buddy(), await buddy()];
    const { id } = (await propose(lea, bo)).json();
    expectError(await post(other, `/api/proposals/${id}/approve`), 404, PROPOSAL_TEXTS.notFound);
    expect((await post(lea, `/api/proposals/${id}/approve`)).statusCode).toBe(403);
    expectError(
      await post(bo, '/api/proposals/00000000-0000-4000-8000-000000000000/approve'),
      404,
      PROPOSAL_TEXTS.notFound,
    );
    expect((await post(bo, '/api/proposals/not-an-id/approve')).statusCode).toBe(400);
  });

  it('lets the buddy decline with a reason', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const { id } = (await propose(lea, bo)).json();
    const res = await post(bo, `/api/proposals/${id}/reject`, { response: 'I am away then' });
    expect(res.json()).toMatchObject({ status: 'rejected', buddyResponse: 'I am away then' });
  });

  it('runs a counter-proposal: the buddy suggests, the learner accepts its terms', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const { id } = (await propose(lea, bo)).json();
    const when = inHours(72);
    const modified = await post(bo, `/api/proposals/${id}/modify`, {
      proposedTime: when,
      duration: 60,
      location: 'De Pijp',
    });
    expect(modified.statusCode).toBe(200);
    expect(modified.json()).toMatchObject({
      status: 'modified',
      counterProposal: { dateTime: when, duration: 60, location: 'De Pijp', price: 45 },
    });
    expect((await post(bo, `/api/proposals/${id}/approve`)).statusCode).toBe(409);
    const other = await learner();
    expect((await post(other, `/api/proposals/${id}/accept`)).statusCode).toBe(404);
    const accepted = await post(lea, `/api/proposals/${id}/accept`);
    expect(accepted.json()).toMatchObject({
      status: 'approved',
      proposedDateTime: when,
      duration: 60,
      location: 'De Pijp',
      price: 45,
      counterProposal: null,
    });
  });

  it('lets the learner decline a counter-proposal', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const { id } = (await propose(lea, bo)).json();
    await post(bo, `/api/proposals/${id}/modify`, { duration: 30 });
    expect((await post(lea, `/api/proposals/${id}/decline`)).json().status).toBe('rejected');
    expectError(
      await post(bo, `/api/proposals/${id}/modify`),
      400,
      'Please suggest a new time, place or duration',
    );
  });

  it('refuses to approve a time that has passed', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const { id } = (await propose(lea, bo, { proposedTime: inHours(2) })).json();
    advanceClock(3 * HOUR);
    expectError(
      await post(bo, `/api/proposals/${id}/approve`),
      409,
      'The time of this proposal has passed',
    );
  });

  it('approves exactly one of 20 overlapping proposals approved at once', async () => {
    const bo = await buddy();
    const learners = await Promise.all(Array.from({ length: 20 }, () => learner()));
    const ids: string[] = [];
    for (const [i, lea] of learners.entries()) {
      // Starts 0..19 half hours apart would not all overlap: give each the same hour, +0..+1h.
      const res = await propose(lea, bo, { proposedTime: inHours(100 + (i % 2)), duration: 120 });
      ids.push(res.json().id);
    }
    const answers = await Promise.all(ids.map((id) => post(bo, `/api/proposals/${id}/approve`)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().error).toBe(PROPOSAL_TEXTS.buddyBusy);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/proposals/buddy/${bo.id}`,
      headers: bearer(bo.token),
    });
    expect(list.json().filter((p: { status: string }) => p.status === 'approved')).toHaveLength(1);
  });
});

describe('GET /api/proposals/{learner|buddy}/{id}', () => {
  it('answers their owner and staff, and 403 to anyone else', async () => {
    const [lea, bo, other] = [await learner(), await buddy(), await learner()];
    const { id } = (await propose(lea, bo)).json();
    const get = (who: Who, url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
    expect(
      (await get(lea, `/api/proposals/learner/${lea.id}`)).json().map((p: { id: string }) => p.id),
    ).toEqual([id]);
    expect((await get(bo, `/api/proposals/buddy/${bo.id}`)).json()).toHaveLength(1);
    expect((await get(other, `/api/proposals/learner/${lea.id}`)).statusCode).toBe(403);
    expect((await get(lea, `/api/proposals/buddy/${bo.id}`)).statusCode).toBe(403);
    const staff = await buildStaff(t.db, 'moderator');
    const moderator = { id: staff.id, token: await sessionFor(t.db, staff) };
    expect((await get(moderator, `/api/proposals/learner/${lea.id}`)).statusCode).toBe(200);
    expect((await get(lea, `/api/proposals/${id}`)).json().id).toBe(id);
    expectError(await get(other, `/api/proposals/${id}`), 404, PROPOSAL_TEXTS.notFound);
  });

  it('pages latest first, continuing at the Link rel="next", and refuses a cursor it did not write', async () => {
    const [lea, bo] = [await learner(), await buddy()];
    const ids: string[] = [];
    // Five proposals at 48, 50, ... 56 hours from now: the latest is listed first.
    for (let n = 0; n < 5; n++) {
      ids.unshift((await propose(lea, bo, { proposedTime: inHours(48 + 2 * n) })).json().id);
    }
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(lea.token) });
    const pages: string[][] = [];
    let url: string | null = `/api/proposals/learner/${lea.id}?limit=2`;
    while (url) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      pages.push(res.json().map((p: { id: string }) => p.id));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
    }
    expect(pages).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    // A page that ends the list has no next, even when full.
    expect((await get(`/api/proposals/learner/${lea.id}?limit=5`)).headers.link).toBeUndefined();
    expect((await get(`/api/proposals/learner/${lea.id}`)).headers.link).toBeUndefined();
    for (const before of [
      'nonsense',
      btoa('0000-01-01T00:00:00.000Z|' + lea.id),
      'x'.repeat(201),
    ]) {
      const res = await get(
        `/api/proposals/learner/${lea.id}?before=${encodeURIComponent(before)}`,
      );
      expectError(res, 400, INVALID_CURSOR);
    }
  });
});
