import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_TEXTS } from '../../../shared/districts';
import { MATCHING_FORM_TEXTS } from '../../../shared/matching-form';
import { PROFILE_TEXTS } from '../../../shared/profiles';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let learner: Awaited<ReturnType<typeof buildLearner>>;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  learner = await buildLearner(t.db);
  token = await sessionFor(t.db, learner);
  otherToken = await sessionFor(t.db, await buildLearner(t.db));
});
afterAll(() => t.close());

const put = (payload: object, auth = token, id = learner.id) =>
  t.app.inject({ method: 'PUT', url: `/api/profile/${id}`, headers: bearer(auth), payload });
const ownProfile = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/learner/profile', headers: bearer(token) })
  ).json();

const FORM = {
  proficiencyLevel: 'Upper intermediate',
  goals: ['friends', 'work', 'friends'],
  activityIds: ['cooking', 'coffee-chats'],
  districts: ['oud-zuid', 'de-pijp'],
  availabilitySlots: ['Evening_1', 'Morning_5'],
  budgetMaxCents: 3000,
};

describe('PUT /api/profile/{id}: the matching form (decision 057)', () => {
  it('starts empty: no level said, no lists, no budget', async () => {
    expect(await ownProfile()).toMatchObject({
      proficiencyLevel: null,
      goals: [],
      activityIds: [],
      districts: [],
      availabilitySlots: [],
      budgetMaxCents: null,
    });
  });

  it('keeps the form, each choice once in the lists order, and GET answers it', async () => {
    const expected = {
      proficiencyLevel: 'Upper intermediate',
      goals: ['work', 'friends'],
      activityIds: ['coffee-chats', 'cooking'],
      districts: ['de-pijp', 'oud-zuid'],
      availabilitySlots: ['Morning_5', 'Evening_1'],
      budgetMaxCents: 3000,
    };
    const res = await put(FORM);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(expected);
    expect(await ownProfile()).toMatchObject(expected);
  });

  it('clears the level and the budget with null and a list with []', async () => {
    await put(FORM);
    const res = await put({ proficiencyLevel: null, budgetMaxCents: null, districts: [] });
    expect(res.json()).toMatchObject({
      proficiencyLevel: null,
      budgetMaxCents: null,
      districts: [],
      goals: ['work', 'friends'],
    });
  });

  it('refuses unknown choices, too many, and a budget out of range, changing nothing', async () => {
    await put(FORM);
    const cases: [object, string][] = [
      [{ proficiencyLevel: 'Beginner' }, PROFILE_TEXTS.invalidLevel],
      [{ goals: ['fun'] }, MATCHING_FORM_TEXTS.unknownGoal],
      [{ goals: 'work' }, MATCHING_FORM_TEXTS.unknownGoal],
      [{ goals: Array(5).fill('work') }, MATCHING_FORM_TEXTS.tooManyGoals],
      [{ activityIds: ['skydiving'] }, MATCHING_FORM_TEXTS.unknownActivity],
      [{ activityIds: Array(13).fill('cooking') }, MATCHING_FORM_TEXTS.tooManyActivities],
      [{ districts: ['haarlem'] }, DISTRICT_TEXTS.unknownDistrict],
      [{ districts: Array(20).fill('noord') }, MATCHING_FORM_TEXTS.tooManyDistricts],
      [{ budgetMaxCents: 999 }, MATCHING_FORM_TEXTS.budget],
      [{ budgetMaxCents: 50_001 }, MATCHING_FORM_TEXTS.budget],
      [{ budgetMaxCents: 25.5 }, MATCHING_FORM_TEXTS.budget],
      [{ budgetMaxCents: '3000' }, MATCHING_FORM_TEXTS.budget],
    ];
    for (const [payload, message] of cases) expectError(await put(payload), 400, message);
    expect(await ownProfile()).toMatchObject({ districts: ['de-pijp', 'oud-zuid'] });
  });

  it('is the learner’s own: another learner gets 403, a buddy’s profile refuses the fields', async () => {
    expectError(
      await put({ districts: ['noord'] }, otherToken),
      403,
      'You are not allowed to do this',
    );
    const { user: buddy } = await buildBuddy(t.db);
    expectError(
      await put({ goals: ['work'] }, await sessionFor(t.db, buddy), buddy.id),
      400,
      PROFILE_TEXTS.notForThisProfile(['goals']),
    );
  });
});
