import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor } from '../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../tests/support/factories';
import { inHours } from '../../../tests/support/hours';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
type Who = { id: string; token: string };
let learner: Who;
let buddy: Who;
let moderator: Who;
let expert: Who;
let proposalId: string;

const signedIn = async (user: { id: string }): Promise<Who> => ({
  id: user.id,
  token: await sessionFor(t.db, user),
});

beforeAll(async () => {
  t = await createTestApp();
  learner = await signedIn(await buildLearner(t.db, { fullName: 'Lea Learner' }));
  buddy = await signedIn(
    (await buildBuddy(t.db, { slug: 'listed-bo', activities: { Cooking: { minCents: 4000 } } }))
      .user,
  );
  moderator = await signedIn(await buildStaff(t.db, 'moderator'));
  expert = await signedIn(await buildStaff(t.db, 'learning_expert'));
  const proposed = await call(learner, 'POST', '/api/proposals', {
    learnerId: learner.id,
    buddyId: buddy.id,
    activity: 'Cooking',
    proposedTime: inHours(48),
    location: 'Foodhallen',
    duration: 60,
    message: 'Shall we cook?',
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  proposalId = proposed.json().id;
});
afterAll(() => t.close());

function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
}

const learnerReads = () => [
  `/api/profile/${learner.id}`,
  `/api/proposals/learner/${learner.id}`,
  `/api/proposals/buddy/${buddy.id}`,
  `/api/proposals/${proposalId}`,
  `/api/bookings/user/${learner.id}`,
  `/api/bookings/buddy/${buddy.id}`,
];

describe('a moderator', () => {
  it('reads what moderation needs: profiles, proposals, bookings, support', async () => {
    for (const url of [...learnerReads(), '/api/support-messages', '/api/users']) {
      expect((await call(moderator, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('cannot rename a learner or change their profile (403), and the name stays', async () => {
    const res = await call(moderator, 'PUT', `/api/profile/${learner.id}`, {
      fullName: 'Renamed By Staff',
    });
    expect(res.statusCode).toBe(403);
    expect((await call(moderator, 'PATCH', '/api/users/profile', { name: 'X' })).statusCode).toBe(
      403,
    );
    const own = await call(learner, 'GET', `/api/profile/${learner.id}`);
    expect(own.json().fullName).toBe('Lea Learner');
  });
});

describe('a learning expert', () => {
  it("cannot edit a learner's profile", async () => {
    const res = await call(expert, 'PUT', `/api/profile/${learner.id}`, { bio: 'Edited' });
    expect(res.statusCode).toBe(403);
    expect((await call(learner, 'GET', `/api/profile/${learner.id}`)).json().bio).not.toBe(
      'Edited',
    );
  });

  it("cannot read a learner's profile, proposals or bookings", async () => {
    for (const url of learnerReads()) {
      expect([403, 404], url).toContain((await call(expert, 'GET', url)).statusCode);
    }
    const queue = await call(expert, 'GET', '/api/support-messages');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual([]);
  });

  it('reads the buddies under interview, and no other unlisted buddy', async () => {
    const statuses = [
      'pending',
      'expert_review',
      'interview_scheduled',
      'interview_completed',
      'rejected',
      'suspended',
    ] as const;
    for (const status of statuses) {
      await buildBuddy(t.db, { slug: `under-${status.replace('_', '-')}`, status });
    }
    const read = async (slug: string) =>
      (await call(expert, 'GET', `/api/buddy/${slug}`)).statusCode;
    expect(await read('listed-bo')).toBe(200);
    expect(await read('under-expert-review')).toBe(200);
    expect(await read('under-interview-scheduled')).toBe(200);
    expect(await read('under-interview-completed')).toBe(200);
    expect(await read('under-pending')).toBe(404);
    expect(await read('under-rejected')).toBe(404);
    expect(await read('under-suspended')).toBe(404);
    for (const status of statuses) {
      expect(
        (await call(moderator, 'GET', `/api/buddy/under-${status.replace('_', '-')}`)).statusCode,
      ).toBe(200);
    }
  });
});
