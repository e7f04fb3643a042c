import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_TEXT } from '../../shared/buddy-status';
import { bearer, expectError, mailsTo, sessionFor } from '../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../tests/support/factories';
import { inHours } from '../../../tests/support/hours';
import { createTestApp, openSecondApp, type TestApp } from '../../../tests/support/test-app';
import { users } from '../db/schema/users';
import { isProfileChange } from '../lib/event-bus';
import { changeAccountStatus } from '../modules/buddies/status';

let t: TestApp;
let moderatorId: string;
beforeAll(async () => {
  t = await createTestApp();
  moderatorId = (await buildStaff(t.db, 'moderator')).id;
});
afterAll(() => t.close());

type Who = { id: string; email: string; token: string };
const inTwoDays = () => inHours(48);

const call = (
  app: TestApp['app'],
  who: Who,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function signedIn(user: { id: string; email: string }): Promise<Who> {
  return { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
}

const aBuddy = async (status?: 'pending' | 'rejected') =>
  signedIn((await buildBuddy(t.db, { status, activities: { Cooking: { minCents: 4000 } } })).user);

/** Resolves once every process has heard that the user's profile (their status) changed. */
const heardProfileChange = (userId: string) =>
  new Promise<void>((resolve) => {
    const stop = t.app.eventBus.subscribe((event) => {
      if (isProfileChange(event) && event.userIds.includes(userId)) {
        stop();
        resolve();
      }
    });
  });

const suspend = async (buddy: Who) => {
  const heard = heardProfileChange(buddy.id);
  await changeAccountStatus(t.db, {
    userId: buddy.id,
    to: 'suspended',
    actor: { id: moderatorId, role: 'moderator' },
  });
  await heard;
};

/** A learner's proposal of a Cooking session to a buddy, two days ahead. */
const propose = (learner: Who, buddy: { id: string }) =>
  call(t.app, learner, 'POST', '/api/proposals', {
    learnerId: learner.id,
    buddyId: buddy.id,
    activity: 'Cooking',
    proposedTime: inTwoDays(),
    location: 'Foodhallen',
    duration: 60,
    message: 'Shall we cook?',
  });

describe('a suspended buddy', () => {
  it('can no longer approve a proposal or write, at once, but still reads and signs out', async () => {
    const learner = await signedIn(await buildLearner(t.db));
    const buddy = await aBuddy();
    const proposed = await propose(learner, buddy);
    expect(proposed.statusCode).toBe(201);
    const proposalId = proposed.json().id as string;
    // Read once before the suspension: this process now trusts the sign-in from its cache.
    expect((await call(t.app, buddy, 'GET', '/api/buddy/profile')).statusCode).toBe(200);

    await suspend(buddy);

    expectError(
      await call(t.app, buddy, 'POST', `/api/proposals/${proposalId}/approve`, {}),
      403,
      ACCOUNT_SUSPENDED_TEXT,
    );
    expectError(
      await call(t.app, buddy, 'POST', '/api/messages', {
        receiverId: learner.id,
        content: 'Still here',
      }),
      403,
      ACCOUNT_SUSPENDED_TEXT,
    );
    expectError(
      await call(t.app, buddy, 'POST', '/api/support-messages', { subject: 'Hi', content: 'Me' }),
      403,
      ACCOUNT_SUSPENDED_TEXT,
    );
    const proposal = await call(t.app, learner, 'GET', `/api/proposals/${proposalId}`);
    expect(proposal.json().status).toBe('pending');
    expect(await mailsTo(t.db, learner.email)).toHaveLength(0);

    expect((await call(t.app, buddy, 'GET', '/api/buddy/profile')).statusCode).toBe(200);
    expect((await call(t.app, buddy, 'GET', `/api/proposals/buddy/${buddy.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(t.app, buddy, 'POST', '/api/logout')).statusCode).toBe(200);
  });

  it('is refused at once by another app process too (PostgreSQL)', async (context) => {
    if (!t.databaseUrl) context.skip(); // PGlite is one process by nature
    const second = await openSecondApp(t.databaseUrl!);
    try {
      const buddy = await aBuddy();
      // A change the checks refuse (400) while the account is active: it writes nothing.
      const probe = async () =>
        (await call(second.app, buddy, 'POST', '/api/support-messages', {})).statusCode;
      expect(await probe()).toBe(400);
      await suspend(buddy);
      // Far sooner than the 60 s the second process would otherwise trust its cached sign-in.
      await expect.poll(probe, { timeout: 3000, interval: 20 }).toBe(403);
    } finally {
      await second.close();
    }
  });
});

describe('a suspended learner', () => {
  it('can no longer write, propose or change their profile, but still reads and signs out', async () => {
    const learner = await signedIn(await buildLearner(t.db, { fullName: 'Lea Learner' }));
    const buddy = await aBuddy();
    await t.db.update(users).set({ profileStatus: 'suspended' }).where(eq(users.id, learner.id));

    expectError(
      await call(t.app, learner, 'POST', '/api/messages', {
        receiverId: buddy.id,
        content: 'Hello',
      }),
      403,
      ACCOUNT_SUSPENDED_TEXT,
    );
    expectError(await propose(learner, buddy), 403, ACCOUNT_SUSPENDED_TEXT);
    expectError(
      await call(t.app, learner, 'PATCH', '/api/users/profile', { name: 'Someone Else' }),
      403,
      ACCOUNT_SUSPENDED_TEXT,
    );
    // Reading what was sent to them is reading.
    const read = await call(t.app, learner, 'POST', `/api/conversations/${buddy.id}/read`);
    expect(read.statusCode).toBe(200);
    const own = await call(t.app, learner, 'GET', '/api/learner/profile');
    expect(own.statusCode).toBe(200);
    expect(own.json().fullName).toBe('Lea Learner');
    expect((await call(t.app, learner, 'POST', '/api/logout')).statusCode).toBe(200);
  });
});

describe('buddies on their way in', () => {
  it.each(['pending', 'rejected'] as const)(
    'a %s buddy still writes to the moderators',
    async (status) => {
      const buddy = await aBuddy(status);
      const res = await call(t.app, buddy, 'POST', '/api/support-messages', {
        subject: 'My application',
        content: 'When will I hear from you?',
      });
      expect(res.statusCode).toBe(201);
    },
  );
});
