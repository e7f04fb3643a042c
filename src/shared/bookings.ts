import { z } from 'zod';
import { SESSION_STATUSES } from './sessions';

/** Sessions in a user's calendar (SPEC section 3 "Session / Booking"; section 7 bookings). */

/**
 * The years a calendar week can fall in: every session there is and will be, and far inside what
 * both a JavaScript date (to the year 275760) and PostgreSQL's timestamptz (4713 BC to 294276 AD,
 * written with four-digit years by our driver) can hold; a week beyond reaches neither.
 */
export const WEEK_YEARS = { first: 2000, last: 2999 } as const;

export const BOOKINGS_TEXTS = {
  badWeek: 'Please give the week as a date, YYYY-MM-DD',
  weekOutOfRange: `Please give a week between ${WEEK_YEARS.first} and ${WEEK_YEARS.last}`,
} as const;

/** `?week=` any date of the week wanted (weeks start Monday, Europe/Amsterdam). */
export const BookingsQuerySchema = z.object({
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKINGS_TEXTS.badWeek)
    .refine((week) => {
      const year = Number(week.slice(0, 4));
      return year >= WEEK_YEARS.first && year <= WEEK_YEARS.last;
    }, BOOKINGS_TEXTS.weekOutOfRange)
    .optional(),
});

export const BookingSchema = z.object({
  id: z.string(),
  learner: z.string(),
  buddy: z.string(),
  learnerId: z.string(),
  buddyId: z.string(),
  buddySlug: z.string().nullable(),
  activity: z.string(),
  /** YYYY-MM-DD and HH:mm in Europe/Amsterdam; `endTime` likewise. */
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  location: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** What the learner pays, in euros. */
  price: z.number(),
  /** ISO instants of the start and the end. */
  startsAt: z.string(),
  endsAt: z.string(),
  learnerConfirmed: z.boolean(),
  buddyConfirmed: z.boolean(),
  /** A side reported a no-show or a problem instead of confirming. */
  learnerReported: z.boolean(),
  buddyReported: z.boolean(),
  /** Who called it off and why, once cancelled. */
  cancelledBy: z.enum(['learner', 'buddy']).nullable(),
  cancelReason: z.string().nullable(),
  /** The learner has reviewed it. */
  reviewed: z.boolean(),
});
export type Booking = z.infer<typeof BookingSchema>;

/**
 * GET /api/bookings/summary: what a dashboard shows of the caller's sessions without reading
 * them all: the counters (SPEC section 4: Completed Sessions, Upcoming Sessions, Total Proposals)
 * and, for a learner, the completed sessions still waiting for their review, latest first.
 */
export const SessionSummarySchema = z.object({
  completed: z.number().int(),
  /** Still ahead and booked or waiting for an answer (SPEC: "confirmed or pending"). */
  upcoming: z.number().int(),
  /** Every proposal made, whatever became of it. */
  proposals: z.number().int(),
  awaitingReview: z.array(BookingSchema),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** The most completed sessions a summary asks a review for at once. */
export const AWAITING_REVIEW_MAX = 10;

/** How many weeks and months back a buddy's statistics go, this one included. */
export const STATISTICS_WEEKS = 12;
export const STATISTICS_MONTHS = 12;

const Period = z.object({
  /** The week's Monday (YYYY-MM-DD) or the month (YYYY-MM), in Amsterdam. */
  period: z.string(),
  sessions: z.number().int(),
  earningsCents: z.number().int(),
});

/**
 * GET /api/buddy/statistics: a buddy's figures from their sessions and reviews. Earnings are the
 * buddy's share (BUDDY_SHARE) of completed sessions' prices, by the week and month they took place.
 */
export const BuddyStatisticsSchema = z.object({
  totalSessions: z.number().int(),
  activeBookings: z.number().int(),
  totalEarningsCents: z.number().int(),
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  weeks: z.array(Period),
  months: z.array(Period),
});
export type BuddyStatistics = z.infer<typeof BuddyStatisticsSchema>;
