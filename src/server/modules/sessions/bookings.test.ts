import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamInstant } from '../../../shared/amsterdam-time';
import { BOOKINGS_TEXTS } from '../../../shared/bookings';
import { resetClock, setClock } from '../../lib/clock';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
type Who = { id: string; token: string };
let lea: Who;
let bo: Who;
let ids: { sunday: string; monday: string; declined: string };

const post = (who: Who, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
const get = (who: Who, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.token) });

async function propose(date: string, time: string) {
  const res = await post(lea, '/api/proposals', {
    buddyId: bo.id,
    activity: 'Coffee Chats',
    proposedTime: amsterdamInstant(date, time).toISOString(),
    duration: 60,
    message: 'Coffee?',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  // The Wednesday before summer time starts (Sunday 29 March 2026, 02:00 -> 03:00).
  setClock(new Date('2026-03-25T10:00:00Z'));
  t = await createTestApp();
  const learner = await buildLearner(t.db);
  const { user: buddy } = await buildBuddy(t.db, { fullName: 'Bram Booked' });
  lea = { id: learner.id, token: await sessionFor(t.db, learner) };
  bo = { id: buddy.id, token: await sessionFor(t.db, buddy) };
  ids = {
    // The last hours of the week that has the clock change, and the first of the next.
    sunday: await propose('2026-03-29', '22:30'),
    monday: await propose('2026-03-30', '00:30'),
    declined: await propose('2026-03-27', '15:00'),
  };
  await post(bo, `/api/proposals/${ids.sunday}/approve`);
  await post(bo, `/api/proposals/${ids.declined}/reject`);
});
afterAll(async () => {
  await t.close();
  resetClock();
});

describe('GET /api/bookings/{user|buddy}/{id}', () => {
  it("lists the learner's sessions with Amsterdam dates, without the declined ones", async () => {
    const res = await get(lea, `/api/bookings/user/${lea.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: ids.monday,
        date: '2026-03-30',
        time: '00:30',
        status: 'pending',
      }),
      {
        id: ids.sunday,
        learner: expect.any(String),
        buddy: 'Bram Booked',
        learnerId: lea.id,
        buddyId: bo.id,
        buddySlug: expect.any(String),
        activity: 'Coffee Chats',
        date: '2026-03-29',
        time: '22:30',
        endTime: '23:30',
        duration: 60,
        location: 'Amsterdam',
        status: 'approved',
        price: 25,
        startsAt: '2026-03-29T20:30:00.000Z',
        endsAt: '2026-03-29T21:30:00.000Z',
        learnerConfirmed: false,
        buddyConfirmed: false,
        learnerReported: false,
        buddyReported: false,
        cancelledBy: null,
        cancelReason: null,
        reviewed: false,
      },
    ]);
    expect(res.body).not.toMatch(/@example\.com/);
  });

  it('filters by the Monday-to-Sunday week in Amsterdam, across the clock change', async () => {
    const week = async (date: string) =>
      (await get(bo, `/api/bookings/buddy/${bo.id}?week=${date}`))
        .json()
        .map((b: { id: string }) => b.id);
    // Any day of the week names it: Monday 23 to Sunday 29 March holds the Sunday evening.
    expect(await week('2026-03-23')).toEqual([ids.sunday]);
    expect(await week('2026-03-29')).toEqual([ids.sunday]);
    expect(await week('2026-03-30')).toEqual([ids.monday]);
    expect(await week('2026-04-05')).toEqual([ids.monday]);
    expect(await week('2026-04-06')).toEqual([]);
    for (const bad of ['2026-3-1', 'next', '2026-02-30']) {
      expectError(
        await get(bo, `/api/bookings/buddy/${bo.id}?week=${bad}`),
        400,
        BOOKINGS_TEXTS.badWeek,
      );
    }
  });

  it('refuses a week outside the calendar with a 400, never reaching the database', async () => {
    // 9999-12-31's week ends in the year 10000, which the driver cannot write (a 500 before).
    for (const far of ['0000-01-01', '0001-01-01', '1999-12-31', '3000-01-01', '9999-12-31']) {
      expectError(
        await get(bo, `/api/bookings/buddy/${bo.id}?week=${far}`),
        400,
        BOOKINGS_TEXTS.weekOutOfRange,
      );
      expectError(
        await get(lea, `/api/bookings/user/${lea.id}?week=${far}`),
        400,
        BOOKINGS_TEXTS.weekOutOfRange,
      );
    }
    for (const malformed of [
      '99999-01-01',
      '+275760-09-13',
      '-271821-04-20',
      '2026-01-01T00:00Z',
    ]) {
      expectError(
        await get(bo, `/api/bookings/buddy/${bo.id}?week=${encodeURIComponent(malformed)}`),
        400,
        BOOKINGS_TEXTS.badWeek,
      );
    }
    expect((await get(bo, `/api/bookings/buddy/${bo.id}?week=2999-12-31`)).statusCode).toBe(200);
    expect((await get(bo, `/api/bookings/buddy/${bo.id}?week=2000-01-01`)).statusCode).toBe(200);
  });

  it('answers the owner and staff, and 403 to anyone else', async () => {
    const stranger = await buildLearner(t.db);
    const other = { id: stranger.id, token: await sessionFor(t.db, stranger) };
    expect((await get(other, `/api/bookings/user/${lea.id}`)).statusCode).toBe(403);
    expect((await get(lea, `/api/bookings/buddy/${bo.id}`)).statusCode).toBe(403);
    expect((await get(bo, `/api/bookings/user/${lea.id}`)).statusCode).toBe(403);
    const staff = await buildStaff(t.db, 'moderator');
    const moderator = { id: staff.id, token: await sessionFor(t.db, staff) };
    expect((await get(moderator, `/api/bookings/user/${lea.id}`)).json()).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/user/${lea.id}` })).statusCode,
    ).toBe(401);
  });
});
