import { z } from 'zod';
import { BuddyCardSchema } from './buddies';

/** A learner's saved buddies (issue 39, decision 057). */

/** Buddies one learner may save at most. */
export const FAVOURITES_MAX = 200;
/** How long a favourite's new open times stay news on the dashboard. */
export const NEW_TIMES_NEWS_DAYS = 7;

export const FAVOURITES_TEXTS = {
  tooMany: `You can save up to ${FAVOURITES_MAX} buddies. Remove one to save another.`,
} as const;

/** A saved buddy as the dashboard lists them: their card, and when they last opened new times. */
export const FavouriteSchema = BuddyCardSchema.extend({
  /** When they added open time within the last NEW_TIMES_NEWS_DAYS days; null otherwise. */
  newTimesAt: z.string().nullable(),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

export const FavouriteParamsSchema = z.object({ buddyId: z.string().max(200) });

/** What the server tells a learner's open tabs about their favourites (decision 012). */
export const FAVOURITES_EVENTS = {
  /** `{}`: a saved buddy opened new times. */
  newTimes: 'favourite-new-times',
} as const;
