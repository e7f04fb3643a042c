import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { SESSION_ACTION_TEXTS } from '../../../shared/session-actions';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildLearner, buildStaff } from '../../../../tests/support/factories';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const DAY = 24 * HOUR;
const get = (who: Party, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const act = (who: Party, id: string, action: string, payload: object = {}) =>
  postAs(t, who, `/api/proposals/${id}/${action}`, payload);
const needing = async (who: Party) =>
  (await get(who, '/api/bookings/needing-confirmation')).json() as { id: string }[];
const bookingOf = async (who: Party, id: string) =>
  ((await get(who, `/api/bookings/user/${who.id}`)).json() as Booking[]).find((b) => b.id === id);
async function stranger(): Promise<Party> {
  const user = await buildLearner(t.db);
  return { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
}

describe('cancelling a booked session', () => {
  it('is refused inside the window, to strangers, without a reason, and twice', async () => {
    const soon = await bookedSession(t);
    expectError(
      await act(soon.lea, soon.id, 'cancel', { reason: 'Ill' }),
      409,
      SESSION_ACTION_TEXTS.cancelWindow,
    );
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 48 });
    expectError(
      await act(await stranger(), id, 'cancel', { reason: 'x' }),
      404,
      PROPOSAL_TEXTS.notFound,
    );
    expectError(
      await act(lea, id, 'cancel', { reason: '  ' }),
      400,
      SESSION_ACTION_TEXTS.reasonRequired,
    );
    expect((await act(lea, id, 'cancel', { reason: 'Bad\u0007bell' })).statusCode).toBe(400);
    expect((await act(bo, id, 'cancel', { reason: 'x'.repeat(1001) })).statusCode).toBe(400);

    const cancelled = await act(bo, id, 'cancel', { reason: 'My train is cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await bookingOf(lea, id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'buddy',
      cancelReason: 'My train is cancelled',
    });
    const mail = (await mailsTo(t.db, lea.email)).find((m) => m.subject.includes('cancelled'));
    expect(mail?.text).toContain('My train is cancelled');
    expectError(
      await act(lea, id, 'cancel', { reason: 'again' }),
      409,
      SESSION_ACTION_TEXTS.notCancellable,
    );
  });

  it('sent by both sides at once, cancels once', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 48 });
    const answers = await Promise.all([
      act(lea, id, 'cancel', { reason: 'Ill' }),
      act(bo, id, 'cancel', { reason: 'Away' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cancelMails = async (who: Party) =>
      (await mailsTo(t.db, who.email)).filter((m) => m.subject.includes('cancelled')).length;
    expect((await cancelMails(lea)) + (await cancelMails(bo))).toBe(2);
  });
});

describe('after the end: confirming, reporting, completing', () => {
  it('lists the session for each side until it confirms', async () => {
    const { lea, bo, id } = await bookedSession(t);
    expect((await needing(lea)).map((b) => b.id)).not.toContain(id);
    advanceClock(4 * HOUR);
    expect((await needing(lea)).map((b) => b.id)).toContain(id);
    expect((await needing(bo)).map((b) => b.id)).toContain(id);
    await act(lea, id, 'confirm-session');
    expect((await needing(lea)).map((b) => b.id)).not.toContain(id);
    expect((await needing(bo)).map((b) => b.id)).toContain(id);
  });

  it('a report reaches the moderators and keeps the session from completing', async () => {
    const { lea, bo, id } = await bookedSession(t);
    const report = { kind: 'no-show', text: 'Waited 30 minutes at the café' };
    expectError(await act(lea, id, 'report', report), 409, SESSION_ACTION_TEXTS.notReportable);
    advanceClock(4 * HOUR);
    expect((await act(await stranger(), id, 'report', report)).statusCode).toBe(404);
    expect((await act(lea, id, 'report', { kind: 'rant', text: 'x' })).statusCode).toBe(400);
    expect((await act(lea, id, 'report', report)).statusCode).toBe(200);
    expect((await act(lea, id, 'report', report)).statusCode).toBe(200);
    expectError(await act(lea, id, 'confirm-session'), 409, SESSION_ACTION_TEXTS.reportedAlready);
    expect((await act(bo, id, 'confirm-session')).json().status).toBe('approved');
    expect((await needing(lea)).map((b) => b.id)).not.toContain(id);

    const moderator = await buildStaff(t.db, 'moderator');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/support-messages',
      headers: bearer(await sessionFor(t.db, moderator)),
    });
    const filed = queue.json().filter((m: { senderId: string }) => m.senderId === lea.id);
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ priority: 'high', status: 'open' });
    expect(filed[0].subject).toMatch(/^No-show report: Coffee Chats on \d{4}-\d{2}-\d{2}$/);
    expect(filed[0].content).toContain('Waited 30 minutes at the café');

    advanceClock(8 * DAY);
    await t.app.outbox.flush();
    expect((await bookingOf(lea, id))!).toMatchObject({
      status: 'approved',
      learnerReported: true,
    });
  });

  it('one confirmation completes the session on its own after 7 days', async () => {
    const { lea, bo, id } = await bookedSession(t);
    advanceClock(4 * HOUR);
    await act(bo, id, 'confirm-session');
    advanceClock(6 * DAY);
    await t.app.outbox.flush();
    expect((await bookingOf(lea, id))!.status).toBe('approved');
    advanceClock(DAY);
    await t.app.outbox.flush();
    expect((await bookingOf(lea, id))!.status).toBe('completed');
  });
});

describe('reviews', () => {
  it('come from the learner of a completed session, once, and show on the profile', async () => {
    const { lea, bo, id } = await bookedSession(t);
    const review = { rating: 4, text: 'Lovely chat about Dutch cheese' };
    advanceClock(4 * HOUR);
    expectError(await act(lea, id, 'review', review), 409, SESSION_ACTION_TEXTS.notReviewable);
    await act(lea, id, 'confirm-session');
    await act(bo, id, 'confirm-session');

    expect((await act(bo, id, 'review', review)).statusCode).toBe(403);
    expectError(await act(await stranger(), id, 'review', review), 404, PROPOSAL_TEXTS.notFound);
    expect((await act(lea, id, 'review', { rating: 6, text: 'x' })).statusCode).toBe(400);
    expect((await act(lea, id, 'review', { rating: 5, text: '' })).statusCode).toBe(400);

    const twice = await Promise.all([
      act(lea, id, 'review', review),
      act(lea, id, 'review', review),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // In public the learner is a first name and an initial.
    expect(twice.find((r) => r.statusCode === 201)!.json().name).toMatch(/^\S+ \S\.$/);
    expect((await bookingOf(lea, id))!.reviewed).toBe(true);

    const slug = (await get(lea, `/api/proposals/${id}`)).json().buddySlug as string;
    const profile = (await get(lea, `/api/buddy/${slug}`)).json();
    expect(profile.reviews).toEqual([
      expect.objectContaining({ rating: 4, text: 'Lovely chat about Dutch cheese' }),
    ]);
    expect(profile).toMatchObject({ rating: 4, reviewCount: 1 });
  });
});
