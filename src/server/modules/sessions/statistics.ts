import { and, eq, gte, sql } from 'drizzle-orm';
import { amsterdamDate, amsterdamInstant } from '../../../shared/amsterdam-time';
import {
  STATISTICS_MONTHS,
  STATISTICS_WEEKS,
  type BuddyStatistics,
} from '../../../shared/bookings';
import { isoWeekStarts } from '../../../shared/reports';
import type { Executor } from '../../db/client';
import { isOneOf } from '../../db/constants';
import { sessions } from '../../db/schema/sessions';
import { now } from '../../lib/clock';
import { ratingOf } from '../buddies/reviews';
import { buddyShareOfSession } from '../payments/ledger';

const count = sql<number>`count(*)::int`;
/** The buddy's shares of the sessions, as the ledger has them (decision 039). */
const earnings = sql<number>`coalesce(sum(${buddyShareOfSession}), 0)::int`;
const amsterdam = (unit: 'week' | 'month') =>
  sql<string>`(date_trunc(${sql.raw(`'${unit}'`)}, ${sessions.startsAt} at time zone 'Europe/Amsterdam'))::date::text`;

/** The first day (YYYY-MM-01) of the last `count` Amsterdam months up to the one `at` is in. */
function monthStarts(at: Date, count: number): string[] {
  const [year, month] = amsterdamDate(at).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, n) => {
    const first = new Date(Date.UTC(year, month - 1 - (count - 1 - n), 1));
    return first.toISOString().slice(0, 10);
  });
}

/**
 * GET /api/buddy/statistics: the buddy's completed sessions and earnings from the ledger (in all, and by the
 * last STATISTICS_WEEKS weeks and STATISTICS_MONTHS months, zeros included), bookings still
 * ahead, and their rating.
 */
export async function buddyStatistics(db: Executor, buddyId: string): Promise<BuddyStatistics> {
  const at = now();
  const weeks = isoWeekStarts(at, STATISTICS_WEEKS).starts;
  const months = monthStarts(at, STATISTICS_MONTHS);
  const since = (first: string) => gte(sessions.startsAt, amsterdamInstant(first, '00:00'));
  const completed = and(eq(sessions.buddyId, buddyId), isOneOf(sessions.status, ['completed']));
  const [[totals], [ahead], byWeek, byMonth, rating] = await Promise.all([
    db.select({ count, earnings }).from(sessions).where(completed),
    db
      .select({ count })
      .from(sessions)
      .where(
        and(
          eq(sessions.buddyId, buddyId),
          isOneOf(sessions.status, ['approved']),
          gte(sessions.startsAt, at),
        ),
      ),
    db
      .select({ period: amsterdam('week'), count, earnings })
      .from(sessions)
      .where(and(completed, since(weeks[0]!)))
      .groupBy(sql`1`),
    db
      .select({ period: amsterdam('month'), count, earnings })
      .from(sessions)
      .where(and(completed, since(months[0]!)))
      .groupBy(sql`1`),
    ratingOf(db, buddyId),
  ]);
  const periods = (starts: string[], rows: typeof byWeek, label: (start: string) => string) =>
    starts.map((start) => {
      const row = rows.find((r) => r.period === start);
      return { period: label(start), sessions: row?.count ?? 0, earningsCents: row?.earnings ?? 0 };
    });
  return {
    totalSessions: totals?.count ?? 0,
    activeBookings: ahead?.count ?? 0,
    totalEarningsCents: totals?.earnings ?? 0,
    ...rating,
    weeks: periods(weeks, byWeek, (start) => start),
    months: periods(months, byMonth, (start) => start.slice(0, 7)),
  };
}
