import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_TEXTS } from '../../../shared/calendar';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { resetClock, setClock } from '../../lib/clock';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildLearner } from '../../../../tests/support/factories';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { FEED_READ_LIMIT } from './service';
import { sessionReminderHandler } from './session-reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const get = (who: Party | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
const feedPath = (url: string) => new URL(url).pathname;
const unfold = (ics: string) => ics.replace(/\r\n[\t ]/g, '');
const reminders = async (who: Party) =>
  (await mailsTo(t.db, who.email)).filter((m) => m.subject.startsWith('Reminder:'));

describe('calendar files', () => {
  it('go with the booking mails to both sides, each naming only its own address', async () => {
    const { lea, bo } = await bookedSession(t);
    const [toLea] = (await mailsTo(t.db, lea.email)).slice(-1);
    expect(toLea!.subject).toMatch(/approved your proposal/);
    expect(toLea!.calendar).toMatchObject({ method: 'REQUEST' });
    expect(toLea!.calendar!.content).toContain(`mailto:${lea.email}`);
    expect(toLea!.calendar!.content).not.toContain(bo.email);
    const [toBo] = (await mailsTo(t.db, bo.email)).slice(-1);
    expect(toBo!.subject).toMatch(/^Session booked: Coffee Chats with Lea Learner/);
    expect(toBo!.calendar!.content).toContain('METHOD:REQUEST');
    expect(toBo!.calendar!.content).not.toContain(lea.email);
  });

  it('download for the learner and the buddy of a booked session only', async () => {
    const { lea, bo, id } = await bookedSession(t);
    const res = await get(lea, `/api/proposals/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="buddies-session-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    const file = unfold(res.body);
    expect(file).toContain(`UID:${id}@buddies`);
    expect(file).toContain('SUMMARY:Coffee Chats with Bo Buddy');
    expect(file).not.toMatch(/mailto|@example\.com/i);
    expect((await get(bo, `/api/proposals/${id}/calendar.ics`)).body).toContain(
      'SUMMARY:Coffee Chats with Lea Learner',
    );

    const user = await buildLearner(t.db);
    const other = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
    expectError(
      await get(other, `/api/proposals/${id}/calendar.ics`),
      404,
      PROPOSAL_TEXTS.notFound,
    );
    expect((await get(null, `/api/proposals/${id}/calendar.ics`)).statusCode).toBe(401);
    const pending = await bookedSession(t, { approve: false });
    expectError(
      await get(pending.lea, `/api/proposals/${pending.id}/calendar.ics`),
      404,
      PROPOSAL_TEXTS.notFound,
    );
  });
});

describe('the private calendar feed', () => {
  it('serves the sessions at a secret address until it is replaced or turned off', async () => {
    const { lea, bo, id } = await bookedSession(t);
    expect((await get(lea, '/api/calendar-feed')).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const made = await postAs(t, lea, '/api/calendar-feed');
    expect(made.statusCode).toBe(201);
    const first = feedPath(made.json().url);
    expect(first).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get(lea, '/api/calendar-feed')).json()).toMatchObject({ active: true });

    const feed = await get(null, first);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = unfold(feed.body);
    expect(text).toContain('X-WR-CALNAME:Buddies sessions');
    expect(text).toContain(`UID:${id}@buddies`);
    expect(text).toContain('LOCATION:Amsterdam');
    expect(text).not.toMatch(/@example\.com/);
    expect(text).not.toContain(bo.email);

    const second = feedPath((await postAs(t, lea, '/api/calendar-feed')).json().url);
    expectError(await get(null, first), 404, CALENDAR_TEXTS.feedNotFound);
    expect((await get(null, second)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/calendar-feed',
      headers: bearer(lea.token),
    });
    expect(off.statusCode).toBe(204);
    expectError(await get(null, second), 404, CALENDAR_TEXTS.feedNotFound);
    expectError(
      await get(null, '/api/calendar/not-a-secret.ics'),
      404,
      CALENDAR_TEXTS.feedNotFound,
    );
    expect((await get(lea, '/api/calendar-feed')).json().active).toBe(false);
  });

  it('counts reads per address, so a new address works at once beside a hammered one', async () => {
    const { lea } = await bookedSession(t);
    const leaked = feedPath((await postAs(t, lea, '/api/calendar-feed')).json().url);
    for (let i = 0; i < FEED_READ_LIMIT.max; i++) {
      expect((await get(null, leaked)).statusCode).toBe(200);
    }
    expect((await get(null, leaked)).statusCode).toBe(429);
    const fresh = feedPath((await postAs(t, lea, '/api/calendar-feed')).json().url);
    expect((await get(null, fresh)).statusCode).toBe(200);
  });
});

describe('reminders', () => {
  it('go to each side once a day before, even with two workers at it', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 48 });
    const view = (await get(lea, `/api/proposals/${id}`)).json();
    const startsAt = new Date(view.proposedDateTime as string);
    setClock(new Date(startsAt.getTime() - 25 * HOUR));
    await t.app.outbox.flush();
    expect(await reminders(lea)).toHaveLength(0);

    setClock(new Date(startsAt.getTime() - 23 * HOUR));
    const other = sessionReminderHandler(t.db);
    const payload = { sessionId: id, startsAt: startsAt.toISOString() };
    await Promise.all([t.app.outbox.flush(), other.work(payload), other.work(payload)]);
    for (const who of [lea, bo]) {
      const sent = await reminders(who);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.calendar).toMatchObject({ method: 'REQUEST' });
    }
  });

  it('are not sent for a session cancelled meanwhile, which the feed then shows cancelled', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 48 });
    const startsAt = new Date((await get(lea, `/api/proposals/${id}`)).json().proposedDateTime);
    const cancelled = await postAs(t, bo, `/api/proposals/${id}/cancel`, { reason: 'Ill' });
    expect(cancelled.statusCode).toBe(200);
    const url = feedPath((await postAs(t, lea, '/api/calendar-feed')).json().url);

    setClock(new Date(startsAt.getTime() - 23 * HOUR));
    await t.app.outbox.flush();
    expect(await reminders(lea)).toHaveLength(0);
    expect(await reminders(bo)).toHaveLength(0);
    const feed = unfold((await get(null, url)).body);
    expect(feed).toContain(`UID:${id}@buddies`);
    expect(feed).toContain('STATUS:CANCELLED');
  });
});
