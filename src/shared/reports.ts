import { z } from 'zod';
import { addAmsterdamDays, amsterdamDate, startOfAmsterdamWeek } from './amsterdam-time';
import { PROFILE_STATUSES } from './buddy-status';

/** How many Amsterdam weeks the weekly figures cover, this week included. */
export const REPORT_WEEKS = 12;
/** Booked sessions are counted this many weeks ahead too: what is booked but still to come. */
export const SESSION_WEEKS_AHEAD = 4;

/** Open support messages by how long they have waited: under a day, under a week, longer. */
export const SUPPORT_AGES = [
  { key: 'underDay', underDays: 1, label: 'Under a day' },
  { key: 'underWeek', underDays: 7, label: '1 to 7 days' },
  { key: 'older', underDays: null, label: 'Over a week' },
] as const;

/**
 * The last `count` Amsterdam weeks up to the one `at` falls in: their Mondays (dates, oldest
 * first), the instant the first starts and the instant after the last ends.
 */
export function isoWeekStarts(at: Date, count: number) {
  const thisWeek = startOfAmsterdamWeek(at);
  const mondays = Array.from({ length: count }, (_, n) =>
    addAmsterdamDays(thisWeek, (n - count + 1) * 7),
  );
  return {
    starts: mondays.map(amsterdamDate),
    firstInstant: mondays[0]!,
    endInstant: addAmsterdamDays(thisWeek, 7),
  };
}

const Week = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Count = z.number().int().min(0);

/** GET /api/moderator/reports: the moderators' figures, computed when asked. */
export const ModerationReportSchema = z.object({
  /** Approved buddies who speak English: the dashboard's 'Active English Buddies'. */
  activeEnglishBuddies: Count,
  signupsByWeek: z.array(z.object({ week: Week, learners: Count, buddies: Count })),
  buddiesByStatus: z.array(z.object({ status: z.enum(PROFILE_STATUSES), count: Count })),
  /** Median days from a buddy's application to their approval; null before the first. */
  medianDaysToApproval: z.number().nullable(),
  approvedBuddies: Count,
  /**
   * Booked sessions (approved or completed) by the week they take place, SESSION_WEEKS_AHEAD
   * weeks ahead included; value in euros.
   */
  sessionsByWeek: z.array(z.object({ week: Week, sessions: Count, value: z.number() })),
  topActivities: z.array(z.object({ activity: z.string(), count: Count })),
  /** Open and in-progress support messages by kind and how long they have waited. */
  openSupport: z.array(
    z.object({
      kind: z.enum(['message', 'session-report']),
      underDay: Count,
      underWeek: Count,
      older: Count,
    }),
  ),
});
export type ModerationReport = z.infer<typeof ModerationReportSchema>;
