import { amsterdamDate, amsterdamInstant } from '../../../shared/amsterdam-time';
import {
  STATISTICS_MONTHS,
  STATISTICS_WEEKS,
  type BuddyStatistics,
} from '../../../shared/bookings';
import { isoWeekStarts } from '../../../shared/reports';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { ratingOf } from '../buddies/reviews';
import {
  bookingsAhead,
  completedByPeriod,
  completedTotals,
  type CompletedInPeriod,
} from './statistics-repository';

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
  const since = (first: string) => amsterdamInstant(first, '00:00');
  const [totals, ahead, byWeek, byMonth, rating] = await Promise.all([
    completedTotals(db, buddyId),
    bookingsAhead(db, buddyId, at),
    completedByPeriod(db, buddyId, 'week', since(weeks[0]!)),
    completedByPeriod(db, buddyId, 'month', since(months[0]!)),
    ratingOf(db, buddyId),
  ]);
  const periods = (starts: string[], rows: CompletedInPeriod[], label: (start: string) => string) =>
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
