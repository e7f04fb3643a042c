import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/field-rules';
import { DELETED_USER_NAME, PRIVACY_TEXTS } from '../../../shared/privacy';
import { PROFILE_TEXTS } from '../../../shared/profiles';
import {
  anAddress,
  bearer,
  expectError,
  expectTooMany,
  login,
  mailsTo,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  TEST_PASSWORD,
} from '../../../../tests/support/factories';
import { buildHistory, type History } from '../../../../tests/support/history';
import type { Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { userEvents } from '../../db/schema/events';
import { sessions } from '../../db/schema/sessions';
import { deletedUsers, users } from '../../db/schema/users';
import { resetClock, setClock } from '../../lib/clock';

let t: TestApp;
let moderator: Party;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await signedIn(await buildStaff(t.db, 'moderator'));
});
afterAll(() => t.close());

async function signedIn(user: { id: string; email: string }): Promise<Party> {
  return { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
}

/** The deletion with the account's password (the factories' TEST_PASSWORD) unless `body` says otherwise. */
const deletion = (who: Party | null, userId: string, body: object = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/account/delete/${userId}`,
    headers: who ? bearer(who.token) : {},
    payload: { currentPassword: TEST_PASSWORD, ...body },
  });

const get = (who: Party | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every text, text[] and jsonb column of every table but the moderators' tombstones in which
 * one of `needles` (an email, a name, a phone) occurs, in any case: `table.column`.
 */
async function placesHolding(needles: string[]) {
  const columns = rows<{ table_name: string; column_name: string }>(
    await t.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t
        on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
        and c.table_name <> 'deleted_users'
      order by 1, 2`),
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const holding = sql.join(
      needles.map(
        (needle) =>
          sql`strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
      ),
      sql` or `,
    );
    const [count] = rows<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${holding}`,
      ),
    );
    if (count!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('DELETE /api/account/delete/{userId}: a learner with a history', () => {
  let h: History;
  let answer: { status: number; body: unknown };
  let buddyReadBefore: string;
  beforeAll(async () => {
    h = await buildHistory(t);
    // The buddy's conversation list, read (and kept, decision 023) before the deletion.
    buddyReadBefore = (await get(h.bo, '/api/conversations')).body;
    const res = await deletion(h.lea, h.lea.id, { reason: '  Moving abroad  ' });
    answer = { status: res.statusCode, body: res.json() };
    await t.app.outbox.flush();
  });
  afterAll(() => resetClock());

  it('answers that the account is deleted', () => {
    expect(answer).toEqual({ status: 200, body: { message: PRIVACY_TEXTS.deleted } });
  });

  it('leaves the email, name and phone in no table but the moderators’ tombstones', async () => {
    expect(buddyReadBefore).toContain(h.lea.fullName);
    expect(await placesHolding([h.lea.email, h.lea.fullName, h.lea.phone])).toEqual([]);
    const [account] = await t.db.select().from(users).where(eq(users.id, h.lea.id));
    expect(account).toMatchObject({
      fullName: DELETED_USER_NAME,
      email: `deleted-${h.lea.id}@deleted.invalid`,
      username: `deleted-${h.lea.id}`,
      phone: null,
      photo: null,
      marketingConsent: false,
      dataRetentionConsent: false,
      profileStatus: 'suspended',
    });
    expect(account!.deletedAt).not.toBeNull();
    expect(existsSync(join(t.app.config.dataDir, h.lea.photo))).toBe(false);
  });

  it('keeps the buddy’s conversation, by Deleted user, with its messages as written', async () => {
    const list = (await get(h.bo, '/api/conversations')).json();
    expect(list.conversations).toContainEqual(
      expect.objectContaining({
        counterpart: expect.objectContaining({ id: h.lea.id, name: DELETED_USER_NAME }),
      }),
    );
    const thread = await get(h.bo, `/api/conversations/${h.lea.id}/messages`);
    expect(thread.statusCode).toBe(200);
    const contents = (thread.json() as { content: string; senderName: string }[]).map(
      (m) => m.content,
    );
    expect(contents).toEqual(expect.arrayContaining([...h.messages]));
    // Nobody writes to a deleted account, nor finds it among the people to write to.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(h.bo.token),
      payload: { receiverId: h.lea.id, content: 'Are you still there?' },
    });
    expect(reply.statusCode).toBe(403);
    expect((await get(h.bo, '/api/messages/recipients')).body).not.toContain(h.lea.id);
  });

  it('keeps the review on the buddy’s profile, by Deleted user', async () => {
    const profile = (await get(h.bo, `/api/buddy/${h.bo.slug}`)).json();
    expect(profile.reviews).toContainEqual({
      name: DELETED_USER_NAME,
      text: h.review,
      rating: 5,
    });
  });

  it('ends the open sessions, the buddy mailed and told; the completed one stays', async () => {
    const statusOf = async (id: string) =>
      (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.status;
    expect(await statusOf(h.sessions.upcoming)).toBe('cancelled');
    expect(await statusOf(h.sessions.proposal)).toBe('rejected');
    expect(await statusOf(h.sessions.counter)).toBe('rejected');
    expect(await statusOf(h.sessions.completed)).toBe('completed');
    const toBuddy = await mailsTo(t.db, h.bo.email);
    const cancelled = toBuddy.find((m) => m.subject === 'Your session Coffee Chats is cancelled');
    expect(cancelled!.text).toContain(
      'Your session Coffee Chats is cancelled: the learner deleted their account.',
    );
    expect(cancelled!.calendar).toMatchObject({ method: 'CANCEL' });
    expect(toBuddy.map((m) => m.subject)).toContain('The proposal for Coffee Chats is withdrawn');
    const told = await t.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, h.bo.id), eq(userEvents.name, 'proposal')));
    expect(told.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ id: h.sessions.upcoming, status: 'cancelled' }),
    );
    const booking = (await get(h.bo, `/api/proposals/${h.sessions.upcoming}`)).json();
    expect(booking).toMatchObject({ learnerName: DELETED_USER_NAME, status: 'cancelled' });
  });

  it('ends every sign-in: the old token and the old password no longer work', async () => {
    expect((await get(h.lea, '/api/learner/profile')).statusCode).toBe(401);
    expectError(
      await login(t, h.lea.email, TEST_PASSWORD, anAddress()),
      401,
      AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('frees the email for a new account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/learner',
      remoteAddress: anAddress(),
      payload: {
        firstName: 'Lieke',
        lastName: 'Again',
        email: h.lea.email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        acceptTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.id).not.toBe(h.lea.id);
  });

  it('shows the moderators the tombstone, with the reason', async () => {
    const list = (await get(moderator, '/api/deleted-users')).json();
    expect(list).toContainEqual(
      expect.objectContaining({
        id: h.lea.id,
        fullName: h.lea.fullName,
        email: h.lea.email,
        role: 'learner',
        deletionReason: 'Moving abroad',
      }),
    );
    expect((await get(moderator, `/api/profile/${h.lea.id}`)).statusCode).toBe(404);
    expect((await get(moderator, '/api/users')).body).not.toContain(h.lea.id);
  });
});

describe('DELETE /api/account/delete/{userId}: others', () => {
  it('takes a buddy out of the list and their page at once', async () => {
    const { user, profile } = await buildBuddy(t.db);
    const bo = await signedIn(user);
    const learner = await signedIn(await buildLearner(t.db));
    const listed = async () =>
      (
        (
          await get(learner, `/api/buddies-with-languages?q=${encodeURIComponent(user.fullName)}`)
        ).json() as {
          id: string;
        }[]
      ).map((b) => b.id);
    expect(await listed()).toContain(profile.slug);
    expect((await get(learner, `/api/buddy/${profile.slug}`)).statusCode).toBe(200);
    expect((await deletion(bo, bo.id)).statusCode).toBe(200);
    // Every process drops its public reads when told (on PostgreSQL a moment after the commit).
    await expect.poll(listed).not.toContain(profile.slug);
    await expect
      .poll(async () => (await get(learner, `/api/buddy/${profile.slug}`)).statusCode)
      .toBe(404);
  });

  it('is the caller’s own: 401 without a sign-in, 403 for another user, 400 for a malformed id', async () => {
    const lea = await signedIn(await buildLearner(t.db));
    const other = await buildLearner(t.db);
    expect((await deletion(null, lea.id)).statusCode).toBe(401);
    expectError(await deletion(lea, other.id), 403, PRIVACY_TEXTS.notYoursToDelete);
    expectError(await deletion(moderator, other.id), 403, PRIVACY_TEXTS.notYoursToDelete);
    expect((await deletion(lea, 'not-a-user')).statusCode).toBe(400);
    expect((await deletion(lea, `${lea.id}' or 1=1`)).statusCode).toBe(400);
    expect((await get(lea, '/api/learner/profile')).statusCode).toBe(200);
  });

  it('refuses a reason that is too long or holds control characters, and deletes nothing', async () => {
    const lea = await signedIn(await buildLearner(t.db));
    expectError(
      await deletion(lea, lea.id, { reason: 'x'.repeat(1001) }),
      400,
      PRIVACY_TEXTS.reasonTooLong,
    );
    expectError(
      await deletion(lea, lea.id, { reason: 'bye\u0000now' }),
      400,
      MESSAGES.controlCharacters,
    );
    expect((await get(lea, '/api/learner/profile')).statusCode).toBe(200);
    // Without a reason, or with a blank one, the account goes without one.
    expect((await deletion(lea, lea.id)).statusCode).toBe(200);
    const [tombstone] = await t.db.select().from(deletedUsers).where(eq(deletedUsers.id, lea.id));
    expect(tombstone!.deletionReason).toBeNull();
  });

  it('asks for the password first: none, or a wrong one, deletes nothing; wrong ones are limited', async () => {
    const lea = await signedIn(await buildLearner(t.db));
    const noBody = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${lea.id}`,
      headers: bearer(lea.token),
    });
    expect(noBody.statusCode).toBe(400);
    expectError(
      await deletion(lea, lea.id, { currentPassword: undefined }),
      400,
      PRIVACY_TEXTS.passwordRequired,
    );
    expectError(
      await deletion(lea, lea.id, { currentPassword: '' }),
      400,
      PRIVACY_TEXTS.passwordRequired,
    );
    expectError(
      await deletion(lea, lea.id, { currentPassword: 42 }),
      400,
      PRIVACY_TEXTS.passwordRequired,
    );
    expect((await deletion(lea, lea.id, { currentPassword: 'x'.repeat(100_000) })).statusCode).toBe(
      400,
    );
    for (let guess = 1; guess <= 5; guess++) {
      expectError(
        await deletion(lea, lea.id, { currentPassword: `wrong-guess-${guess}` }),
        400,
        PROFILE_TEXTS.currentPasswordIncorrect,
      );
    }
    // Past the limit even the right password waits: a stolen session cannot guess on.
    expectTooMany(await deletion(lea, lea.id), PROFILE_TEXTS.tooManyPasswordChecks);
    expect((await get(lea, '/api/learner/profile')).statusCode).toBe(200);
    expect(await t.db.select().from(deletedUsers).where(eq(deletedUsers.id, lea.id))).toEqual([]);
  });

  it('deletes once when asked twice at once: no server error, one tombstone', async () => {
    const lea = await signedIn(await buildLearner(t.db));
    const answers = await Promise.all([
      deletion(lea, lea.id, { reason: 'Twice' }),
      deletion(lea, lea.id, { reason: 'Twice' }),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 404]).toContain(codes[1]);
    const tombstones = await t.db.select().from(deletedUsers).where(eq(deletedUsers.id, lea.id));
    expect(tombstones).toHaveLength(1);
  });

  it('lets a learning expert leave: their scheduled interview is called off, the buddy told', async () => {
    setClock(new Date('2026-11-04T08:00:00Z'));
    try {
      const expert = await signedIn(await buildStaff(t.db, 'learning_expert'));
      const { user } = await buildBuddy(t.db, { status: 'expert_review' });
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/expert/send-interview-invitation/${user.id}`,
        headers: bearer(expert.token),
        payload: { timeSlot: '2026-11-05T13:00:00.000Z' },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect((await deletion(expert, expert.id)).statusCode).toBe(200);
      const [buddy] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(buddy!.profileStatus).toBe('expert_review');
      const mail = (await mailsTo(t.db, user.email)).at(-1)!;
      expect(mail.subject).toBe('Your Buddies interview is cancelled');
      expect(mail.text).toContain('Your interviewer has left the team.');
      expect(mail.calendar).toMatchObject({ method: 'CANCEL' });
    } finally {
      resetClock();
    }
  });
});
