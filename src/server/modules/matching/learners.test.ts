import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { INVALID_CURSOR } from '../../../shared/buddies';
import { MESSAGES } from '../../../shared/field-rules';
import type { SteeredLearner } from '../../../shared/matching-schemas';
import { learnerProfiles, users } from '../../db/schema/users';

let t: TestApp;
let moderatorToken: string;
let expertToken: string;
/** A word in every name this file gives, so its searches see only its own learners. */
const TAG = `Steer${Date.now() % 100000}`;

beforeAll(async () => {
  t = await createTestApp();
  moderatorToken = await sessionFor(t.db, await buildStaff(t.db, 'moderator'));
  expertToken = await sessionFor(t.db, await buildStaff(t.db, 'learning_expert'));
});
afterAll(() => t.close());

const get = (url: string, token: string | null = expertToken) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** A learner named `name` (with the file's tag), with a phone and a matching form. */
async function learner(name: string, joinedAt: Date) {
  const user = await buildLearner(t.db, { fullName: `${name} ${TAG}` });
  await t.db
    .update(users)
    .set({ phone: '+31612345678', createdAt: joinedAt })
    .where(eq(users.id, user.id));
  await t.db
    .update(learnerProfiles)
    .set({
      languageLearning: 'Dutch',
      proficiencyLevel: 'Advanced',
      goals: ['work', 'friends'],
      districts: ['de-pijp'],
    })
    .where(eq(learnerProfiles.userId, user.id));
  return user;
}

describe('GET /api/learners', () => {
  it('is for the staff who steer matches: 401 signed out, 403 for a learner or a buddy', async () => {
    expect((await get('/api/learners', null)).statusCode).toBe(401);
    const aLearner = await sessionFor(t.db, await buildLearner(t.db));
    expect((await get('/api/learners', aLearner)).statusCode).toBe(403);
    const { user: buddy } = await buildBuddy(t.db);
    expect((await get('/api/learners', await sessionFor(t.db, buddy))).statusCode).toBe(403);
    expect((await get('/api/learners', moderatorToken)).statusCode).toBe(200);
    expect((await get('/api/learners', expertToken)).statusCode).toBe(200);
  });

  it('finds learners by part of the name, newest first, with their form and nothing of how to reach them', async () => {
    const older = await learner('Anouk Vermeer', new Date('2026-10-01T10:00:00Z'));
    const newer = await learner('Bram Vermeer', new Date('2026-11-01T10:00:00Z'));
    await learner('Carla Jansen', new Date('2026-11-02T10:00:00Z'));
    await buildStaff(t.db, 'moderator');

    const res = await get(`/api/learners?q=${encodeURIComponent(`vermeer ${TAG}`)}`);
    expect(res.statusCode).toBe(200);
    const found = res.json() as SteeredLearner[];
    expect(found.map((l) => l.id)).toEqual([newer.id, older.id]);
    expect(found[0]).toEqual({
      id: newer.id,
      fullName: newer.fullName,
      languageLearning: 'Dutch',
      proficiencyLevel: 'Advanced',
      goals: ['work', 'friends'],
      districts: ['de-pijp'],
      joinedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(res.body).not.toContain(newer.email);
    expect(res.body).not.toContain('+31612345678');
    expect(res.body).not.toMatch(/email|phone|username|password/i);
    // Only learners: every role's name may hold the search's words.
    const all = (await get(`/api/learners?q=${TAG}`)).json() as SteeredLearner[];
    expect(all).toHaveLength(3);
    // A wildcard is read as itself.
    expect((await get(`/api/learners?q=${encodeURIComponent(`%${TAG}`)}`)).json()).toEqual([]);
  });

  it('pages newest first through the Link header, keeping the search', async () => {
    const tag = `${TAG}p`;
    for (let i = 0; i < 3; i++) {
      await buildLearner(t.db, { fullName: `Pagina ${i} ${tag}` });
    }
    const seen: string[] = [];
    let next: string | undefined = `/api/learners?q=${tag}&limit=2`;
    while (next) {
      const res = await get(next);
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as SteeredLearner[]).map((l) => l.fullName));
      const link = res.headers.link as string | undefined;
      next = link ? /<([^>]+)>; rel="next"/.exec(link)?.[1] : undefined;
      if (next) expect(next).toContain(`q=${tag}`);
    }
    expect(seen).toEqual([`Pagina 2 ${tag}`, `Pagina 1 ${tag}`, `Pagina 0 ${tag}`]);
  });

  it('refuses a cursor it did not write, a search with control characters and a huge one', async () => {
    expectError(await get('/api/learners?before=bm90LWEtY3Vyc29y'), 400, INVALID_CURSOR);
    expectError(await get(`/api/learners?before=${'a'.repeat(300)}`), 400, INVALID_CURSOR);
    expectError(
      await get(`/api/learners?q=${encodeURIComponent('Lea\u0007')}`),
      400,
      MESSAGES.controlCharacters,
    );
    expectError(
      await get(`/api/learners?q=${'a'.repeat(101)}`),
      400,
      'Search text must be at most 100 characters',
    );
    expect((await get('/api/learners?limit=101')).statusCode).toBe(400);
  });
});
