import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { bookedSession, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { INVALID_CURSOR } from '../../../shared/buddies';
import type { ModeratedSession } from '../../../shared/moderation';

let t: TestApp;
let moderator: Party;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildStaff(t.db, 'moderator');
  moderator = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
});
afterAll(() => t.close());

const get = (who: Party | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
const ids = async (url: string) =>
  ((await get(moderator, url)).json() as ModeratedSession[]).map((s) => s.id);

describe("the moderators' session lists", () => {
  it('list all, approved, upcoming and completed sessions with both parties', async () => {
    const booked = await bookedSession(t, { hoursAhead: 30 });
    const pending = await bookedSession(t, { approve: false, hoursAhead: 31 });
    expect(await ids('/api/moderator/proposals?limit=200')).toEqual(
      expect.arrayContaining([booked.id, pending.id]),
    );
    expect(await ids('/api/moderator/approved-sessions?limit=200')).toContain(booked.id);
    expect(await ids('/api/moderator/approved-sessions?limit=200')).not.toContain(pending.id);
    expect(await ids('/api/moderator/upcoming-sessions?limit=200')).toContain(booked.id);
    expect(await ids('/api/moderator/completed-sessions?limit=200')).not.toContain(booked.id);
    const [one] = (
      (await get(moderator, '/api/moderator/proposals?limit=200')).json() as ModeratedSession[]
    ).filter((s) => s.id === booked.id);
    expect(one).toMatchObject({
      status: 'approved',
      notifiedAt: null,
      activityType: 'Coffee Chats',
    });
    expect(JSON.stringify(one)).not.toMatch(/@/); // no email of either side
  });

  it('pages newest first through the Link header', async () => {
    for (let i = 0; i < 3; i++) await bookedSession(t, { approve: false, hoursAhead: 40 + i });
    const seen: string[] = [];
    let next: string | undefined = '/api/moderator/proposals?limit=2';
    while (next) {
      const res: Awaited<ReturnType<typeof get>> = await get(moderator, next);
      seen.push(...(res.json() as ModeratedSession[]).map((s) => s.id));
      next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual(await ids('/api/moderator/proposals?limit=200'));
    const bad = await get(moderator, '/api/moderator/proposals?before=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(INVALID_CURSOR);
  });

  it('mark a session notified once, for moderators only', async () => {
    const { id } = await bookedSession(t, { hoursAhead: 50 });
    const mark = (who: Party | null) =>
      t.app.inject({
        method: 'POST',
        url: `/api/moderator/mark-notified/${id}`,
        headers: who ? bearer(who.token) : {},
      });
    const first = await mark(moderator);
    expect(first.json().notifiedAt).toEqual(expect.any(String));
    const again = await mark(moderator);
    expect(again.json().notifiedAt).toBe(first.json().notifiedAt);
    expect((await mark(null)).statusCode).toBe(401);
    for (const user of [
      await buildLearner(t.db),
      (await buildBuddy(t.db)).user,
      await buildStaff(t.db, 'learning_expert'),
    ]) {
      const who = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
      expect((await mark(who)).statusCode).toBe(403);
      expect((await get(who, '/api/moderator/proposals')).statusCode).toBe(403);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/moderator/mark-notified/${crypto.randomUUID()}`,
      headers: bearer(moderator.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
