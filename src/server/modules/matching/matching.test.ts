import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuddyOptions } from '../../../../tests/support/factories';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { BuddyCard } from '../../../shared/buddies';
import type { BuddyMatch } from '../../../shared/matching-schemas';
import { dayPartBit } from '../../../shared/open-time-summaries';
import { openTimeSummaries } from '../../db/schema/availability';
import { buddyActivities, buddyProfiles } from '../../db/schema/buddies';
import { learnerProfiles } from '../../db/schema/users';
import { resetClock, setClock } from '../../lib/clock';
import { publish } from '../../lib/event-bus';

/* Saturday 28 November 2026, 13:00 in Amsterdam. */
const NOW = new Date('2026-11-28T12:00:00Z');
const NEXT_OPEN = new Date('2026-12-01T17:00:00Z');
const TUESDAY_EVENING = dayPartBit(1, 'evening');

let t: TestApp;

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
});
beforeEach(() => setClock(NOW));
afterAll(async () => {
  resetClock();
  await t.close();
});

const matches = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/learner/matches', headers: bearer(token) });

/** A learner free on Tuesday evenings, who likes cooking, in Oud-Zuid, up to €30 an hour. */
async function learnerWithForm(form: Partial<typeof learnerProfiles.$inferInsert> = {}) {
  const learner = await buildLearner(t.db);
  await t.db
    .update(learnerProfiles)
    .set({
      availabilitySlots: ['Evening_1'],
      activityIds: ['cooking'],
      districts: ['oud-zuid'],
      budgetMaxCents: 3000,
      ...form,
    })
    .where(eq(learnerProfiles.userId, learner.id));
  return sessionFor(t.db, learner);
}

/** A listed buddy who meets in De Pijp, offers cooking at €25, and is open in `dayParts`. */
async function buddyOpenIn(dayParts: number, options: BuddyOptions = {}) {
  const { user, profile } = await buildBuddy(t.db, {
    activities: { Cooking: { minCents: 2500 } },
    ...options,
  });
  await t.db
    .update(buddyProfiles)
    .set({ districts: ['de-pijp'] })
    .where(eq(buddyProfiles.userId, user.id));
  await t.db
    .insert(openTimeSummaries)
    .values({ buddyId: user.id, nextOpenAt: NEXT_OPEN, dayParts, validUntil: NEXT_OPEN });
  return { id: user.id, slug: profile.slug };
}

const listOf = async (token: string) => {
  const res = await matches(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BuddyMatch[];
};

describe('GET /api/learner/matches', () => {
  it('answers 401 without a sign-in and 403 to a buddy', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/learner/matches' }),
      401,
      'Authentication required',
    );
    const { user } = await buildBuddy(t.db);
    expect((await matches(await sessionFor(t.db, user))).statusCode).toBe(403);
  });

  it('answers an empty array until the learner says when, what or where', async () => {
    await buddyOpenIn(TUESDAY_EVENING);
    const token = await learnerWithForm({ availabilitySlots: [], activityIds: [], districts: [] });
    expect(await listOf(token)).toEqual([]);
  });

  it('ranks a buddy free when the learner is above the same buddy without, with the reasons', async () => {
    const without = await buddyOpenIn(dayPartBit(2, 'morning'), { slug: 'aaa-without' });
    const overlap = await buddyOpenIn(TUESDAY_EVENING | dayPartBit(2, 'morning'), {
      slug: 'zzz-overlap',
    });
    const list = await listOf(await learnerWithForm());
    const slugs = list.map((m) => m.id);
    expect(slugs.indexOf(overlap.slug)).toBeGreaterThanOrEqual(0);
    expect(slugs.indexOf(overlap.slug)).toBeLessThan(slugs.indexOf(without.slug));
    const match = list.find((m) => m.id === overlap.slug)!;
    expect(match.reasons).toEqual([
      'Free on Tuesday evenings like you',
      'Also likes Cooking',
      'Meets in De Pijp, about 10 minutes by bike from you',
    ]);
    expect(match).toMatchObject({
      nextOpenAt: NEXT_OPEN.toISOString(),
      instantBooking: false,
      priceFromCents: 2500,
      activities: [{ title: 'Cooking', rate: '25/hour' }],
    });
    expect(list.find((m) => m.id === without.slug)!.reasons).toEqual([
      'Also likes Cooking',
      'Meets in De Pijp, about 10 minutes by bike from you',
      'Within your budget',
    ]);
  });

  it('leaves out buddies who do not speak the language, or cost more than the budget', async () => {
    const dutch = await buddyOpenIn(TUESDAY_EVENING, { languages: ['Dutch'] });
    const dear = await buddyOpenIn(TUESDAY_EVENING, {
      activities: { Cooking: { minCents: 4000 } },
    });
    const slugs = (await listOf(await learnerWithForm())).map((m) => m.id);
    expect(slugs).not.toContain(dutch.slug);
    expect(slugs).not.toContain(dear.slug);
  });

  it('says when a buddy books at once', async () => {
    const instant = await buddyOpenIn(TUESDAY_EVENING);
    await t.db
      .update(buddyActivities)
      .set({ instantBooking: true })
      .where(eq(buddyActivities.buddyId, instant.id));
    const list = await listOf(await learnerWithForm());
    expect(list.find((m) => m.id === instant.slug)?.instantBooking).toBe(true);
  });
});

describe('a ranking kept a while (decision 068)', () => {
  it('answers from the kept ranking until any process says buddies changed, then ranks anew', async () => {
    const buddy = await buddyOpenIn(TUESDAY_EVENING, { slug: 'kept-ranking' });
    const token = await learnerWithForm({ districts: ['noord'], budgetMaxCents: 2900 });
    const reasonsOf = async () => (await listOf(token)).find((m) => m.id === buddy.slug)?.reasons;
    expect(await reasonsOf()).toContain('Free on Tuesday evenings like you');
    // Changed behind the app's back: no event, so the kept ranking still answers.
    await t.db.delete(openTimeSummaries).where(eq(openTimeSummaries.buddyId, buddy.id));
    expect(await reasonsOf()).toContain('Free on Tuesday evenings like you');
    await publish(t.db, { type: 'buddies-changed' });
    await expect
      .poll(async () => (await reasonsOf()) ?? [])
      .not.toContain('Free on Tuesday evenings like you');
  });

  it("answers anew once a buddy's open times changed, since they show the next free time", async () => {
    const buddy = await buddyOpenIn(TUESDAY_EVENING, { slug: 'kept-open-times' });
    const token = await learnerWithForm();
    const nextOpenOf = async () =>
      (await listOf(token)).find((m) => m.id === buddy.slug)?.nextOpenAt;
    expect(await nextOpenOf()).toBe(NEXT_OPEN.toISOString());
    const later = new Date(NEXT_OPEN.getTime() + 7 * 24 * 60 * 60_000);
    await t.db
      .update(openTimeSummaries)
      .set({ nextOpenAt: later, validUntil: later })
      .where(eq(openTimeSummaries.buddyId, buddy.id));
    expect(await nextOpenOf()).toBe(NEXT_OPEN.toISOString());
    await publish(t.db, { type: 'open-times-changed', buddyId: buddy.id });
    await expect.poll(nextOpenOf).toBe(later.toISOString());
  });
});

describe('GET /api/buddies-with-languages?sort=recommended', () => {
  /** Names and descriptions carry this word: the searches below see this block's buddies only. */
  const TAG = 'matchorderx';
  let learner: string;
  let best: string, second: string, third: string, dearA: string, dearB: string;

  /** A listed buddy of this block, searchable by TAG, meeting in `districts`, open in `dayParts`. */
  async function buddy(
    name: string,
    dayParts: number,
    districts: BuddyOptions['districts'],
    activities: BuddyOptions['activities'],
  ) {
    const { user, profile } = await buildBuddy(t.db, {
      fullName: `${name} ${TAG}`,
      slug: `${TAG}-${name.toLowerCase()}`,
      activities,
      districts,
    });
    await t.db.update(buddyProfiles).set({ districts }).where(eq(buddyProfiles.userId, user.id));
    await t.db
      .insert(openTimeSummaries)
      .values({ buddyId: user.id, nextOpenAt: NEXT_OPEN, dayParts, validUntil: NEXT_OPEN });
    return profile.slug;
  }

  beforeAll(async () => {
    // Slug order (aaa, bbb, low, mid, zed) is not the match order (zed, mid, low, then the two
    // above the learner's budget, whom the matching leaves out, by slug).
    best = await buddy('Zed', TUESDAY_EVENING, ['de-pijp'], { Cooking: { minCents: 2500 } });
    second = await buddy('Mid', dayPartBit(2, 'morning'), ['de-pijp'], {
      Cooking: { minCents: 2500, instantBooking: true },
    });
    third = await buddy('Low', dayPartBit(2, 'morning'), ['noord'], {
      'Coffee Chats': { minCents: 2500 },
    });
    dearA = await buddy('Aaa', TUESDAY_EVENING, ['de-pijp'], { Cooking: { minCents: 4000 } });
    dearB = await buddy('Bbb', TUESDAY_EVENING, ['noord'], { Cooking: { minCents: 5000 } });
    learner = await learnerWithForm();
  });

  const list = (token: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/buddies-with-languages?q=${TAG}${query}`,
      headers: bearer(token),
    });
  const slugsOf = (body: string) => (JSON.parse(body) as BuddyCard[]).map((b) => b.id);

  /** Every page from the first, following the Link rel=next: the slugs in order. */
  async function allPages(token: string, query: string) {
    const slugs: string[] = [];
    let url: string | null = `/api/buddies-with-languages?q=${TAG}${query}`;
    for (let pages = 0; url && pages < 20; pages++) {
      const res: LightMyRequestResponse = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      slugs.push(...slugsOf(res.body));
      url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
    }
    return slugs;
  }

  it("lists a learner's best match first, the ranked ones in match order, then the rest by slug", async () => {
    const res = await list(learner, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['buddies-order']).toBe('match');
    expect(slugsOf(res.body)).toEqual([best, second, third, dearA, dearB]);
    // The same order as the matches, ranked by one function.
    const matched = (await listOf(learner)).map((m) => m.id).filter((id) => id.startsWith(TAG));
    expect(matched).toEqual([best, second, third]);
  });

  it('pages across the ranked part and the rest with every buddy exactly once', async () => {
    for (const limit of [1, 2, 3, 4]) {
      expect(await allPages(learner, `&limit=${limit}`), `limit ${limit}`).toEqual([
        best,
        second,
        third,
        dearA,
        dearB,
      ]);
    }
  });

  it("keeps the list's filters in both parts", async () => {
    const inDePijp = await list(learner, '&districts=de-pijp');
    expect(slugsOf(inDePijp.body)).toEqual([best, second, dearA]);
    expect(await allPages(learner, '&districts=de-pijp&limit=1')).toEqual([best, second, dearA]);
    expect(slugsOf((await list(learner, '&instant=1')).body)).toEqual([second]);
    expect(slugsOf((await list(learner, '&activities=Cooking&priceMin=30')).body)).toEqual([
      dearA,
      dearB,
    ]);
  });

  it('keeps slug order for a learner without a form, a buddy, and other sorts', async () => {
    const bySlug = [dearA, dearB, third, second, best];
    const withoutForm = await sessionFor(t.db, await buildLearner(t.db));
    const res = await list(withoutForm, '');
    expect(res.headers['buddies-order']).toBeUndefined();
    expect(slugsOf(res.body)).toEqual(bySlug);
    const { user } = await buildBuddy(t.db);
    expect(slugsOf((await list(await sessionFor(t.db, user), '')).body)).toEqual(bySlug);
    const byPrice = await list(learner, '&sort=price');
    expect(byPrice.headers['buddies-order']).toBeUndefined();
    expect(slugsOf(byPrice.body).slice(-2)).toEqual([dearA, dearB]);
  });

  it('keeps slug order on a list of another language than the learner practises', async () => {
    const tag = 'duolingox';
    const speakBoth = { languages: ['English', 'Dutch'] as ('English' | 'Dutch')[] };
    const near = await buddyOpenIn(TUESDAY_EVENING, { ...speakBoth, fullName: `Near ${tag}` });
    const far = await buddyOpenIn(0, {
      ...speakBoth,
      fullName: `Far ${tag}`,
      activities: { 'Coffee Chats': { minCents: 2500 } },
    });
    const [first, second] = [near.slug, far.slug].sort();
    const url = (language: string) => `/api/buddies-with-languages?q=${tag}&language=${language}`;
    const english = await t.app.inject({ url: url('english'), headers: bearer(learner) });
    expect(english.headers['buddies-order']).toBe('match');
    expect(slugsOf(english.body)).toEqual([near.slug, far.slug]);
    const dutch = await t.app.inject({ url: url('dutch'), headers: bearer(learner) });
    expect(dutch.headers['buddies-order']).toBeUndefined();
    expect(slugsOf(dutch.body)).toEqual([first, second]);
  });

  it('refuses a forged cursor with a 400', async () => {
    const raw = (text: string) => Buffer.from(text).toString('base64url');
    const withoutForm = await sessionFor(t.db, await buildLearner(t.db));
    for (const [token, cursor] of [
      [learner, raw(`recommended|m12345|${best}`)],
      [learner, raw(`recommended|x1|${best}`)],
      [learner, raw(`price|2500|${best}`)],
      // A place in a ranking means nothing to a caller without one.
      [withoutForm, raw(`recommended|m1|${best}`)],
    ] as const) {
      const res = await list(token, `&after=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'This page link is no longer valid. Please start the list again.',
      });
    }
  });
});
