import { amsterdamDate } from '../../../shared/amsterdam-time';
import {
  openTimes,
  slotTimes,
  timeOfMinutes,
  type AvailabilitySlot,
  type TimeRange,
} from '../../../shared/availability';
import type { Executor } from '../../db/client';
import { travelBufferOf } from '../buddies/profiles';
import { daysOffOf, slotsOf, type SlotRow } from './repository';

export const asSlot = (row: SlotRow): AvailabilitySlot => ({
  day: row.day,
  startTime: timeOfMinutes(row.startMinutes),
  endTime: timeOfMinutes(row.endMinutes),
  startsOn: row.startsOn,
  repeat: { type: row.repeatType, frequency: row.repeatFrequency, duration: row.repeatDuration },
});

/** A user's booked times overlapping a window: the sessions module's, handed in (no cycle). */
export type BookedTimes = (
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
) => Promise<TimeRange[]>;

/**
 * A buddy's open times in a window as seen at `at`: their slots' times but on their days off,
 * minus their booked sessions widened by their travel time (`openTimes`, decision 029). The
 * open-times route and the sessions module's proposal check both read them here.
 */
export async function openTimesWithin(
  db: Executor,
  buddyId: string,
  window: TimeRange,
  at: Date,
  bookedTimes: BookedTimes,
): Promise<TimeRange[]> {
  const [rows, bufferMinutes] = await Promise.all([
    slotsOf(db, buddyId),
    travelBufferOf(db, buddyId),
  ]);
  if (rows.length === 0) return [];
  const buffer = bufferMinutes * 60_000;
  const [daysOff, booked] = await Promise.all([
    daysOffOf(db, buddyId, { from: amsterdamDate(window.start), to: amsterdamDate(window.end) }),
    bookedTimes(
      db,
      buddyId,
      new Date(window.start.getTime() - buffer),
      new Date(window.end.getTime() + buffer),
    ),
  ]);
  const off = new Set(daysOff);
  const available = rows.flatMap((row) => slotTimes(asSlot(row), window, off));
  return openTimes(available, booked, { now: at, bufferMinutes });
}
