import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_TEXTS, SLOTS_MAX } from '../../../shared/availability';
import { resetClock, setClock } from '../../lib/clock';
import { publish } from '../../lib/event-bus';
import { AVAILABILITY_LIMITS } from './service';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/* Monday 1 June 2026, 08:00 in Amsterdam (summer time, UTC+2). */
const NOW = new Date('2026-06-01T06:00:00Z');

let t: TestApp;
type Who = { id: string; token: string; slug?: string };
let learner: Who;
let moderator: Who;

const signedIn = async (user: { id: string }, slug?: string): Promise<Who> => ({
  id: user.id,
  token: await sessionFor(t.db, user),
  slug,
});
const newBuddy = async (status?: 'pending') => {
  const { user, profile } = await buildBuddy(t.db, { status });
  return signedIn(user, profile.slug);
};

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
  learner = await signedIn(await buildLearner(t.db));
  moderator = await signedIn(await buildStaff(t.db, 'moderator'));
});
beforeEach(() => setClock(NOW));
afterAll(async () => {
  resetClock();
  await t.close();
});

const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });

const mondays = {
  day: 0,
  startTime: '09:00',
  endTime: '12:00',
  repeat: { type: 'weekly', frequency: 1, duration: 2 },
};
const openTimes = async (who: Who, slug: string, query = 'days=14') =>
  (await call(who, 'GET', `/api/buddy/${slug}/open-times?${query}`)).json() as {
    start: string;
    end: string;
  }[];

describe('who may change availability', () => {
  it('the buddy only: 401 without a token, 403 for learners and staff', async () => {
    expect((await call(null, 'GET', '/api/buddy/availability')).statusCode).toBe(401);
    for (const who of [learner, moderator]) {
      expect((await call(who, 'GET', '/api/buddy/availability')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/api/buddy/availability/slots', mondays)).statusCode).toBe(
        403,
      );
    }
  });

  it("never touches another buddy's slot", async () => {
    const bo = await newBuddy();
    const other = await newBuddy();
    const slot = (await call(bo, 'POST', '/api/buddy/availability/slots', mondays)).json();
    const refused = await call(other, 'DELETE', `/api/buddy/availability/slots/${slot.id}`);
    expectError(refused, 404, AVAILABILITY_TEXTS.slotNotFound);
    expect((await call(bo, 'GET', '/api/buddy/availability')).json().slots).toHaveLength(1);
    expect((await call(bo, 'DELETE', `/api/buddy/availability/slots/${slot.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(bo, 'GET', '/api/buddy/availability')).json().slots).toEqual([]);
    expect((await call(bo, 'DELETE', '/api/buddy/availability/slots/not-an-id')).statusCode).toBe(
      400,
    );
  });
});

describe('slots', () => {
  it('are added from today by default, with their repeat and last date', async () => {
    const bo = await newBuddy();
    const added = await call(bo, 'POST', '/api/buddy/availability/slots', mondays);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      day: 0,
      startTime: '09:00',
      endTime: '12:00',
      startsOn: '2026-06-01',
      repeat: { type: 'weekly', frequency: 1, duration: 2 },
      lastDate: '2026-06-08',
    });
    const once = await call(bo, 'POST', '/api/buddy/availability/slots', {
      day: 2,
      startTime: '14:00',
      endTime: '16:00',
    });
    expect(once.json()).toMatchObject({ repeat: { type: 'none' }, lastDate: '2026-06-03' });
    // Early and late (issue 37): the grid runs from 07:00 to 23:00, the latest start 22:30.
    const evening = await call(bo, 'POST', '/api/buddy/availability/slots', {
      day: 3,
      startTime: '19:00',
      endTime: '23:00',
    });
    expect(evening.statusCode, evening.body).toBe(201);
    const early = await call(bo, 'POST', '/api/buddy/availability/slots', {
      day: 4,
      startTime: '07:00',
      endTime: '08:00',
    });
    expect(early.statusCode, early.body).toBe(201);
    const thursday = (await openTimes(bo, bo.slug!)).filter((t) =>
      t.start.startsWith('2026-06-04'),
    );
    // 19:00 to 23:00 in Amsterdam summer time.
    expect(thursday).toEqual([
      { start: '2026-06-04T17:00:00.000Z', end: '2026-06-04T21:00:00.000Z' },
    ]);
    expect((await call(bo, 'GET', '/api/buddy/availability')).json()).toMatchObject({
      slots: [
        { startTime: '09:00' },
        { startTime: '14:00' },
        { startTime: '19:00' },
        { startTime: '07:00' },
      ],
      daysOff: [],
      travelBufferMinutes: 0,
    });
  });

  it.each([
    [{ ...mondays, day: 7 }, AVAILABILITY_TEXTS.day],
    [{ ...mondays, startTime: '06:30' }, AVAILABILITY_TEXTS.grid],
    [{ ...mondays, startTime: '22:00', endTime: '23:30' }, AVAILABILITY_TEXTS.grid],
    [{ ...mondays, endTime: '12:15' }, AVAILABILITY_TEXTS.grid],
    [{ ...mondays, endTime: '09:00' }, AVAILABILITY_TEXTS.endAfterStart],
    [{ ...mondays, startTime: '9'.repeat(100_000) }, AVAILABILITY_TEXTS.grid],
    [
      { ...mondays, repeat: { type: 'daily', frequency: 1, duration: 1 } },
      AVAILABILITY_TEXTS.repeat,
    ],
    [
      { ...mondays, repeat: { type: 'weekly', frequency: 8, duration: 1 } },
      AVAILABILITY_TEXTS.frequency,
    ],
    [
      { ...mondays, repeat: { type: 'monthly', frequency: 1, duration: 53 } },
      AVAILABILITY_TEXTS.duration,
    ],
    [{ ...mondays, startsOn: '2026-02-30' }, 'Please give a date as YYYY-MM-DD'],
    [{ ...mondays, startsOn: '9999-12-01' }, 'Please give a date as YYYY-MM-DD'],
    [{ ...mondays, startsOn: '2027-06-03' }, AVAILABILITY_TEXTS.startsTooLate],
    [{ ...mondays, day: '0' }, AVAILABILITY_TEXTS.day],
  ])('refuses %j with its reason', async (body, text) => {
    const bo = await newBuddy();
    const res = await call(bo, 'POST', '/api/buddy/availability/slots', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(text);
  });

  it('may not overlap another on any day; touching is fine', async () => {
    const bo = await newBuddy();
    await call(bo, 'POST', '/api/buddy/availability/slots', mondays);
    // Sunday 3 times a week: Sunday, Monday, Tuesday; its Monday overlaps.
    const overlapping = await call(bo, 'POST', '/api/buddy/availability/slots', {
      day: 6,
      startTime: '11:00',
      endTime: '13:00',
      startsOn: '2026-06-01',
      repeat: { type: 'weekly', frequency: 3, duration: 1 },
    });
    expectError(overlapping, 409, AVAILABILITY_TEXTS.overlap);
    const touching = await call(bo, 'POST', '/api/buddy/availability/slots', {
      ...mondays,
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(touching.statusCode).toBe(201);
  });

  it(`are at most ${SLOTS_MAX} a buddy`, async () => {
    const bo = await newBuddy();
    for (let week = 0; week < SLOTS_MAX; week++) {
      const startsOn = new Date(Date.UTC(2026, 5, 1 + 7 * week)).toISOString().slice(0, 10);
      const res = await call(bo, 'POST', '/api/buddy/availability/slots', {
        ...mondays,
        startsOn,
        repeat: { type: 'none', frequency: 1, duration: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const more = await call(bo, 'POST', '/api/buddy/availability/slots', { ...mondays, day: 3 });
    expectError(more, 409, AVAILABILITY_TEXTS.tooManySlots);
  });

  it('two overlapping slots sent at once: one is added, the other refused', async () => {
    const bo = await newBuddy();
    const answers = await Promise.all(
      ['09:00', '10:00'].map((startTime) =>
        call(bo, 'POST', '/api/buddy/availability/slots', { ...mondays, startTime }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await call(bo, 'GET', '/api/buddy/availability')).json().slots).toHaveLength(1);
  });
});

describe('open times', () => {
  it('are the slots minus booked sessions and the travel time around them, from now on', async () => {
    const bo = await newBuddy();
    await call(bo, 'POST', '/api/buddy/availability/slots', mondays);
    expect(
      (await call(bo, 'PUT', '/api/buddy/availability/travel-buffer', { minutes: 30 })).statusCode,
    ).toBe(204);
    // A booked hour on Monday 1 June, 10:00 in Amsterdam; a proposal still open holds nothing.
    const proposal = await call(learner, 'POST', '/api/proposals', {
      buddyId: bo.id,
      activity: 'Coffee Chats',
      proposedTime: '2026-06-01T08:00:00.000Z',
      duration: 60,
      message: 'Coffee?',
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    expect(proposal.json().withinAvailability).toBe(true);
    expect(await openTimes(learner, bo.slug!)).toEqual([
      { start: '2026-06-01T07:00:00.000Z', end: '2026-06-01T10:00:00.000Z' },
      { start: '2026-06-08T07:00:00.000Z', end: '2026-06-08T10:00:00.000Z' },
    ]);
    const approved = await call(bo, 'POST', `/api/proposals/${proposal.json().id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    // Kept open times are forgotten as the booking's event is heard (on PostgreSQL, soon after).
    await expect
      .poll(() => openTimes(learner, bo.slug!))
      .toEqual([
        { start: '2026-06-01T07:00:00.000Z', end: '2026-06-01T07:30:00.000Z' },
        { start: '2026-06-01T09:30:00.000Z', end: '2026-06-01T10:00:00.000Z' },
        { start: '2026-06-08T07:00:00.000Z', end: '2026-06-08T10:00:00.000Z' },
      ]);
    // Later that morning the first piece has passed.
    setClock(new Date('2026-06-01T09:10:00Z'));
    expect((await openTimes(learner, bo.slug!))[0]).toEqual({
      start: '2026-06-01T09:30:00.000Z',
      end: '2026-06-01T10:00:00.000Z',
    });
  });

  it('mark a proposal outside them for the buddy, and inside once the learner moves it there', async () => {
    const bo = await newBuddy();
    await call(bo, 'POST', '/api/buddy/availability/slots', mondays);
    const propose = (proposedTime: string) =>
      call(learner, 'POST', '/api/proposals', {
        buddyId: bo.id,
        activity: 'Coffee Chats',
        proposedTime,
        duration: 60,
        message: 'Coffee?',
      });
    // Monday 1 June 11:30–12:30 in Amsterdam runs past the slot's end; Tuesday has no slot.
    const late = await propose('2026-06-01T09:30:00.000Z');
    expect(late.json().withinAvailability).toBe(false);
    const tuesday = await propose('2026-06-02T08:00:00.000Z');
    expect(tuesday.json().withinAvailability).toBe(false);
    // Monday the 8th at 10:00 lies inside.
    const inside = await propose('2026-06-08T08:00:00.000Z');
    expect(inside.json().withinAvailability).toBe(true);
    const listed = await call(bo, 'GET', `/api/proposals/buddy/${bo.id}`);
    expect(
      (listed.json() as { id: string; withinAvailability: boolean }[]).map((p) => [
        p.id,
        p.withinAvailability,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [late.json().id, false],
        [tuesday.json().id, false],
        [inside.json().id, true],
      ]),
    );
  });

  it('leave out days off, and a window asked for', async () => {
    const bo = await newBuddy();
    await call(bo, 'POST', '/api/buddy/availability/slots', mondays);
    expect((await call(bo, 'PUT', '/api/buddy/availability/days-off/2026-06-08')).statusCode).toBe(
      204,
    );
    expect((await call(bo, 'GET', '/api/buddy/availability')).json().daysOff).toEqual([
      '2026-06-08',
    ]);
    expect(await openTimes(learner, bo.slug!)).toHaveLength(1);
    expect(await openTimes(learner, bo.slug!, 'from=2026-06-02&days=3')).toEqual([]);
    await call(bo, 'DELETE', '/api/buddy/availability/days-off/2026-06-08');
    await expect.poll(async () => (await openTimes(learner, bo.slug!)).length).toBe(2);
    for (const date of ['2026-13-01', '0000-01-01', '9999-12-31']) {
      expect((await call(bo, 'PUT', `/api/buddy/availability/days-off/${date}`)).statusCode).toBe(
        400,
      );
    }
    for (const date of ['2026-05-31', '2028-06-04']) {
      const res = await call(bo, 'PUT', `/api/buddy/availability/days-off/${date}`);
      expectError(res, 400, AVAILABILITY_TEXTS.dayOffRange);
    }
  });

  it('of a buddy not listed are not found, but their own are there', async () => {
    const pending = await newBuddy('pending');
    await call(pending, 'POST', '/api/buddy/availability/slots', mondays);
    expect((await call(learner, 'GET', `/api/buddy/${pending.slug}/open-times`)).statusCode).toBe(
      404,
    );
    expect(await openTimes(pending, pending.slug!)).toHaveLength(2);
    expect((await call(learner, 'GET', '/api/buddy/no-such-buddy/open-times')).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/api/buddy/${pending.slug}/open-times`)).statusCode).toBe(401);
  });

  it('are read at most 28 days at a time, from a date this millennium or next', async () => {
    const bo = await newBuddy();
    for (const query of ['days=29', 'days=abc', 'from=9999-12-31', 'from=0000-01-01']) {
      const res = await call(learner, 'GET', `/api/buddy/${bo.slug}/open-times?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('a change of open times', () => {
  it('is told to every open tab: slots, days off, travel time, a booking; not a proposal or a refusal', async () => {
    const bo = await newBuddy();
    const heard: string[] = [];
    let settled = false;
    const stop = t.app.eventBus.subscribe((event) => {
      if (event.type === 'open-times-changed' && event.buddyId === bo.id) heard.push('changed');
      if (event.type === 'buddies-changed') settled = true;
    });
    const expectHeard = (count: number) => expect.poll(() => heard.length).toBe(count);
    try {
      const slot = await call(bo, 'POST', '/api/buddy/availability/slots', mondays);
      await expectHeard(1);
      expect((await call(bo, 'POST', '/api/buddy/availability/slots', mondays)).statusCode).toBe(
        409,
      );
      await call(bo, 'PUT', '/api/buddy/availability/days-off/2026-06-08');
      await call(bo, 'DELETE', '/api/buddy/availability/days-off/2026-06-08');
      await call(bo, 'PUT', '/api/buddy/availability/travel-buffer', { minutes: 15 });
      await expectHeard(4);
      const lea = await signedIn(await buildLearner(t.db));
      const proposal = await call(lea, 'POST', '/api/proposals', {
        buddyId: bo.id,
        activity: 'Coffee Chats',
        proposedTime: '2026-06-01T08:00:00.000Z',
        duration: 60,
        message: 'Coffee?',
      });
      expect(proposal.statusCode).toBe(201);
      await call(bo, 'POST', `/api/proposals/${proposal.json().id}/approve`, {});
      await call(bo, 'DELETE', `/api/buddy/availability/slots/${slot.json().id}`);
      // A booking's news may come from after its commit: wait for the six, then make sure no
      // seventh (the proposal's) was on its way; events arrive in the order of their commits.
      await expectHeard(6);
      await publish(t.db, { type: 'buddies-changed' });
      await expect.poll(() => settled).toBe(true);
      expect(heard).toHaveLength(6);
    } finally {
      stop();
    }
  });
});

describe('changes of availability', () => {
  it(`are ${AVAILABILITY_LIMITS.perBuddy.max} an hour at most: each tells every open tab`, async () => {
    const bo = await newBuddy();
    const put = (minutes: number) =>
      call(bo, 'PUT', '/api/buddy/availability/travel-buffer', { minutes });
    for (let i = 0; i < AVAILABILITY_LIMITS.perBuddy.max; i++) {
      expect((await put((i % 2) * 15)).statusCode).toBe(204);
    }
    const refused = await put(30);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toContain(AVAILABILITY_TEXTS.changedTooOften);
    expect((await call(bo, 'GET', '/api/buddy/availability')).json().travelBufferMinutes).not.toBe(
      30,
    );
    setClock(new Date(NOW.getTime() + 61 * 60_000));
    expect((await put(30)).statusCode).toBe(204);
  });
});

describe('travel time', () => {
  it.each([50, -15, 135, 1.5, '30'])('refuses %j', async (minutes) => {
    const bo = await newBuddy();
    const res = await call(bo, 'PUT', '/api/buddy/availability/travel-buffer', { minutes });
    expectError(res, 400, AVAILABILITY_TEXTS.buffer);
  });
});
