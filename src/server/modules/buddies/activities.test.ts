import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../../../shared/catalogue';
import { buildBuddy } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Zoe', 'Anna', 'Mila', 'Bram', 'Kees']) {
    await buildBuddy(t.db, {
      fullName: `${name} Example`,
      activities: { 'Coffee Chats': { minCents: 2500 } },
    });
  }
  await buildBuddy(t.db, {
    fullName: 'Pending Person',
    status: 'pending',
    activities: { Cooking: { minCents: 3000 } },
  });
  await buildBuddy(t.db, {
    fullName: 'Hidden Person',
    status: 'suspended',
    activities: { Cooking: { minCents: 3000 } },
  });
});
afterAll(() => t.close());

describe('GET /api/activities', () => {
  it('lists the 12 activities in their 4 groups with the buddies offering them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activities' });
    expect(res.statusCode).toBe(200);
    const { groups } = res.json();
    expect(groups.map((g: { label: string }) => g.label)).toEqual([
      'Chatting',
      'Cultural',
      'Sports',
      'Special Interests',
    ]);
    const activities = groups.flatMap((g: { activities: unknown[] }) => g.activities);
    expect(activities).toHaveLength(ACTIVITIES.length);

    const coffee = activities.find((a: { id: string }) => a.id === 'coffee-chats');
    expect(coffee.buddyCount).toBe(5);
    // At most 4 chips (the card shows 3 and an ellipsis), alphabetical by name.
    expect(coffee.buddies.map((b: { firstName: string }) => b.firstName)).toEqual([
      'Anna',
      'Bram',
      'Kees',
      'Mila',
    ]);
    expect(Object.keys(coffee.buddies[0]).sort()).toEqual(['firstName', 'id']);
  });

  it('leaves out pending and suspended buddies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activities' });
    const cooking = res
      .json()
      .groups.flatMap((g: { activities: unknown[] }) => g.activities)
      .find((a: { id: string }) => a.id === 'cooking');
    expect(cooking.buddies).toEqual([]);
    expect(cooking.buddyCount).toBe(0);
  });
});

describe('GET /api/buddies/featured', () => {
  it('returns four random approved English buddies with public fields only', async () => {
    await buildBuddy(t.db, { fullName: 'Dutch Only', languages: ['Dutch'] });
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/buddies/featured' });
      expect(res.statusCode).toBe(200);
      const { buddies } = res.json();
      expect(buddies).toHaveLength(4);
      for (const b of buddies) {
        expect(Object.keys(b).sort()).toEqual(['description', 'id', 'name', 'photo']);
        expect(b.name).not.toMatch(/Pending|Hidden|Dutch Only/);
        // Short enough to show whole (decision 045: an excerpt, not the first sentence).
        expect(b.description).toBe(
          'I love long walks along the canals and talking about anything. Second sentence here.',
        );
        seen.add(b.id);
      }
      expect(new Set(buddies.map((b: { id: string }) => b.id)).size).toBe(4);
    }
    expect(seen.size).toBe(5);
  });

  it('counts the listed buddies per language, for the Dutch card of the landing page', async () => {
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/buddies/featured' })).json().listed;
    const before = await listed();
    await buildBuddy(t.db, { fullName: 'Dutch Pending', languages: ['Dutch'], status: 'pending' });
    await buildBuddy(t.db, { fullName: 'Dutch Listed', languages: ['English', 'Dutch'] });
    t.app.publicReads.invalidate();
    expect(await listed()).toEqual({ English: before.English + 1, Dutch: before.Dutch + 1 });
  });
});
