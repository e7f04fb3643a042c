import { isInsideOpenTime, openTimes } from '../../../shared/availability';
import type { Executor } from '../../db/client';
import { availableTimesOf } from '../availability/slots';
import { bookedTimesOf } from './repository';

/**
 * Whether a proposed time lies wholly inside the buddy's open times as seen at `at`: their
 * availability minus their booked sessions and the travel time around them (decision 029). The
 * buddy sees a proposal outside them marked as such.
 */
export async function isWithinAvailability(
  tx: Executor,
  buddyId: string,
  time: { startsAt: Date; endsAt: Date },
  at: Date,
): Promise<boolean> {
  const window = { start: time.startsAt, end: time.endsAt };
  const { times, bufferMinutes } = await availableTimesOf(tx, buddyId, window);
  if (times.length === 0) return false;
  const buffer = bufferMinutes * 60_000;
  const booked = await bookedTimesOf(
    tx,
    buddyId,
    new Date(window.start.getTime() - buffer),
    new Date(window.end.getTime() + buffer),
  );
  return isInsideOpenTime(window, openTimes(times, booked, { now: at, bufferMinutes }));
}
