import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { messages } from '../../db/schema/messaging';
import { advanceClock, resetClock, setClock } from '../../lib/clock';
import { attempt } from '../../lib/rate-limits';
import { MESSAGE_DIGEST_DELAY_MS } from '../../../server/modules/messaging/digest';
import { mailsTo } from '../../../../tests/support/auth-helpers';
import { inHours } from '../../../../tests/support/hours';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { SESSION_MAIL_LIMITS } from './reactions';
import { statusChangesOf, updateSession } from './repository';
import { transition } from './transition';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const act = (who: Party, id: string, action: string, payload: object = {}) =>
  postAs(t, who, `/api/proposals/${id}/${action}`, payload);
const statusOf = async (who: Party, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/proposals/${id}`, headers: auth(who) })).json()
    .status as string;
const auth = (who: Party) => ({ authorization: `Bearer ${who.token}` });

/** The log of a session reads as a chain ending in the session's status. */
async function expectChain(who: Party, id: string, events: string[]) {
  const log = await statusChangesOf(t.db, id);
  expect(log.map((c) => c.event)).toEqual(events);
  log.forEach((change, i) => expect(change.fromStatus).toBe(i === 0 ? null : log[i - 1]!.toStatus));
  expect(log.at(-1)!.toStatus).toBe(await statusOf(who, id));
  return log;
}

describe('transition()', () => {
  it('records every status a session takes: who, from, to and why', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 48 });
    await act(bo, id, 'modify', { duration: 90, response: 'Longer?' });
    await act(lea, id, 'accept');
    await act(lea, id, 'move', { reason: 'Later please', proposedTime: inHours(50) });
    await act(bo, id, 'move/accept');
    await act(bo, id, 'cancel', { reason: 'Ill' });
    const log = await expectChain(lea, id, [
      'propose',
      'modify',
      'accept',
      'move',
      'accept-move',
      'cancel',
    ]);
    expect(log.map((c) => [c.actor, c.actorId])).toEqual([
      ['learner', lea.id],
      ['buddy', bo.id],
      ['learner', lea.id],
      ['learner', lea.id],
      ['buddy', bo.id],
      ['buddy', bo.id],
    ]);
    expect(log.map((c) => c.reason)).toEqual([
      'Coffee?',
      'Longer?',
      null,
      'Later please',
      null,
      'Ill',
    ]);

    const done = await bookedSession(t);
    advanceClock(4 * HOUR);
    await act(done.lea, done.id, 'confirm-session');
    await act(done.bo, done.id, 'confirm-session');
    await expectChain(done.lea, done.id, ['propose', 'approve', 'complete']);
  });

  it('refuses a move the table does not have, and writes nothing', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 48 });
    const before = await statusChangesOf(t.db, id);
    const refused = t.db.transaction((tx) =>
      transition(tx, id, 'approve', { side: 'buddy', userId: bo.id }),
    );
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      message: PROPOSAL_TEXTS.answeredAlready,
    });
    const bySystem = t.db.transaction((tx) =>
      transition(tx, id, 'withdraw-move', { side: 'system' }),
    );
    await expect(bySystem).rejects.toMatchObject({ statusCode: 409 });
    expect(await statusChangesOf(t.db, id)).toEqual(before);
    expect(await statusOf(lea, id)).toBe('approved');
  });

  it('is the only code that writes a session’s status', async () => {
    const root = join(import.meta.dirname, '../..');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => ({
        path: relative(root, join(root, f)),
        text: readFileSync(join(root, f), 'utf8'),
      }));
    const writing = (pattern: RegExp) =>
      files.filter((f) => pattern.test(f.text)).map((f) => f.path);
    // Drizzle writes to the table only in the repository...
    expect(writing(/\.(update|insert)\(sessions\)/)).toEqual(['modules/sessions/repository.ts']);
    // ...whose two writers of a status only transition.ts calls.
    expect(writing(/\b(moveSession|insertSession)\(/)).toEqual([
      'modules/sessions/repository.ts',
      'modules/sessions/transition.ts',
    ]);
    // No raw SQL names the column.
    expect(writing(/update\s+"?sessions"?\s+set/i)).toEqual([]);
    if (files.length === 0) {
      // @ts-expect-error: any other update leaves the status out (checked by the compiler).
      await updateSession(t.db, '', { status: 'approved' });
    }
  });
});

describe('mails about proposals', () => {
  it('go out at once once per sender a while; the rest come with the digest, once', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 30 });
    for (const hoursAhead of [40, 50]) {
      const again = await postAs(t, lea, '/api/proposals', {
        buddyId: bo.id,
        activity: 'Coffee Chats',
        proposedTime: inHours(hoursAhead),
        message: `Or at ${hoursAhead}?`,
      });
      expect(again.statusCode).toBe(201);
    }
    const proposalMails = async () =>
      (await mailsTo(t.db, bo.email)).filter((m) => m.subject.includes('proposed a session'));
    expect(await proposalMails()).toHaveLength(1);

    advanceClock(MESSAGE_DIGEST_DELAY_MS + 1000);
    await t.app.outbox.flush();
    const digests = (await mailsTo(t.db, bo.email)).filter((m) => m.subject.includes('unread'));
    expect(digests).toHaveLength(1);
    // The two held back, worded; not the one mailed on its own.
    expect(digests[0]!.text).toContain('Or at 40?');
    expect(digests[0]!.text).toContain('Or at 50?');
    expect(digests[0]!.text).toContain('Activity proposal: Coffee Chats');
    expect(digests[0]!.text).not.toContain('Coffee?');
    expect(id).toBeTruthy();
  });

  it('stop at a ceiling per recipient, except those carrying a calendar change', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 30 });
    for (let i = 0; i < SESSION_MAIL_LIMITS.perRecipient.max; i++) {
      await attempt(t.db, SESSION_MAIL_LIMITS.perRecipient, lea.id);
    }
    await act(bo, id, 'modify', { duration: 90 });
    const mails = async () => (await mailsTo(t.db, lea.email)).map((m) => m.subject);
    expect(await mails()).not.toContainEqual(expect.stringContaining('suggested another time'));
    await act(lea, id, 'accept');
    await act(bo, id, 'cancel', { reason: 'Sorry, ill' });
    expect(await mails()).toContainEqual(expect.stringContaining('cancelled your session'));
  });

  it('are not used up by a change that rolls back', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 48 });
    const rolledBack = t.db.transaction(async (tx) => {
      await transition(tx, id, 'reject', { side: 'buddy', userId: bo.id });
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect((await act(bo, id, 'reject')).statusCode).toBe(200);
    const told = (await mailsTo(t.db, lea.email)).filter((m) => m.subject.includes('declined'));
    expect(told).toHaveLength(1);
  });
});

describe('a completed session', () => {
  it('invites the learner to review it and tells the buddy, also when it completes on its own', async () => {
    const { lea, bo, id } = await bookedSession(t);
    const later = await bookedSession(t);
    advanceClock(4 * HOUR);
    await act(lea, id, 'confirm-session');
    const completion = async (who: Party) =>
      (await mailsTo(t.db, who.email)).filter((m) => m.subject.startsWith('Session complete'));
    expect(await completion(lea)).toEqual([]);
    await act(bo, id, 'confirm-session');
    const [invite] = await completion(lea);
    expect(invite?.text).toContain('How was it?');
    expect(invite?.text).toContain('/learner/dashboard');
    expect(await completion(bo)).toHaveLength(1);

    await act(later.bo, later.id, 'confirm-session');
    advanceClock(8 * 24 * HOUR);
    await t.app.outbox.flush();
    expect(await completion(later.lea)).toHaveLength(1);
    await expectChain(later.lea, later.id, ['propose', 'approve', 'complete']);
    const log = await statusChangesOf(t.db, later.id);
    expect(log.at(-1)).toMatchObject({ actor: 'system', actorId: null });
  });
});

// Attacks on the one transition: the same move sent at once, calendars through moves.

/** The session's chat lines, by kind. */
async function linesOf(id: string) {
  const rows = await t.db
    .select({ kind: messages.lineKind })
    .from(messages)
    .where(and(eq(messages.sessionId, id), isNotNull(messages.lineKind)));
  return rows.map((r) => r.kind);
}
const eventsOf = async (id: string) => (await statusChangesOf(t.db, id)).map((c) => c.event);

/** Sends `n` of each request at once: exactly one succeeds, the rest answer 409. */
async function atOnce(requests: (() => ReturnType<typeof act>)[], n = 10) {
  const answers = await Promise.all(requests.flatMap((send) => Array.from({ length: n }, send)));
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
}

describe('the same move sent 20 times at once', () => {
  it('approves, counter-proposes, accepts and cancels once each: one log row, one line, one mail', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 48 });
    await atOnce([() => act(bo, id, 'modify', { duration: 120 })], 20);
    await atOnce([() => act(lea, id, 'accept')], 20);
    await atOnce([() => act(lea, id, 'move', { reason: 'Shorter?', duration: 90 })]);
    await atOnce([() => act(bo, id, 'move/accept'), () => act(bo, id, 'move/decline')]);
    await atOnce([
      () => act(lea, id, 'cancel', { reason: 'Ill' }),
      () => act(bo, id, 'cancel', { reason: 'Ill' }),
    ]);
    const events = await eventsOf(id);
    expect(events.slice(0, 4)).toEqual(['propose', 'modify', 'accept', 'move']);
    expect(['accept-move', 'decline-move']).toContain(events[4]);
    expect(events.slice(5)).toEqual(['cancel']);
    expect(await linesOf(id)).toHaveLength(6);
    const subjects = [...(await mailsTo(t.db, lea.email)), ...(await mailsTo(t.db, bo.email))].map(
      (m) => m.subject,
    );
    for (const once of ['suggested another time', 'accepted your suggestion']) {
      expect(subjects.filter((s) => s.includes(once))).toHaveLength(1);
    }
    // Booked once, given up once: each side got one calendar file per change.
    expect(subjects.filter((s) => s.startsWith('Session booked'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Session cancelled'))).toHaveLength(1);
  });

  it('completes once when both sides confirm at once', async () => {
    const { lea, bo, id } = await bookedSession(t);
    advanceClock(4 * HOUR);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => act(i % 2 ? lea : bo, id, 'confirm-session')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().status === 'completed').length).toBeGreaterThan(0);
    expect(await eventsOf(id)).toEqual(['propose', 'approve', 'complete']);
    for (const who of [lea, bo]) {
      const done = (await mailsTo(t.db, who.email)).filter((m) =>
        m.subject.startsWith('Session complete'),
      );
      expect(done).toHaveLength(1);
    }
  });
  it('answers 10 proposals while the learner writes 10 messages back, with no deadlock', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 30 });
    const ids = [id];
    for (let i = 1; i < 10; i++) {
      const res = await postAs(t, lea, '/api/proposals', {
        buddyId: bo.id,
        activity: 'Coffee Chats',
        proposedTime: inHours(30 + 2 * i),
        message: `Or ${i}?`,
      });
      ids.push(res.json().id as string);
    }
    // Each side's change writes both sides' conversations: taken in opposite orders, the two
    // directions deadlocked on PostgreSQL (500).
    const answers = await Promise.all([
      ...ids.map((p) => act(bo, p, 'reject')),
      ...ids.map((_, i) =>
        postAs(t, lea, '/api/messages', { receiverId: bo.id, content: `m${i}` }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode).filter((c) => c >= 500)).toEqual([]);
  });
});

describe('calendar files and reminders through moves', () => {
  const sequenceOf = (ics: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)![1]);
  /** Each side's calendar files, as METHOD:SEQUENCE in the order they were queued. */
  async function calendars(who: Party) {
    const mails = (await mailsTo(t.db, who.email)).filter(
      (m) => m.calendar && !m.subject.startsWith('Reminder'),
    );
    return mails.map((m) => `${m.calendar!.method}:${sequenceOf(m.calendar!.content)}`);
  }
  const reminders = async (who: Party) =>
    (await mailsTo(t.db, who.email)).filter((m) => m.subject.startsWith('Reminder'));

  it('carry a higher SEQUENCE at each change; a moved or cancelled time is not reminded', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 48 });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/proposals/${id}`,
      headers: { authorization: `Bearer ${lea.token}` },
    });
    const firstStart = new Date(view.json().proposedDateTime as string);
    expect(
      (await act(lea, id, 'move', { reason: 'Later', proposedTime: inHours(96) })).statusCode,
    ).toBe(200);
    expect((await act(bo, id, 'move/accept')).statusCode).toBe(200);
    // The old time's reminder comes due: the session has moved, nobody is reminded.
    setClock(new Date(firstStart.getTime() - 23 * HOUR));
    await t.app.outbox.flush();
    expect(await reminders(lea)).toEqual([]);
    expect((await act(bo, id, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    setClock(new Date(firstStart.getTime() + 32 * HOUR));
    await t.app.outbox.flush();
    for (const who of [lea, bo]) {
      expect(await reminders(who)).toEqual([]);
      // Booked, moved (the same event at its new time), cancelled.
      expect(await calendars(who)).toEqual(['REQUEST:1', 'REQUEST:2', 'CANCEL:3']);
    }
  });
});
