import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CURSOR } from '../../../shared/buddies';
import { MESSAGING_TEXTS } from '../../../shared/messaging';
import {
  bearer,
  expectError,
  expectTooMany,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in user of a role, with their token. */
async function person(role: 'learner' | 'buddy' | 'moderator', status?: 'pending') {
  const user =
    role === 'learner'
      ? await buildLearner(t.db)
      : role === 'buddy'
        ? (await buildBuddy(t.db, status ? { status } : {})).user
        : await buildStaff(t.db, 'moderator');
  return { id: user.id, token: await sessionFor(t.db, user), name: user.fullName };
}
type Person = Awaited<ReturnType<typeof person>>;

const send = (from: Person, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(from.token), payload });
const get = (who: Person, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.token) });

describe('POST /api/messages', () => {
  it('lets a learner write to a listed buddy, trimmed, with both names', async () => {
    const [learner, buddy] = [await person('learner'), await person('buddy')];
    const res = await send(learner, {
      senderId: learner.id,
      receiverId: buddy.id,
      content: '  Hello there!\n',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      senderId: learner.id,
      receiverId: buddy.id,
      senderName: learner.name,
      receiverName: buddy.name,
      content: 'Hello there!',
      readAt: null,
      proposalId: null,
    });
    expect(res.body).not.toMatch(/@example\.com|password/);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/messages', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a forged sender with 403', async () => {
    const [learner, other, buddy] = [
      await person('learner'),
      await person('learner'),
      await person('buddy'),
    ];
    expectError(
      await send(learner, { senderId: other.id, receiverId: buddy.id, content: 'Hi' }),
      403,
      MESSAGING_TEXTS.senderNotYou,
    );
  });

  it('refuses receivers the caller may not write to, alike whether they exist or not', async () => {
    const [learner, other, pending] = [
      await person('learner'),
      await person('learner'),
      await person('buddy', 'pending'),
    ];
    for (const receiverId of [other.id, pending.id, '00000000-0000-4000-8000-000000000000']) {
      expectError(
        await send(learner, { receiverId, content: 'Hi' }),
        403,
        MESSAGING_TEXTS.notAllowed,
      );
    }
    expectError(
      await send(learner, { receiverId: learner.id, content: 'Hi me' }),
      403,
      MESSAGING_TEXTS.notAllowed,
    );
  });

  it('lets a buddy write only to learners who wrote to them', async () => {
    const [learner, stranger, buddy] = [
      await person('learner'),
      await person('learner'),
      await person('buddy'),
    ];
    expectError(
      await send(buddy, { receiverId: learner.id, content: 'Want to meet?' }),
      403,
      MESSAGING_TEXTS.notAllowed,
    );
    expect((await send(learner, { receiverId: buddy.id, content: 'Hi!' })).statusCode).toBe(201);
    expect((await send(buddy, { receiverId: learner.id, content: 'Hi back' })).statusCode).toBe(
      201,
    );
    expect((await send(buddy, { receiverId: stranger.id, content: 'Hi' })).statusCode).toBe(403);
  });

  it('lets anyone write to staff, and staff to anyone', async () => {
    const [learner, buddy, moderator] = [
      await person('learner'),
      await person('buddy', 'pending'),
      await person('moderator'),
    ];
    expect((await send(learner, { receiverId: moderator.id, content: 'Help' })).statusCode).toBe(
      201,
    );
    expect((await send(moderator, { receiverId: buddy.id, content: 'Hello' })).statusCode).toBe(
      201,
    );
  });

  it.each([
    ['an empty text', '', MESSAGING_TEXTS.selectUserAndMessage],
    ['only spaces', '   \n ', MESSAGING_TEXTS.selectUserAndMessage],
    ['4,001 characters', 'x'.repeat(4001), MESSAGING_TEXTS.tooLong],
    [
      'a control character',
      'Hi\u0000there',
      'Please remove special control characters from this text',
    ],
  ])('refuses %s with 400', async (_, content, error) => {
    const [learner, buddy] = [await person('learner'), await person('buddy')];
    expectError(await send(learner, { receiverId: buddy.id, content }), 400, error);
  });

  it('refuses a missing receiver and wrong types with 400, never 500', async () => {
    const learner = await person('learner');
    for (const payload of [
      { content: 'Hi' },
      { receiverId: 'not-an-id', content: 'Hi' },
      { receiverId: 42, content: ['Hi'] },
      { receiverId: null, content: null },
    ]) {
      expect((await send(learner, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers a retried send with the first message, even at once', async () => {
    const [learner, buddy] = [await person('learner'), await person('buddy')];
    const payload = { receiverId: buddy.id, content: 'Once only', clientKey: 'k-1' };
    const first = await send(learner, payload);
    expect(first.statusCode).toBe(201);
    const again = await send(learner, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(learner, { receiverId: buddy.id, content: 'Burst', clientKey: 'k-2' }),
      ),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(burst.map((r) => r.json().id)).size).toBe(1);
    const page = (await get(learner, `/api/conversations/${buddy.id}/messages`)).json();
    expect(page.map((m: { content: string }) => m.content)).toEqual(['Burst', 'Once only']);
  });
});

describe('sending too fast', () => {
  it('is refused past 30 messages a minute with 429 and Retry-After, nothing stored', async () => {
    const [learner, buddy] = [await person('learner'), await person('buddy')];
    for (let i = 0; i < 30; i++) {
      expect((await send(learner, { receiverId: buddy.id, content: `n${i}` })).statusCode).toBe(
        201,
      );
    }
    expectTooMany(
      await send(learner, { receiverId: buddy.id, content: 'one too many' }),
      'You are sending messages too fast.',
    );
    const page = (await get(learner, `/api/conversations/${buddy.id}/messages?limit=100`)).json();
    expect(page).toHaveLength(30);
  });
});

describe('reading messages', () => {
  it("pages a conversation newest first by keyset, and only the caller's own", async () => {
    const [learner, buddy, other] = [
      await person('learner'),
      await person('buddy'),
      await person('learner'),
    ];
    for (let i = 1; i <= 5; i++) {
      await send(learner, { receiverId: buddy.id, content: `m${i}` });
    }
    await send(other, { receiverId: buddy.id, content: 'not yours' });
    const contents = (res: { json: () => { content: string }[] }) =>
      res.json().map((m) => m.content);
    // The spec's list: an array, and the older ones at the Link header's rel="next".
    const first = await get(learner, `/api/conversations/${buddy.id}/messages?limit=2`);
    expect(contents(first)).toEqual(['m5', 'm4']);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toMatch(
      new RegExp(`^/api/conversations/${buddy.id}/messages\\?before=.+&limit=2$`),
    );
    const second = await get(learner, next!);
    expect(contents(second)).toEqual(['m3', 'm2']);
    const last = await get(learner, `/api/conversations/${buddy.id}/messages?limit=5`);
    expect(contents(last)).toHaveLength(5);
    const end = await get(learner, /<([^>]+)>/.exec(String(last.headers.link))![1]!);
    expect(end.json()).toEqual([]);
    expect(end.headers.link).toBeUndefined();
    // Another pair's conversation is not the caller's to read: it is simply not there.
    const theirs = await get(learner, `/api/conversations/${other.id}/messages`);
    expect(theirs.json()).toEqual([]);
    const inbox = await get(learner, '/api/messages?limit=10');
    expect(contents(inbox)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect(inbox.headers.link).toBeUndefined();
    const inboxPage = await get(learner, '/api/messages?limit=3');
    expect(String(inboxPage.headers.link)).toMatch(
      /^<\/api\/messages\?before=[\w-]+&limit=3>; rel="next"$/,
    );
  });

  it('refuses a cursor it did not write with 400, never reaching the database', async () => {
    const learner = await person('learner');
    const uuid = '0b6f7a4e-2c1d-4f3a-9b8e-5d6c7a8b9c0d';
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    const cursors = [
      'bm9wZQ',
      '!!!',
      'x'.repeat(201),
      // A valid date, but no uuid inside (PostgreSQL: 22P02).
      cursor(`2026-11-24T06:00:00.000Z|${'-'.repeat(36)}`),
      cursor('2026-11-24T06:00:00.000Z|zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'),
      // Dates JavaScript reads and PostgreSQL does not (22008), or that do not read back.
      cursor(`+275760-09-13T00:00:00.000Z|${uuid}`),
      cursor(`0000-01-01T00:00:00.000Z|${uuid}`),
      cursor(`-000001-01-01T00:00:00.000Z|${uuid}`),
      cursor(`2026-02-30T00:00:00.000Z|${uuid}`),
      cursor(`2026-11-24T24:00:00.000Z|${uuid}`),
      cursor(`2026-11-24|${uuid}`),
      cursor(`2026-11-24T06:00:00.000Z|${uuid}|more`),
      cursor(`2026-11-24T06:00:00.000Z|${uuid}\u0000`),
    ];
    for (const path of ['/api/messages', `/api/conversations/${uuid}/messages`]) {
      for (const before of cursors) {
        const url = `${path}?before=${encodeURIComponent(before)}`;
        expectError(await get(learner, url), 400, INVALID_CURSOR);
      }
      // The earliest and latest dates a cursor may hold are read, as empty pages.
      for (const at of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
        const res = await get(learner, `${path}?before=${cursor(`${at}|${uuid}`)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      }
    }
  });

  it('lists conversations with the last message and unread counts, until read', async () => {
    const [learner, buddy] = [await person('learner'), await person('buddy')];
    await send(learner, { receiverId: buddy.id, content: 'One' });
    await send(learner, { receiverId: buddy.id, content: 'Two' });
    const list = (await get(buddy, '/api/conversations')).json();
    expect(list.unread).toBe(2);
    expect(list.conversations).toEqual([
      {
        counterpart: {
          id: learner.id,
          name: learner.name,
          role: 'learner',
          photo: null,
          buddySlug: null,
        },
        lastMessage: 'Two',
        lastLine: null,
        lastMessageAt: expect.any(String),
        unread: 2,
      },
    ]);
    const mine = (await get(learner, '/api/conversations')).json();
    expect(mine.conversations[0]).toMatchObject({ unread: 0, lastMessage: 'Two' });
    expect(mine.conversations[0].counterpart.buddySlug).toEqual(expect.any(String));

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${learner.id}/read`,
      headers: bearer(buddy.token),
    });
    expect(read.json()).toEqual({ read: 2 });
    expect((await get(buddy, '/api/conversations')).json().unread).toBe(0);
    const page = (await get(learner, `/api/conversations/${buddy.id}/messages`)).json();
    expect(page.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
  });
});

describe('GET /api/messages/recipients', () => {
  it('offers a learner listed buddies only, by name or slug, without private fields', async () => {
    const learner = await person('learner');
    const { user: listed, profile } = await buildBuddy(t.db, { fullName: 'Ria Recipient' });
    await buildBuddy(t.db, { fullName: 'Ria Pending', status: 'pending' });
    await buildBuddy(t.db, { fullName: 'Ria Dutch', languages: ['Dutch'] });
    const res = await get(learner, '/api/messages/recipients?q=Ria');
    expect(res.json().recipients).toEqual([
      {
        id: listed.id,
        name: 'Ria Recipient',
        role: 'buddy',
        photo: expect.any(String),
        buddySlug: profile.slug,
      },
    ]);
    const bySlug = (await get(learner, `/api/messages/recipients?buddy=${profile.slug}`)).json();
    expect(bySlug.recipients.map((r: { id: string }) => r.id)).toEqual([listed.id]);
    expect(res.body).not.toMatch(/@example\.com|status/);
  });

  it('offers a buddy only the learners in their conversations', async () => {
    const [learner, buddy] = [await person('learner'), await person('buddy')];
    await person('learner');
    expect((await get(buddy, '/api/messages/recipients')).json().recipients).toEqual([]);
    await send(learner, { receiverId: buddy.id, content: 'Hi' });
    const ids = (await get(buddy, '/api/messages/recipients'))
      .json()
      .recipients.map((r: { id: string }) => r.id);
    expect(ids).toEqual([learner.id]);
  });

  it('offers a learning expert the buddies under interview and whoever wrote to them', async () => {
    const expert = await buildStaff(t.db, 'learning_expert');
    const asExpert = {
      id: expert.id,
      name: expert.fullName,
      token: await sessionFor(t.db, expert),
    };
    const interviewed = (await buildBuddy(t.db, { status: 'interview_scheduled' })).user;
    const listed = (await buildBuddy(t.db)).user;
    const learner = await person('learner');
    const found = async () =>
      (await get(asExpert, '/api/messages/recipients'))
        .json()
        .recipients.map((r: { id: string }) => r.id) as string[];
    expect(await found()).toContain(interviewed.id);
    expect(await found()).not.toContain(listed.id);
    expect(await found()).not.toContain(learner.id);
    await send(learner, { receiverId: expert.id, content: 'A question' });
    expect(await found()).toContain(learner.id);
  });
});

describe('GET /api/users', () => {
  it("is the moderators' list: 403 to everyone else, the messages page included", async () => {
    for (const role of ['learner', 'buddy'] as const) {
      expect((await get(await person(role), '/api/users')).statusCode).toBe(403);
    }
    const expert = await buildStaff(t.db, 'learning_expert');
    const asExpert = {
      id: expert.id,
      name: expert.fullName,
      token: await sessionFor(t.db, expert),
    };
    expect((await get(asExpert, '/api/users')).statusCode).toBe(403);
    const learner = await person('learner');
    const list = await get(await person('moderator'), '/api/users');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((u: { id: string }) => u.id === learner.id)).toMatchObject({
      role: 'learner',
      languageLearning: 'English',
    });
    expect(list.body).not.toMatch(/password|hash/i);
  });
});
