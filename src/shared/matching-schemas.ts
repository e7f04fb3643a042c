import { z } from 'zod';
import { BuddyCardSchema } from './buddies';
import { DISTRICT_IDS } from './districts';
import { LEARNING_GOALS } from './matching-form';
import { BeforeCursorSchema } from './page-cursor';
import { PROFICIENCY_LEVELS } from './profiles';
import { lineText, multilineText } from './validation';

/** A buddy matched to a learner: their card and why they match. */
export const BuddyMatchSchema = BuddyCardSchema.extend({
  /** Why, in the product's words, strongest first (at most REASONS_MAX, matching.ts). */
  reasons: z.array(z.string()),
  /** The note of a pin by the learner's Buddies team (decision 064); null when not pinned. */
  teamNote: z.string().nullable(),
});
export type BuddyMatch = z.infer<typeof BuddyMatchSchema>;

/**
 * Staff's touch on a learner's matches (decision 064): a pinned buddy comes first with a note
 * the learner reads; a hidden one is never shown to them.
 */
export const MATCH_OVERRIDE_KINDS = ['pin', 'hide'] as const;
export type MatchOverrideKind = (typeof MATCH_OVERRIDE_KINDS)[number];

/** A pin's note is read on a match's card: a few sentences at most. */
export const MATCH_NOTE_MAX = 300;
/** Pins and hides one learner may hold at most. */
export const MATCH_OVERRIDES_MAX = 50;

export const MATCH_OVERRIDE_TEXTS = {
  kind: 'Say whether to pin or hide the buddy (pin or hide)',
  noteRequired: 'Write the learner a note to go with the pin',
  noteTooLong: `A note can be at most ${MATCH_NOTE_MAX} characters`,
  learnerNotFound: 'Learner not found',
  notALearner: 'Only a learner has matches to pin or hide',
  tooMany: `A learner can have up to ${MATCH_OVERRIDES_MAX} pinned or hidden buddies. Remove one first.`,
} as const;

export const LearnerParamsSchema = z.object({
  id: z.uuid({ error: MATCH_OVERRIDE_TEXTS.learnerNotFound }),
});
export const LearnerBuddyParamsSchema = LearnerParamsSchema.extend({
  /** The buddy's slug, as their profile's address and a match's `id` have it. */
  buddyId: z.string().max(200),
});

/**
 * PUT /api/users/{id}/matches/{buddyId}: pin (with a note for the learner) or hide (with a note
 * for the team, if any); setting again replaces.
 */
export const MatchOverrideInputSchema = z
  .object({
    kind: z.enum(MATCH_OVERRIDE_KINDS, { error: MATCH_OVERRIDE_TEXTS.kind }),
    note: multilineText().trim().max(MATCH_NOTE_MAX, MATCH_OVERRIDE_TEXTS.noteTooLong).optional(),
  })
  .refine((input) => input.kind !== 'pin' || (input.note ?? '') !== '', {
    error: MATCH_OVERRIDE_TEXTS.noteRequired,
    path: ['note'],
  });
export type MatchOverrideInput = z.infer<typeof MatchOverrideInputSchema>;

/** A pin or hide as staff see it: the buddy, the note, and who set it when. */
export const MatchOverrideSchema = z.object({
  buddy: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(MATCH_OVERRIDE_KINDS),
  note: z.string().nullable(),
  /** The staff member's name; null once their account is gone. */
  setBy: z.string().nullable(),
  setAt: z.string(),
});
export type MatchOverride = z.infer<typeof MatchOverrideSchema>;

/** GET /api/users/{id}/matches: the learner's matches as they see them, and staff's overrides. */
export const StaffMatchesSchema = z.object({
  matches: z.array(BuddyMatchSchema),
  overrides: z.array(MatchOverrideSchema),
});
export type StaffMatches = z.infer<typeof StaffMatchesSchema>;

/** How many learners a page of GET /api/learners holds unless `limit` says. */
export const LEARNERS_PAGE_SIZE = 20;

/**
 * GET /api/learners: `q` part of a learner's name, `before` the cursor of the page's Link
 * header.
 */
export const LearnersQuerySchema = z.object({
  q: lineText().trim().max(100, 'Search text must be at most 100 characters').optional(),
  before: BeforeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LEARNERS_PAGE_SIZE),
});

/**
 * A learner as staff who steer matches see them (decision 064): their name and what their
 * matching form says, when they joined; no email, phone or anything else of the account.
 */
export const SteeredLearnerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** The language they practise; null for an account without a learner's profile. */
  languageLearning: z.string().nullable(),
  proficiencyLevel: z.enum(PROFICIENCY_LEVELS).nullable(),
  goals: z.array(z.enum(LEARNING_GOALS)),
  districts: z.array(z.enum(DISTRICT_IDS)),
  joinedAt: z.string(),
});
export type SteeredLearner = z.infer<typeof SteeredLearnerSchema>;
