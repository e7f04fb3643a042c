import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_PAGE_SIZE, SUPPORT_TEXTS, type SupportMessage } from '../../../shared/support';
import {
  bearer,
  expectError,
  expectTooMany,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { bookedSession } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { supportMessages } from '../../db/schema/support';
import { advanceClock, resetClock, setClock } from '../../lib/clock';
import { canReadSupportMessage } from './policy';
import { NOT_YOUR_SENDER_ID, reportToModerators, SUPPORT_LIMITS } from './service';

const URL = '/api/support-messages';

let t: TestApp;
type Person = { id: string; email: string; token: string };
let learner: Person;
let otherLearner: Person;
let buddy: Person;
let moderator: Person;

const person = async (user: { id: string; email: string }) => ({
  id: user.id,
  email: user.email,
  token: await sessionFor(t.db, user),
});

beforeAll(async () => {
  t = await createTestApp();
  learner = await person(await buildLearner(t.db, { fullName: 'Lea Learner' }));
  otherLearner = await person(await buildLearner(t.db, { fullName: 'Otto Other' }));
  buddy = await person((await buildBuddy(t.db, { fullName: 'Bo Buddy' })).user);
  moderator = await person(await buildStaff(t.db, 'moderator'));
});
afterAll(async () => {
  resetClock();
  await t.close();
});

const send = (who: Person | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: who ? bearer(who.token) : {},
    payload: payload as object,
  });

const list = async (who: Person): Promise<SupportMessage[]> => {
  const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(who.token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST /api/support-messages', () => {
  it('answers 401 without a token', async () => {
    expectError(
      await send(null, { subject: 'Hi', content: 'Help' }),
      401,
      'Authentication required',
    );
  });

  it('stores an open message with the default priority and answers with it', async () => {
    const at = new Date('2025-03-30T01:30:00Z');
    setClock(at);
    try {
      const res = await send(learner, {
        senderId: learner.id,
        subject: '  Payment question ',
        content: 'How do I pay?\nThanks',
      });
      expect(res.statusCode).toBe(201);
      const message = res.json();
      expect(message).toEqual({
        id: expect.any(String),
        senderId: learner.id,
        receiverId: null,
        subject: 'Payment question',
        content: 'How do I pay?\nThanks',
        priority: 'normal',
        requestedPriority: 'normal',
        kind: 'message',
        sessionId: null,
        status: 'open',
        response: null,
        assignedTo: null,
        createdAt: at.toISOString(),
        sender: { fullName: 'Lea Learner', role: 'learner' },
      });
    } finally {
      resetClock();
    }
  });

  it('keeps the priority a buddy picks as their request, not the queue’s priority', async () => {
    const res = await send(buddy, { subject: 'Urgent', content: 'No-show', priority: 'urgent' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      senderId: buddy.id,
      priority: 'normal',
      requestedPriority: 'urgent',
      kind: 'message',
      sender: { fullName: 'Bo Buddy', role: 'buddy' },
    });
  });

  it('never files a session report for a user, whatever the body says', async () => {
    const { lea, id } = await bookedSession(t, { approve: false });
    const res = await send(lea, {
      subject: 'No-show report: Coffee Chats on 2026-01-01',
      content: 'Looks like a report',
      kind: 'session-report',
      sessionId: id,
      priority: 'urgent',
      requestedPriority: 'low',
      queueRank: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'message',
      sessionId: null,
      priority: 'normal',
      requestedPriority: 'urgent',
    });
  });

  it("refuses a senderId that is not the caller's with 403", async () => {
    expectError(
      await send(learner, { senderId: otherLearner.id, subject: 'Hi', content: 'Forged' }),
      403,
      NOT_YOUR_SENDER_ID,
    );
    expect((await list(otherLearner)).map((m) => m.content)).not.toContain('Forged');
  });

  it.each([
    ['an empty subject', { subject: '', content: 'Help' }],
    ['a blank subject', { subject: '   ', content: 'Help' }],
    ['an empty message', { subject: 'Hi', content: '' }],
    ['a blank message', { subject: 'Hi', content: ' \n\t ' }],
    ['no subject', { content: 'Help' }],
    ['no message', { subject: 'Hi' }],
  ])('refuses %s with the spec text', async (_case, payload) => {
    expectError(await send(learner, payload), 400, SUPPORT_TEXTS.fillBoth);
  });

  it('refuses a priority it does not know', async () => {
    const res = await send(learner, { subject: 'Hi', content: 'Help', priority: 'critical' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('priority');
  });

  it.each([
    ['subject', { subject: 'Hi\u0000there', content: 'Help' }],
    ['subject', { subject: 'Two\nlines', content: 'Help' }],
    ['content', { subject: 'Hi', content: 'Bell\u0007' }],
    ['content', { subject: 'Hi', content: 'C1\u0085' }],
  ])('refuses control characters in the %s', async (_field, payload) => {
    expectError(
      await send(learner, payload),
      400,
      'Please remove special control characters from this text',
    );
  });

  it('refuses texts over the limits with 400', async () => {
    expectError(
      await send(learner, { subject: 'x'.repeat(201), content: 'Help' }),
      400,
      'A subject can be at most 200 characters',
    );
    expectError(
      await send(learner, { subject: 'Hi', content: 'x'.repeat(4001) }),
      400,
      'A message can be at most 4000 characters',
    );
  });

  it('refuses a 10 MB message as too large, not as a failure', async () => {
    const res = await send(learner, { subject: 'Hi', content: 'x'.repeat(10 * 1024 * 1024) });
    expectError(res, 413, 'The request is too large');
  });

  it('refuses a senderId that is not an id with 400', async () => {
    const res = await send(learner, { senderId: 'me', subject: 'Hi', content: 'Help' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/support-messages', () => {
  it('answers 401 without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: URL }), 401, 'Authentication required');
  });

  it('shows a learner only their own messages, newest first', async () => {
    setClock(new Date('2025-04-01T10:00:00Z'));
    await send(learner, { subject: 'First', content: 'Mine, earlier' });
    setClock(new Date('2025-04-01T11:00:00Z'));
    await send(learner, { subject: 'Second', content: 'Mine, later' });
    await send(otherLearner, { subject: 'Theirs', content: 'Not for Lea' });
    resetClock();

    const own = await list(learner);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.every((m) => m.senderId === learner.id)).toBe(true);
    expect(own.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(
      own.every((m) => canReadSupportMessage({ userId: learner.id, role: 'learner' }, m)),
    ).toBe(true);

    const theirs = await list(otherLearner);
    expect(theirs.map((m) => m.subject)).toEqual(['Theirs']);
  });

  it('shows a user the messages addressed to them', async () => {
    const at = new Date('2025-04-02T09:00:00Z');
    await t.db.insert(supportMessages).values({
      senderId: moderator.id,
      receiverId: otherLearner.id,
      subject: 'Message from Moderator',
      content: 'About your session',
      createdAt: at,
      updatedAt: at,
    });
    expect((await list(otherLearner)).map((m) => m.subject)).toEqual([
      'Message from Moderator',
      'Theirs',
    ]);
    expect((await list(learner)).map((m) => m.subject)).not.toContain('Message from Moderator');
  });

  it('shows a moderator every message, newest first while all are normal messages', async () => {
    const all = await list(moderator);
    const senders = new Set(all.map((m) => m.senderId));
    for (const p of [learner, otherLearner, buddy, moderator]) expect(senders).toContain(p.id);
    const times = all.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("never answers with a sender's email or password hash", async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(moderator.token) });
    const body = res.body;
    for (const p of [learner, otherLearner, buddy, moderator]) expect(body).not.toContain(p.email);
    expect(body).not.toMatch(/password|hash|email/i);
    const posted = await send(learner, { subject: 'Hi', content: 'Help' });
    expect(posted.body).not.toContain(learner.email);
    expect(posted.body).not.toMatch(/password|hash|email/i);
  });
});

describe('a flood of support messages', () => {
  it('is refused with 429 after a handful an hour, and more a day', async () => {
    const flooder = await person(await buildLearner(t.db));
    try {
      for (let hour = 0; hour < SUPPORT_LIMITS.perDay.max / SUPPORT_LIMITS.perHour.max; hour++) {
        for (let i = 0; i < SUPPORT_LIMITS.perHour.max; i++) {
          expect(
            (await send(flooder, { subject: `Q ${hour}.${i}`, content: 'Hi' })).statusCode,
          ).toBe(201);
        }
        const refused = await send(flooder, { subject: 'One more', content: 'Hi' });
        expectTooMany(refused, SUPPORT_TEXTS.tooMany);
        advanceClock(60 * 60_000);
      }
      expectTooMany(
        await send(flooder, { subject: 'Next day?', content: 'Hi' }),
        SUPPORT_TEXTS.tooMany,
      );
    } finally {
      resetClock();
    }
  });

  it('sent in parallel stores no more than the limit', async () => {
    const flooder = await person(await buildLearner(t.db));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(flooder, { subject: `P${i}`, content: 'Hi' })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(SUPPORT_LIMITS.perHour.max);
    expect(codes.filter((c) => c !== 201).every((c) => c === 429)).toBe(true);
    expect(await list(flooder)).toHaveLength(SUPPORT_LIMITS.perHour.max);
  });
});

describe('pages of support messages', () => {
  const get = (who: Person, query = '') =>
    t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: bearer(who.token) });
  /** The URL of a link of a Link header, by its rel. */
  const linked = (header: unknown, rel: 'next' | 'prev') =>
    String(header ?? '')
      .split(', ')
      .find((link) => link.endsWith(`rel="${rel}"`))
      ?.match(/^<([^>]+)>/)?.[1];

  async function everyPage(who: Person) {
    const pages: SupportMessage[][] = [];
    let url: string | undefined = URL;
    while (url) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
      url = linked(res.headers.link, 'next');
    }
    return pages;
  }

  it("follow each other through a participant's messages, newest first, and back", async () => {
    const writer = await person(await buildLearner(t.db));
    const base = Date.parse('2024-06-01T00:00:00Z');
    const count = 2 * SUPPORT_PAGE_SIZE + 5;
    await t.db.insert(supportMessages).values(
      Array.from({ length: count }, (_, i) => ({
        senderId: writer.id,
        subject: `Old ${i}`,
        content: 'Old question',
        // Two by two at the same instant: the id settles the order.
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        updatedAt: new Date(base),
      })),
    );
    const pages = await everyPage(writer);
    expect(pages.map((p) => p.length)).toEqual([SUPPORT_PAGE_SIZE, SUPPORT_PAGE_SIZE, 5]);
    const all = pages.flat();
    expect(new Set(all.map((m) => m.id)).size).toBe(count);
    const times = all.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const second = await t.app.inject({
      method: 'GET',
      url: linked((await get(writer)).headers.link, 'next')!,
      headers: bearer(writer.token),
    });
    const back = await t.app.inject({
      method: 'GET',
      url: linked(second.headers.link, 'prev')!,
      headers: bearer(writer.token),
    });
    expect(back.json()).toEqual(pages[0]);
    expect(linked(back.headers.link, 'prev')).toBeUndefined();
    expect(linked(back.headers.link, 'next')).toBe(
      linked((await get(writer)).headers.link, 'next'),
    );
  });

  it('show moderators the session reports first, however many messages came after', async () => {
    const { lea, id } = await bookedSession(t, { approve: false });
    setClock(new Date('2020-01-01T12:00:00Z'));
    await reportToModerators(t.db, {
      senderId: lea.id,
      sessionId: id,
      subject: 'No-show report: Coffee Chats on 2020-01-01',
      content: 'Nobody came',
    });
    resetClock();
    const pages = await everyPage(moderator);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]![0]).toMatchObject({
      kind: 'session-report',
      sessionId: id,
      priority: 'high',
      requestedPriority: null,
      subject: 'No-show report: Coffee Chats on 2020-01-01',
    });
    const all = pages.flat();
    expect(all.filter((m) => m.kind === 'session-report').map((m) => m.sessionId)).toContain(id);
    const total = await t.db.$count(supportMessages);
    expect(new Set(all.map((m) => m.id)).size).toBe(total);
  });

  it.each([
    ['a malformed place', '?after=abc', SUPPORT_TEXTS.badCursor],
    [
      'a rank out of range',
      `?after=99_1_${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      SUPPORT_TEXTS.badCursor,
    ],
    [
      'a time out of range',
      `?before=0_9999999999999999_${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      SUPPORT_TEXTS.badCursor,
    ],
    [
      'the last instant a Date holds',
      `?after=0_8640000000000000_${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      SUPPORT_TEXTS.badCursor,
    ],
    ['a control character', '?after=0_1_%00', SUPPORT_TEXTS.badCursor],
    ['a huge value', `?after=${'9'.repeat(100_000)}`, SUPPORT_TEXTS.badCursor],
    ['a repeated parameter', '?after=a&after=b', SUPPORT_TEXTS.badCursor],
    [
      'both directions',
      `?after=0_1_${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}&before=0_1_${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      SUPPORT_TEXTS.bothCursors,
    ],
  ])('refuse %s with 400', async (_case, query, text) => {
    expectError(await get(moderator, query), 400, text);
  });
});

describe('the API documentation of GET /api/support-messages', () => {
  it('names the before and after parameters and the Link header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/support-messages'].get;
    const params = list.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(params).toEqual(expect.arrayContaining(['query:before', 'query:after']));
    expect(list.description).toContain('rel="next"');
    expect(list.responses['200'].content['application/json'].schema.type).toBe('array');
  });
});
