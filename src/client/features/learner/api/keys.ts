/** Everything of the learner's dashboard and profile page in the cache. */
export const learnerKey = ['learner'] as const;

/** The learner's sessions and proposals: bookings, weeks, confirmations, proposals. */
export const learnerSessionsKey = [...learnerKey, 'sessions'] as const;
