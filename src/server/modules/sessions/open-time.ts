import { isInsideOpenTime } from '../../../shared/availability';
import type { Executor } from '../../db/client';
import { openTimesWithin } from '../availability/slots';
import { bookedTimesOf } from './repository';

/**
 * Whether a proposed time lies wholly inside the buddy's open times as seen at `at` (decision
 * 029): the buddy sees a proposal outside them marked as such.
 */
export async function isWithinAvailability(
  tx: Executor,
  buddyId: string,
  time: { startsAt: Date; endsAt: Date },
  at: Date,
): Promise<boolean> {
  const window = { start: time.startsAt, end: time.endsAt };
  return isInsideOpenTime(window, await openTimesWithin(tx, buddyId, window, at, bookedTimesOf));
}
