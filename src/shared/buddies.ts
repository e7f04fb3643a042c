import { z } from 'zod';
import { BUDDY_LANGUAGES, BUDDY_PAGE_SIZE, BUDDY_SORTS } from './discovery';
import { DISTRICT_IDS, type DistrictId } from './districts';
import { DAY_PARTS, type DayPart } from './open-time-summaries';
import { LANGUAGES, type Language } from './languages';
import { lineText } from './validation';

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

/** How many listed buddies speak each language. */
export const ListedPerLanguageSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.number().int()])) as Record<Language, z.ZodNumber>,
);
export type ListedPerLanguage = z.infer<typeof ListedPerLanguageSchema>;

/** The landing page's teaser: a few English buddies, and how many speak each language. */
export const FeaturedBuddiesSchema = z.object({
  buddies: z.array(BuddyTeaserSchema),
  listed: ListedPerLanguageSchema,
});
export type FeaturedBuddies = z.infer<typeof FeaturedBuddiesSchema>;

/** What a card and a profile's header show to compare buddies by (issue 39). */
const ComparedSchema = z.object({
  /** The lowest hourly rate of their offers, in cents; null without offers */
  priceFromCents: z.number().int().nullable(),
  /** Sessions they held (completed) */
  sessionsHeld: z.number().int(),
  /** The start of their next open time in the coming 4 weeks (ISO), or null */
  nextOpenAt: z.string().nullable(),
});

/** A card of the buddies list. */
export const BuddyCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  languages: z.array(z.string()),
  location: z.string(),
  /** The first sentence of the description */
  description: z.string(),
  activities: z.array(z.object({ title: z.string(), rate: z.string() })),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** At least one of their offers is booked at once ("Instant booking"). */
  instantBooking: z.boolean(),
  ...ComparedSchema.shape,
});
export type BuddyCard = z.infer<typeof BuddyCardSchema>;

export const INVALID_CURSOR = 'This page link is no longer valid. Please start the list again.';

export const BUDDY_LIST_TEXTS = {
  sort: 'Please sort by recommended, price, rating or soonest',
  days: 'Days are numbers from 0 (Monday) to 6 (Sunday), separated by commas',
  parts: 'Times of day are morning, afternoon or evening, separated by commas',
  price: 'Prices are whole euros per hour, from 0 to 1000',
  priceRange: 'The lowest price must not be above the highest',
  districts: 'Districts are ids from the list of Amsterdam districts, separated by commas',
  instant: 'Instant booking is 1 (only buddies who offer it) or 0',
} as const;

/** A comma-separated list, each item one of `items` (given once each, in `items`' order). */
const commaList = <T extends string>(items: readonly T[], message: string, maxLength = 100) =>
  z
    .string()
    .max(maxLength, message)
    .optional()
    .transform((text, ctx) => {
      const given = (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (given.some((item) => !items.includes(item as T))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return items.filter((item) => given.includes(item));
    });

const DAY_NUMBERS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const euros = z.coerce
  .number({ message: BUDDY_LIST_TEXTS.price })
  .int(BUDDY_LIST_TEXTS.price)
  .min(0, BUDDY_LIST_TEXTS.price)
  .max(1000, BUDDY_LIST_TEXTS.price)
  .optional();

export const BuddyListQuerySchema = z.object({
  /** Activity titles; a buddy offering any of them matches. Repeat the parameter or separate by commas. */
  activities: z
    .union([lineText().max(1000), z.array(lineText().max(100)).max(20)])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v ? [v] : [])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  language: z.enum(BUDDY_LANGUAGES).default('english'),
  q: lineText().trim().max(100, 'Search text must be at most 100 characters').optional(),
  sort: z.enum(BUDDY_SORTS, { message: BUDDY_LIST_TEXTS.sort }).default('recommended'),
  /** Days of the week with open time in the next 4 weeks, 0 (Monday) to 6: `days=5,6`. */
  days: commaList(DAY_NUMBERS, BUDDY_LIST_TEXTS.days).transform((days) => days.map(Number)),
  /** Parts of those days (all days when none given): `parts=evening`. */
  parts: commaList<DayPart>(DAY_PARTS, BUDDY_LIST_TEXTS.parts),
  /** Their lowest hourly rate at least this, in whole euros. */
  priceMin: euros,
  /** Their lowest hourly rate at most this, in whole euros. */
  priceMax: euros,
  /** Districts where the buddy meets learners; any of them matches: `districts=de-pijp,oud-zuid`. */
  districts: commaList<DistrictId>(DISTRICT_IDS, BUDDY_LIST_TEXTS.districts, 500),
  /** `instant=1`: buddies with an offer booked at once (one of the activities, when some are asked). */
  instant: z
    .enum(['0', '1'], { message: BUDDY_LIST_TEXTS.instant })
    .optional()
    .transform((v) => v === '1'),
  /** Where the page starts: the `after` of the previous page's Link rel="next". */
  after: z.string().max(200, INVALID_CURSOR).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(BUDDY_PAGE_SIZE),
});
export type BuddyListQuery = z.input<typeof BuddyListQuerySchema>;

/** A page of the buddies list: the cards, and where the next page starts if there is one. */
export interface BuddyList {
  buddies: BuddyCard[];
  nextCursor: string | null;
}

export const PublicBuddyActivitySchema = z.object({
  description: z.string(),
  location: z.string(),
  /** '26/hour' or '42–48/hour' */
  rate: z.string(),
  /** Learners book its open times at once ("Instant booking"), or ask first ("Request to book"). */
  instantBooking: z.boolean(),
});

/** The public profile: nothing private (no email, phone, status) ever appears here. */
export const PublicBuddySchema = z.object({
  /** The slug: the only key a buddy has in public */
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  description: z.string(),
  about: z.string().nullable(),
  image: z.string().nullable(),
  languages: z.array(z.string()),
  teachesEnglish: z.boolean(),
  location: z.string(),
  /** The districts where they meet learners (DISTRICT_IDS), in the list's order. */
  districts: z.array(z.string()),
  availability: z.string(),
  /** activity title -> offer */
  activities: z.record(z.string(), PublicBuddyActivitySchema),
  reviews: z.array(z.object({ name: z.string(), text: z.string(), rating: z.number().int() })),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  ...ComparedSchema.shape,
});
export type PublicBuddy = z.infer<typeof PublicBuddySchema>;
