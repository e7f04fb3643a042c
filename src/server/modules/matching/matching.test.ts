import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuddyOptions } from '../../../../tests/support/factories';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { BuddyMatch } from '../../../shared/matching-schemas';
import { dayPartBit } from '../../../shared/open-time-summaries';
import { openTimeSummaries } from '../../db/schema/availability';
import { buddyActivities, buddyProfiles } from '../../db/schema/buddies';
import { learnerProfiles } from '../../db/schema/users';
import { resetClock, setClock } from '../../lib/clock';

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
