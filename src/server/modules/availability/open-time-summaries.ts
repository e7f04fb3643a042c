import { summarizeOpenTimes, summaryWindow } from '../../../shared/open-time-summaries';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { publish } from '../../lib/event-bus';
import { writeOpenTimeSummary } from './repository';
import { openTimesWithin, type BookedTimes } from './slots';

/** Writes the buddy's open-time summary as their open times stand now, in the caller's transaction. */
export async function summarizeOpenTimesOf(tx: Executor, buddyId: string, booked: BookedTimes) {
  const at = now();
  const open = await openTimesWithin(tx, buddyId, summaryWindow(at), at, booked);
  await writeOpenTimeSummary(tx, buddyId, summarizeOpenTimes(open, at));
}

/**
 * The buddy's open times changed (their availability, days off or bookings): their summary is
 * written in the change's transaction, and learners' open tabs read the times again once it
 * commits. The one way every module says so.
 */
export async function openTimesChanged(tx: Executor, buddyId: string, booked: BookedTimes) {
  await summarizeOpenTimesOf(tx, buddyId, booked);
  await publish(tx, { type: 'open-times-changed', buddyId });
}
