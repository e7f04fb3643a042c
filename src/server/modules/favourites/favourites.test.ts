import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITES_EVENTS, FAVOURITES_MAX, FAVOURITES_TEXTS } from '../../../shared/favourites';
import { favourites } from '../../db/schema/favourites';
import { userEvents } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { advanceClock, resetClock, setClock } from '../../lib/clock';
import {
  bearer,
  expectError,
  mailsTo,
  sessionFor,
  tokenFromLink,
} from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { FAVOURITES_MAIL_DELAY_MS } from './news';

/* Monday 1 June 2026, 08:00 in Amsterdam. */
const NOW = new Date('2026-06-01T06:00:00Z');
const DAY_MS = 24 * 60 * 60_000;
const SUBJECT = 'Your favourite buddies have new times';

let t: TestApp;
type Who = { id: string; token: string; email: string };

const signedIn = async (user: { id: string; email: string }): Promise<Who> => ({
  id: user.id,
  email: user.email,
  token: await sessionFor(t.db, user),
});
/** A new learner: the favourites' mail consent on and the marketing one off, by default. */
const newLearner = async () => signedIn(await buildLearner(t.db));
const newBuddy = async (options: Parameters<typeof buildBuddy>[1] = {}) => {
  const { user, profile } = await buildBuddy(t.db, options);
  return { ...(await signedIn(user)), slug: profile.slug, name: user.fullName };
};

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
});
beforeEach(() => setClock(NOW));
afterAll(async () => {
  resetClock();
  await t.close();
});

const call = (
  who: Who | null,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });
const save = (who: Who | null, slug: string) => call(who, 'PUT', `/api/learner/favourites/${slug}`);
const unsave = (who: Who | null, slug: string) =>
  call(who, 'DELETE', `/api/learner/favourites/${slug}`);
const listOf = async (who: Who) => {
  const res = await call(who, 'GET', '/api/learner/favourites');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; name: string; newTimesAt: string | null }[];
};

const mondays = {
  day: 0,
  startTime: '09:00',
  endTime: '12:00',
  repeat: { type: 'weekly', frequency: 1, duration: 2 },
};
const addSlot = async (buddy: Who, slot: object = mondays) =>
  expect((await call(buddy, 'POST', '/api/buddy/availability/slots', slot)).statusCode).toBe(201);
const favouriteMails = async (who: Who) =>
  (await mailsTo(t.db, who.email)).filter((m) => m.subject === SUBJECT);
/** Past the wait of the mail, and the outbox done. */
const mailTime = async () => {
  advanceClock(FAVOURITES_MAIL_DELAY_MS + 1000);
  await t.app.outbox.flush();
};

describe('PUT /api/learner/favourites/{buddyId}', () => {
  it('saves a listed buddy once, however often it is asked', async () => {
    const lea = await newLearner();
    const bo = await newBuddy({ reviews: [{ name: 'Ann', rating: 4, text: 'Lovely walk' }] });
    expect((await save(lea, bo.slug)).statusCode).toBe(204);
    expect((await save(lea, bo.slug)).statusCode).toBe(204);
    expect(await listOf(lea)).toEqual([
      expect.objectContaining({
        id: bo.slug,
        name: bo.name,
        rating: 4,
        reviewCount: 1,
        newTimesAt: null,
      }),
    ]);
  });

  it('refuses buddies who are not listed, and unknown ones', async () => {
    const lea = await newLearner();
    const pending = await newBuddy({ status: 'pending' });
    expectError(await save(lea, pending.slug), 404, 'Buddy not found');
    expectError(await save(lea, 'nobody-here'), 404, 'Buddy not found');
    expect(await listOf(lea)).toEqual([]);
  });

  it('is for learners only', async () => {
    const bo = await newBuddy();
    expect((await save(null, bo.slug)).statusCode).toBe(401);
    const other = await newBuddy();
    const moderator = await signedIn(await buildStaff(t.db, 'moderator'));
    const expert = await signedIn(await buildStaff(t.db, 'learning_expert'));
    for (const who of [other, moderator, expert]) {
      expect((await save(who, bo.slug)).statusCode).toBe(403);
      expect((await unsave(who, bo.slug)).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/learner/favourites')).statusCode).toBe(403);
    }
  });

  it(`keeps at most ${FAVOURITES_MAX} buddies per learner`, async () => {
    const lea = await newLearner();
    const kept = await newBuddy();
    expect((await save(lea, kept.slug)).statusCode).toBe(204);
    const others = await Promise.all(
      Array.from({ length: FAVOURITES_MAX - 1 }, () => buildBuddy(t.db, { activities: {} })),
    );
    await t.db
      .insert(favourites)
      .values(others.map(({ user }) => ({ learnerId: lea.id, buddyId: user.id, createdAt: NOW })));
    const one = await newBuddy();
    expectError(await save(lea, one.slug), 409, FAVOURITES_TEXTS.tooMany);
    // One already saved is still saved.
    expect((await save(lea, kept.slug)).statusCode).toBe(204);
    expect((await unsave(lea, kept.slug)).statusCode).toBe(204);
    expect((await save(lea, one.slug)).statusCode).toBe(204);
  });
});

describe('GET /api/learner/favourites', () => {
  it("lists the learner's own saved buddies, newest first, listed ones only", async () => {
    const lea = await newLearner();
    const other = await newLearner();
    const first = await newBuddy();
    const second = await newBuddy();
    await save(lea, first.slug);
    advanceClock(1000);
    await save(lea, second.slug);
    await save(other, first.slug);
    expect((await listOf(lea)).map((f) => f.id)).toEqual([second.slug, first.slug]);
    expect((await listOf(other)).map((f) => f.id)).toEqual([first.slug]);

    await t.db.update(users).set({ profileStatus: 'suspended' }).where(eq(users.id, second.id));
    expect((await listOf(lea)).map((f) => f.id)).toEqual([first.slug]);
  });
});

describe('DELETE /api/learner/favourites/{buddyId}', () => {
  it("removes a saved buddy, again without harm, and never another learner's", async () => {
    const lea = await newLearner();
    const other = await newLearner();
    const bo = await newBuddy();
    await save(lea, bo.slug);
    await save(other, bo.slug);
    expect((await unsave(lea, bo.slug)).statusCode).toBe(204);
    expect((await unsave(lea, bo.slug)).statusCode).toBe(204);
    expect(await listOf(lea)).toEqual([]);
    expect((await listOf(other)).map((f) => f.id)).toEqual([bo.slug]);
    expectError(await unsave(lea, 'nobody-here'), 404, 'Buddy not found');
  });
});

describe('a favourite opening new times', () => {
  it('shows on the dashboard, tells open tabs, and mails at most once a day', async () => {
    const lea = await newLearner();
    const bo = await newBuddy();
    const ann = await newBuddy();
    await save(lea, bo.slug);
    await save(lea, ann.slug);

    await addSlot(bo);
    // Both were saved at the test clock's one instant: found by id, not by place.
    const boSaved = (await listOf(lea)).find((card) => card.id === bo.slug);
    expect(boSaved).toMatchObject({ id: bo.slug, newTimesAt: NOW.toISOString() });
    const told = await t.db.select().from(userEvents).where(eq(userEvents.userId, lea.id));
    expect(told.map((e) => e.name)).toEqual([FAVOURITES_EVENTS.newTimes]);

    await t.app.outbox.flush();
    expect(await favouriteMails(lea)).toEqual([]);
    await mailTime();
    const [mail, ...more] = await favouriteMails(lea);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(bo.name);
    expect(mail!.text).toContain(`/buddy/${bo.slug}`);
    expect(mail!.text).not.toContain(ann.name);
    expect(mail!.text).toContain('/profile/settings#privacy-settings');

    // A second opening the same day: no second mail that day; it comes when the day is over.
    await addSlot(ann, { ...mondays, day: 2 });
    await mailTime();
    expect(await favouriteMails(lea)).toHaveLength(1);
    advanceClock(DAY_MS);
    await t.app.outbox.flush();
    const mails = await favouriteMails(lea);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(ann.name);
    expect(mails[1]!.text).not.toContain(bo.name);

    // The news fades from the dashboard after a week.
    advanceClock(7 * DAY_MS);
    expect((await listOf(lea)).map((f) => f.newTimesAt)).toEqual([null, null]);
  });

  it('counts a day off given back, not one taken', async () => {
    const lea = await newLearner();
    const bo = await newBuddy();
    await save(lea, bo.slug);
    const date = '2026-06-08';
    await call(bo, 'PUT', `/api/buddy/availability/days-off/${date}`);
    await call(bo, 'DELETE', `/api/buddy/availability/days-off/2026-06-09`);
    expect((await listOf(lea))[0]!.newTimesAt).toBeNull();
    await call(bo, 'DELETE', `/api/buddy/availability/days-off/${date}`);
    expect((await listOf(lea))[0]!.newTimesAt).toBe(NOW.toISOString());
  });

  it('is not mailed to a learner who turned its mail off in the settings', async () => {
    const lea = await newLearner();
    const bo = await newBuddy();
    await save(lea, bo.slug);
    const off = await call(lea, 'PUT', `/api/profile/${lea.id}`, { favouritesMailConsent: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ favouritesMailConsent: false, marketingConsent: false });
    await addSlot(bo);
    await mailTime();
    expect(await favouriteMails(lea)).toEqual([]);
    expect((await listOf(lea))[0]!.newTimesAt).toBe(NOW.toISOString());
  });
});

describe("the favourites mail's one-click unsubscribe (decision 065)", () => {
  it('carries List-Unsubscribe headers and a link to a page; the one click stops the mail', async () => {
    const lea = await newLearner();
    const bo = await newBuddy();
    await save(lea, bo.slug);
    await addSlot(bo);
    await mailTime();
    const [mail] = await favouriteMails(lea);
    const base = t.app.config.publicUrl;
    const token = tokenFromLink(mail!.text, base, '/unsubscribe');
    const oneClick = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${base}${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.html).toContain('Stop these mails.');
    expect(mail!.text).toContain('/profile/settings#privacy-settings');

    // A mail client's one click, signed out, as RFC 8058 has it.
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'favourites-news', subscribed: false });
    const settings = await call(lea, 'GET', `/api/profile/${lea.id}`);
    expect(settings.json()).toMatchObject({ favouritesMailConsent: false });

    // The next news is shown in the app only.
    advanceClock(DAY_MS);
    await addSlot(bo, { ...mondays, day: 3 });
    await mailTime();
    expect(await favouriteMails(lea)).toHaveLength(1);
  });
});
