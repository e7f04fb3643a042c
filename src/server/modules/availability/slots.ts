import { amsterdamDate } from '../../../shared/amsterdam-time';
import {
  slotTimes,
  timeOfMinutes,
  type AvailabilitySlot,
  type TimeRange,
} from '../../../shared/availability';
import type { Executor } from '../../db/client';
import { daysOffOf, slotsOf, travelBufferOf, type SlotRow } from './repository';

export const asSlot = (row: SlotRow): AvailabilitySlot => ({
  day: row.day,
  startTime: timeOfMinutes(row.startMinutes),
  endTime: timeOfMinutes(row.endMinutes),
  startsOn: row.startsOn,
  repeat: { type: row.repeatType, frequency: row.repeatFrequency, duration: row.repeatDuration },
});

/**
 * A buddy's available times in a window (their slots' times but on their days off), and the
 * travel time they keep around booked sessions. Booked sessions are the caller's to subtract
 * (`openTimes`, src/shared/availability.ts): the sessions module checks a proposal with this.
 */
export async function availableTimesOf(
  db: Executor,
  buddyId: string,
  window: TimeRange,
): Promise<{ times: TimeRange[]; bufferMinutes: number }> {
  const [rows, bufferMinutes] = await Promise.all([
    slotsOf(db, buddyId),
    travelBufferOf(db, buddyId),
  ]);
  if (rows.length === 0) return { times: [], bufferMinutes };
  const daysOff = new Set(
    await daysOffOf(db, buddyId, {
      from: amsterdamDate(window.start),
      to: amsterdamDate(window.end),
    }),
  );
  return { times: rows.flatMap((row) => slotTimes(asSlot(row), window, daysOff)), bufferMinutes };
}
