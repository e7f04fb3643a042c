/**
 * Every session read in the cache, whichever side and screen asked: the learner's and the
 * buddy's calendars, confirmations, counters and proposal lists. A session change refreshes
 * them all (app/invalidation.ts).
 */
export const sessionsKey = ['sessions'] as const;
