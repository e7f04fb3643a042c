import { z } from 'zod';

/** A buddy as a chip on an activity card: slug and first name only. */
export const BuddyChipSchema = z.object({ id: z.string(), firstName: z.string() });
export type BuddyChip = z.infer<typeof BuddyChipSchema>;

export const CatalogueActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  group: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  duration: z.string(),
  icon: z.string(),
  image: z.string(),
  /** Up to 4 buddies offering it (the card shows 3, then an ellipsis) */
  buddies: z.array(BuddyChipSchema),
  buddyCount: z.number().int(),
});
export type CatalogueActivity = z.infer<typeof CatalogueActivitySchema>;

export const ActivityCatalogueSchema = z.object({
  groups: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      icon: z.string(),
      colour: z.string(),
      activities: z.array(CatalogueActivitySchema),
    }),
  ),
});
export type ActivityCatalogue = z.infer<typeof ActivityCatalogueSchema>;

/** The landing page's public teaser: nothing but name, photo and first sentence. */
export const BuddyTeaserSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  description: z.string(),
});
export type BuddyTeaser = z.infer<typeof BuddyTeaserSchema>;

export const FEATURED_BUDDY_COUNT = 4;
export const ACTIVITY_CHIP_LIMIT = 3;
