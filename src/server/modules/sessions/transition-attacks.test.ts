import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messaging';
import { resetClock, advanceClock, setClock } from '../../lib/clock';
import { mailsTo } from '../../../../tests/support/auth-helpers';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { statusChangesOf } from './repository';
import { transition } from './transition';

/** The restructured lifecycle (decision 019) attacked: the same move sent at once, calendars. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const act = (who: Party, id: string, action: string, payload: object = {}) =>
  postAs(t, who, `/api/proposals/${id}/${action}`, payload);
const inHours = (hours: number) =>
  new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();

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
    await atOnce([() => act(bo, id, 'approve')], 20);
    await atOnce([() => act(lea, id, 'cancel', { reason: 'Later', newTime: { duration: 90 } })]);
    await atOnce([() => act(bo, id, 'modify', { duration: 120 })], 20);
    await atOnce([() => act(lea, id, 'accept')], 20);
    await atOnce([
      () => act(lea, id, 'cancel', { reason: 'Ill' }),
      () => act(bo, id, 'cancel', { reason: 'Ill' }),
    ]);
    expect(await eventsOf(id)).toEqual([
      'propose',
      'approve',
      'move',
      'modify',
      'accept',
      'cancel',
    ]);
    expect(await linesOf(id)).toHaveLength(6);
    const subjects = [...(await mailsTo(t.db, lea.email)), ...(await mailsTo(t.db, bo.email))].map(
      (m) => m.subject,
    );
    for (const once of [
      'approved your proposal',
      'suggested another time',
      'accepted your suggestion',
    ]) {
      expect(subjects.filter((s) => s.includes(once))).toHaveLength(1);
    }
    // Booked twice, given up twice: each side got one calendar file per change.
    expect(subjects.filter((s) => s.startsWith('Session booked'))).toHaveLength(2);
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
      (await act(lea, id, 'cancel', { reason: 'Later', newTime: { proposedTime: inHours(96) } }))
        .statusCode,
    ).toBe(200);
    expect((await act(bo, id, 'approve')).statusCode).toBe(200);
    // The old time's reminder comes due: the session has moved, nobody is reminded.
    setClock(new Date(firstStart.getTime() - 23 * HOUR));
    await t.app.outbox.flush();
    expect(await reminders(lea)).toEqual([]);
    expect((await act(bo, id, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    setClock(new Date(firstStart.getTime() + 32 * HOUR));
    await t.app.outbox.flush();
    for (const who of [lea, bo]) {
      expect(await reminders(who)).toEqual([]);
      expect(await calendars(who)).toEqual(['REQUEST:1', 'CANCEL:2', 'REQUEST:3', 'CANCEL:4']);
    }
  });
});

describe('the mail limits', () => {
  it('are not used up by a change that rolls back', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 48 });
    const rolledBack = t.db.transaction(async (tx) => {
      await transition(tx, id, 'reject', { side: 'buddy', userId: bo.id }, { publicUrl: '' });
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect((await act(bo, id, 'reject')).statusCode).toBe(200);
    const told = (await mailsTo(t.db, lea.email)).filter((m) => m.subject.includes('declined'));
    expect(told).toHaveLength(1);
  });
});
