import { z } from 'zod';
import { ACTIVITY_TITLES } from './catalogue';
import { PROPOSAL_TEXTS } from './proposals';
import { Duration, When } from './proposals-schemas';
import { DEFAULT_SESSION_DURATION } from './sessions';
import { lineText } from './validation';

/**
 * Instant booking (decision 059): a learner books one of a buddy's open times for an activity
 * the buddy offers so, without waiting for an answer; the offer's place and rate make the terms.
 */

export const INSTANT_BOOKING_TEXTS = {
  notInstant: 'This buddy answers requests for this activity: please send a proposal instead',
  notOpen: 'This time is no longer open: please pick another of the buddy’s open times',
  tooMany: 'You are booking too many sessions.',
  failed: 'Failed to book the session. Please try again.',
  booked: 'Session booked!',
} as const;

/** POST /api/sessions/instant: which offer, when and how long. */
export const InstantBookingSchema = z.object({
  /** The buddy's slug: their public profile's key, as the open times read it. */
  buddy: lineText(PROPOSAL_TEXTS.fillAll).min(1, PROPOSAL_TEXTS.fillAll).max(100),
  activity: z.enum(ACTIVITY_TITLES, { error: PROPOSAL_TEXTS.fillAll }),
  /** One of the buddy's open times: an instant with its offset (ISO 8601). */
  startsAt: When,
  duration: Duration.default(DEFAULT_SESSION_DURATION),
});
export type InstantBooking = z.infer<typeof InstantBookingSchema>;
