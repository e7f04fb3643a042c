import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_TRANSITIONS, type ProfileStatus } from '../../../shared/buddy-status';
import { accountStatusChanges } from '../../db/schema/buddies';
import { users } from '../../db/schema/users';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { statusChangesOf } from './repository';
import {
  ACCOUNT_NOT_FOUND,
  BUDDY_NOT_FOUND,
  changeAccountStatus,
  STATUS_CHANGE_REFUSED,
} from './status';

let t: TestApp;
let staff: Record<'moderator' | 'learning_expert', { id: string }>;
let learnerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = {
    moderator: await buildStaff(t.db, 'moderator'),
    learning_expert: await buildStaff(t.db, 'learning_expert'),
  };
  learnerToken = await sessionFor(t.db, await buildLearner(t.db));
});
afterAll(() => t.close());

const listed = async (slug: string) => {
  const [list, profile] = await Promise.all([
    t.app.inject({
      method: 'GET',
      // The factory names a buddy 'Bo Buddy <hex>' and the search reads names.
      url: `/api/buddies-with-languages?q=${slug.split('-').at(-1)}`,
      headers: bearer(learnerToken),
    }),
    t.app.inject({ method: 'GET', url: `/api/buddy/${slug}`, headers: bearer(learnerToken) }),
  ]);
  const inList = (list.json() as { id: string }[]).some((b) => b.id === slug);
  expect(profile.statusCode === 200, `profile of ${slug}`).toBe(inList);
  return inList;
};

describe('changeAccountStatus', () => {
  it.each(STATUS_TRANSITIONS.map((tr) => [tr.from, tr.to, tr.by, tr.note] as const))(
    '%s -> %s by %s: one log row, and the buddy is listed only when approved',
    async (from, to, by, note) => {
      const { user, profile } = await buildBuddy(t.db, { status: from });
      const role = by as 'moderator' | 'learning_expert';
      const actor = { id: staff[role].id, role };
      expect(await listed(profile.slug)).toBe(from === 'approved');

      await changeAccountStatus(t.db, { userId: user.id, to, actor });

      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored!.profileStatus).toBe(to);
      const log = await statusChangesOf(t.db, user.id);
      expect(log).toHaveLength(2);
      expect(log[0]).toMatchObject({ fromStatus: null, toStatus: from, actorRole: 'system' });
      expect(log[1]).toMatchObject({
        actorId: actor.id,
        actorRole: by,
        fromStatus: from,
        toStatus: to,
        note,
      });
      expect(log[1]!.at.getTime()).toBeGreaterThanOrEqual(log[0]!.at.getTime());
      // Profiles are cached per process until the change's event arrives (after the commit).
      await expect.poll(() => listed(profile.slug)).toBe(to === 'approved');
    },
  );

  it('keeps the staff member’s own note', async () => {
    const { user } = await buildBuddy(t.db, { status: 'pending' });
    await changeAccountStatus(t.db, {
      userId: user.id,
      to: 'rejected',
      actor: { id: staff.moderator.id, role: 'moderator' },
      note: '  Photo shows someone else  ',
    });
    expect((await statusChangesOf(t.db, user.id)).at(-1)?.note).toBe('Photo shows someone else');
  });

  it.each<[ProfileStatus, ProfileStatus, 'moderator' | 'learning_expert']>([
    ['pending', 'approved', 'moderator'],
    ['pending', 'expert_review', 'learning_expert'],
    ['expert_review', 'approved', 'learning_expert'],
    ['rejected', 'approved', 'moderator'],
    ['approved', 'suspended', 'learning_expert'],
  ])('refuses %s -> %s by %s: 409, no change, no log row', async (from, to, by) => {
    const { user, profile } = await buildBuddy(t.db, { status: from });
    const change = changeAccountStatus(t.db, {
      userId: user.id,
      to,
      actor: { id: staff[by].id, role: by },
    });
    await expect(change).rejects.toMatchObject({ statusCode: 409, message: STATUS_CHANGE_REFUSED });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.profileStatus).toBe(from);
    expect(await statusChangesOf(t.db, user.id)).toHaveLength(1);
    expect(await listed(profile.slug)).toBe(from === 'approved');
  });

  it('moves learners only between active and suspended; 404 for staff or no one', async () => {
    const learner = await buildLearner(t.db);
    const moderator = { id: staff.moderator.id, role: 'moderator' as const };
    const move = (userId: string, to: ProfileStatus) =>
      changeAccountStatus(t.db, { userId, to, actor: moderator });
    await expect(move(learner.id, 'expert_review')).rejects.toMatchObject({
      statusCode: 404,
      message: BUDDY_NOT_FOUND,
    });
    expect(await move(learner.id, 'suspended')).toBe('suspended');
    expect(await move(learner.id, 'approved')).toBe('approved');
    expect((await statusChangesOf(t.db, learner.id)).map((c) => c.toStatus)).toEqual([
      'suspended',
      'approved',
    ]);
    for (const userId of [staff.learning_expert.id, '00000000-0000-4000-8000-000000000000']) {
      await expect(move(userId, 'suspended')).rejects.toMatchObject({
        statusCode: 404,
        message: ACCOUNT_NOT_FOUND,
      });
    }
  });

  it('lets two staff members acting at once move a buddy only once', async () => {
    const { user } = await buildBuddy(t.db, { status: 'pending' });
    const actor = { id: staff.moderator.id, role: 'moderator' } as const;
    const results = await Promise.allSettled([
      changeAccountStatus(t.db, { userId: user.id, to: 'expert_review', actor }),
      changeAccountStatus(t.db, { userId: user.id, to: 'rejected', actor }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await statusChangesOf(t.db, user.id)).toHaveLength(2);
  });
});

describe('the status log and account deletion (decision 010)', () => {
  it('refuses to delete a buddy with a status log: accounts are anonymised, never erased', async () => {
    const { user } = await buildBuddy(t.db, {
      reviews: [{ name: 'Lea', rating: 5, text: 'Great' }],
    });
    await expect(t.db.delete(users).where(eq(users.id, user.id))).rejects.toThrow();
    expect(await statusChangesOf(t.db, user.id)).toHaveLength(1);
  });

  it("keeps a staff member's changes when their account goes, without the link to it", async () => {
    const moderator = await buildStaff(t.db, 'moderator');
    const { user } = await buildBuddy(t.db, { status: 'pending' });
    await changeAccountStatus(t.db, {
      userId: user.id,
      to: 'expert_review',
      actor: { id: moderator.id, role: 'moderator' },
    });
    await t.db.delete(users).where(eq(users.id, moderator.id));
    const [change] = await t.db
      .select()
      .from(accountStatusChanges)
      .where(
        and(
          eq(accountStatusChanges.userId, user.id),
          eq(accountStatusChanges.toStatus, 'expert_review'),
        ),
      );
    expect(change).toMatchObject({ actorId: null, actorRole: 'moderator', fromStatus: 'pending' });
  });
});
