import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  amsterdamIsoWeekday,
  startOfAmsterdamDay,
} from './amsterdam-time';
import type { TimeRange } from './availability';

/**
 * A buddy's open times in brief, for lists that sort and filter by them (decision 057): the
 * start of the next open time and the day parts with open time over the next weeks. Pure, and
 * free of schemas, like availability.ts.
 */

/** How far ahead a summary looks, in days from today. */
export const SUMMARY_DAYS = 28;

/** The parts of a day, in Amsterdam wall-clock time (the learner's form's grid). */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

const DAY_PART_HOURS: Record<DayPart, { start: string; end: string }> = {
  morning: { start: '07:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  evening: { start: '17:00', end: '23:00' },
};

/** Every day part of the week (7 days x 3 parts: 21 bits). */
export const ALL_DAY_PARTS = 2 ** 21 - 1;

/** The bit of a day part: day 0 is Monday. */
export const dayPartBit = (day: number, part: DayPart) => 2 ** (day * 3 + DAY_PARTS.indexOf(part));

/** The mask of every part in `parts` on every day in `days`. */
export const dayPartsMask = (days: readonly number[], parts: readonly DayPart[]) =>
  days.reduce((mask, day) => parts.reduce((m, part) => m | dayPartBit(day, part), mask), 0);

/** The day parts (day 0 Monday) in which some open time lies, as a mask. */
export function dayPartsOf(open: readonly TimeRange[]): number {
  let mask = 0;
  for (const time of open) {
    // Open times lie within one day's grid (07:00–23:00), so one date each.
    const date = amsterdamDate(time.start);
    const day = amsterdamIsoWeekday(time.start) - 1;
    for (const part of DAY_PARTS) {
      const hours = DAY_PART_HOURS[part];
      const start = amsterdamInstant(date, hours.start);
      const end = amsterdamInstant(date, hours.end);
      if (time.start < end && time.end > start) mask |= dayPartBit(day, part);
    }
  }
  return mask;
}

export interface OpenTimeSummary {
  nextOpenAt: Date | null;
  dayParts: number;
  /** When it stops being true: the next open time starts, or the weeks it covers move on. */
  validUntil: Date;
}

/** The window a summary made at `at` covers: from today's midnight, SUMMARY_DAYS days. */
export function summaryWindow(at: Date): TimeRange {
  const start = startOfAmsterdamDay(at);
  return { start, end: addAmsterdamDays(start, SUMMARY_DAYS) };
}

/** The summary of open times (as `openTimes` gives them, from `at` on, in order) seen at `at`. */
export function summarizeOpenTimes(open: readonly TimeRange[], at: Date): OpenTimeSummary {
  const nextOpenAt = open[0]?.start ?? null;
  const midnight = addAmsterdamDays(startOfAmsterdamDay(at), 1);
  return {
    nextOpenAt,
    dayParts: dayPartsOf(open),
    validUntil: nextOpenAt && nextOpenAt < midnight ? nextOpenAt : midnight,
  };
}
