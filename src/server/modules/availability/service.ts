import { addAmsterdamDays, amsterdamDate } from '../../../shared/amsterdam-time';
import {
  AVAILABILITY_TEXTS,
  DAY_OFF_DAYS_AHEAD,
  lastSlotDate,
  minutesOf,
  overlappingSlot,
  SLOT_START_DAYS_AHEAD,
  SLOTS_MAX,
  type AvailabilitySlot,
} from '../../../shared/availability';
import type { Availability, NewSlot, Slot } from '../../../shared/availability-schemas';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { lockOwnBuddyProfile, setTravelBuffer, travelBufferOf } from '../buddies/profiles';
import { tellFavouriteOpened } from '../favourites/news';
import { bookedTimes } from '../sessions/service';
import { openTimesChanged } from './open-time-summaries';
import { asSlot } from './slots';
import {
  daysOffOf,
  deleteDayOff,
  deleteSlot,
  insertDayOff,
  insertSlot,
  slotsOf,
  type SlotRow,
} from './repository';

/**
 * Changes of availability a buddy may make: each tells every open tab (`open-times-changed`),
 * so a script toggling a day off cannot keep the whole city's tabs reading. Setting up a week
 * by hand takes a few dozen.
 */
export const AVAILABILITY_LIMITS = {
  perBuddy: { scope: 'availability:buddy', max: 120, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** Counts the change, then tells it: the buddy's summary is rewritten, open tabs read again. */
async function tellOpenTimesChanged(tx: Executor, buddyId: string) {
  await limitAttempts(tx, AVAILABILITY_TEXTS.changedTooOften, [
    [AVAILABILITY_LIMITS.perBuddy, buddyId],
  ]);
  await openTimesChanged(tx, buddyId, bookedTimes);
}

/** The Amsterdam date `days` days from today. */
const daysFromToday = (days: number) => amsterdamDate(addAmsterdamDays(now(), days));

function presentSlot(row: SlotRow): Slot {
  const slot = asSlot(row);
  return { id: row.id, ...slot, lastDate: lastSlotDate(slot) };
}

/** GET /api/buddy/availability: the buddy's own slots, days off from today, and travel time. */
export async function availabilityOf(db: Executor, buddyId: string): Promise<Availability> {
  const [slots, daysOff, travelBufferMinutes] = await Promise.all([
    slotsOf(db, buddyId),
    daysOffOf(db, buddyId, { from: amsterdamDate(now()), to: daysFromToday(DAY_OFF_DAYS_AHEAD) }),
    travelBufferOf(db, buddyId),
  ]);
  return { slots: slots.map(presentSlot), daysOff, travelBufferMinutes };
}

/**
 * POST /api/buddy/availability/slots: a slot on the grid from its first date (today when not
 * given); 409 when its times overlap one of the buddy's other slots on any day.
 */
export async function addSlot(db: Database, buddyId: string, input: NewSlot): Promise<Slot> {
  const slot: AvailabilitySlot = {
    day: input.day,
    startTime: input.startTime,
    endTime: input.endTime,
    startsOn: input.startsOn ?? amsterdamDate(now()),
    repeat: input.repeat,
  };
  if (slot.startsOn > daysFromToday(SLOT_START_DAYS_AHEAD)) {
    throw badRequest(AVAILABILITY_TEXTS.startsTooLate);
  }
  return db.transaction(async (tx) => {
    await lockOwnBuddyProfile(tx, buddyId);
    const others = (await slotsOf(tx, buddyId)).map(asSlot);
    if (others.length >= SLOTS_MAX) throw conflict(AVAILABILITY_TEXTS.tooManySlots);
    if (overlappingSlot(slot, others)) throw conflict(AVAILABILITY_TEXTS.overlap);
    const row = await insertSlot(tx, {
      buddyId,
      day: slot.day,
      startMinutes: minutesOf(slot.startTime),
      endMinutes: minutesOf(slot.endTime),
      startsOn: slot.startsOn,
      repeatType: slot.repeat.type,
      repeatFrequency: slot.repeat.frequency,
      repeatDuration: slot.repeat.duration,
      createdAt: now(),
    });
    await tellOpenTimesChanged(tx, buddyId);
    await tellFavouriteOpened(tx, buddyId);
    return presentSlot(row);
  });
}

/** DELETE /api/buddy/availability/slots/{id}: 404 for a slot that is not the buddy's. */
export async function removeSlot(db: Database, buddyId: string, id: string) {
  await db.transaction(async (tx) => {
    if (!(await deleteSlot(tx, buddyId, id))) throw notFound(AVAILABILITY_TEXTS.slotNotFound);
    await tellOpenTimesChanged(tx, buddyId);
  });
}

/** PUT /api/buddy/availability/days-off/{date}: a date from today up to two years ahead. */
export async function addDayOff(db: Database, buddyId: string, date: string) {
  if (date < amsterdamDate(now()) || date > daysFromToday(DAY_OFF_DAYS_AHEAD)) {
    throw badRequest(AVAILABILITY_TEXTS.dayOffRange);
  }
  await db.transaction(async (tx) => {
    await insertDayOff(tx, buddyId, date);
    await tellOpenTimesChanged(tx, buddyId);
  });
}

export async function removeDayOff(db: Database, buddyId: string, date: string) {
  await db.transaction(async (tx) => {
    const givenBack = await deleteDayOff(tx, buddyId, date);
    await tellOpenTimesChanged(tx, buddyId);
    if (givenBack) await tellFavouriteOpened(tx, buddyId);
  });
}

/** PUT /api/buddy/availability/travel-buffer */
export async function changeTravelBuffer(db: Database, buddyId: string, minutes: number) {
  await db.transaction(async (tx) => {
    await lockOwnBuddyProfile(tx, buddyId);
    await setTravelBuffer(tx, buddyId, minutes);
    await tellOpenTimesChanged(tx, buddyId);
  });
}
