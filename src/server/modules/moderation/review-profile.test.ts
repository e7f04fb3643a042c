import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { changeAccountStatus, STATUS_CHANGE_REFUSED, statusHistory } from '../buddies/status';

let t: TestApp;
let moderator: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildStaff(t.db, 'moderator');
  moderator = { id: user.id, token: await sessionFor(t.db, user) };
});
afterAll(() => t.close());

const review = (token: string | null, id: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/moderator/review-profile/${id}`,
    headers: token ? bearer(token) : {},
    payload: body,
  });

const pendingBuddy = () => buildBuddy(t.db, { status: 'pending' });

describe('POST /api/moderator/review-profile/{id}', () => {
  it("'Send to Expert': pending -> expert_review, logged with the default note, buddy mailed", async () => {
    const { user } = await pendingBuddy();
    const res = await review(moderator.token, user.id, { approved: true });
    expect(res.json()).toEqual({ id: user.id, profileStatus: 'expert_review', isApproved: true });
    const log = await statusHistory(t.db, user.id);
    expect(log.at(-1)).toMatchObject({
      actorId: moderator.id,
      actorRole: 'moderator',
      fromStatus: 'pending',
      toStatus: 'expert_review',
      note: 'Profile approved for expert review',
    });
    await t.app.outbox.flush();
    const [mail] = (await mailsTo(t.db, user.email)).slice(-1);
    expect(mail!.subject).toBe('Your Buddies application passed the first review');
    expect(mail!.text).toContain('interview');
    expect(mail!.text).toContain('/buddy/dashboard');
  });

  it('Reject: pending -> rejected with the notes as the reason, mailed to the buddy', async () => {
    const { user } = await pendingBuddy();
    const notes = 'Your description should say more about yourself.';
    const res = await review(moderator.token, user.id, { approved: false, notes: `  ${notes} ` });
    expect(res.json()).toMatchObject({ profileStatus: 'rejected', isApproved: false });
    expect((await statusHistory(t.db, user.id)).at(-1)).toMatchObject({
      toStatus: 'rejected',
      note: notes,
    });
    await t.app.outbox.flush();
    const [mail] = (await mailsTo(t.db, user.email)).slice(-1);
    expect(mail!.subject).toBe('About your Buddies application');
    expect(mail!.text).toContain(`Note from the team: ${notes}`);
  });

  it("keeps a 'Send to Expert' note for the team: the buddy's mail does not quote it", async () => {
    const { user } = await pendingBuddy();
    await review(moderator.token, user.id, { approved: true, notes: 'Check the Dutch level' });
    await t.app.outbox.flush();
    const [mail] = (await mailsTo(t.db, user.email)).slice(-1);
    expect(mail!.text).not.toContain('Dutch level');
  });

  it('refuses every other move with 409, and writes nothing', async () => {
    for (const status of ['expert_review', 'approved', 'rejected', 'suspended'] as const) {
      const { user } = await buildBuddy(t.db, { status });
      for (const approved of [true, false]) {
        expectError(
          await review(moderator.token, user.id, { approved }),
          409,
          STATUS_CHANGE_REFUSED,
        );
      }
      expect(await statusHistory(t.db, user.id)).toHaveLength(1);
    }
  });

  it('answers 404 for a learner or an unknown id, 400 for a bad id or body', async () => {
    const learner = await buildLearner(t.db);
    expectError(
      await review(moderator.token, learner.id, { approved: true }),
      404,
      'Buddy not found',
    );
    expect(
      (await review(moderator.token, crypto.randomUUID(), { approved: true })).statusCode,
    ).toBe(404);
    expect((await review(moderator.token, 'not-an-id', { approved: true })).statusCode).toBe(400);
    const { user } = await pendingBuddy();
    for (const body of [{}, { approved: 'yes' }, { approved: true, notes: 'x'.repeat(2001) }]) {
      expect((await review(moderator.token, user.id, body)).statusCode).toBe(400);
    }
    expect(
      (await review(moderator.token, user.id, { approved: true, notes: 'a\u202Eb' })).statusCode,
    ).toBe(400);
  });

  it('is for moderators only: 401 without a token, 403 for learners, buddies and experts', async () => {
    const { user } = await pendingBuddy();
    expect((await review(null, user.id, { approved: true })).statusCode).toBe(401);
    const others = [
      await buildLearner(t.db),
      (await buildBuddy(t.db)).user,
      await buildStaff(t.db, 'learning_expert'),
    ];
    for (const other of others) {
      const token = await sessionFor(t.db, other);
      expect((await review(token, user.id, { approved: true })).statusCode).toBe(403);
    }
    expect(await statusHistory(t.db, user.id)).toHaveLength(1);
  });

  it('lets one of two moderators deciding at once win; the other gets 409', async () => {
    const { user } = await pendingBuddy();
    const other = await buildStaff(t.db, 'moderator');
    const otherToken = await sessionFor(t.db, other);
    const answers = await Promise.all([
      review(moderator.token, user.id, { approved: true }),
      review(otherToken, user.id, { approved: false }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await statusHistory(t.db, user.id)).toHaveLength(2);
  });
});

describe('mails of the later moves', () => {
  it('tell a suspended buddy the reason, and a reinstated one that they are listed again', async () => {
    const { user } = await buildBuddy(t.db);
    const actor = { id: moderator.id, role: 'moderator' as const };
    await changeAccountStatus(t.db, { userId: user.id, to: 'suspended', actor, note: 'No-shows' });
    await changeAccountStatus(t.db, { userId: user.id, to: 'approved', actor });
    await t.app.outbox.flush();
    // One flush sends both: their order in the outbox is not the point.
    const mails = await mailsTo(t.db, user.email);
    const suspended = mails.find((m) => m.subject === 'Your Buddies account is suspended');
    expect(suspended!.text).toContain('Note from the team: No-shows');
    expect(mails.map((m) => m.subject)).toContain('Your Buddies profile is active again');
  });
});
