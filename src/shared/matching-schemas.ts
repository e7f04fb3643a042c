import { z } from 'zod';
import { BuddyCardSchema } from './buddies';

/** A buddy matched to a learner: their card, why they match, and whether they book at once. */
export const BuddyMatchSchema = BuddyCardSchema.extend({
  /** Why, in the product's words, strongest first (at most REASONS_MAX, matching.ts). */
  reasons: z.array(z.string()),
  /** Some of their offers book open times at once (decision 059). */
  instantBooking: z.boolean(),
});
export type BuddyMatch = z.infer<typeof BuddyMatchSchema>;
