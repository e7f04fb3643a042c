import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  type BuddyOptions,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  MATCH_NOTE_MAX,
  MATCH_OVERRIDE_TEXTS,
  MATCH_OVERRIDES_MAX,
  type BuddyMatch,
  type StaffMatches,
} from '../../../shared/matching-schemas';
import { MESSAGES } from '../../../shared/field-rules';
import { dayPartBit } from '../../../shared/open-time-summaries';
import { openTimeSummaries } from '../../db/schema/availability';
import { buddyProfiles } from '../../db/schema/buddies';
import { matchOverrides } from '../../db/schema/matching';
import { userEvents } from '../../db/schema/events';
import { learnerProfiles } from '../../db/schema/users';
import { resetClock, setClock } from '../../lib/clock';
import { PERSONAL_DATA } from '../../personal-data';

/* Saturday 28 November 2026, 13:00 in Amsterdam. */
const NOW = new Date('2026-11-28T12:00:00Z');
const NEXT_OPEN = new Date('2026-12-01T17:00:00Z');
const TUESDAY_EVENING = dayPartBit(1, 'evening');

let t: TestApp;
let moderator: { id: string; token: string };
let expert: { id: string; token: string };

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
  const m = await buildStaff(t.db, 'moderator');
  moderator = { id: m.id, token: await sessionFor(t.db, m) };
  const e = await buildStaff(t.db, 'learning_expert');
  expert = { id: e.id, token: await sessionFor(t.db, e) };
});
beforeEach(() => setClock(NOW));
afterAll(async () => {
  resetClock();
  await t.close();
});

/** A learner free on Tuesday evenings, who likes cooking, in Oud-Zuid, with a token. */
async function learner(form: Partial<typeof learnerProfiles.$inferInsert> = {}) {
  const user = await buildLearner(t.db);
  await t.db
    .update(learnerProfiles)
    .set({
      availabilitySlots: ['Evening_1'],
      activityIds: ['cooking'],
      districts: ['oud-zuid'],
      ...form,
    })
    .where(eq(learnerProfiles.userId, user.id));
  return { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
}

/** A listed buddy who cooks in De Pijp, open in `dayParts` (none: no open time at all). */
async function buddy(dayParts = TUESDAY_EVENING, languages?: BuddyOptions['languages']) {
  const { user, profile } = await buildBuddy(t.db, {
    activities: { Cooking: { minCents: 2500 } },
    ...(languages && { languages }),
  });
  await t.db
    .update(buddyProfiles)
    .set({ districts: ['de-pijp'] })
    .where(eq(buddyProfiles.userId, user.id));
  if (dayParts !== 0) {
    await t.db
      .insert(openTimeSummaries)
      .values({ buddyId: user.id, nextOpenAt: NEXT_OPEN, dayParts, validUntil: NEXT_OPEN });
  }
  return { id: user.id, slug: profile.slug, name: user.fullName };
}

const set = (token: string, learnerId: string, slug: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${learnerId}/matches/${encodeURIComponent(slug)}`,
    headers: bearer(token),
    payload,
  });
const remove = (token: string, learnerId: string, slug: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/${learnerId}/matches/${encodeURIComponent(slug)}`,
    headers: bearer(token),
  });
const staffView = async (token: string, learnerId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/users/${learnerId}/matches`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffMatches;
};
const matchesOf = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/learner/matches',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BuddyMatch[];
};
const ok = (res: { statusCode: number; body: string }) =>
  expect(res.statusCode, res.body).toBe(204);

describe('PUT /api/users/:id/matches/:buddyId', () => {
  it('answers 401 without a sign-in and 403 to learners and buddies', async () => {
    const l = await learner();
    const b = await buddy();
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/users/${l.id}/matches/${b.slug}`,
        payload: { kind: 'hide' },
      }),
      401,
      'Authentication required',
    );
    expectError(
      await set(l.token, l.id, b.slug, { kind: 'hide' }),
      403,
      'This is not available for your role',
    );
    const other = await buildBuddy(t.db);
    expectError(
      await set(await sessionFor(t.db, other.user), l.id, b.slug, { kind: 'hide' }),
      403,
      'This is not available for your role',
    );
  });

  it('refuses a pin without a note, a long note, control characters and an unknown kind', async () => {
    const l = await learner();
    const b = await buddy();
    expectError(
      await set(moderator.token, l.id, b.slug, { kind: 'pin' }),
      400,
      MATCH_OVERRIDE_TEXTS.noteRequired,
    );
    expectError(
      await set(moderator.token, l.id, b.slug, { kind: 'pin', note: '   ' }),
      400,
      MATCH_OVERRIDE_TEXTS.noteRequired,
    );
    expectError(
      await set(moderator.token, l.id, b.slug, {
        kind: 'pin',
        note: 'x'.repeat(MATCH_NOTE_MAX + 1),
      }),
      400,
      MATCH_OVERRIDE_TEXTS.noteTooLong,
    );
    expectError(
      await set(moderator.token, l.id, b.slug, { kind: 'pin', note: 'Hi\u0007there' }),
      400,
      MESSAGES.controlCharacters,
    );
    expectError(
      await set(moderator.token, l.id, b.slug, { kind: 'star' }),
      400,
      MATCH_OVERRIDE_TEXTS.kind,
    );
    expect(
      await t.db.select().from(matchOverrides).where(eq(matchOverrides.learnerId, l.id)),
    ).toEqual([]);
  });

  it('targets only learners, and only listed buddies', async () => {
    const l = await learner();
    const b = await buddy();
    expectError(
      await set(moderator.token, 'not-a-uuid', b.slug, { kind: 'hide' }),
      400,
      MATCH_OVERRIDE_TEXTS.learnerNotFound,
    );
    expectError(
      await set(moderator.token, crypto.randomUUID(), b.slug, { kind: 'hide' }),
      404,
      MATCH_OVERRIDE_TEXTS.learnerNotFound,
    );
    expectError(
      await set(moderator.token, b.id, b.slug, { kind: 'hide' }),
      400,
      MATCH_OVERRIDE_TEXTS.notALearner,
    );
    const pending = await buildBuddy(t.db, { status: 'pending' });
    expectError(
      await set(moderator.token, l.id, pending.profile.slug, { kind: 'pin', note: 'Nice' }),
      404,
      'Buddy not found',
    );
    expectError(
      await set(moderator.token, l.id, 'no-such-buddy', { kind: 'hide' }),
      404,
      'Buddy not found',
    );
  });

  it(`refuses more than ${MATCH_OVERRIDES_MAX} for one learner, but replaces one set`, async () => {
    const l = await learner();
    const b = await buddy();
    ok(await set(moderator.token, l.id, b.slug, { kind: 'hide' }));
    const others = await Promise.all(
      Array.from({ length: MATCH_OVERRIDES_MAX - 1 }, async () => (await buildBuddy(t.db)).user.id),
    );
    await t.db
      .insert(matchOverrides)
      .values(
        others.map((buddyId) => ({ learnerId: l.id, buddyId, kind: 'hide' as const, setAt: NOW })),
      );
    const one = await buddy();
    expectError(
      await set(moderator.token, l.id, one.slug, { kind: 'hide' }),
      409,
      MATCH_OVERRIDE_TEXTS.tooMany,
    );
    ok(await set(moderator.token, l.id, b.slug, { kind: 'pin', note: 'Still fine' }));
  });
});

describe('GET /api/learner/matches with staff pins and hides', () => {
  it('shows pinned buddies first, the newest pin first, with the note; never a hidden one', async () => {
    const l = await learner();
    const [first, second, hidden, pinnedOld, pinnedNew] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => buddy()),
    );
    const before = (await matchesOf(l.token)).map((m) => m.id);
    for (const b of [first, second, hidden, pinnedOld, pinnedNew])
      expect(before).toContain(b!.slug);

    ok(await set(moderator.token, l.id, hidden!.slug, { kind: 'hide', note: 'Cancelled twice' }));
    ok(
      await set(moderator.token, l.id, pinnedOld!.slug, {
        kind: 'pin',
        note: 'Also from Suriname',
      }),
    );
    setClock(new Date(NOW.getTime() + 60_000));
    ok(await set(expert.token, l.id, pinnedNew!.slug, { kind: 'pin', note: 'Patient\nand kind' }));

    const list = await matchesOf(l.token);
    expect(list.slice(0, 2).map((m) => [m.id, m.teamNote])).toEqual([
      [pinnedNew!.slug, 'Patient\nand kind'],
      [pinnedOld!.slug, 'Also from Suriname'],
    ]);
    expect(list.map((m) => m.id)).not.toContain(hidden!.slug);
    expect(list.find((m) => m.id === first!.slug)?.teamNote).toBeNull();
    expect(list[0]!.reasons.length).toBeGreaterThan(0);
  });

  it('shows a pinned buddy the form leaves out, and pins even before the form says anything', async () => {
    const dutch = await buddy(0, ['Dutch']);
    const l = await learner();
    ok(await set(moderator.token, l.id, dutch.slug, { kind: 'pin', note: 'Speaks slowly' }));
    expect((await matchesOf(l.token))[0]).toMatchObject({
      id: dutch.slug,
      teamNote: 'Speaks slowly',
      reasons: [],
    });

    const blank = await learner({ availabilitySlots: [], activityIds: [], districts: [] });
    expect(await matchesOf(blank.token)).toEqual([]);
    ok(await set(moderator.token, blank.id, dutch.slug, { kind: 'pin', note: 'Start here' }));
    expect((await matchesOf(blank.token)).map((m) => [m.id, m.teamNote])).toEqual([
      [dutch.slug, 'Start here'],
    ]);
  });

  it('replaces a pin by a hide, and shows the buddy in their rank again once removed', async () => {
    const l = await learner();
    const b = await buddy();
    ok(await set(moderator.token, l.id, b.slug, { kind: 'pin', note: 'Good fit' }));
    ok(await set(moderator.token, l.id, b.slug, { kind: 'hide' }));
    expect((await matchesOf(l.token)).map((m) => m.id)).not.toContain(b.slug);
    expect(
      await t.db.select().from(matchOverrides).where(eq(matchOverrides.learnerId, l.id)),
    ).toHaveLength(1);
    ok(await remove(expert.token, l.id, b.slug));
    ok(await remove(expert.token, l.id, b.slug));
    const back = (await matchesOf(l.token)).find((m) => m.id === b.slug);
    expect(back?.teamNote).toBeNull();
  });
});

describe('the buddies list in the learner’s match order (decision 063) with pins and hides', () => {
  it('puts a pinned buddy first and leaves a hidden one to the rest of the list, once each', async () => {
    const l = await learner();
    const [pinned, hidden] = await Promise.all([buddy(), buddy()]);
    ok(await set(moderator.token, l.id, hidden!.slug, { kind: 'hide' }));
    ok(await set(moderator.token, l.id, pinned!.slug, { kind: 'pin', note: 'Try her first' }));
    const slugs: string[] = [];
    let url: string | undefined = '/api/buddies-with-languages?limit=50';
    while (url !== undefined) {
      const page: string = url;
      const res = await t.app.inject({ method: 'GET', url: page, headers: bearer(l.token) });
      expect(res.statusCode, res.body).toBe(200);
      slugs.push(...(res.json() as { id: string }[]).map((card) => card.id));
      const next: string | undefined = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1];
      url = next;
    }
    expect(slugs[0]).toBe(pinned!.slug);
    expect(slugs.filter((slug) => slug === hidden!.slug)).toHaveLength(1);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('orders the kept first page anew as soon as staff pin a buddy, and says so to the learner', async () => {
    const l = await learner();
    const two = await Promise.all([buddy(), buddy()]);
    const firstPage = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/buddies-with-languages',
        headers: bearer(l.token),
      });
      expect(res.headers['buddies-order']).toBe('match');
      return (res.json() as { id: string }[]).map((card) => card.id);
    };
    // The one not first already (the two are alike, so either may lead).
    const first = (await firstPage())[0];
    const pinned = two.find((b) => b.slug !== first);
    ok(await set(moderator.token, l.id, pinned!.slug, { kind: 'pin', note: 'Try her first' }));
    expect((await firstPage())[0]).toBe(pinned!.slug);
    const told = await t.db.select().from(userEvents).where(eq(userEvents.userId, l.id));
    expect(told.map((e) => e.data)).toContainEqual({ changes: ['matches'] });
  });
});

describe('GET /api/users/:id/matches', () => {
  it("lists the learner's matches as they see them and the overrides with who set them", async () => {
    const l = await learner();
    const pinned = await buddy();
    const hidden = await buddy();
    ok(await set(moderator.token, l.id, pinned.slug, { kind: 'pin', note: 'Good fit' }));
    setClock(new Date(NOW.getTime() + 60_000));
    ok(await set(expert.token, l.id, hidden.slug, { kind: 'hide' }));
    const view = await staffView(expert.token, l.id);
    expect(view.matches[0]).toMatchObject({ id: pinned.slug, teamNote: 'Good fit' });
    expect(view.matches.map((m) => m.id)).not.toContain(hidden.slug);
    expect(view.overrides).toEqual([
      {
        buddy: { id: hidden.slug, name: hidden.name },
        kind: 'hide',
        note: null,
        setBy: expect.any(String),
        setAt: new Date(NOW.getTime() + 60_000).toISOString(),
      },
      {
        buddy: { id: pinned.slug, name: pinned.name },
        kind: 'pin',
        note: 'Good fit',
        setBy: expect.any(String),
        setAt: NOW.toISOString(),
      },
    ]);
  });

  it('answers 403 to a learner about themselves, and 404 or 400 for who is no learner', async () => {
    const l = await learner();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${l.id}/matches`,
      headers: bearer(l.token),
    });
    expectError(res, 403, 'This is not available for your role');
    const b = await buddy();
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${b.id}/matches`,
        headers: bearer(moderator.token),
      }),
      400,
      MATCH_OVERRIDE_TEXTS.notALearner,
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${crypto.randomUUID()}/matches`,
        headers: bearer(moderator.token),
      }),
      404,
      MATCH_OVERRIDE_TEXTS.learnerNotFound,
    );
  });
});

describe('the personal-data contract of matching', () => {
  const contract = PERSONAL_DATA.find((c) => c.module === 'matching')!;

  it("exports a learner's pins without the staff member, and a staff member's own", async () => {
    const l = await learner();
    const b = await buddy();
    ok(await set(moderator.token, l.id, b.slug, { kind: 'pin', note: 'Good fit' }));
    const mine = await contract.exportFor(t.db, { id: l.id, email: l.email });
    expect(mine.matchOverrides).toEqual([
      expect.objectContaining({ buddyId: b.id, kind: 'pin', note: 'Good fit' }),
    ]);
    expect((mine.matchOverrides as object[])[0]).not.toHaveProperty('setBy');
    const staffs = await contract.exportFor(t.db, { id: moderator.id, email: 'm@example.com' });
    expect(staffs.matchOverridesSet).toContainEqual(
      expect.objectContaining({ learnerId: l.id, setBy: moderator.id }),
    );
  });

  it("erases a learner's and a buddy's rows, and unsigns a leaving staff member's notes", async () => {
    const leaving = await buildStaff(t.db, 'moderator');
    const token = await sessionFor(t.db, leaving);
    const [kept, gone] = [await learner(), await learner()];
    const [b, other] = [await buddy(), await buddy()];
    ok(await set(token, kept.id, b.slug, { kind: 'pin', note: 'Mo Moderator thinks so too' }));
    ok(await set(token, gone.id, b.slug, { kind: 'hide' }));
    ok(await set(token, kept.id, other.slug, { kind: 'hide' }));
    const erase = (
      user: { id: string; email: string; fullName: string },
      role: 'learner' | 'buddy' | 'moderator',
    ) =>
      t.db.transaction((tx) =>
        contract.eraseFor(
          tx,
          { ...user, phone: null, photo: null, role, profileStatus: 'approved', createdAt: NOW },
          { at: NOW, reason: null, uploadsDir: '', afterCommit: () => {} },
        ),
      );
    await erase({ id: gone.id, email: gone.email, fullName: 'Lea Learner' }, 'learner');
    await erase({ id: other.id, email: 'x@example.com', fullName: other.name }, 'buddy');
    await erase(leaving, 'moderator');
    const rows = await t.db
      .select({
        learnerId: matchOverrides.learnerId,
        note: matchOverrides.note,
        setBy: matchOverrides.setBy,
      })
      .from(matchOverrides)
      .where(eq(matchOverrides.buddyId, b.id));
    expect(rows).toEqual([{ learnerId: kept.id, note: 'Deleted user thinks so too', setBy: null }]);
    expect(
      await t.db.select().from(matchOverrides).where(eq(matchOverrides.buddyId, other.id)),
    ).toEqual([]);
    expect((await staffView(moderator.token, kept.id)).overrides[0]!.setBy).toBeNull();
  });
});
