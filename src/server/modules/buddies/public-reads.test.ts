import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { users } from '../../db/schema/users';
import { publish } from '../../lib/event-bus';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import {
  buildBuddy,
  buildLearner,
  buildStaff,
  type BuddyOptions,
} from '../../../../tests/support/factories';
import { openTestDatabase } from '../../../../tests/support/test-app';
import { ReadCache } from '../../lib/read-cache';
import { changeAccountStatus } from './status';

type App = Awaited<ReturnType<typeof buildApp>>;
type Catalogue = { groups: { activities: { id: string; buddies: { id: string }[] }[] }[] };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
/** Two app processes on one database: each keeps its own cache. */
let apps: [App, App];
let token: string;
let moderator: { id: string; role: 'moderator' };

const newApp = () =>
  buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/buddies-test-${randomBytes(4).toString('hex')}`,
    }),
    { database },
  );

beforeAll(async () => {
  database = await openTestDatabase();
  apps = [await newApp(), await newApp()];
  await Promise.all(apps.map((app) => app.ready()));
  token = await sessionFor(database.db, await buildLearner(database.db));
  moderator = { id: (await buildStaff(database.db, 'moderator')).id, role: 'moderator' };
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

const chipsOf = async (app: App, activityId: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/activities' });
  expect(res.statusCode).toBe(200);
  const activities = (res.json() as Catalogue).groups.flatMap((g) => g.activities);
  return activities.find((a) => a.id === activityId)!.buddies.map((b) => b.id);
};
const listed = async (app: App, query = '') => {
  const url = `/api/buddies-with-languages?limit=100${query}`;
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }[]).map((b) => b.id);
};
const profileStatus = async (app: App, slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/buddy/${slug}`, headers: bearer(token) }))
    .statusCode;

/**
 * A listed buddy put in the table without a buddies-changed event: the event of a buddy created
 * listed arrives at a moment of its own and would empty the caches in the middle of a test.
 */
async function quietBuddy(options: Omit<BuddyOptions, 'status'>) {
  const built = await buildBuddy(database.db, { ...options, status: 'pending' });
  await database.db
    .update(users)
    .set({ profileStatus: 'approved' })
    .where(eq(users.id, built.user.id));
  return built;
}

describe('public reads served from memory', () => {
  // Each test starts as after a restart: factories add buddies without telling anyone.
  beforeEach(() => {
    for (const app of apps) app.publicReads.invalidate();
  });

  it('stop showing a suspended buddy in every process once the change is told', async () => {
    const { user, profile } = await buildBuddy(database.db, {
      fullName: 'Aaron Suspended',
      activities: { Cooking: { minCents: 2500 } },
    });
    for (const app of apps) {
      expect(await chipsOf(app, 'cooking')).toContain(profile.slug);
      expect(await profileStatus(app, profile.slug)).toBe(200);
    }

    await changeAccountStatus(database.db, { userId: user.id, to: 'suspended', actor: moderator });

    for (const app of apps) {
      await expect.poll(() => chipsOf(app, 'cooking')).not.toContain(profile.slug);
      await expect.poll(() => profileStatus(app, profile.slug)).toBe(404);
    }
  });

  it('are answered from memory until an event says buddies changed', async () => {
    const { user, profile } = await quietBuddy({
      fullName: 'Abel Quiet',
      activities: { 'Book Discussions': { minCents: 2500 } },
    });
    const [app] = apps;
    expect(await chipsOf(app, 'book-discussions')).toContain(profile.slug);
    expect(await profileStatus(app, profile.slug)).toBe(200);
    expect(await listed(app, '&activities=Book%20Discussions')).toContain(profile.slug);
    // A change behind the app's back (no event) is not seen: the answer comes from memory.
    await database.db
      .update(users)
      .set({ profileStatus: 'suspended' })
      .where(eq(users.id, user.id));
    expect(await chipsOf(app, 'book-discussions')).toContain(profile.slug);
    expect(await profileStatus(app, profile.slug)).toBe(200);
    expect(await listed(app, '&activities=Book%20Discussions')).toContain(profile.slug);
    // A search or a next page is read afresh every time.
    expect(await listed(app, '&activities=Book%20Discussions&q=Abel')).not.toContain(profile.slug);

    await publish(database.db, { type: 'buddies-changed' });
    await expect.poll(() => chipsOf(app, 'book-discussions')).not.toContain(profile.slug);
    expect(await profileStatus(app, profile.slug)).toBe(404);
    expect(await listed(app, '&activities=Book%20Discussions')).not.toContain(profile.slug);
  });

  it('forget one buddy or all of them on request', async () => {
    const { user, profile } = await quietBuddy({ fullName: 'Aart Again' });
    const [app] = apps;
    const reads = app.publicReads;
    expect(await profileStatus(app, profile.slug)).toBe(200);
    await database.db
      .update(users)
      .set({ profileStatus: 'suspended' })
      .where(eq(users.id, user.id));
    expect(await profileStatus(app, profile.slug)).toBe(200);
    reads.invalidate(profile.slug);
    expect(await profileStatus(app, profile.slug)).toBe(404);
    await database.db.update(users).set({ profileStatus: 'approved' }).where(eq(users.id, user.id));
    reads.invalidate();
    expect(await profileStatus(app, profile.slug)).toBe(200);
  });

  it('never keep an unknown slug', async () => {
    const [app] = apps;
    expect(await profileStatus(app, 'nobody-here')).toBe(404);
    await buildBuddy(database.db, { slug: 'nobody-here' });
    expect(await profileStatus(app, 'nobody-here')).toBe(200);
  });
});

describe('ReadCache', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('loads a key once for all who ask at the same time, and again after the TTL', async () => {
    let now = 0;
    const cache = new ReadCache<string, number>(1000, Infinity, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops a load that an invalidation overtook', async () => {
    const cache = new ReadCache<string, string>(60_000);
    const slow = deferred<string>();
    const before = cache.get('k', () => slow.promise);
    cache.clear();
    const after = cache.get('k', async () => 'fresh');
    slow.resolve('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('k', async () => 'again')).toBe('fresh');
  });

  it('keeps neither failures nor empty answers, and at most its size', async () => {
    const cache = new ReadCache<string, string | undefined>(60_000, 2);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'up')).toBe('up');
    expect(await cache.get('none', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(1);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    expect(cache.size).toBe(2);
    expect(await cache.get('k', async () => 'reloaded')).toBe('reloaded');
  });
});
