import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { SESSION_ACTION_TEXTS } from '../../../shared/session-actions';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, expectError, mailsTo } from '../../../../tests/support/auth-helpers';
import { inHours } from '../../../../tests/support/hours';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { statusChangesOf } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const act = (who: Party, id: string, action: string, payload: object = {}) =>
  postAs(t, who, `/api/proposals/${id}/${action}`, payload);
const view = async (who: Party, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/proposals/${id}`, headers: bearer(who.token) })
  ).json();
const eventsOf = async (id: string) => (await statusChangesOf(t.db, id)).map((c) => c.event);

describe('moving a booked session (decision 039)', () => {
  it('asks the other side; until they accept, the session stays as booked', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    const booked = await view(lea, id);
    const asked = await act(bo, id, 'move', {
      reason: 'Can we do Thursday, a bit longer?',
      proposedTime: inHours(96),
      duration: 90,
      location: 'Vondelpark',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'approved',
      proposedDateTime: booked.proposedDateTime,
      duration: 60,
      move: {
        status: 'asked',
        by: 'buddy',
        reason: 'Can we do Thursday, a bit longer?',
        terms: { dateTime: inHours(96), duration: 90, location: 'Vondelpark', price: 37.5 },
      },
    });
    // The learner is told, with the new terms; no calendar file until it is agreed.
    const [mail] = (await mailsTo(t.db, lea.email)).filter((m) =>
      m.subject.includes('asked to move'),
    );
    expect(mail?.text).toContain('Vondelpark');
    expect(mail?.calendar).toBeFalsy();

    // One move at a time; the asker cannot answer their own.
    expectError(
      await act(lea, id, 'move', { reason: 'Or Friday?', proposedTime: inHours(120) }),
      409,
      SESSION_ACTION_TEXTS.moveOpen,
    );
    expectError(await act(bo, id, 'move/accept'), 403, SESSION_ACTION_TEXTS.answerOwnMove);
    // Nor is the booking edited under a waiting move.
    expectError(
      await act(bo, id, 'edit', { location: 'Elsewhere' }),
      409,
      SESSION_ACTION_TEXTS.editWhileMoving,
    );
    expectError(await act(lea, id, 'move/withdraw'), 403, SESSION_ACTION_TEXTS.notYourMove);

    const accepted = await act(lea, id, 'move/accept');
    expect(accepted.json()).toMatchObject({
      status: 'approved',
      proposedDateTime: inHours(96),
      duration: 90,
      location: 'Vondelpark',
      price: 37.5,
      move: null,
    });
    expect(await eventsOf(id)).toEqual(['propose', 'approve', 'move', 'accept-move']);
    // Both sides' calendars follow the new time.
    for (const who of [lea, bo]) {
      const changed = (await mailsTo(t.db, who.email)).filter((m) => m.calendar);
      expect(changed.at(-1)?.calendar?.method).toBe('REQUEST');
    }
    expectError(await act(lea, id, 'move/accept'), 409, SESSION_ACTION_TEXTS.noMove);
  });

  it('is declined or taken back, and the booking stands', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    await act(lea, id, 'move', { reason: 'Shorter?', duration: 30 });
    expect((await act(lea, id, 'move/withdraw')).json()).toMatchObject({
      move: null,
      duration: 60,
    });
    await act(lea, id, 'move', { reason: 'Elsewhere?', location: 'Library' });
    const declined = await act(bo, id, 'move/decline', { response: 'Café is fine' });
    expect(declined.json()).toMatchObject({ status: 'approved', move: null, duration: 60 });
    expect(await eventsOf(id)).toEqual([
      'propose',
      'approve',
      'move',
      'withdraw-move',
      'move',
      'decline-move',
    ]);
  });

  it('lapses unanswered when its time comes, and the session stays as booked', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    await act(lea, id, 'move', { reason: 'Earlier?', proposedTime: inHours(48) });
    advanceClock(49 * HOUR);
    await t.app.outbox.flush();
    expect(await view(bo, id)).toMatchObject({ status: 'approved', move: null });
    expect((await eventsOf(id)).at(-1)).toBe('lapse');
    for (const who of [lea, bo]) {
      const told = (await mailsTo(t.db, who.email)).filter((m) =>
        m.subject.startsWith('Not moved'),
      );
      expect(told).toHaveLength(1);
    }
  });

  it('is refused into a time either side holds, and when nothing changes', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    // The learner booked the buddy again at 100 hours: both hold that time.
    const taken = await postAs(t, lea, '/api/proposals', {
      buddyId: bo.id,
      activity: 'Coffee Chats',
      proposedTime: inHours(100),
      duration: 60,
      message: 'Another?',
    });
    await act(bo, taken.json().id, 'approve');
    await act(bo, id, 'move', { reason: 'Later?', proposedTime: inHours(100) });
    const busy = await act(lea, id, 'move/accept');
    expect(busy.statusCode).toBe(409);
    expect([PROPOSAL_TEXTS.learnerBusy, PROPOSAL_TEXTS.buddyBusy]).toContain(busy.json().error);
    expect((await view(lea, id)).move).toMatchObject({ status: 'asked' });
    await act(bo, id, 'move/withdraw');
    expectError(
      await act(bo, id, 'move', { reason: 'Same', duration: 60 }),
      400,
      SESSION_ACTION_TEXTS.nothingChanged,
    );
    expect((await act(bo, id, 'move', { reason: 'x' })).statusCode).toBe(400);
    expect((await act(bo, id, 'move', { duration: 90 })).statusCode).toBe(400);
    expect((await act(bo, id, 'move', { reason: 'x', duration: 45 })).statusCode).toBe(400);
    expect((await act(bo, id, 'move', { reason: 'x\u0007', duration: 90 })).statusCode).toBe(400);
  });

  it('answered twenty times at once, is answered once: one log row, one line', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    const asks = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        act(i % 2 ? lea : bo, id, 'move', { reason: 'Longer?', duration: 90 }),
      ),
    );
    expect(asks.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const asker = asks.find((a) => a.statusCode === 200)!.json().move.by as string;
    const other = asker === 'learner' ? bo : lea;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => act(other, id, i % 2 ? 'move/accept' : 'move/decline')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const events = await eventsOf(id);
    expect(events.slice(0, 3)).toEqual(['propose', 'approve', 'move']);
    expect(events).toHaveLength(4);
  });

  it('refuses bad input with 400 and writes nothing: overrides, huge values, far dates, bad ids', async () => {
    const { bo, id } = await bookedSession(t, { hoursAhead: 72 });
    for (const body of [
      { reason: 'Later \u202Eevil', duration: 90 },
      { reason: 'x'.repeat(1001), duration: 90 },
      { reason: 'x', duration: 1e9 },
      { reason: 'x', proposedTime: new Date(Date.now() + 400 * 24 * HOUR).toISOString() },
      { reason: 'x', proposedTime: '2026-13-45T99:00:00Z' },
      { reason: 'x', location: 'y'.repeat(201) },
      { reason: ['x'], duration: 90 },
    ]) {
      expect((await act(bo, id, 'move', body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(
        400,
      );
    }
    expect((await act(bo, 'not-a-session', 'move', { reason: 'x', duration: 90 })).statusCode).toBe(
      400,
    );
    expect(await eventsOf(id)).toEqual(['propose', 'approve']);
  });

  it('asked and taken back fifty times, mails the other side within the mail limits', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    for (let i = 0; i < 50; i++) {
      expect((await act(bo, id, 'move', { reason: `Try ${i}`, duration: 90 })).statusCode).toBe(
        200,
      );
      expect((await act(bo, id, 'move/withdraw')).statusCode).toBe(200);
    }
    const about = (await mailsTo(t.db, lea.email)).filter((m) => /move/.test(m.subject));
    // One at once per pair in ten minutes; the rest wait, unread, for the digest.
    expect(about.length).toBeLessThanOrEqual(1);
  });

  it('belongs to the session’s two sides, up to the cancellation window', async () => {
    const { lea, id } = await bookedSession(t, { hoursAhead: 72 });
    const stranger = await bookedSession(t, { hoursAhead: 80 });
    expect((await act(stranger.lea, id, 'move', { reason: 'x', duration: 90 })).statusCode).toBe(
      404,
    );
    const soon = await bookedSession(t, { hoursAhead: 5 });
    expectError(
      await act(soon.lea, soon.id, 'move', { reason: 'x', duration: 90 }),
      409,
      SESSION_ACTION_TEXTS.cancelWindow,
    );
    const pending = await bookedSession(t, { hoursAhead: 72, approve: false });
    expectError(
      await act(pending.lea, pending.id, 'move', { reason: 'x', duration: 90 }),
      409,
      SESSION_ACTION_TEXTS.notMovable,
    );
    expect((await act(lea, id, 'move/accept')).statusCode).toBe(409);
  });
});
