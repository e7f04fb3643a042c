import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import type { HousekeepingJob } from '../../lib/housekeeping';
import { bookedTimes } from '../sessions/service';
import { summarizeOpenTimesOf } from './open-time-summaries';
import { lockStaleSummaries } from './repository';

/** Summaries rewritten per transaction. */
const BATCH = 100;

/**
 * Rewrites the open-time summaries that stopped being true (an open time began, or a day went
 * by), a batch per transaction until none is left; processes running it at once share the rows.
 */
export async function refreshOpenTimeSummaries(db: Database) {
  let done: number;
  do {
    done = await db.transaction(async (tx) => {
      const buddyIds = await lockStaleSummaries(tx, now(), BATCH);
      for (const buddyId of buddyIds) await summarizeOpenTimesOf(tx, buddyId, bookedTimes);
      return buddyIds.length;
    });
  } while (done === BATCH);
}

/**
 * Every minute: a summary stops being true when its next open time begins, and a card must not
 * show a "next free" time already past for long. Few rows are due at once (a query by index).
 */
export const openTimeSummaryJob: HousekeepingJob = {
  name: 'open-time-summaries',
  run: refreshOpenTimeSummaries,
  everyMs: 60_000,
};
