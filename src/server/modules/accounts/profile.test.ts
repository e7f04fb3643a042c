import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp, until } from '../../../../tests/support/test-app';
import { endAuthSessions } from '../auth/service';

const NOT_FOR_YOUR_ROLE = 'This is not available for your role';
const OWN_PROFILE_KEYS = [
  'avatarUrl',
  'createdAt',
  'email',
  'emailVerified',
  'fullName',
  'id',
  'isApproved',
  'profilePhoto',
  'profileStatus',
  'role',
  'username',
];

let t: TestApp;
const tokens: Record<'learner' | 'buddy' | 'moderator' | 'learning_expert', string> = {
  learner: '',
  buddy: '',
  moderator: '',
  learning_expert: '',
};
let learner: Awaited<ReturnType<typeof buildLearner>>;
let buddy: Awaited<ReturnType<typeof buildBuddy>>['user'];

beforeAll(async () => {
  t = await createTestApp();
  learner = await buildLearner(t.db, { fullName: 'Lea Learner' });
  ({ user: buddy } = await buildBuddy(t.db, {
    fullName: 'Bram Buddy',
    activities: {
      'Coffee Chats': { minCents: 2600 },
      'Wine Tastings': { minCents: 4200, maxCents: 4800 },
    },
  }));
  tokens.learner = await sessionFor(t.db, learner);
  tokens.buddy = await sessionFor(t.db, buddy);
  tokens.moderator = await sessionFor(t.db, await buildStaff(t.db, 'moderator'));
  tokens.learning_expert = await sessionFor(t.db, await buildStaff(t.db, 'learning_expert'));
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/learner/profile', () => {
  it('needs a token', async () => {
    expectError(await get('/api/learner/profile'), 401, 'Authentication required');
  });

  it.each(['buddy', 'moderator', 'learning_expert'] as const)(
    'is forbidden for a %s',
    async (role) => {
      expectError(await get('/api/learner/profile', tokens[role]), 403, NOT_FOR_YOUR_ROLE);
    },
  );

  it('returns exactly the learner fields, no secrets', async () => {
    const res = await get('/api/learner/profile', tokens.learner);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(Object.keys(profile).sort()).toEqual(
      [
        ...OWN_PROFILE_KEYS,
        'activityIds',
        'age',
        'availability',
        'availabilitySlots',
        'bio',
        'budgetMaxCents',
        'districts',
        'gender',
        'goals',
        'interests',
        'languageLearning',
        'proficiencyLevel',
      ].sort(),
    );
    expect(profile).toEqual({
      id: learner.id,
      username: learner.username,
      fullName: 'Lea Learner',
      email: learner.email,
      role: 'learner',
      profilePhoto: null,
      avatarUrl: null,
      // Active from sign-up (decision 026).
      profileStatus: 'approved',
      isApproved: true,
      emailVerified: false,
      createdAt: learner.createdAt.toISOString(),
      languageLearning: 'English',
      proficiencyLevel: null,
      availability: null,
      availabilitySlots: [],
      bio: null,
      interests: null,
      age: null,
      gender: null,
      goals: [],
      activityIds: [],
      districts: [],
      budgetMaxCents: null,
    });
    expect(res.body).not.toMatch(/password|hash|token/i);
  });
});

describe('GET /api/buddy/profile', () => {
  it('needs a token', async () => {
    expectError(await get('/api/buddy/profile'), 401, 'Authentication required');
  });

  it.each(['learner', 'moderator', 'learning_expert'] as const)(
    'is forbidden for a %s',
    async (role) => {
      expectError(await get('/api/buddy/profile', tokens[role]), 403, NOT_FOR_YOUR_ROLE);
    },
  );

  it("returns the buddy's own profile with rate texts, no secrets", async () => {
    const res = await get('/api/buddy/profile', tokens.buddy);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(Object.keys(profile).sort()).toEqual(
      [
        ...OWN_PROFILE_KEYS,
        'about',
        'activities',
        'availability',
        'description',
        'districts',
        'interviewStartsAt',
        'interviewWhere',
        'languages',
        'location',
        'slug',
      ].sort(),
    );
    expect(profile).toMatchObject({
      id: buddy.id,
      fullName: 'Bram Buddy',
      role: 'buddy',
      profilePhoto: '/images/buddies/anna.svg',
      avatarUrl: '/images/buddies/anna.svg',
      profileStatus: 'approved',
      isApproved: true,
      languages: ['English'],
      districts: [],
    });
    expect(profile.activities).toEqual([
      {
        title: 'Coffee Chats',
        description: 'Coffee Chats with me',
        location: 'Amsterdam',
        rate: '26/hour',
        instantBooking: false,
      },
      {
        title: 'Wine Tastings',
        description: 'Wine Tastings with me',
        location: 'Amsterdam',
        rate: '42–48/hour',
        instantBooking: false,
      },
    ]);
    expect(res.body).not.toMatch(/password|hash|token/i);
  });
});

describe('a deleted account', () => {
  it('loses its sessions', async () => {
    const gone = await buildLearner(t.db);
    const token = await sessionFor(t.db, gone);
    expect((await get('/api/learner/profile', token)).statusCode).toBe(200);
    // Sign-ins end with the account, as they do on a password reset (every process hears it).
    let heard = false;
    const stop = t.app.eventBus.subscribe((event) => {
      if (event.type === 'auth-sessions-ended' && event.userId === gone.id) heard = true;
    });
    await t.db.transaction(async (tx) => {
      await endAuthSessions(tx, gone.id, null);
      await tx.delete(users).where(eq(users.id, gone.id));
    });
    await until(() => heard, 'the ended sign-ins');
    stop();
    expect((await get('/api/learner/profile', token)).statusCode).toBe(401);
  });
});
