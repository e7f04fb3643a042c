import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor } from '../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../tests/support/factories';
import { inHours } from '../../../tests/support/hours';
import { bookedSession, postAs, type Party } from '../../../tests/support/sessions';
import { createTestApp, openSecondApp, type TestApp } from '../../../tests/support/test-app';
import { sessions } from '../db/schema/sessions';
import { users } from '../db/schema/users';
import { changeAccountStatus } from '../modules/buddies/status';
import { advanceClock, resetClock } from './clock';
import { tellUsers } from './event-bus';
import { USER_READS_TTL_MS, UserReads } from './user-reads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const read = (app: TestApp['app'], who: { token: string }, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(who.token) });

const summaryOf = async (who: Party, app = t.app) =>
  (await read(app, who, '/api/bookings/summary')).json();

describe("a user's own reads kept in memory", () => {
  it('answer what changed as soon as the user is told of it', async () => {
    const { lea, bo, id } = await bookedSession(t, { approve: false });
    expect(await summaryOf(lea)).toMatchObject({ proposals: 1, upcoming: 1 });
    expect((await postAs(t, bo, `/api/proposals/${id}/reject`, {})).statusCode).toBe(200);
    expect(await summaryOf(lea)).toMatchObject({ proposals: 1, upcoming: 0 });
  });

  it('answer a change nobody was told of once the kept answer is too old', async () => {
    const { lea } = await bookedSession(t);
    const before = await read(t.app, lea, '/api/conversations');
    await t.db.update(users).set({ fullName: 'Renamed Buddy' });
    expect((await read(t.app, lea, '/api/conversations')).body).toBe(before.body);
    advanceClock(USER_READS_TTL_MS + 1000);
    expect((await read(t.app, lea, '/api/conversations')).body).toContain('Renamed Buddy');
  });

  it('keep the Link header of a page with the page', async () => {
    const { lea, bo } = await bookedSession(t, { approve: false });
    for (let n = 0; n < 2; n++) {
      const res = await postAs(t, lea, '/api/proposals', {
        buddyId: bo.id,
        activity: 'Coffee Chats',
        proposedTime: inHours(72 + 24 * n),
        duration: 60,
        message: 'Another coffee?',
      });
      expect(res.statusCode).toBe(201);
    }
    const url = `/api/proposals/learner/${lea.id}?limit=2`;
    const first = await read(t.app, lea, url);
    const again = await read(t.app, lea, url);
    expect(first.headers.link).toMatch(/rel="next"/);
    expect(again.headers.link).toBe(first.headers.link);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('find the same answer whatever unknown parameters pad the query', async () => {
    const { lea } = await bookedSession(t);
    const week = `/api/bookings/user/${lea.id}?week=${new Date().toISOString().slice(0, 10)}`;
    const before = await read(t.app, lea, week);
    const conversations = await read(t.app, lea, '/api/conversations');
    await t.db.update(users).set({ fullName: 'Padded Buddy' });
    expect((await read(t.app, lea, `${week}&pad=1`)).body).toBe(before.body);
    expect((await read(t.app, lea, '/api/conversations?pad=1')).body).toBe(conversations.body);
  });

  it("are not kept for a moderator reading someone else's", async () => {
    const { lea, id } = await bookedSession(t);
    const moderator = await buildStaff(t.db, 'moderator');
    const staff = { token: await sessionFor(t.db, moderator) };
    const url = `/api/proposals/learner/${lea.id}`;
    expect((await read(t.app, staff, url)).json()[0].location).not.toBe('Elsewhere');
    await t.db.update(sessions).set({ location: 'Elsewhere' }).where(eq(sessions.id, id));
    expect((await read(t.app, staff, url)).json()[0].location).toBe('Elsewhere');
  });

  it('answer again once buddies changed: a buddy reinstated can be written to at once', async () => {
    const learner = await buildLearner(t.db);
    const lea = { ...learner, token: await sessionFor(t.db, learner) };
    const fullName = `Reinstated ${Date.now()}`;
    const { user: buddy } = await buildBuddy(t.db, { status: 'suspended', fullName });
    const url = `/api/messages/recipients?q=${encodeURIComponent(fullName)}`;
    expect((await read(t.app, lea, url)).json().recipients).toEqual([]);
    const heard = new Promise<void>((resolve) => {
      const stop = t.app.eventBus.subscribe((event) => {
        if (event.type === 'buddies-changed') resolve(stop());
      });
    });
    const moderator = await buildStaff(t.db, 'moderator');
    await changeAccountStatus(t.db, {
      userId: buddy.id,
      to: 'approved',
      actor: { id: moderator.id, role: 'moderator' },
    });
    await heard;
    expect((await read(t.app, lea, url)).json().recipients).toMatchObject([{ id: buddy.id }]);
  });

  it("hear a change's user events before its transaction resolves (embedded, no read)", async (context) => {
    if (t.kind !== 'pglite') context.skip(); // PostgreSQL's versions are read (readVersions)
    const { lea } = await bookedSession(t);
    const heard: string[] = [];
    const stop = t.app.eventBus.subscribe((event) => heard.push(event.type));
    await t.db.transaction((tx) => tellUsers(tx, [{ userId: lea.id, name: 'test', data: {} }]));
    heard.push('resolved');
    stop();
    expect(heard).toEqual(['user-events', 'resolved']);
  });

  it('stay kept after many answers were made at once (each counted once against the limit)', async () => {
    // Two requests that find no answer kept both make and keep it, the second replacing the
    // first: were the first's size still counted, the count would grow with every such pair
    // until past the limit nothing stayed kept (bench/README.md, Growth).
    const app = Fastify();
    let version = 0;
    let made = 0;
    const reads = new UserReads(
      { of: () => version },
      { subscribe: () => () => {}, close: async () => {} },
    );
    const megabyte = 'x'.repeat(1024 * 1024);
    app.get('/own', (request, reply) =>
      reads.send(request, reply, 'user', async () => {
        made++;
        await new Promise((resolve) => setTimeout(resolve, 1));
        return { megabyte };
      }),
    );
    // A change at a time, then two tabs reading at once: over 32 MiB made in all.
    for (version = 1; version <= 40; version++) {
      await Promise.all([app.inject('/own'), app.inject('/own')]);
    }
    version = 40;
    made = 0;
    expect((await app.inject('/own')).statusCode).toBe(200);
    expect(made).toBe(0);
    await app.close();
  });

  it('answer a change made through another app process at once (PostgreSQL)', async (context) => {
    if (!t.databaseUrl) context.skip(); // PGlite is one process by nature
    const second = await openSecondApp(t.databaseUrl!);
    try {
      const { lea, bo, id } = await bookedSession(t, { approve: false });
      expect(await summaryOf(lea, second.app)).toMatchObject({ upcoming: 1 });
      expect((await postAs(t, bo, `/api/proposals/${id}/reject`, {})).statusCode).toBe(200);
      expect(await summaryOf(lea, second.app)).toMatchObject({ upcoming: 0 });
    } finally {
      await second.close();
    }
  });
});
