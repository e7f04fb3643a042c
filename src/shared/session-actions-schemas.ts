import { z } from 'zod';
import { Duration, Place, When } from './proposals-schemas';
import { REPORT_KINDS, SESSION_ACTION_TEXTS } from './session-actions';
import { multilineText } from './validation';

/** The session actions' shapes; their windows, kinds and texts are in session-actions.ts. */

const Reason = multilineText(SESSION_ACTION_TEXTS.reasonRequired)
  .trim()
  .min(1, SESSION_ACTION_TEXTS.reasonRequired)
  .max(1000, 'A reason can be at most 1000 characters');

/** POST /api/proposals/{id}/cancel: a reason the other side reads. */
export const CancelSessionSchema = z.object({ reason: Reason });

/**
 * POST /api/proposals/{id}/move: either side asks to move a booked session (decision 039): any
 * of a new time, place or length, with a reason; the other side accepts or declines.
 */
export const MoveSessionSchema = z
  .object({
    proposedTime: When.optional(),
    location: Place.optional(),
    duration: Duration.optional(),
    reason: Reason,
  })
  .refine(
    (v) => v.proposedTime !== undefined || v.location !== undefined || v.duration !== undefined,
    { message: 'Please suggest a new time, place or duration' },
  );

/**
 * POST /api/proposals/{id}/edit: the buddy's new time or place for a booked session (its length
 * and price stay), with an optional note for the learner.
 */
export const EditSessionSchema = z
  .object({
    proposedTime: When.optional(),
    location: Place.optional(),
    note: multilineText().trim().max(1000, 'A note can be at most 1000 characters').optional(),
  })
  .refine((v) => v.proposedTime !== undefined || v.location !== undefined, {
    message: SESSION_ACTION_TEXTS.nothingChanged,
  });

/** POST /api/proposals/{id}/report: instead of confirming, after the end. */
export const ReportSessionSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: SESSION_ACTION_TEXTS.reportRequired }),
  text: multilineText(SESSION_ACTION_TEXTS.reportRequired)
    .trim()
    .min(1, SESSION_ACTION_TEXTS.reportRequired)
    .max(2000, 'A report can be at most 2000 characters'),
});

/** POST /api/proposals/{id}/review: the learner's one review of a completed session. */
export const NewReviewSchema = z.object({
  rating: z
    .number({ error: SESSION_ACTION_TEXTS.ratingRequired })
    .int(SESSION_ACTION_TEXTS.ratingRequired)
    .min(1, SESSION_ACTION_TEXTS.ratingRequired)
    .max(5, SESSION_ACTION_TEXTS.ratingRequired),
  text: multilineText(SESSION_ACTION_TEXTS.reviewRequired)
    .trim()
    .min(1, SESSION_ACTION_TEXTS.reviewRequired)
    .max(2000, 'A review can be at most 2000 characters'),
});

/** A review as the buddy's profile shows it (SPEC section 3 "Review": text, name). */
export const ReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
});

/** The actions' bodies and a review as shown. */
export type CancelSession = z.input<typeof CancelSessionSchema>;
export type MoveSession = z.input<typeof MoveSessionSchema>;
export type EditSession = z.input<typeof EditSessionSchema>;
export type ReportSession = z.input<typeof ReportSessionSchema>;
export type NewReview = z.input<typeof NewReviewSchema>;
export type Review = z.infer<typeof ReviewSchema>;
