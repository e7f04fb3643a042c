import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { bookedSession } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { INVALID_CURSOR } from '../../../shared/buddies';
import { deletedUsers } from '../../db/schema/users';
import { supportMessages } from '../../db/schema/support';

let t: TestApp;
const tokens: Record<'learner' | 'buddy' | 'moderator' | 'expert', string> = {
  learner: '',
  buddy: '',
  moderator: '',
  expert: '',
};
let moderatorId: string;
let expertId: string;
beforeAll(async () => {
  t = await createTestApp();
  const moderator = await buildStaff(t.db, 'moderator');
  const expert = await buildStaff(t.db, 'learning_expert');
  moderatorId = moderator.id;
  expertId = expert.id;
  tokens.moderator = await sessionFor(t.db, moderator);
  tokens.expert = await sessionFor(t.db, expert);
  tokens.learner = await sessionFor(t.db, await buildLearner(t.db));
  tokens.buddy = await sessionFor(t.db, (await buildBuddy(t.db)).user);
});
afterAll(() => t.close());

const get = (url: string, who: keyof typeof tokens = 'moderator') =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });

describe('GET /api/deleted-users', () => {
  it('answers an empty array before any account is deleted', async () => {
    const res = await get('/api/deleted-users');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists the tombstones, latest deletion first, a page at a time', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
    const rows = [1, 2, 3].map((day) => ({
      id: randomUUID(),
      fullName: `Gone ${day}`,
      email: `gone-${day}@example.com`,
      role: day === 2 ? ('buddy' as const) : ('learner' as const),
      deletionReason: day === 3 ? 'Moved away' : null,
      createdAt: at(day - 1),
      deletedAt: at(day),
    }));
    await t.db.insert(deletedUsers).values(rows);
    const first = await get('/api/deleted-users?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((u: { fullName: string }) => u.fullName)).toEqual(['Gone 3', 'Gone 2']);
    expect(first.json()[0]).toEqual({
      id: rows[2]!.id,
      fullName: 'Gone 3',
      email: 'gone-3@example.com',
      role: 'learner',
      deletionReason: 'Moved away',
      createdAt: at(2).toISOString(),
      deletedAt: at(3).toISOString(),
    });
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await get(next);
    expect(second.json().map((u: { fullName: string }) => u.fullName)).toEqual(['Gone 1']);
  });

  it('refuses a cursor it did not make', async () => {
    expectError(await get('/api/deleted-users?before=nonsense'), 400, INVALID_CURSOR);
  });
});

describe('GET /api/moderator/reports', () => {
  it('counts from the real records: sign-ups, statuses, approvals, sessions, activities, support', async () => {
    const before = (await get('/api/moderator/reports')).json();
    await buildBuddy(t.db, { languages: ['Dutch'] });
    await buildBuddy(t.db, { status: 'pending' });
    await bookedSession(t, { hoursAhead: 3 });
    const sender = await buildLearner(t.db);
    const asked = (subject: string, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * 24 * 3600_000);
      return { senderId: sender.id, subject, content: 'Please', createdAt: at, updatedAt: at };
    };
    await t.db.insert(supportMessages).values([asked('Help', 0), asked('Old', 10)]);

    const res = await get('/api/moderator/reports');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    // The booked session's buddy speaks English and is approved; the Dutch one is not counted.
    expect(report.activeEnglishBuddies).toBe(before.activeEnglishBuddies + 1);
    expect(report.signupsByWeek).toHaveLength(12);
    const thisWeek = report.signupsByWeek.at(-1);
    const weekBefore = before.signupsByWeek.at(-1);
    expect(thisWeek.buddies).toBe(weekBefore.buddies + 3);
    expect(thisWeek.learners).toBe(weekBefore.learners + 2);
    const count = (r: typeof report, status: string) =>
      r.buddiesByStatus.find((row: { status: string }) => row.status === status)?.count ?? 0;
    expect(count(report, 'pending')).toBe(count(before, 'pending') + 1);
    expect(count(report, 'approved')).toBe(count(before, 'approved') + 2);
    expect(report.medianDaysToApproval).toBe(0);
    const sessions = report.sessionsByWeek.reduce(
      (sum: number, w: { sessions: number }) => sum + w.sessions,
      0,
    );
    expect(sessions).toBe(1);
    expect(report.topActivities).toEqual([{ activity: 'Coffee Chats', count: 1 }]);
    expect(report.openSupport).toEqual([
      { kind: 'message', underDay: 1, underWeek: 0, older: 1 },
      { kind: 'session-report', underDay: 0, underWeek: 0, older: 0 },
    ]);
  });
});

describe("a staff member's own profile (GET/PUT /api/profile/{id})", () => {
  const put = (id: string, payload: object, who: keyof typeof tokens = 'moderator') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/${id}`,
      headers: bearer(tokens[who]),
      payload,
    });

  it('starts in Content Moderation with the role’s permissions', async () => {
    const res = await get(`/api/profile/${moderatorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: moderatorId,
      role: 'moderator',
      bio: null,
      department: 'Content Moderation',
      permissions: 'Full Access',
    });
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it('saves the name, bio and department; an empty department is the default again', async () => {
    const res = await put(moderatorId, {
      fullName: 'Mo Moderated',
      bio: 'Ten years of community work',
      department: 'Trust & Safety',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Mo Moderated',
      bio: 'Ten years of community work',
      department: 'Trust & Safety',
    });
    expect((await put(moderatorId, { department: '' })).json().department).toBe(
      'Content Moderation',
    );
    const expert = await put(expertId, { department: 'Learning' }, 'expert');
    expect(expert.json()).toMatchObject({
      department: 'Learning',
      permissions: 'Interviews and buddy approvals',
    });
  });

  it("refuses a learner's fields on a staff profile, and a department on a learner's", async () => {
    expectError(
      await put(moderatorId, { interests: 'Jazz', bio: 'x' }),
      400,
      'interests cannot be changed on this profile',
    );
    const learner = await buildLearner(t.db);
    const token = await sessionFor(t.db, learner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${learner.id}`,
      headers: bearer(token),
      payload: { department: 'Sales' },
    });
    expectError(res, 400, 'department cannot be changed on this profile');
  });

  it("is nobody else's to change; an expert cannot read a moderator's", async () => {
    expect((await put(expertId, { bio: 'Mine now' })).statusCode).toBe(403);
    expect((await get(`/api/profile/${moderatorId}`, 'expert')).statusCode).toBe(403);
    expect((await get(`/api/profile/${expertId}`)).statusCode).toBe(200);
  });
});

describe('who may use the moderation and expert routes', () => {
  const id = randomUUID();
  const moderator = ['moderator'] as const;
  const expert = ['expert'] as const;
  const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; may: readonly string[] }[] = [
    { method: 'GET', url: '/api/users', may: moderator },
    { method: 'GET', url: `/api/users/${id}/status-history`, may: moderator },
    { method: 'POST', url: `/api/moderator/review-profile/${id}`, may: moderator },
    { method: 'POST', url: `/api/moderator/suspend/${id}`, may: moderator },
    { method: 'POST', url: `/api/moderator/reinstate/${id}`, may: moderator },
    { method: 'GET', url: '/api/moderator/proposals', may: moderator },
    { method: 'GET', url: '/api/moderator/approved-sessions', may: moderator },
    { method: 'GET', url: '/api/moderator/upcoming-sessions', may: moderator },
    { method: 'GET', url: '/api/moderator/completed-sessions', may: moderator },
    { method: 'POST', url: `/api/moderator/mark-notified/${id}`, may: moderator },
    { method: 'GET', url: '/api/deleted-users', may: moderator },
    { method: 'GET', url: '/api/moderator/reports', may: moderator },
    { method: 'PUT', url: `/api/support-messages/${id}`, may: moderator },
    { method: 'GET', url: '/api/expert/profiles', may: expert },
    { method: 'GET', url: '/api/expert/slots?date=2030-01-07', may: expert },
    { method: 'POST', url: `/api/expert/send-interview-invitation/${id}`, may: expert },
    { method: 'POST', url: `/api/expert/interviews/${id}/reschedule`, may: expert },
    { method: 'POST', url: `/api/expert/interviews/${id}/cancel`, may: expert },
    { method: 'POST', url: `/api/expert/complete-interview/${id}`, may: expert },
  ];

  it.each(routes)('$method $url: 401 without a sign-in, 403 for other roles', async (route) => {
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: route.method, url: route.url, headers, payload: {} });
    expect((await call({})).statusCode).toBe(401);
    for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const status = (await call(bearer(tokens[role]))).statusCode;
      if (route.may.includes(role)) expect([401, 403], `${role}: ${status}`).not.toContain(status);
      else expect(status, role).toBe(403);
    }
  });
});
