/** Everything of the learner's own screens in the cache that is not a session (features/sessions). */
export const learnerKey = ['learner'] as const;
