import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  amsterdamIsoWeekday,
} from '@shared/amsterdam-time';
import { formatInAmsterdam } from '@shared/format-date';
import {
  allSlotTimes,
  type AvailabilitySlot,
  GRID_END,
  GRID_START,
  GRID_STEP_MINUTES,
  minutesOf,
  NEW_SLOT,
  slotTimes,
  timeOfMinutes,
} from '@shared/availability';
import type { Slot } from '@shared/availability-schemas';
import type { Booking } from '@shared/bookings';
import { TIME_HOLDING_STATUSES } from '@shared/sessions';
import { shiftWeek, weekDays } from '@/features/sessions/week';

/** The Schedule dialog's week: which slot, session or nothing fills each half hour of the grid. */

const FIRST = minutesOf(GRID_START);
const LAST = minutesOf(GRID_END);

/** The grid's times, 07:00 to 23:00: a slot starts on any but the last, ends on any but the first. */
export const GRID_TIMES = Array.from({ length: (LAST - FIRST) / GRID_STEP_MINUTES + 1 }, (_, i) =>
  timeOfMinutes(FIRST + i * GRID_STEP_MINUTES),
);
/** The 32 rows, each named by its start. */
export const ROW_TIMES = GRID_TIMES.slice(0, -1);

const NEW_SLOT_MINUTES = minutesOf(NEW_SLOT.endTime) - minutesOf(NEW_SLOT.startTime);

/** A new slot's end: two hours after its start (SPEC section 9), at the latest the grid's end. */
export const endOfNewSlot = (startTime: string) =>
  timeOfMinutes(Math.min(minutesOf(startTime) + NEW_SLOT_MINUTES, LAST));

/**
 * A run of rows in one day's column, from `row` for `rows` rows: a slot's time that day (with
 * the sessions booked in it), sessions booked outside the slots, or a free half hour.
 */
export type Block = { row: number; rows: number } & (
  | { kind: 'slot'; slot: Slot; bookings: Booking[] }
  | { kind: 'booked'; bookings: Booking[] }
  | { kind: 'free' }
);

/** The grid row of a time of day, in halves of an hour from the grid's start, kept on the grid. */
const rowOf = (minutes: number) =>
  Math.min(Math.max((minutes - FIRST) / GRID_STEP_MINUTES, 0), ROW_TIMES.length);

/** The rows a session covers (a session past midnight runs to the grid's end). */
function rowsOf(booking: Booking) {
  const start = minutesOf(booking.time);
  const end = minutesOf(booking.endTime) > start ? minutesOf(booking.endTime) : 24 * 60;
  return { from: Math.floor(rowOf(start)), to: Math.ceil(rowOf(end)) };
}

/**
 * The week's seven columns, Monday to Sunday, each of blocks covering the grid's rows: the slots'
 * times that week by their repeats, leaving out the days off, and the sessions booked then.
 */
export function weekColumns(
  monday: string,
  slots: readonly Slot[],
  daysOff: readonly string[],
  bookings: readonly Booking[],
): Block[][] {
  const dates = weekDays(monday).map((day) => day.date);
  const window = {
    start: amsterdamInstant(monday, '00:00'),
    end: amsterdamInstant(shiftWeek(monday, 1), '00:00'),
  };
  const off = new Set(daysOff);
  const slotAt = dates.map((): (Slot | undefined)[] => []);
  for (const slot of slots) {
    for (const time of slotTimes(slot, window, off)) {
      const rows = slotAt[dates.indexOf(amsterdamDate(time.start))];
      if (!rows) continue;
      const to = rowOf(minutesOf(slot.endTime));
      for (let row = rowOf(minutesOf(slot.startTime)); row < to; row++) rows[row] ??= slot;
    }
  }
  const held = bookings.filter((b) => TIME_HOLDING_STATUSES.includes(b.status));

  return dates.map((date, day) => {
    const ofDay = held.filter((b) => b.date === date).map((b) => ({ booking: b, ...rowsOf(b) }));
    const bookedIn = (from: number, to: number) =>
      ofDay.filter((b) => b.from < to && b.to > from).map((b) => b.booking);
    const keyOf = (row: number) =>
      bookedIn(row, row + 1)
        .map((b) => b.id)
        .join();
    const slotOf = (row: number) => slotAt[day]![row];

    const blocks: Block[] = [];
    for (let row = 0; row < ROW_TIMES.length;) {
      const slot = slotOf(row);
      const key = keyOf(row);
      // A slot's run ends where another starts; a booked run where its sessions change.
      const same = (next: number) =>
        slot ? slotOf(next) === slot : !slotOf(next) && key !== '' && keyOf(next) === key;
      let rows = 1;
      while (row + rows < ROW_TIMES.length && same(row + rows)) rows++;
      const bookings = bookedIn(row, row + rows);
      blocks.push(
        slot
          ? { kind: 'slot', row, rows, slot, bookings }
          : bookings.length
            ? { kind: 'booked', row, rows, bookings }
            : { kind: 'free', row, rows },
      );
      row += rows;
    }
    return blocks;
  });
}

/** The first date on weekday `day` (0 is Monday) from `from` on, both YYYY-MM-DD. */
export function firstDateOn(from: string, day: number): string {
  const noon = amsterdamInstant(from, '12:00');
  return amsterdamDate(addAmsterdamDays(noon, (day - (amsterdamIsoWeekday(noon) - 1) + 7) % 7));
}

/**
 * A new slot's first date: its day in the shown week when that lies ahead, else none (the
 * server starts it today, so it falls on its next such day).
 */
export function startsOnFor(monday: string, day: number, today: string): string | undefined {
  const date = weekDays(monday)[day]?.date;
  return date && date > today ? date : undefined;
}

/** 'Monday 30 March 2026', of a YYYY-MM-DD date (at noon: never moved by a clock change). */
export const longDate = (date: string) =>
  formatInAmsterdam(amsterdamInstant(date, '12:00'), 'EEEE d MMMM yyyy');

/** How many of a new slot's days its form lists by date; the rest are counted. */
export const PREVIEW_DAYS = 14;

/**
 * The days a slot will open, as its form shows them before saving (issue 37: "Times per week: 2"
 * on a Thursday also opens Friday): the first dates ('Thu 3 Dec'), how many more, and the last.
 * The same rule as the server's (`allSlotTimes`), so the list is what the save creates.
 */
export function slotDays(slot: AvailabilitySlot) {
  const dates = allSlotTimes(slot).map((time) => amsterdamDate(time.start));
  const short = (date: string) => formatInAmsterdam(amsterdamInstant(date, '12:00'), 'EEE d MMM');
  return {
    count: dates.length,
    shown: dates.slice(0, PREVIEW_DAYS).map((date) => ({ date, label: short(date) })),
    more: Math.max(dates.length - PREVIEW_DAYS, 0),
    first: dates[0] ?? slot.startsOn,
    last: dates.at(-1) ?? slot.startsOn,
  };
}

/** The weekdays a weekly repeat opens on, in a row from the slot's day: 'Thursday and Friday'. */
export function weeklyDays(day: number, frequency: number, names: readonly string[]): string {
  const days = Array.from({ length: Math.min(frequency, 7) }, (_, i) => names[(day + i) % 7]!);
  if (days.length === 7) return 'every day';
  if (days.length <= 2) return days.join(' and ');
  return `${days[0]} to ${days.at(-1)}`;
}
