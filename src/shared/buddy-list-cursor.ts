import type { BuddySort } from './discovery';
import { SLUG_PATTERN } from './identity';

/**
 * Where a page of the buddies list continues: after this buddy in the list's order, by the
 * sort's key and then the slug. Opaque to callers (base64url of `sort|key|slug`); a cursor is
 * good for the sort that wrote it only.
 */
export interface BuddyListCursor {
  sort: BuddySort;
  /**
   * The sort's key as the database compares it: for `recommended`, none in slug order, or `m`
   * and the position in a learner's ranking in its matched part (decision 063); the lowest rate in
   * cents for `price`; the rating to one decimal for `rating` (0.0 unrated); the next open time
   * for `soonest` (ISO, or `infinity` for none).
   */
  key: string;
  slug: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const KEY_PATTERNS: Record<BuddySort, RegExp> = {
  recommended: /^(m\d{1,4})?$/,
  price: /^\d{1,10}$/,
  rating: /^\d\.\d$/,
  soonest: /^(infinity|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/,
};

/** Whether a key is one the database reads as the sort's (an ISO time that reads back the same). */
const isKey = (sort: BuddySort, key: string) =>
  KEY_PATTERNS[sort].test(key) &&
  (!ISO.test(key) || (!key.startsWith('0000') && new Date(key).toISOString() === key));

export const encodeBuddyListCursor = ({ sort, key, slug }: BuddyListCursor) =>
  btoa(`${sort}|${key}|${slug}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The place a cursor names for `sort`, or undefined for anything the server did not write so. */
export function decodeBuddyListCursor(
  cursor: string,
  sort: BuddySort,
): BuddyListCursor | undefined {
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [written, key, slug, ...rest] = text.split('|');
  if (written !== sort || key === undefined || slug === undefined || rest.length > 0) {
    return undefined;
  }
  return isKey(sort, key) && SLUG_PATTERN.test(slug) ? { sort, key, slug } : undefined;
}
