import { z } from 'zod';

/**
 * Calendar files and the private calendar feed (issue 10). A feed's address holds a secret the
 * server keeps only hashed: it is shown once, when made; after that the user can only see that
 * a feed is active, make a new address (the old one stops working) or turn it off.
 */

export const CALENDAR_TEXTS = {
  /** The name subscribed calendars show for the feed. */
  feedName: 'Buddies sessions',
  feedNotFound: 'Calendar feed not found',
  tooManyFeedReads: 'This calendar is asked for too often.',
  tooManyFeedChanges: 'You are changing your calendar link too often.',
} as const;

/** Where a feed is served: `/api/calendar/<secret>.ics` (log lines redact the secret). */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';

/** GET /api/calendar-feed: whether the caller has a feed, and since when (no address: secret). */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** POST /api/calendar-feed: the new feed's address, shown this once. */
export const CalendarFeedUrlSchema = z.object({ url: z.string() });
export type CalendarFeedUrl = z.infer<typeof CalendarFeedUrlSchema>;
