import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isOneOf } from '../../db/constants';
import { sessions } from '../../db/schema/sessions';
import { buddyShareOfSession } from '../payments/ledger';

const count = sql<number>`count(*)::int`;
/** The buddy's shares of the sessions, as the ledger has them (decision 039). */
const earnings = sql<number>`coalesce(sum(${buddyShareOfSession(sessions.id)}), 0)::int`;
const amsterdam = (unit: 'week' | 'month') =>
  sql<string>`(date_trunc(${sql.raw(`'${unit}'`)}, ${sessions.startsAt} at time zone 'Europe/Amsterdam'))::date::text`;

const completedBy = (buddyId: string) =>
  and(eq(sessions.buddyId, buddyId), isOneOf(sessions.status, ['completed']));

/** The buddy's completed sessions, counted, and their earnings. */
export async function completedTotals(db: Executor, buddyId: string) {
  const [totals] = await db.select({ count, earnings }).from(sessions).where(completedBy(buddyId));
  return totals;
}

/** Completed sessions of each of some buddies, counted; a buddy without any is not there. */
export async function completedCounts(db: Executor, buddyIds: string[]) {
  if (buddyIds.length === 0) return [];
  return db
    .select({ buddyId: sessions.buddyId, count })
    .from(sessions)
    .where(and(inArray(sessions.buddyId, buddyIds), isOneOf(sessions.status, ['completed'])))
    .groupBy(sessions.buddyId);
}

/** The buddy's approved sessions that start from `at` on, counted. */
export async function bookingsAhead(db: Executor, buddyId: string, at: Date) {
  const [ahead] = await db
    .select({ count })
    .from(sessions)
    .where(
      and(
        eq(sessions.buddyId, buddyId),
        isOneOf(sessions.status, ['approved']),
        gte(sessions.startsAt, at),
      ),
    );
  return ahead;
}

/** One Amsterdam week or month (its first day, YYYY-MM-DD) of a buddy's completed sessions. */
export interface CompletedInPeriod {
  period: string;
  count: number;
  earnings: number;
}

/**
 * The buddy's completed sessions that start from `since` on, counted with their earnings by the
 * Amsterdam week or month they start in; periods without any are not there.
 */
export async function completedByPeriod(
  db: Executor,
  buddyId: string,
  unit: 'week' | 'month',
  since: Date,
): Promise<CompletedInPeriod[]> {
  return db
    .select({ period: amsterdam(unit), count, earnings })
    .from(sessions)
    .where(and(completedBy(buddyId), gte(sessions.startsAt, since)))
    .groupBy(sql`1`);
}
