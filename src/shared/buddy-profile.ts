import { z } from 'zod';
import { ActivityTitleSchema } from './auth';
import { BUDDY_DESCRIPTION_MIN, HOURLY_RATE_MAX, HOURLY_RATE_MIN } from './field-rules';
import { LANGUAGES } from './languages';
import { DistrictIdsSchema } from './matching-form-schemas';
import { parseRateText } from './pricing';
import { AVAILABILITY_MAX, BIO_MAX } from './profiles';
import { FullNameSchema, lineText, multilineText } from './validation';

/** The buddy's own profile editor (SPEC section 7 PUT /api/buddy/profile, section 5 "Add activity"). */

export const BUDDY_ACTIVITIES_MAX = 12;
export const BUDDY_DESCRIPTION_MAX = 2000;
export const ACTIVITY_DESCRIPTION_MAX = 1000;
export const LOCATION_MAX = 100;
/** A new activity's rate until the buddy sets one (SPEC section 5). */
export const DEFAULT_RATE = '25/hour';

export const BUDDY_PROFILE_TEXTS = {
  nothingToUpdate: 'Please change at least one field of your profile',
  descriptionMin: `Description must be at least ${BUDDY_DESCRIPTION_MIN} characters`,
  descriptionMax: `Description must be at most ${BUDDY_DESCRIPTION_MAX} characters`,
  aboutMax: `About me must be ${BIO_MAX} characters or fewer`,
  availabilityMax: `Availability must be ${AVAILABILITY_MAX} characters or fewer`,
  languages: 'Please choose English, Dutch or both',
  keepOneActivity: 'Please keep at least one activity',
  tooManyActivities: `You can offer at most ${BUDDY_ACTIVITIES_MAX} activities`,
  activityTwice: 'Each activity can be added once',
  activityDescription: 'Please describe the activity',
  activityDescriptionMax: `An activity's description must be at most ${ACTIVITY_DESCRIPTION_MAX} characters`,
  rate: `Please give the rate in euros per hour, like 25 or 25-30, from ${HOURLY_RATE_MIN} to ${HOURLY_RATE_MAX}`,
  locationMax: `Location must be at most ${LOCATION_MAX} characters`,
  instantBooking: 'Please say whether learners can book this activity at once',
  saved: 'Profile updated',
} as const;

/** '25', 25, '25/hour' or '25-30/hour' in euros, from HOURLY_RATE_MIN to HOURLY_RATE_MAX. */
const RateSchema = z
  .union([z.number(), z.string().max(40)], { error: BUDDY_PROFILE_TEXTS.rate })
  .transform((rate, ctx) => {
    const range = parseRateText(String(rate));
    if (
      !range ||
      range.minCents < HOURLY_RATE_MIN * 100 ||
      range.maxCents > HOURLY_RATE_MAX * 100
    ) {
      ctx.addIssue({ code: 'custom', message: BUDDY_PROFILE_TEXTS.rate });
      return z.NEVER;
    }
    return range;
  });

const BuddyActivitySchema = z.object({
  title: ActivityTitleSchema,
  description: multilineText(BUDDY_PROFILE_TEXTS.activityDescription)
    .trim()
    .min(1, BUDDY_PROFILE_TEXTS.activityDescription)
    .max(ACTIVITY_DESCRIPTION_MAX, BUDDY_PROFILE_TEXTS.activityDescriptionMax),
  rate: RateSchema.prefault(DEFAULT_RATE),
  /** Where it happens; the buddy's own location when left out. */
  location: lineText().trim().max(LOCATION_MAX, BUDDY_PROFILE_TEXTS.locationMax).optional(),
  /** Learners book its open times at once (decision 057); off when left out, as the whole list is sent. */
  instantBooking: z.boolean({ error: BUDDY_PROFILE_TEXTS.instantBooking }).default(false),
});

/** Empty clears an optional text. */
const optional = <T extends z.ZodType<string>>(text: T) =>
  text.nullish().transform((v) => (v === undefined ? undefined : v || null));

/**
 * PUT /api/buddy/profile: any of the fields, under the names the spec lists (name for fullName,
 * customDescription for description, buddyActivities for activities). `activities` is the whole
 * list: what is left out is removed.
 */
export const BuddyProfileUpdateSchema = z
  .preprocess(
    (body) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
      const { name, customDescription, buddyActivities, ...rest } = body as Record<string, unknown>;
      return {
        ...rest,
        fullName: rest.fullName ?? name,
        description: rest.description ?? customDescription,
        activities: rest.activities ?? buddyActivities,
      };
    },
    z.object({
      fullName: FullNameSchema.optional(),
      availability: optional(
        lineText().trim().max(AVAILABILITY_MAX, BUDDY_PROFILE_TEXTS.availabilityMax),
      ),
      about: optional(multilineText().trim().max(BIO_MAX, BUDDY_PROFILE_TEXTS.aboutMax)),
      description: multilineText()
        .trim()
        .min(BUDDY_DESCRIPTION_MIN, BUDDY_PROFILE_TEXTS.descriptionMin)
        .max(BUDDY_DESCRIPTION_MAX, BUDDY_PROFILE_TEXTS.descriptionMax)
        .optional(),
      languages: z
        .array(z.enum(LANGUAGES, { error: BUDDY_PROFILE_TEXTS.languages }), {
          error: BUDDY_PROFILE_TEXTS.languages,
        })
        .min(1, BUDDY_PROFILE_TEXTS.languages)
        .max(LANGUAGES.length, BUDDY_PROFILE_TEXTS.languages)
        .optional(),
      /** The districts where they meet learners: the whole list, each once. */
      districts: DistrictIdsSchema.optional(),
      activities: z
        .array(BuddyActivitySchema, { error: BUDDY_PROFILE_TEXTS.keepOneActivity })
        .min(1, BUDDY_PROFILE_TEXTS.keepOneActivity)
        .max(BUDDY_ACTIVITIES_MAX, BUDDY_PROFILE_TEXTS.tooManyActivities)
        .refine(
          (list) => new Set(list.map((a) => a.title)).size === list.length,
          BUDDY_PROFILE_TEXTS.activityTwice,
        )
        .optional(),
    }),
  )
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    BUDDY_PROFILE_TEXTS.nothingToUpdate,
  );
export type BuddyProfileUpdate = z.output<typeof BuddyProfileUpdateSchema>;
