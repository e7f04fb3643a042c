import { describe, expect, it } from 'vitest';
import {
  ACTIVITIES,
  ACTIVITY_GROUPS,
  ACTIVITY_TITLES,
  activityByTitle,
  activityCatalogue,
  groupOf,
} from './catalogue';

describe('activity catalogue', () => {
  it('has the 12 activities of the spec, in order, with unique ids', () => {
    expect(ACTIVITIES.map((a) => a.title)).toEqual([...ACTIVITY_TITLES]);
    expect(new Set(ACTIVITIES.map((a) => a.id)).size).toBe(12);
  });

  it('has four groups, each with at least one activity', () => {
    expect(ACTIVITY_GROUPS.map((g) => g.label)).toEqual([
      'Chatting',
      'Cultural',
      'Sports',
      'Special Interests',
    ]);
    for (const group of ACTIVITY_GROUPS) {
      expect(ACTIVITIES.some((a) => a.group === group.id)).toBe(true);
    }
  });

  it('states the durations of SPEC section 9', () => {
    const durations = Object.fromEntries(ACTIVITIES.map((a) => [a.title, a.duration]));
    expect(durations).toEqual({
      'Coffee Chats': '1–1.5 hours',
      'Walking & Talking': '1–2 hours',
      'Nature Walks': '1.5–2.5 hours',
      'Museums & Exhibitions': '1.5–2.5 hours',
      'Cultural Events': '2–3 hours',
      'Sports & Outdoor Activities': '1–2 hours',
      'Creative Workshops': '2–3 hours',
      Cooking: '1.5–2.5 hours',
      'Book Discussions': '1–1.5 hours',
      'Media Discussions': '1–1.5 hours',
      'Food & Conversation': '1.5–2.5 hours',
      'Wine Tastings': '2–3 hours',
    });
  });

  it('says wine tastings are occasional and the price covers the event only', () => {
    expect(activityByTitle('Wine Tastings')?.detailedDescription).toMatch(
      /only occasionally available/,
    );
    expect(activityByTitle('Wine Tastings')?.detailedDescription).toMatch(
      /price covers the event only/,
    );
  });

  it('serves every picture from our own origin', () => {
    for (const a of ACTIVITIES) expect(a.image).toMatch(/^\/images\/activities\/[a-z-]+\.svg$/);
  });

  it('finds the group of an activity', () => {
    expect(groupOf('Cooking')?.label).toBe('Special Interests');
    expect(groupOf('Unknown')).toBeUndefined();
  });

  it('composes the activities page: the fixed catalogue, with the offers given or none yet', () => {
    const fixed = activityCatalogue();
    expect(fixed.groups.map((g) => g.activities.length)).toEqual([3, 3, 1, 5]);
    expect(fixed.groups.flatMap((g) => g.activities.map((a) => a.buddyCount))).toEqual(
      Array(12).fill(0),
    );
    const offered = activityCatalogue((id) =>
      id === 'cooking'
        ? { buddies: [{ id: 'sophie', firstName: 'Sophie' }], buddyCount: 1 }
        : { buddies: [], buddyCount: 0 },
    );
    const cooking = offered.groups.flatMap((g) => g.activities).find((a) => a.id === 'cooking');
    expect(cooking).toMatchObject({ title: 'Cooking', buddyCount: 1, buddies: [{ id: 'sophie' }] });
  });
});
