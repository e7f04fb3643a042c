import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_MOVES,
  SUPPORT_STATUSES,
  SUPPORT_TEXTS,
  type SupportMessage,
  type SupportStatus,
} from '../../../shared/support';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { supportMessages } from '../../db/schema/support';

const URL = '/api/support-messages';

let t: TestApp;
type Person = { id: string; email: string; token: string };
let learner: Person;
let moderator: Person;

const person = async (user: { id: string; email: string }) => ({
  id: user.id,
  email: user.email,
  token: await sessionFor(t.db, user),
});

beforeAll(async () => {
  t = await createTestApp();
  learner = await person(await buildLearner(t.db, { fullName: 'Lea Asking' }));
  moderator = await person(await buildStaff(t.db, 'moderator'));
});
afterAll(() => t.close());

const put = (who: Person | null, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${URL}/${id}`,
    headers: who ? bearer(who.token) : {},
    payload: payload as object,
  });

/** A message of the learner's, stored in `status` (and answered, past open). */
async function messageIn(status: SupportStatus = 'open', subject = 'My booking') {
  const [row] = await t.db
    .insert(supportMessages)
    .values({
      senderId: learner.id,
      subject,
      content: 'Where do I see my booking?',
      status,
      response: status === 'open' ? null : 'Answered',
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: supportMessages.id });
  return row!.id;
}

describe('PUT /api/support-messages/{id}', () => {
  it('answers and resolves at once: the sender is mailed and sees the answer', async () => {
    const id = await messageIn('open', 'Where is my booking?');
    const res = await put(moderator, id, {
      status: 'resolved',
      response: 'On your dashboard, under My Schedule.',
      assignedTo: moderator.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      response: 'On your dashboard, under My Schedule.',
      assignedTo: moderator.id,
    });
    const [mail] = (await mailsTo(t.db, learner.email)).slice(-1);
    expect(mail!.subject).toBe('Re: Where is my booking?');
    expect(mail!.text).toContain('On your dashboard, under My Schedule.');
    expect(mail!.text).toContain('/messages');
    const own = await t.app.inject({ method: 'GET', url: URL, headers: bearer(learner.token) });
    expect((own.json() as SupportMessage[]).find((m) => m.id === id)).toMatchObject({
      status: 'resolved',
      response: 'On your dashboard, under My Schedule.',
    });
  });

  it.each(
    SUPPORT_STATUSES.flatMap((from) =>
      SUPPORT_STATUSES.map((to) => [from, to, from === to || SUPPORT_MOVES[from].includes(to)]),
    ),
  )('%s -> %s allowed: %s', async (from, to, allowed) => {
    const id = await messageIn(from as SupportStatus);
    const res = await put(moderator, id, { status: to, response: 'Answered' });
    if (allowed) expect(res.statusCode).toBe(200);
    else expectError(res, 409, SUPPORT_TEXTS.moveRefused);
  });

  it('mails a response once: the same response again, or a status alone, mails nothing', async () => {
    const before = (await mailsTo(t.db, learner.email)).length;
    const id = await messageIn();
    await put(moderator, id, { status: 'in_progress', response: 'Looking into it' });
    await put(moderator, id, { response: 'Looking into it' });
    await put(moderator, id, { status: 'resolved' });
    expect((await mailsTo(t.db, learner.email)).length).toBe(before + 1);
  });

  it('refuses a resolve without a response, an assignee who is not a moderator, an empty change', async () => {
    const id = await messageIn();
    expectError(
      await put(moderator, id, { status: 'resolved' }),
      400,
      SUPPORT_TEXTS.responseMissing,
    );
    const expert = await buildStaff(t.db, 'learning_expert');
    expectError(
      await put(moderator, id, { assignedTo: expert.id }),
      400,
      SUPPORT_TEXTS.assigneeNotModerator,
    );
    expectError(await put(moderator, id, {}), 400, SUPPORT_TEXTS.nothingToChange);
    for (const body of [
      { status: 'done' },
      { response: '' },
      { response: 'x'.repeat(4001) },
      { response: 'a\u202Eb' },
      { priority: 'asap' },
      { assignedTo: 'someone' },
    ]) {
      expect((await put(moderator, id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expectError(
      await put(moderator, crypto.randomUUID(), { status: 'in_progress' }),
      404,
      SUPPORT_TEXTS.notFound,
    );
    expect((await put(moderator, 'nope', { status: 'in_progress' })).statusCode).toBe(400);
  });

  it('is for moderators only', async () => {
    const id = await messageIn();
    expect((await put(null, id, { status: 'in_progress' })).statusCode).toBe(401);
    const others = [
      learner,
      await person((await buildBuddy(t.db)).user),
      await person(await buildStaff(t.db, 'learning_expert')),
    ];
    for (const other of others) {
      expect((await put(other, id, { status: 'in_progress' })).statusCode).toBe(403);
    }
  });

  it('moves once when two moderators act at once', async () => {
    const id = await messageIn('resolved');
    const other = await person(await buildStaff(t.db, 'moderator'));
    const answers = await Promise.all([
      put(moderator, id, { status: 'closed' }),
      put(other, id, { status: 'in_progress' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    // Either order is valid: resolved -> closed, then in_progress refused; or the other way.
    expect(codes.includes(200)).toBe(true);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
  });
});

describe('GET /api/support-messages filtered', () => {
  it('by status and kind; a bad filter is a 400', async () => {
    for (let i = 0; i < 3; i++) await messageIn('in_progress');
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}?status=in_progress&kind=message`,
      headers: bearer(moderator.token),
    });
    const page = res.json() as SupportMessage[];
    expect(page.length).toBeGreaterThanOrEqual(3);
    expect(page.every((m) => m.status === 'in_progress' && m.kind === 'message')).toBe(true);
    const reports = await t.app.inject({
      method: 'GET',
      url: `${URL}?kind=session-report`,
      headers: bearer(moderator.token),
    });
    expect((reports.json() as SupportMessage[]).every((m) => m.kind === 'session-report')).toBe(
      true,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: `${URL}?status=x`,
      headers: bearer(moderator.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a moderator's message to a user (decision 047)", () => {
  it('is not a support message: it is sent in Messages, where the user answers it', async () => {
    const buddy = await person((await buildBuddy(t.db)).user);
    const asSupport = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(moderator.token),
      payload: { subject: 'Message from Moderator', content: 'Hello', receiverId: learner.id },
    });
    expectError(asSupport, 400, SUPPORT_TEXTS.writeInMessages);
    const own = await t.app.inject({ method: 'GET', url: URL, headers: bearer(learner.token) });
    expect((own.json() as SupportMessage[]).some((m) => m.receiverId === learner.id)).toBe(false);
    // Nor may anyone else pass a receiver off as a question to the moderators.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: URL,
        headers: bearer(buddy.token),
        payload: { subject: 'Hi', content: 'Hello', receiverId: learner.id },
      }),
      400,
      SUPPORT_TEXTS.writeInMessages,
    );

    const send = (from: Person, to: Person, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(from.token),
        payload: { receiverId: to.id, content },
      });
    expect((await send(moderator, learner, 'Please confirm the meeting point.')).statusCode).toBe(
      201,
    );
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: bearer(learner.token),
    });
    expect(inbox.json().conversations).toContainEqual(
      expect.objectContaining({
        counterpart: expect.objectContaining({ id: moderator.id, role: 'moderator' }),
        lastMessage: 'Please confirm the meeting point.',
        unread: 1,
      }),
    );
    expect((await send(learner, moderator, 'Confirmed: the café.')).statusCode).toBe(201);
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${learner.id}/messages`,
      headers: bearer(moderator.token),
    });
    expect(thread.json().map((m: { content: string }) => m.content)).toEqual([
      'Confirmed: the café.',
      'Please confirm the meeting point.',
    ]);
  });
});
