import { AWAITING_REVIEW_MAX, type SessionSummary } from '../../../shared/bookings';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { presentBooking } from './presenter';
import { awaitingReview, sessionCountsOf } from './repository';
import type { Who } from './service';

/**
 * GET /api/bookings/summary: the caller's dashboard counters and the sessions waiting for their
 * review, two indexed reads instead of every session and proposal they ever had.
 */
export async function sessionSummary(db: Executor, caller: Who): Promise<SessionSummary> {
  const side = caller.role === 'buddy' ? 'buddy' : 'learner';
  const [counts, unreviewed] = await Promise.all([
    sessionCountsOf(db, side, caller.userId, now()),
    side === 'learner' ? awaitingReview(db, caller.userId, AWAITING_REVIEW_MAX) : [],
  ]);
  return { ...counts, awaitingReview: unreviewed.map(presentBooking) };
}
