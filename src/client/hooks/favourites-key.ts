/**
 * The query key of the signed-in learner's saved buddies (use-favourites.ts), on its own so that
 * the app's refreshes (app/invalidation.ts) name it without loading the hearts' code.
 */
export const favouritesKey = ['favourites'] as const;
