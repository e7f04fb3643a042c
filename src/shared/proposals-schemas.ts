import { z } from 'zod';
import { ACTIVITY_TITLES } from './catalogue';
import { BeforeCursorSchema } from './page-cursor';
import { PROPOSAL_TEXTS, PROPOSALS_PAGE_SIZE } from './proposals';
import {
  DEFAULT_SESSION_DURATION,
  MOVE_STATUSES,
  SESSION_DURATIONS,
  SESSION_STATUSES,
} from './sessions';
import { lineText, multilineText } from './validation';

/** The proposals API's shapes; their texts and page size are in proposals.ts. */

export const Duration = z.coerce
  .number({ error: PROPOSAL_TEXTS.durationInvalid })
  .int(PROPOSAL_TEXTS.durationInvalid)
  .refine(
    (n) => (SESSION_DURATIONS as readonly number[]).includes(n),
    PROPOSAL_TEXTS.durationInvalid,
  );

/** A proposed start: an instant with its offset (ISO 8601). */
export const When = lineText(PROPOSAL_TEXTS.fillAll).pipe(
  z.iso.datetime({ offset: true, local: false, error: PROPOSAL_TEXTS.fillAll }),
);

/** A meeting place; empty keeps the one there is. */
export const Place = lineText().trim().max(200, 'A place can be at most 200 characters');

/**
 * GET /api/proposals/{learner|buddy}/{id}: keyset pages, latest session first; while earlier ones
 * exist, a `Link` header (rel="next") whose `before` continues with them (decision 020).
 */
export const ProposalsQuerySchema = z.object({
  before: BeforeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PROPOSALS_PAGE_SIZE),
});

/** POST /api/proposals: the spec's payload. */
export const NewProposalSchema = z.object({
  /** Must be the caller when given. */
  learnerId: z.uuid().optional(),
  buddyId: z.uuid({ error: PROPOSAL_TEXTS.fillAll }),
  activity: z.enum(ACTIVITY_TITLES, { error: PROPOSAL_TEXTS.fillAll }),
  /** An instant with its offset, e.g. 2026-12-01T14:00:00+01:00 or ...Z. */
  proposedTime: When,
  location: Place.optional(),
  duration: Duration.default(DEFAULT_SESSION_DURATION),
  message: multilineText(PROPOSAL_TEXTS.fillAll)
    .trim()
    .min(1, PROPOSAL_TEXTS.fillAll)
    .max(2000, 'A message can be at most 2000 characters'),
});

/** The buddy's counter-proposal: any of a new time, place or length. */
export const ModifyProposalSchema = z
  .object({
    proposedTime: When.optional(),
    location: Place.optional(),
    duration: Duration.optional(),
    response: multilineText().trim().max(2000).optional(),
  })
  .refine(
    (v) => v.proposedTime !== undefined || v.location !== undefined || v.duration !== undefined,
    { message: 'Please suggest a new time, place or duration' },
  );

/**
 * Approve, reject, accept or decline, with optional words for the other side. No body at all is an
 * answer without words: Fastify hands a missing body to the schema as null, which a `.default`
 * does not take.
 */
export const AnswerProposalSchema = z
  .object({ response: multilineText().trim().max(2000).optional() })
  .nullish()
  .transform((answer) => answer ?? {});

const Terms = z.object({
  /** YYYY-MM-DD and HH:mm in Europe/Amsterdam. */
  date: z.string(),
  time: z.string(),
  dateTime: z.string(),
  duration: z.number().int(),
  location: z.string(),
  /** Euros, two decimals. */
  price: z.number(),
});

/** The stored view of SPEC section 3 (names kept), plus the counter-proposal when there is one. */
export const ProposalSchema = z.object({
  id: z.string(),
  status: z.enum(SESSION_STATUSES),
  learner: z.object({ fullName: z.string() }),
  buddy: z.object({ fullName: z.string() }),
  learnerId: z.string(),
  buddyId: z.string(),
  buddySlug: z.string().nullable(),
  learnerName: z.string(),
  buddyName: z.string(),
  activityType: z.string(),
  proposedDate: z.string(),
  proposedTime: z.string(),
  duration: z.number().int(),
  location: z.string(),
  price: z.number(),
  proposedDateTime: z.string(),
  proposedDuration: z.number().int(),
  proposedLocation: z.string(),
  proposedPrice: z.number(),
  message: z.string(),
  buddyResponse: z.string().nullable(),
  counterProposal: Terms.nullable(),
  /**
   * A move of the booked session one side asked for (decision 039): asked and waiting for the
   * other side, or accepted and waiting for the learner to pay the difference.
   */
  move: z
    .object({
      status: z.enum(MOVE_STATUSES),
      by: z.enum(['learner', 'buddy']),
      reason: z.string(),
      terms: Terms,
    })
    .nullable(),
  learnerConfirmed: z.boolean(),
  buddyConfirmed: z.boolean(),
  /** A side reported a no-show or a problem instead of confirming. */
  learnerReported: z.boolean(),
  buddyReported: z.boolean(),
  moderatorNotified: z.boolean(),
  /** The learner's time lay inside the buddy's open times when proposed (decision 029). */
  withinAvailability: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A proposal as sent and as stored. */
export type NewProposal = z.input<typeof NewProposalSchema>;
export type Proposal = z.infer<typeof ProposalSchema>;
