/** Learner pricing during the pilot (SPEC section 1), shown in the hero and the join section. */
export const PILOT_PRICE = '€20/hour';
