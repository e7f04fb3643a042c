/** Discovery rules shared by the screens and the API; free of zod to keep screens light. */

export const BUDDY_LANGUAGES = ['english', 'dutch'] as const;
export type BuddyLanguage = (typeof BUDDY_LANGUAGES)[number];

export const BUDDY_PAGE_SIZE = 24;
export const FEATURED_BUDDY_COUNT = 4;
/** An activity card shows at most this many buddy chips, then an ellipsis. */
export const ACTIVITY_CHIP_LIMIT = 3;
export const FLEXIBLE_SCHEDULE = 'Flexible schedule';
/** Where a buddy meets learners unless they name a place: the pilot's city (SPEC section 1). */
export const DEFAULT_MEETING_PLACE = 'Amsterdam';

/**
 * How the buddies list is ordered: `recommended` is the list's own order (by slug) until the
 * matching ranks it for the learner (decision 057); then lowest price from, best rating, soonest
 * next free time. Each ends by slug, which keeps its pages apart.
 */
export const BUDDY_SORTS = ['recommended', 'price', 'rating', 'soonest'] as const;
export type BuddySort = (typeof BUDDY_SORTS)[number];
