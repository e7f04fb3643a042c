import { z } from 'zod';
import { BuddyCardSchema } from './buddies';

/** A buddy matched to a learner: their card and why they match. */
export const BuddyMatchSchema = BuddyCardSchema.extend({
  /** Why, in the product's words, strongest first (at most REASONS_MAX, matching.ts). */
  reasons: z.array(z.string()),
});
export type BuddyMatch = z.infer<typeof BuddyMatchSchema>;
