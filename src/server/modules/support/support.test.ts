import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXTS, type SupportMessage } from '../../../shared/support';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { supportMessages } from '../../db/schema/support';
import { resetClock, setClock } from '../../lib/clock';
import { canReadSupportMessage } from './policy';
import { NOT_YOUR_SENDER_ID, SUPPORT_LIST_LIMIT } from './service';

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

  it('takes the priority a buddy chooses, without a senderId', async () => {
    const res = await send(buddy, { subject: 'Urgent', content: 'No-show', priority: 'urgent' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      senderId: buddy.id,
      priority: 'urgent',
      sender: { fullName: 'Bo Buddy', role: 'buddy' },
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

  it('shows a moderator every message, newest first', async () => {
    const all = await list(moderator);
    const senders = new Set(all.map((m) => m.senderId));
    expect(senders).toEqual(new Set([learner.id, otherLearner.id, buddy.id, moderator.id]));
    const times = all.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers at most the newest 200', async () => {
    const base = Date.parse('2024-01-01T00:00:00Z');
    await t.db.insert(supportMessages).values(
      Array.from({ length: SUPPORT_LIST_LIMIT + 5 }, (_, i) => ({
        senderId: otherLearner.id,
        subject: `Old ${i}`,
        content: 'Old question',
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    );
    const seen = await list(otherLearner);
    expect(seen).toHaveLength(SUPPORT_LIST_LIMIT);
    expect(seen.map((m) => m.subject)).not.toContain('Old 0');
    expect(seen[0]!.subject).toBe('Message from Moderator');
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
