import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDDY_PROFILE_TEXTS } from '../../../shared/buddy-profile';
import { DISTRICT_TEXTS } from '../../../shared/districts';
import { MATCHING_FORM_TEXTS } from '../../../shared/matching-form';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let learnerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  learnerToken = await sessionFor(t.db, await buildLearner(t.db));
});
afterAll(async () => t.close());

const put = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/buddy/profile',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const publicProfile = async (slug: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/buddy/${slug}`, headers: bearer(learnerToken) })
  ).json();

async function newBuddy(status?: 'pending') {
  const { user, profile } = await buildBuddy(t.db, { status });
  return { id: user.id, slug: profile.slug, token: await sessionFor(t.db, user) };
}

const DESCRIPTION =
  'I grew up by the Amstel and love showing people the quiet corners of the city while we talk.';

describe('PUT /api/buddy/profile', () => {
  it("changes a listed buddy's profile, live at once for learners", async () => {
    const bo = await newBuddy();
    await publicProfile(bo.slug); // cached
    const res = await put(bo.token, {
      fullName: 'Bo van Dijk',
      availability: 'Weekday evenings',
      about: 'I sing in a choir.',
      description: DESCRIPTION,
      languages: ['Dutch', 'English'],
      activities: [
        { title: 'Cooking', description: 'We cook stamppot together.', rate: '25-35' },
        { title: 'Coffee Chats', description: 'Coffee by the canal.', location: 'Jordaan' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Bo van Dijk',
      availability: 'Weekday evenings',
      about: 'I sing in a choir.',
      description: DESCRIPTION,
      languages: ['English', 'Dutch'],
      activities: expect.arrayContaining([
        expect.objectContaining({ title: 'Cooking', rate: '25–35/hour' }),
        expect.objectContaining({ title: 'Coffee Chats', rate: '25/hour', location: 'Jordaan' }),
      ]),
    });
    expect(res.json().activities).toHaveLength(2);
    // Every process drops its public reads when told (on PostgreSQL a moment after the commit).
    await expect.poll(async () => (await publicProfile(bo.slug)).fullName).toBe('Bo van Dijk');
    const shown = await publicProfile(bo.slug);
    expect(shown).toMatchObject({ availability: 'Weekday evenings' });
    expect(Object.keys(shown.activities).sort()).toEqual(['Coffee Chats', 'Cooking']);
  });

  it('keeps the districts where the buddy meets, each once, public at once (decision 057)', async () => {
    const bo = await newBuddy();
    expect((await publicProfile(bo.slug)).districts).toEqual([]);
    const res = await put(bo.token, { districts: ['oud-zuid', 'de-pijp', 'oud-zuid'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().districts).toEqual(['de-pijp', 'oud-zuid']);
    await expect
      .poll(async () => (await publicProfile(bo.slug)).districts)
      .toEqual(['de-pijp', 'oud-zuid']);
    expectError(
      await put(bo.token, { districts: ['haarlem'] }),
      400,
      DISTRICT_TEXTS.unknownDistrict,
    );
    expectError(
      await put(bo.token, { districts: Array(20).fill('noord') }),
      400,
      MATCHING_FORM_TEXTS.tooManyDistricts,
    );
    expect((await put(bo.token, { districts: [] })).json().districts).toEqual([]);
  });

  it('takes the names the spec lists, and clears optional texts with an empty one', async () => {
    const bo = await newBuddy();
    const res = await put(bo.token, {
      name: 'Bo Alias',
      customDescription: DESCRIPTION,
      about: '',
      buddyActivities: [{ title: 'Nature Walks', description: 'A walk in the Amsterdamse Bos.' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Bo Alias',
      description: DESCRIPTION,
      about: null,
      activities: [expect.objectContaining({ title: 'Nature Walks', rate: '25/hour' })],
    });
  });

  it.each([
    [{}, BUDDY_PROFILE_TEXTS.nothingToUpdate],
    [{ description: 'Too short' }, BUDDY_PROFILE_TEXTS.descriptionMin],
    [{ description: 'x'.repeat(2001) }, BUDDY_PROFILE_TEXTS.descriptionMax],
    [{ languages: [] }, BUDDY_PROFILE_TEXTS.languages],
    [{ languages: ['French'] }, BUDDY_PROFILE_TEXTS.languages],
    [{ activities: [] }, BUDDY_PROFILE_TEXTS.keepOneActivity],
    [{ activities: 'Cooking' }, BUDDY_PROFILE_TEXTS.keepOneActivity],
    [{ activities: [{ title: 'Cooking', description: 'x', rate: '9' }] }, BUDDY_PROFILE_TEXTS.rate],
    [
      { activities: [{ title: 'Cooking', description: 'x', rate: '501' }] },
      BUDDY_PROFILE_TEXTS.rate,
    ],
    [
      { activities: [{ title: 'Cooking', description: 'x', rate: 'lots' }] },
      BUDDY_PROFILE_TEXTS.rate,
    ],
    [
      { activities: [{ title: 'Cooking', description: '  ' }] },
      BUDDY_PROFILE_TEXTS.activityDescription,
    ],
    [
      {
        activities: [
          { title: 'Cooking', description: 'x' },
          { title: 'Cooking', description: 'y' },
        ],
      },
      BUDDY_PROFILE_TEXTS.activityTwice,
    ],
    [
      { activities: [{ title: 'Skydiving', description: 'x' }] },
      'Please choose activities from the list',
    ],
    [{ fullName: 'Bo\u0000' }, 'control'],
    [{ availability: 'a'.repeat(201) }, BUDDY_PROFILE_TEXTS.availabilityMax],
  ])('refuses %j', async (body, text) => {
    const bo = await newBuddy();
    const res = await put(bo.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(text);
  });

  it('is the buddy’s own: 401 without a token, 403 for learners and staff', async () => {
    expect((await put(null, { availability: 'Mornings' })).statusCode).toBe(401);
    expect((await put(learnerToken, { availability: 'Mornings' })).statusCode).toBe(403);
    const moderator = await sessionFor(t.db, await buildStaff(t.db, 'moderator'));
    expect((await put(moderator, { availability: 'Mornings' })).statusCode).toBe(403);
  });

  it('keeps an applicant unlisted while they edit', async () => {
    const bo = await newBuddy('pending');
    expect((await put(bo.token, { availability: 'Mornings' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/buddy/${bo.slug}`,
      headers: bearer(learnerToken),
    });
    expect(res.statusCode).toBe(404);
  });

  it('two changes at once both land, one after the other', async () => {
    const bo = await newBuddy();
    const answers = await Promise.all([
      put(bo.token, {
        activities: [{ title: 'Cooking', description: 'Stamppot.', rate: 30 }],
      }),
      put(bo.token, {
        activities: [{ title: 'Book Discussions', description: 'Dutch novels.', rate: 28 }],
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/buddy/profile',
      headers: bearer(bo.token),
    });
    expect(own.json().activities).toHaveLength(1);
  });
});

it('refuses a bad body with a clear error', async () => {
  const bo = await newBuddy();
  expectError(await put(bo.token, { languages: 'English' }), 400, BUDDY_PROFILE_TEXTS.languages);
});
