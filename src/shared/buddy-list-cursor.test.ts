import { describe, expect, it } from 'vitest';
import {
  decodeBuddyListCursor,
  encodeBuddyListCursor,
  type BuddyListCursor,
} from './buddy-list-cursor';

const CURSORS: BuddyListCursor[] = [
  { sort: 'recommended', key: '', slug: 'anna' },
  { sort: 'recommended', key: 'm12', slug: 'anna' },
  { sort: 'price', key: '2600', slug: 'lucas-2' },
  { sort: 'rating', key: '4.5', slug: 'sophie' },
  { sort: 'rating', key: '0.0', slug: 'noah' },
  { sort: 'soonest', key: '2026-12-01T17:00:00.000Z', slug: 'bo' },
  { sort: 'soonest', key: 'infinity', slug: 'zoe' },
];

const raw = (text: string) => btoa(text).replace(/=+$/, '');

describe('the buddies list cursor', () => {
  it.each(CURSORS)('reads back what it wrote for $sort ($key)', (cursor) => {
    const written = encodeBuddyListCursor(cursor);
    expect(written).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBuddyListCursor(written, cursor.sort)).toEqual(cursor);
  });

  it('is good for the sort that wrote it only', () => {
    const price = encodeBuddyListCursor({ sort: 'price', key: '2600', slug: 'anna' });
    expect(decodeBuddyListCursor(price, 'rating')).toBeUndefined();
    expect(decodeBuddyListCursor(price, 'recommended')).toBeUndefined();
  });

  it.each([
    ['not base64', '!!!', 'price'],
    ['a key of another shape', raw('price|26.5|anna'), 'price'],
    ['a rating of two decimals', raw('rating|4.55|anna'), 'rating'],
    ['a time that does not exist', raw('soonest|2026-02-31T10:00:00.000Z|anna'), 'soonest'],
    ['a year 0000', raw('soonest|0000-01-01T00:00:00.000Z|anna'), 'soonest'],
    ['a key on the recommended order', raw('recommended|1|anna'), 'recommended'],
    ['a match position of five digits', raw('recommended|m12345|anna'), 'recommended'],
    ['a match position without digits', raw('recommended|m|anna'), 'recommended'],
    ['a slug with capitals', raw('price|2600|Anna'), 'price'],
    ['more parts', raw('price|2600|anna|x'), 'price'],
    ['no slug', raw('price|2600'), 'price'],
  ] as const)('refuses %s', (_, cursor, sort) => {
    expect(decodeBuddyListCursor(cursor, sort)).toBeUndefined();
  });
});
