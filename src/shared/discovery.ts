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
