import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_LOGIN_TEXT } from '../../../shared/buddy-status';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  TEST_PASSWORD,
} from '../../../../tests/support/factories';
import { inHours } from '../../../../tests/support/hours';
import { bookedSession, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { sessions } from '../../db/schema/sessions';
import { statusHistory } from '../buddies/status';

let t: TestApp;
let moderator: Party;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildStaff(t.db, 'moderator');
  moderator = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
});
afterAll(() => t.close());

const suspend = (who: Party | null, id: string, body: object = { reason: 'Repeated no-shows' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/moderator/suspend/${id}`,
    headers: who ? bearer(who.token) : {},
    payload: body,
  });
const reinstate = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/moderator/reinstate/${id}`,
    headers: bearer(moderator.token),
    payload: {},
  });
const statusOf = async (id: string) =>
  (await t.db.select({ status: sessions.status }).from(sessions).where(eq(sessions.id, id)))[0]!
    .status;
const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { email, password: TEST_PASSWORD },
  });

describe('suspending a buddy', () => {
  it('ends their sign-ins, refuses sign-in, hides them and ends their open sessions', async () => {
    const { lea, bo, id: booked } = await bookedSession(t, { hoursAhead: 30 });
    const pending = await postAs(t, lea, '/api/proposals', {
      buddyId: bo.id,
      activity: 'Coffee Chats',
      proposedTime: inHours(54),
      duration: 60,
      message: 'Another one?',
    });
    expect(pending.statusCode).toBe(201);
    const res = await suspend(moderator, bo.id);
    expect(res.json()).toMatchObject({ id: bo.id, profileStatus: 'suspended' });
    // Sign-ins ended: the buddy's tabs are signed out.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/buddy/profile',
      headers: bearer(bo.token),
    });
    expect(own.statusCode).toBe(401);
    expectError(await login(bo.email), 403, ACCOUNT_SUSPENDED_LOGIN_TEXT);
    // Open business ends, the learner is told with the calendar's CANCEL.
    expect(await statusOf(booked)).toBe('cancelled');
    expect(await statusOf(pending.json().id as string)).toBe('rejected');
    const toLearner = (await mailsTo(t.db, lea.email)).map((m) => m.subject);
    expect(toLearner).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Your session Coffee Chats with .* is cancelled$/),
        expect.stringMatching(/^Your proposal for Coffee Chats with .* is withdrawn$/),
      ]),
    );
    const cancelMail = (await mailsTo(t.db, lea.email)).find((m) =>
      m.subject.includes('cancelled'),
    );
    expect(cancelMail!.calendar).toMatchObject({ method: 'CANCEL' });
    await t.app.outbox.flush();
    const [toBuddy] = (await mailsTo(t.db, bo.email)).slice(-1);
    expect(toBuddy!.subject).toBe('Your Buddies account is suspended');
    expect(toBuddy!.text).toContain('Note from the team: Repeated no-shows');
    expect((await statusHistory(t.db, bo.id)).at(-1)).toMatchObject({
      toStatus: 'suspended',
      actorId: moderator.id,
      note: 'Repeated no-shows',
    });

    // Reinstated: they may sign in again.
    expect((await reinstate(bo.id)).json()).toMatchObject({ profileStatus: 'approved' });
    expect((await login(bo.email)).statusCode).toBe(200);
  });
});

describe('suspending a learner', () => {
  it('signs them out and withdraws their proposal, the buddy told; reinstating lets them in', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false, hoursAhead: 30 });
    expect((await suspend(moderator, lea.id, { reason: 'Abusive messages' })).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/learner/profile',
      headers: bearer(lea.token),
    });
    expect(own.statusCode).toBe(401);
    expectError(await login(lea.email), 403, ACCOUNT_SUSPENDED_LOGIN_TEXT);
    expect(await statusOf(id)).toBe('rejected');
    expect((await mailsTo(t.db, bo.email)).at(-1)!.subject).toMatch(/is withdrawn$/);
    await t.app.outbox.flush();
    const [mail] = (await mailsTo(t.db, lea.email)).slice(-1);
    expect(mail!.subject).toBe('Your Buddies account is suspended');
    expect(mail!.text).not.toContain('profile is hidden');
    await reinstate(lea.id);
    await t.app.outbox.flush();
    expect((await mailsTo(t.db, lea.email)).at(-1)!.subject).toBe(
      'Your Buddies account is active again',
    );
    expect((await login(lea.email)).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('needs a reason; refuses staff (404), a pending buddy and a second suspension (409)', async () => {
    const learner = await buildLearner(t.db);
    expect((await suspend(moderator, learner.id, {})).statusCode).toBe(400);
    expect((await suspend(moderator, learner.id, { reason: '   ' })).statusCode).toBe(400);
    const expert = await buildStaff(t.db, 'learning_expert');
    expect((await suspend(moderator, expert.id)).statusCode).toBe(404);
    const { user: pending } = await buildBuddy(t.db, { status: 'pending' });
    expect((await suspend(moderator, pending.id)).statusCode).toBe(409);
    expect((await suspend(moderator, learner.id)).statusCode).toBe(200);
    expect((await suspend(moderator, learner.id)).statusCode).toBe(409);
    expect((await reinstate(crypto.randomUUID())).statusCode).toBe(404);
  });

  it('is for moderators only', async () => {
    const target = await buildLearner(t.db);
    expect((await suspend(null, target.id)).statusCode).toBe(401);
    for (const user of [
      await buildLearner(t.db),
      (await buildBuddy(t.db)).user,
      await buildStaff(t.db, 'learning_expert'),
    ]) {
      const who = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
      expect((await suspend(who, target.id)).statusCode).toBe(403);
    }
    expect((await login(target.email)).statusCode).toBe(200);
  });
});
