import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityByTitle } from '../../../shared/catalogue';
import { BUDDY_LIST_TEXTS, INVALID_CURSOR } from '../../../shared/buddies';
import { encodeBuddyListCursor } from '../../../shared/buddy-list-cursor';
import type { RepeatType } from '../../../shared/availability';
import { sessions } from '../../db/schema/sessions';
import { resetClock, setClock } from '../../lib/clock';
import { addSlot } from '../availability/service';
import { refreshOpenTimeSummaries } from '../availability/summary-refresh';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/* Tuesday 1 December 2026, 10:00 in Amsterdam. */
const NOW = new Date('2026-12-01T09:00:00Z');

let t: TestApp;
let learnerToken: string;

/** A slot on one date only: `day` is that date's weekday (0 Monday). */
const once = (day: number, startsOn: string, startTime: string, endTime: string) => ({
  day,
  startsOn,
  startTime,
  endTime,
  repeat: { type: 'none' as RepeatType, frequency: 1, duration: 1 },
});

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
  const learner = await buildLearner(t.db);
  learnerToken = await sessionFor(t.db, learner);
  const ada = await buildBuddy(t.db, {
    slug: 'ada',
    activities: { 'Coffee Chats': { minCents: 3000 } },
    districts: ['de-pijp'],
    reviews: [
      { name: 'A', rating: 5, text: 'Great' },
      { name: 'B', rating: 5, text: 'Great' },
    ],
  });
  await addSlot(t.db, ada.user.id, once(1, '2026-12-01', '18:00', '20:00'));
  const ben = await buildBuddy(t.db, {
    slug: 'ben',
    activities: {
      Cooking: { minCents: 2000, instantBooking: true },
      'Nature Walks': { minCents: 4000 },
    },
    districts: ['centrum', 'oud-zuid'],
    reviews: [{ name: 'A', rating: 4, text: 'Good' }],
  });
  await addSlot(t.db, ben.user.id, once(3, '2026-12-03', '09:00', '11:00'));
  await buildBuddy(t.db, { slug: 'cas', activities: { 'Coffee Chats': { minCents: 2500 } } });
  const dex = await buildBuddy(t.db, {
    slug: 'dex',
    activities: { 'Coffee Chats': { minCents: 2500 } },
    districts: ['jordaan'],
    reviews: [{ name: 'A', rating: 4, text: 'Good' }],
  });
  await addSlot(t.db, dex.user.id, once(5, '2026-12-05', '18:00', '19:00'));
  const eve = await buildBuddy(t.db, {
    slug: 'eve',
    activities: { 'Coffee Chats': { minCents: 5000, instantBooking: true } },
    districts: ['de-pijp'],
    reviews: [{ name: 'A', rating: 3, text: 'Fine' }],
  });
  await addSlot(t.db, eve.user.id, once(2, '2026-12-02', '12:00', '13:00'));
  const held = (startsAt: string, status: 'completed' | 'cancelled') => ({
    learnerId: learner.id,
    buddyId: ada.user.id,
    activityId: activityByTitle('Coffee Chats')!.id,
    status,
    startsAt: new Date(startsAt),
    endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
    durationMinutes: 60,
    location: 'Café',
    priceCents: 3000,
    rateMinCents: 3000,
    rateMaxCents: 3000,
    message: 'Coffee?',
    createdAt: NOW,
    updatedAt: NOW,
  });
  await t.db
    .insert(sessions)
    .values([
      held('2026-11-03T17:00:00Z', 'completed'),
      held('2026-11-10T17:00:00Z', 'completed'),
      held('2026-11-17T17:00:00Z', 'cancelled'),
    ]);
});
afterAll(async () => {
  resetClock();
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(learnerToken) });

const list = async (query: string) => {
  const res = await get(`/api/buddies-with-languages?${query}`);
  const next = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
  return { status: res.statusCode, body: res.json(), next };
};
const slugs = (body: { id: string }[]) => body.map((b) => b.id);

/** Every page from the first, following the Link rel=next. */
async function allPages(query: string) {
  const pages: string[][] = [];
  let url: string | null = `/api/buddies-with-languages?${query}`;
  while (url) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    pages.push(slugs(res.json()));
    url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
  }
  return pages;
}

const ORDERS = {
  recommended: ['ada', 'ben', 'cas', 'dex', 'eve'],
  price: ['ben', 'cas', 'dex', 'ada', 'eve'],
  rating: ['ada', 'ben', 'dex', 'eve', 'cas'],
  soonest: ['ada', 'eve', 'ben', 'dex', 'cas'],
};

describe('GET /api/buddies-with-languages: compare and choose', () => {
  it('shows on each card the price from, the sessions held and the next free time', async () => {
    const { body } = await list('');
    expect(body.find((card: { id: string }) => card.id === 'ada')).toMatchObject({
      priceFromCents: 3000,
      sessionsHeld: 2,
      nextOpenAt: '2026-12-01T17:00:00.000Z',
      rating: 5,
      reviewCount: 2,
    });
    expect(body.find((card: { id: string }) => card.id === 'cas')).toMatchObject({
      priceFromCents: 2500,
      sessionsHeld: 0,
      nextOpenAt: null,
      rating: null,
      reviewCount: 0,
    });
    const profile = (await get('/api/buddy/ben')).json();
    expect(profile).toMatchObject({
      priceFromCents: 2000,
      sessionsHeld: 0,
      nextOpenAt: '2026-12-03T08:00:00.000Z',
    });
  });

  it.each(Object.entries(ORDERS))('sorts by %s, ties by slug', async (sort, order) => {
    expect(slugs((await list(`sort=${sort}`)).body)).toEqual(order);
  });

  it.each(Object.entries(ORDERS))(
    'pages through the %s order without gaps or repeats',
    async (sort, order) => {
      const pages = await allPages(`sort=${sort}&limit=2`);
      expect(pages).toEqual([order.slice(0, 2), order.slice(2, 4), order.slice(4)]);
    },
  );

  it('pages on past the buddies with an open time to those without, by slug', async () => {
    const after = (slug: string) =>
      encodeBuddyListCursor({ sort: 'soonest', key: 'infinity', slug });
    expect(slugs((await list(`sort=soonest&after=${after('bob')}`)).body)).toEqual(['cas']);
    expect(slugs((await list(`sort=soonest&after=${after('cas')}`)).body)).toEqual([]);
  });

  it('keeps the sort and the filters on the next page', async () => {
    const first = await list('sort=price&parts=evening,morning&days=1,3,5&priceMax=30&limit=1');
    expect(slugs(first.body)).toEqual(['ben']);
    expect(first.next).toMatch(
      /^\/api\/buddies-with-languages\?language=english&sort=price&days=1%2C3%2C5&parts=morning%2Cevening&priceMax=30&limit=1&after=/,
    );
    expect(await allPages(first.next!.split('?')[1]!)).toEqual([['dex'], ['ada']]);
  });

  it('filters by days and parts of days with open time', async () => {
    expect(slugs((await list('parts=evening')).body)).toEqual(['ada', 'dex']);
    expect(slugs((await list('days=1')).body)).toEqual(['ada']);
    expect(slugs((await list('days=1,2')).body)).toEqual(['ada', 'eve']);
    expect(slugs((await list('days=3&parts=morning')).body)).toEqual(['ben']);
    expect(slugs((await list('days=3&parts=evening')).body)).toEqual([]);
    expect(slugs((await list('days=6&sort=soonest')).body)).toEqual([]);
  });

  it('filters by the price from, in whole euros per hour', async () => {
    expect(slugs((await list('priceMax=25')).body)).toEqual(['ben', 'cas', 'dex']);
    expect(slugs((await list('priceMin=26')).body)).toEqual(['ada', 'eve']);
    expect(slugs((await list('priceMin=25&priceMax=30&sort=price')).body)).toEqual([
      'cas',
      'dex',
      'ada',
    ]);
  });

  it('filters by districts, any of them', async () => {
    expect(slugs((await list('districts=de-pijp')).body)).toEqual(['ada', 'eve']);
    expect(slugs((await list('districts=oud-zuid,de-pijp')).body)).toEqual(['ada', 'ben', 'eve']);
    expect(slugs((await list('districts=weesp')).body)).toEqual([]);
  });

  it('filters by instant booking, of one of the activities asked when some are', async () => {
    expect(slugs((await list('instant=1')).body)).toEqual(['ben', 'eve']);
    expect(slugs((await list('instant=0')).body)).toEqual(ORDERS.recommended);
    expect(slugs((await list('instant=1&activities=Cooking')).body)).toEqual(['ben']);
    expect(slugs((await list('instant=1&activities=Coffee Chats')).body)).toEqual(['eve']);
    expect(slugs((await list('instant=1&activities=Nature Walks')).body)).toEqual([]);
    const cards = (await list('')).body as { id: string; instantBooking: boolean }[];
    expect(cards.filter((c) => c.instantBooking).map((c) => c.id)).toEqual(['ben', 'eve']);
  });

  it('keeps the districts and instant booking on the next page', async () => {
    const first = await list('districts=oud-zuid,de-pijp&instant=1&sort=price&limit=1');
    expect(slugs(first.body)).toEqual(['ben']);
    expect(first.next).toMatch(
      /^\/api\/buddies-with-languages\?language=english&sort=price&districts=de-pijp%2Coud-zuid&instant=1&limit=1&after=/,
    );
    expect(await allPages(first.next!.split('?')[1]!)).toEqual([['eve']]);
    expect(await allPages('districts=de-pijp,oud-zuid&limit=1')).toEqual([
      ['ada'],
      ['ben'],
      ['eve'],
    ]);
  });

  it.each([
    ['sort=cheapest', BUDDY_LIST_TEXTS.sort],
    ['days=7', BUDDY_LIST_TEXTS.days],
    ['days=monday', BUDDY_LIST_TEXTS.days],
    ['parts=night', BUDDY_LIST_TEXTS.parts],
    ['priceMax=cheap', BUDDY_LIST_TEXTS.price],
    ['priceMin=2.5', BUDDY_LIST_TEXTS.price],
    ['priceMax=1001', BUDDY_LIST_TEXTS.price],
    ['priceMin=30&priceMax=20', BUDDY_LIST_TEXTS.priceRange],
    ['districts=de-pjip', BUDDY_LIST_TEXTS.districts],
    ['districts=de-pijp,amsterdam', BUDDY_LIST_TEXTS.districts],
    ['instant=yes', BUDDY_LIST_TEXTS.instant],
  ])('answers %s with 400 and what is wrong', async (query, error) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it("refuses another sort's cursor, and one it did not write", async () => {
    const { next } = await list('sort=price&limit=2');
    const after = new URLSearchParams(next!.split('?')[1]).get('after')!;
    for (const query of [
      `sort=rating&after=${after}`,
      `after=${after}`,
      `sort=soonest&after=${btoa('soonest|tomorrow|ada')}`,
    ]) {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(INVALID_CURSOR);
    }
  });

  it('housekeeping rewrites the summaries that stopped being true', async () => {
    // Ada's open time has begun: her next free time is the next half hour in it.
    setClock(new Date('2026-12-01T17:10:00Z'));
    await refreshOpenTimeSummaries(t.db);
    // A query of its own: the list's first pages are kept for 30 s.
    const { body } = await list('sort=soonest&limit=1');
    expect(body[0]).toMatchObject({ id: 'ada', nextOpenAt: '2026-12-01T17:30:00.000Z' });
    setClock(NOW);
  });
});
