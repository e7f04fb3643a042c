import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  amsterdamIsoWeekday,
} from '../../../shared/amsterdam-time';
import { formatEuros } from '../../../shared/format-money';
import { INSTANT_BOOKING_TEXTS } from '../../../shared/instant-booking';
import { offerPrice } from '../../../shared/pricing';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { messageText } from '../../../shared/session-lines';
import { now } from '../../lib/clock';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { sessionMoney } from '../payments/ledger';

let off: TestApp;
let paying: TestApp;
beforeAll(async () => {
  [off, paying] = await Promise.all([
    createTestApp(),
    createTestApp({ PAYMENTS: 'test', PUBLIC_URL: 'http://buddies.test' }),
  ]);
});
afterAll(() => Promise.all([off.close(), paying.close()]));

/** Three days ahead, at `time` Amsterdam time: inside the open time the buddy gets below. */
const threeDaysAhead = (time: string) =>
  amsterdamInstant(amsterdamDate(addAmsterdamDays(now(), 3)), time);

async function party(t: TestApp, user: { id: string; email: string }): Promise<Party> {
  return { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
}

/**
 * A listed buddy offering Cooking (42-48/hour) and Coffee Chats (25/hour), free from 09:00 to
 * 13:00 three days ahead, with instant booking turned on for Cooking on their profile
 * (`instant`: false leaves it off).
 */
async function instantBuddy(t: TestApp, { instant = true } = {}) {
  const { user, profile: own } = await buildBuddy(t.db, {
    activities: { Cooking: { minCents: 4200, maxCents: 4800 }, 'Coffee Chats': { minCents: 2500 } },
  });
  const bo = await party(t, user);
  const day = threeDaysAhead('09:00');
  const put = (url: string, payload: object, method: 'PUT' | 'POST' = 'PUT') =>
    t.app.inject({ method, url, headers: bearer(bo.token), payload });
  const slot = await put(
    '/api/buddy/availability/slots',
    {
      day: amsterdamIsoWeekday(day) - 1,
      startTime: '09:00',
      endTime: '13:00',
      startsOn: amsterdamDate(day),
    },
    'POST',
  );
  expect(slot.statusCode).toBe(201);
  const profile = await put('/api/buddy/profile', {
    activities: [
      {
        title: 'Cooking',
        description: 'Stamppot at my place',
        location: 'Foodhallen',
        rate: '42-48',
        instantBooking: instant,
      },
      { title: 'Coffee Chats', description: 'Coffee with me', rate: '25' },
    ],
  });
  expect(profile.statusCode).toBe(200);
  return { ...bo, slug: own.slug };
}
type Buddy = Awaited<ReturnType<typeof instantBuddy>>;

const learner = async (t: TestApp) => party(t, await buildLearner(t.db));

const book = (t: TestApp, lea: Party, bo: Buddy, overrides: Record<string, unknown> = {}) =>
  postAs(t, lea, '/api/sessions/instant', {
    buddy: bo.slug,
    activity: 'Cooking',
    startsAt: threeDaysAhead('10:00').toISOString(),
    duration: 90,
    ...overrides,
  });

describe('POST /api/sessions/instant with payments off', () => {
  it('books the open time at once, at the offer’s place and price, and tells the buddy', async () => {
    const [lea, bo] = [await learner(off), await instantBuddy(off)];
    const res = await book(off, lea, bo);
    expect(res.statusCode).toBe(201);
    // (42 + 48) / 2 x 90 / 60, as the booking dialog prices it.
    expect(res.json()).toMatchObject({
      status: 'approved',
      activityType: 'Cooking',
      location: 'Foodhallen',
      duration: 90,
      price: 67.5,
      withinAvailability: true,
    });
    expect(offerPrice('42–48/hour', 90).price).toBe('€67.50');

    const chat = await off.app.inject({
      method: 'GET',
      url: `/api/conversations/${bo.id}/messages`,
      headers: bearer(lea.token),
    });
    const [line] = chat.json();
    expect(line.line).toMatchObject({ kind: 'booked', priceCents: 6750 });
    expect(messageText(line)).toMatch(/^Booked at once: Cooking on .*€67\.50\.$/);

    const [told] = await mailsTo(off.db, bo.email);
    expect(told?.subject).toMatch(/ booked a session with you: Cooking$/);
    expect(told?.calendar).not.toBeNull();
    const [own] = await mailsTo(off.db, lea.email);
    expect(own?.calendar).not.toBeNull();

    const week = await off.app.inject({
      method: 'GET',
      url: `/api/bookings/buddy/${bo.id}`,
      headers: bearer(bo.token),
    });
    expect(week.json().map((b: { id: string }) => b.id)).toContain(res.json().id);
  });

  it('refuses an activity without instant booking, and a buddy who turned it off', async () => {
    const [lea, bo, shy] = [
      await learner(off),
      await instantBuddy(off),
      await instantBuddy(off, { instant: false }),
    ];
    expectError(
      await book(off, lea, bo, { activity: 'Coffee Chats' }),
      409,
      INSTANT_BOOKING_TEXTS.notInstant,
    );
    expectError(await book(off, lea, shy), 409, INSTANT_BOOKING_TEXTS.notInstant);
  });

  it('refuses a time outside the open times, and one the buddy has booked', async () => {
    const [lea, other, bo] = [await learner(off), await learner(off), await instantBuddy(off)];
    const late = { startsAt: threeDaysAhead('12:30').toISOString(), duration: 60 };
    expectError(await book(off, lea, bo, late), 409, INSTANT_BOOKING_TEXTS.notOpen);
    expect((await book(off, other, bo)).statusCode).toBe(201);
    const overlapping = { startsAt: threeDaysAhead('11:00').toISOString(), duration: 60 };
    expectError(await book(off, lea, bo, overlapping), 409, INSTANT_BOOKING_TEXTS.notOpen);
  });

  it('refuses a learner who has a session at that time', async () => {
    const [lea, bo, elsewhere] = [
      await learner(off),
      await instantBuddy(off),
      await instantBuddy(off),
    ];
    expect((await book(off, lea, elsewhere)).statusCode).toBe(201);
    expectError(await book(off, lea, bo), 409, PROPOSAL_TEXTS.learnerBusy);
  });

  it('is for learners only', async () => {
    const [bo, other] = [await instantBuddy(off), await instantBuddy(off)];
    expect((await book(off, other, bo)).statusCode).toBe(403);
  });

  it('books once when the same time is asked twice at once', async () => {
    const [lea, other, bo] = [await learner(off), await learner(off), await instantBuddy(off)];
    const answers = await Promise.all([
      book(off, lea, bo),
      book(off, lea, bo),
      book(off, other, bo),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const bookings = await off.app.inject({
      method: 'GET',
      url: `/api/bookings/buddy/${bo.id}`,
      headers: bearer(bo.token),
    });
    expect(bookings.json()).toHaveLength(1);
  });
});

describe('POST /api/sessions/instant with payments on (the test provider)', () => {
  it('waits for the payment, which books it with the price shown in the ledger', async () => {
    const [lea, bo] = [await learner(paying), await instantBuddy(paying)];
    const res = await book(paying, lea, bo, { duration: 60 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'awaiting_payment', price: 45 });
    const id = res.json().id as string;

    const { url } = (await postAs(paying, lea, `/api/payments/checkout/${id}`)).json() as {
      url: string;
    };
    const checkout = new URL(url).searchParams.get('checkout')!;
    const paid = await paying.app.inject({
      method: 'POST',
      url: '/api/payments/test-checkout/pay',
      payload: { checkout },
    });
    expect(paid.statusCode).toBe(200);
    const session = await paying.app.inject({
      method: 'GET',
      url: `/api/proposals/${id}`,
      headers: bearer(lea.token),
    });
    expect(session.json().status).toBe('approved');
    const money = await sessionMoney(paying.db, id);
    expect(formatEuros(money.paidCents)).toBe(offerPrice('42–48/hour', 60).price);
    expect(money).toMatchObject({ paidCents: 4500, payableCents: 3600 });
  });
});
