import { z } from 'zod';
import { ACTIVITIES } from './catalogue';
import { DISTRICT_IDS, DISTRICT_TEXTS } from './districts';
import {
  ACTIVITY_IDS_MAX,
  BUDGET_MAX_CENTS,
  BUDGET_MIN_CENTS,
  DISTRICTS_MAX,
  GOALS_MAX,
  LEARNING_GOALS,
  MATCHING_FORM_TEXTS,
} from './matching-form';

/** The catalogue's activity ids, in its order. */
export const ACTIVITY_IDS = ACTIVITIES.map((a) => a.id) as [string, ...string[]];

/**
 * A list of choices: each one of `options` (else refused with `unknown`), at most `max` sent,
 * kept once each in the options' order.
 */
const choices = <T extends string>(
  options: readonly [T, ...T[]],
  max: number,
  texts: { unknown: string; tooMany: string },
) =>
  z
    .array(z.enum(options, { error: texts.unknown }), { error: texts.unknown })
    .max(max, texts.tooMany)
    .transform((list) => options.filter((option) => list.includes(option)));

/** Districts of Amsterdam (districts.ts): a learner's that suit them, a buddy's where they meet. */
export const DistrictIdsSchema = choices(DISTRICT_IDS, DISTRICTS_MAX, {
  unknown: DISTRICT_TEXTS.unknownDistrict,
  tooMany: MATCHING_FORM_TEXTS.tooManyDistricts,
});

/**
 * The matching form's fields as PUT /api/profile/{id} takes them, each optional; a list
 * replaces the one stored, a null budget clears it.
 */
export const MATCHING_FORM_FIELDS = {
  goals: choices(LEARNING_GOALS, GOALS_MAX, {
    unknown: MATCHING_FORM_TEXTS.unknownGoal,
    tooMany: MATCHING_FORM_TEXTS.tooManyGoals,
  }).optional(),
  activityIds: choices(ACTIVITY_IDS, ACTIVITY_IDS_MAX, {
    unknown: MATCHING_FORM_TEXTS.unknownActivity,
    tooMany: MATCHING_FORM_TEXTS.tooManyActivities,
  }).optional(),
  districts: DistrictIdsSchema.optional(),
  budgetMaxCents: z
    .number({ error: MATCHING_FORM_TEXTS.budget })
    .int(MATCHING_FORM_TEXTS.budget)
    .min(BUDGET_MIN_CENTS, MATCHING_FORM_TEXTS.budget)
    .max(BUDGET_MAX_CENTS, MATCHING_FORM_TEXTS.budget)
    .nullish(),
};

/** The matching form as a learner's profile answers it. */
export const MatchingFormSchema = z.object({
  goals: z.array(z.enum(LEARNING_GOALS)),
  /** Catalogue activity ids (catalogue.ts). */
  activityIds: z.array(z.string()),
  districts: z.array(z.enum(DISTRICT_IDS)),
  /** The hourly price the learner would pay at most, in cents; null: not said. */
  budgetMaxCents: z.number().int().nullable(),
});
