import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { INVALID_CURSOR } from '../../../shared/buddies';
import { changeAccountStatus } from '../buddies/status';

let t: TestApp;
let token: string;
let moderatorId: string;
beforeAll(async () => {
  t = await createTestApp();
  const moderator = await buildStaff(t.db, 'moderator');
  moderatorId = moderator.id;
  token = await sessionFor(t.db, moderator);
});
afterAll(() => t.close());

const users = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: bearer(token) });

describe('GET /api/users', () => {
  it("gives a buddy's review: notes, feedback, lowest rate in euros, activities, bio", async () => {
    const { user, profile } = await buildBuddy(t.db, {
      status: 'pending',
      activities: {
        Cooking: { minCents: 3000, maxCents: 3500 },
        'Coffee Chats': { minCents: 2500 },
      },
    });
    await changeAccountStatus(t.db, {
      userId: user.id,
      to: 'expert_review',
      actor: { id: moderatorId, role: 'moderator' },
      note: 'Lovely description',
    });
    const res = await users('?role=buddy&status=expert_review');
    expect(res.statusCode).toBe(200);
    expect(res.json().find((u: { id: string }) => u.id === user.id)).toEqual({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      username: user.username,
      role: 'buddy',
      profileStatus: 'expert_review',
      isApproved: true,
      profilePhoto: user.photo,
      languageLearning: null,
      languagesTeaching: 'English',
      bio: null,
      createdAt: user.createdAt.toISOString(),
      moderatorNotes: 'Lovely description',
      interviewScheduledDate: null,
      interviewFeedback: null,
      buddyProfile: { hourlyRate: 25, slug: profile.slug, description: profile.description },
      activities: ['Coffee Chats', 'Cooking'],
    });
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it('filters by roles and status: staff apart as technical staff', async () => {
    await buildStaff(t.db, 'learning_expert');
    await buildLearner(t.db);
    const staff = (await users('?role=moderator,learning_expert')).json() as { role: string }[];
    expect(staff.length).toBeGreaterThanOrEqual(2);
    expect(new Set(staff.map((u) => u.role))).toEqual(new Set(['moderator', 'learning_expert']));
    const learners = (await users('?role=learner')).json() as { role: string }[];
    expect(learners.every((u) => u.role === 'learner')).toBe(true);
    const pending = (await users('?status=pending')).json() as { profileStatus: string }[];
    expect(pending.every((u) => u.profileStatus === 'pending')).toBe(true);
  });

  it('pages newest first through the Link header, keeping the filter', async () => {
    for (let i = 0; i < 3; i++) await buildLearner(t.db);
    const seen: string[] = [];
    let next: string | undefined = '/api/users?role=learner&limit=2';
    while (next) {
      const res: Awaited<ReturnType<typeof users>> = await t.app.inject({
        method: 'GET',
        url: next,
        headers: bearer(token),
      });
      const page = res.json() as { id: string; role: string; createdAt: string }[];
      expect(page.every((u) => u.role === 'learner')).toBe(true);
      seen.push(...page.map((u) => u.id));
      next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    const all = (await users('?role=learner&limit=200')).json() as { id: string }[];
    expect(seen).toEqual(all.map((u) => u.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers 400 with a clear text for a bad role, status, cursor or limit', async () => {
    for (const [query, text] of [
      ['?role=admin', /role must be one or more of/],
      ['?role=learner,', /role must be one or more of/],
      ['?status=waiting', /status must be a profile status/],
      ['?before=bm9wZQ', new RegExp(INVALID_CURSOR)],
      ['?limit=0', /./],
      ['?limit=9999', /./],
    ] as const) {
      const res = await users(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatch(text);
    }
  });
});

describe('GET /api/users/{id}/status-history', () => {
  it("lists a buddy's moves oldest first, for moderators only", async () => {
    const { user } = await buildBuddy(t.db, { status: 'pending' });
    await changeAccountStatus(t.db, {
      userId: user.id,
      to: 'rejected',
      actor: { id: moderatorId, role: 'moderator' },
      note: 'Too short',
    });
    const url = `/api/users/${user.id}/status-history`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.json()).toMatchObject([
      { fromStatus: null, toStatus: 'pending', actorRole: 'system' },
      { fromStatus: 'pending', toStatus: 'rejected', actorRole: 'moderator', note: 'Too short' },
    ]);
    const learnerToken = await sessionFor(t.db, await buildLearner(t.db));
    const asLearner = await t.app.inject({ method: 'GET', url, headers: bearer(learnerToken) });
    expect(asLearner.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/users/nope/status-history',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
