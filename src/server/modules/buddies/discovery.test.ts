import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buddyProfiles } from '../../db/schema/buddies';
import { users } from '../../db/schema/users';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let sophieId: string;
let lucasId: string;
let learnerToken: string;
let pietToken: string;

/** Starts with "Hi!": the card shows an excerpt, not the first sentence (decision 045). */
const SOPHIE =
  'Hi! I am a chef with a passion for food. Cooking together is fun, and afterwards we sit down, eat what we made and talk about the dishes of your country and of mine.';

beforeAll(async () => {
  t = await createTestApp();
  learnerToken = await sessionFor(t.db, await buildLearner(t.db));
  const sophie = await buildBuddy(t.db, {
    fullName: 'Sophie Laurent',
    slug: 'sophie',
    description: SOPHIE,
    activities: {
      Cooking: { minCents: 4200, maxCents: 4800 },
      'Wine Tastings': { minCents: 4500 },
    },
    reviews: [
      { name: 'Ahmed', rating: 5, text: 'Great' },
      { name: 'Lena', rating: 4, text: 'Lovely' },
    ],
  });
  sophieId = sophie.user.id;
  await buildBuddy(t.db, {
    fullName: 'Noah Williams',
    slug: 'noah',
    activities: { 'Wine Tastings': { minCents: 4400, maxCents: 4800 } },
  });
  await buildBuddy(t.db, {
    fullName: 'Anna Bakker',
    slug: 'anna',
    languages: ['English', 'Dutch'],
    activities: { 'Coffee Chats': { minCents: 2600 } },
  });
  const lucas = await buildBuddy(t.db, {
    fullName: 'Lucas de Groot',
    slug: 'lucas',
    activities: { 'Nature Walks': { minCents: 2600 } },
  });
  lucasId = lucas.user.id;
  const piet = await buildBuddy(t.db, {
    fullName: 'Piet Pending',
    slug: 'piet',
    status: 'pending',
    activities: { Cooking: { minCents: 3000 } },
  });
  pietToken = await sessionFor(t.db, piet.user);
  await buildBuddy(t.db, {
    fullName: 'Hanna Hidden',
    slug: 'hanna',
    status: 'suspended',
    activities: { Cooking: { minCents: 3000 } },
  });
  await buildBuddy(t.db, {
    fullName: 'Ilse Interview',
    slug: 'ilse',
    status: 'interview_scheduled',
    activities: { Cooking: { minCents: 3000 } },
  });
  await buildBuddy(t.db, {
    fullName: 'Rik Rejected',
    slug: 'rik',
    status: 'rejected',
    activities: { Cooking: { minCents: 3000 } },
  });
  await buildBuddy(t.db, {
    fullName: 'Daan Dutch',
    slug: 'daan',
    languages: ['Dutch'],
    activities: { Cooking: { minCents: 3000 } },
  });
});
afterAll(() => t.close());

/** Buddies are private people: the list and the profiles are for signed-in users (SPEC 6). */
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(learnerToken) });

/** The spec's list: an array; the next page's address in the Link header, rel="next". */
const list = async (query = '') => {
  const res = await get(`/api/buddies-with-languages${query}`);
  const next = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
  return { status: res.statusCode, body: res.json(), next };
};
const slugs = (body: { id: string }[]) => body.map((b) => b.id);

describe('GET /api/buddies-with-languages', () => {
  it('lists approved English buddies in a stable order', async () => {
    const { status, body, next } = await list();
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(['anna', 'lucas', 'noah', 'sophie']);
    expect(next).toBeNull();
  });

  it('shapes a card with public fields only', async () => {
    const { body } = await list('?activities=Cooking');
    expect(body).toHaveLength(1);
    const card = body[0];
    expect(Object.keys(card).sort()).toEqual(
      [
        'activities',
        'description',
        'id',
        'languages',
        'location',
        'name',
        'photo',
        'rating',
        'reviewCount',
        'instantBooking',
        'priceFromCents',
        'sessionsHeld',
        'nextOpenAt',
      ].sort(),
    );
    expect(card).toMatchObject({
      id: 'sophie',
      name: 'Sophie Laurent',
      description:
        'Hi! I am a chef with a passion for food. Cooking together is fun, and afterwards we sit down, eat what we made and talk about the dishes of your country and\u2026',
      activities: [
        { title: 'Cooking', rate: '42–48/hour' },
        { title: 'Wine Tastings', rate: '45/hour' },
      ],
      rating: 4.5,
      reviewCount: 2,
    });
  });

  it('filters by one activity, by several (any of them) and by none', async () => {
    expect(slugs((await list('?activities=Wine%20Tastings')).body)).toEqual(['noah', 'sophie']);
    expect(
      slugs((await list('?activities=Coffee%20Chats&activities=Nature%20Walks')).body),
    ).toEqual(['anna', 'lucas']);
    expect(slugs((await list('?activities=Coffee%20Chats,Cooking')).body)).toEqual([
      'anna',
      'sophie',
    ]);
    expect(slugs((await list('?activities=Museums%20%26%20Exhibitions')).body)).toEqual([]);
    expect(slugs((await list('?activities=')).body)).toHaveLength(4);
  });

  it('filters by language', async () => {
    expect(slugs((await list('?language=dutch')).body)).toEqual(['anna', 'daan']);
    expect(slugs((await list('?language=english')).body)).toEqual([
      'anna',
      'lucas',
      'noah',
      'sophie',
    ]);
  });

  it('searches names and descriptions, case-insensitively, with wildcards taken literally', async () => {
    expect(slugs((await list('?q=CHEF')).body)).toEqual(['sophie']);
    expect(slugs((await list('?q=groot')).body)).toEqual(['lucas']);
    expect(slugs((await list('?q=%25')).body)).toEqual([]);
  });

  it('finds a buddy by a new name and a new description after they change', async () => {
    await t.db.update(users).set({ fullName: 'Lucas Zeeman' }).where(eq(users.id, lucasId));
    expect(slugs((await list('?q=zeeman')).body)).toEqual(['lucas']);
    expect(slugs((await list('?q=groot')).body)).toEqual([]);
    await t.db
      .update(buddyProfiles)
      .set({ description: 'Sailing on the IJ is my passion.' })
      .where(eq(buddyProfiles.userId, lucasId));
    expect(slugs((await list('?q=sailing')).body)).toEqual(['lucas']);
    expect(slugs((await list('?q=zeeman')).body)).toEqual(['lucas']);
  });

  it('pages through the Link rel=next, keeping the filters, without gaps or repeats', async () => {
    const first = await list('?limit=3');
    expect(slugs(first.body)).toEqual(['anna', 'lucas', 'noah']);
    expect(first.next).toMatch(/^\/api\/buddies-with-languages\?language=english&limit=3&after=/);
    const second = await get(first.next!);
    expect(slugs(second.json())).toEqual(['sophie']);
    expect(second.headers.link).toBeUndefined();
    // A page that ends exactly at the last buddy has no next page.
    const exact = await list('?limit=4');
    expect(exact.next).toBeNull();
    const filtered = await list('?activities=Wine%20Tastings&limit=1');
    expect(slugs(filtered.body)).toEqual(['noah']);
    expect(filtered.next).toMatch(
      /^[^?]+\?activities=Wine\+Tastings&language=english&limit=1&after=/,
    );
    expect(slugs((await get(filtered.next!)).json())).toEqual(['sophie']);
    const one = await list('?limit=1');
    expect(slugs(one.body)).toEqual(['anna']);
  });

  it('rejects bad input with a clear 400', async () => {
    const unknown = await list('?activities=Skydiving');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Please choose activities from the list' });
    expect((await list('?language=french')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?limit=101')).status).toBe(400);
  });

  it('refuses control characters in the search text and the activities with a 400', async () => {
    for (const query of ['?q=%00', '?q=chef%1B', '?activities=Cooking%00', '?q=a%C2%85']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe('Please remove special control characters from this text');
    }
  });

  it('refuses a cursor that does not decode to a slug with a 400, not a 500', async () => {
    const bad = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of ['AA', bad('anna\u0000'), bad('../../etc'), bad('x'.repeat(120)), '%FF']) {
      const res = await list(`?after=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error).toBe(
        'This page link is no longer valid. Please start the list again.',
      );
    }
  });
});

describe('GET /api/buddy/:id', () => {
  it('returns the public profile by slug, never by or with the internal user id', async () => {
    const res = await get('/api/buddy/sophie');
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(Object.keys(profile).sort()).toEqual(
      [
        'about',
        'activities',
        'availability',
        'description',
        'districts',
        'fullName',
        'id',
        'image',
        'languages',
        'location',
        'name',
        'rating',
        'reviewCount',
        'reviews',
        'teachesEnglish',
        'priceFromCents',
        'sessionsHeld',
        'nextOpenAt',
      ].sort(),
    );
    expect(profile).toMatchObject({
      id: 'sophie',
      name: 'Sophie Laurent',
      availability: 'Flexible schedule',
      activities: {
        Cooking: { description: 'Cooking with me', location: 'Amsterdam', rate: '42–48/hour' },
        'Wine Tastings': { rate: '45/hour' },
      },
      rating: 4.5,
      reviewCount: 2,
    });
    expect(profile.reviews).toHaveLength(2);
    expect(Object.keys(profile.reviews[0]).sort()).toEqual(['name', 'rating', 'text']);
    expect(res.body).not.toContain(sophieId);
    const byId = await get(`/api/buddy/${sophieId}`);
    expect(byId.statusCode).toBe(404);
  });

  it('answers 404 for ids no slug can be: control characters, odd characters', async () => {
    for (const id of ['%00', 'sophie%00', '%E2%80%AE', 'So%20phie', 'x'.repeat(100)]) {
      const res = await get(`/api/buddy/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Buddy not found' });
    }
  });

  it('answers an id past the length limit in our own shape, without echoing it', async () => {
    const res = await get(`/api/buddy/${'x'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'This address is too long' });
  });

  it('never shows a private field', async () => {
    const body = (await get('/api/buddy/sophie')).body;
    expect(body).not.toMatch(/@example\.com|password|phone|profileStatus|isApproved|email/i);
  });

  it('is 404 Buddy not found for unknown buddies and every status but approved', async () => {
    for (const id of [
      'nobody',
      'piet',
      'hanna',
      'ilse',
      'rik',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await get(`/api/buddy/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Buddy not found' });
    }
  });

  it('shows a buddy under review their own profile, and staff every profile', async () => {
    const as = (token: string, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/buddy/${id}`, headers: bearer(token) });
    const own = await as(pietToken, 'piet');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: 'piet', name: 'Piet Pending' });
    expect((await as(pietToken, 'hanna')).statusCode).toBe(404);
    const moderator = await sessionFor(t.db, await buildStaff(t.db, 'moderator'));
    for (const id of ['piet', 'hanna', 'ilse', 'rik', 'sophie']) {
      expect((await as(moderator, id)).statusCode, id).toBe(200);
    }
    expect((await as(moderator, 'nobody')).statusCode).toBe(404);
  });

  it('does not shadow the signed-in buddy profile route', async () => {
    const res = await get('/api/buddy/profile');
    expect(res.statusCode).toBe(403);
  });
});

describe('buddies for visitors', () => {
  it('are refused without a token: the list and every profile', async () => {
    for (const url of ['/api/buddies-with-languages', '/api/buddy/sophie', '/api/buddy/nobody']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('Sophie');
    }
  });
});
