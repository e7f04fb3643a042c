import * as rruleModule from 'rrule';
import type { Options, RRule as Rule, Weekday } from 'rrule';
import { amsterdamDate, amsterdamInstant } from './amsterdam-time';

/**
 * A buddy's availability (SPEC sections 3, 5 and 9; decision 029): slots on the week's grid,
 * each repeated by a rule, expanded into times in Amsterdam; the open times learners may book
 * are those times minus the buddy's booked sessions and travel buffer. Pure, and free of
 * schemas, so that a screen showing a calendar loads no validation code.
 */

/**
 * The schedule grid: 30-minute rows from 07:00 to 23:00 (32 rows; the latest start 22:30), so
 * that before-work coffees and evening events can be offered (issue 37; the spec's 08:00 and 24
 * rows were the prototype's). Far from the night's clock change at 02:00–03:00.
 */
export const GRID_START = '07:00';
export const GRID_END = '23:00';
export const GRID_STEP_MINUTES = 30;
/** A new slot: Monday 09:00–11:00, two hours (SPEC section 9). */
export const NEW_SLOT = { day: 0, startTime: '09:00', endTime: '11:00' } as const;

/** The most slots one buddy's schedule holds. */
export const SLOTS_MAX = 50;
/** How far ahead a slot may start, and a day off may be taken, in days from today. */
export const SLOT_START_DAYS_AHEAD = 366;
export const DAY_OFF_DAYS_AHEAD = 2 * 366;

/** The most a buddy keeps free before and after a session for getting there, in minutes. */
export const TRAVEL_BUFFER_MAX = 120;

export const REPEAT_TYPES = ['none', 'weekly', 'monthly'] as const;
export type RepeatType = (typeof REPEAT_TYPES)[number];
/** SPEC section 5: 1 to 7 times per week or month, for 1 to 52 weeks or months. */
export const REPEAT_FREQUENCY = { min: 1, max: 7 } as const;
export const REPEAT_DURATION = { min: 1, max: 52 } as const;

export interface Repeat {
  type: RepeatType;
  /** Weekly: on this many days from the slot's day on (Monday 3 times: Monday to Wednesday).
   * Monthly: on the first this many of the slot's weekday in each month. */
  frequency: number;
  /** For this many weeks (weekly) or months (monthly) from the first day. */
  duration: number;
}

export interface AvailabilitySlot {
  /** 0 is Monday, 6 is Sunday (the grid's columns). */
  day: number;
  /** Amsterdam wall-clock times on the grid, HH:mm. */
  startTime: string;
  endTime: string;
  /** The first date (YYYY-MM-DD) the slot may fall on: it starts on the first `day` from here. */
  startsOn: string;
  repeat: Repeat;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * rrule's Node entry is a UMD bundle: under Node's ESM (tsx, the server bundle) its exports
 * arrive as the default export, while bundlers take its ESM build with named exports.
 */
const { RRule } =
  (rruleModule as typeof rruleModule & { default?: typeof rruleModule }).default ?? rruleModule;

const DAY_MS = 86_400_000;
const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** Minutes from midnight of an HH:mm time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const two = (n: number) => String(n).padStart(2, '0');
/** The HH:mm time of minutes from midnight. */
export const timeOfMinutes = (minutes: number) =>
  `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** Whether an HH:mm time lies on the schedule grid (07:00 to 23:00, every 30 minutes). */
export const isGridTime = (time: string) =>
  /^\d{2}:\d{2}$/.test(time) &&
  minutesOf(time) % GRID_STEP_MINUTES === 0 &&
  minutesOf(time) >= minutesOf(GRID_START) &&
  minutesOf(time) <= minutesOf(GRID_END);

/** Why a slot's times and rule cannot stand, or null when they can. */
export function slotProblem(slot: AvailabilitySlot): string | null {
  if (!Number.isInteger(slot.day) || slot.day < 0 || slot.day > 6) return AVAILABILITY_TEXTS.day;
  if (!isGridTime(slot.startTime) || !isGridTime(slot.endTime)) return AVAILABILITY_TEXTS.grid;
  if (minutesOf(slot.endTime) <= minutesOf(slot.startTime)) return AVAILABILITY_TEXTS.endAfterStart;
  const { type, frequency, duration } = slot.repeat;
  if (!REPEAT_TYPES.includes(type)) return AVAILABILITY_TEXTS.repeat;
  const within = (n: number, range: { min: number; max: number }) =>
    Number.isInteger(n) && n >= range.min && n <= range.max;
  if (!within(frequency, REPEAT_FREQUENCY)) return AVAILABILITY_TEXTS.frequency;
  if (!within(duration, REPEAT_DURATION)) return AVAILABILITY_TEXTS.duration;
  return null;
}

export const AVAILABILITY_TEXTS = {
  day: 'Please choose a day from Monday to Sunday',
  grid: `Times are on the schedule grid: every 30 minutes from ${GRID_START} to ${GRID_END}`,
  endAfterStart: 'The end time must be after the start time',
  repeat: 'Please choose how the slot repeats: not, weekly or monthly',
  frequency: 'A slot repeats 1 to 7 times per week or month',
  duration: 'A slot repeats for 1 to 52 weeks or months',
  overlap: 'This time overlaps another availability slot',
  buffer: `The travel time must be 0 to ${TRAVEL_BUFFER_MAX} minutes, in steps of 15`,
  slotNotFound: 'Availability slot not found',
  tooManySlots: `Your schedule holds at most ${SLOTS_MAX} slots. Please remove one first.`,
  startsTooLate: 'A slot starts within a year from today',
  dayOffRange: 'A day off is a date from today up to two years ahead',
  changedTooOften: 'You have changed your availability very often in the last hour.',
} as const;

/** A YYYY-MM-DD date as the floating (UTC) midnight the recurrence library counts in. */
const floating = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (floatingDate: Date) => floatingDate.toISOString().slice(0, 10);
/** 0 (Monday) to 6 (Sunday) of a floating date. */
const weekdayOf = (floatingDate: Date) => (floatingDate.getUTCDay() + 6) % 7;

/**
 * Rules by what they depend on, kept: the library keeps each rule's expansion, which takes about
 * 20 microseconds a date, and every read of a schedule or of open times expands the same slots.
 */
const rules = new Map<string, Rule>();
const RULES_MAX = 10_000;

/** The slot's rule over floating dates: which calendar days it falls on. */
function ruleOf(slot: AvailabilitySlot): Rule {
  const { type, frequency, duration } = slot.repeat;
  const key = `${slot.day} ${slot.startsOn} ${type} ${frequency} ${duration}`;
  let rule = rules.get(key);
  if (!rule) {
    if (rules.size >= RULES_MAX) rules.clear();
    rule = newRule(slot);
    rules.set(key, rule);
  }
  return rule;
}

function newRule(slot: AvailabilitySlot): Rule {
  const from = floating(slot.startsOn);
  const first = new Date(from.getTime() + ((slot.day - weekdayOf(from) + 7) % 7) * DAY_MS);
  const { type, frequency, duration } = slot.repeat;
  const options: Partial<Options> = { dtstart: first, wkst: RRule.MO };
  if (type === 'none') return new RRule({ ...options, freq: RRule.DAILY, count: 1 });
  // The last day of the `duration`th week, or of the `duration`th month, counted from the first.
  const until =
    type === 'weekly'
      ? new Date(first.getTime() + (7 * duration - 1) * DAY_MS)
      : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + duration, 0));
  // Monthly: from the first date's place among the month's days of its weekday (the 2nd
  // Monday), so the first date is always one of its times; a month has at most five.
  const place = Math.ceil(first.getUTCDate() / 7);
  const byweekday: Weekday[] =
    type === 'weekly'
      ? Array.from({ length: frequency }, (_, i) => WEEKDAYS[(slot.day + i) % 7]!)
      : Array.from({ length: Math.min(frequency, 6 - place) }, (_, i) =>
          WEEKDAYS[slot.day]!.nth(place + i),
        );
  return new RRule({
    ...options,
    freq: type === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    byweekday,
    until,
  });
}

/**
 * The times a slot is available between two instants, in Amsterdam time (a slot at 09:00 is at
 * 09:00 on both sides of a clock change), leaving out the dates in `daysOff` (YYYY-MM-DD).
 */
export function slotTimes(
  slot: AvailabilitySlot,
  window: TimeRange,
  daysOff: ReadonlySet<string> = new Set(),
): TimeRange[] {
  // The window's Amsterdam dates, a day wider on each side for the time zone's offset.
  const from = floating(amsterdamDate(new Date(window.start.getTime() - DAY_MS)));
  const to = floating(amsterdamDate(new Date(window.end.getTime() + DAY_MS)));
  return ruleOf(slot)
    .between(from, to, true)
    .map(dateOf)
    .filter((date) => !daysOff.has(date))
    .map((date) => ({
      start: amsterdamInstant(date, slot.startTime),
      end: amsterdamInstant(date, slot.endTime),
    }))
    .filter((time) => time.end > window.start && time.start < window.end);
}

/** The date (YYYY-MM-DD) of a slot's last time. */
export function lastSlotDate(slot: AvailabilitySlot): string {
  const last = ruleOf(slot).all().at(-1);
  return last ? dateOf(last) : slot.startsOn;
}

/** Every time of a slot, from its first day to its rule's end. */
export function allSlotTimes(slot: AvailabilitySlot): TimeRange[] {
  const dates = ruleOf(slot).all().map(dateOf);
  return dates.map((date) => ({
    start: amsterdamInstant(date, slot.startTime),
    end: amsterdamInstant(date, slot.endTime),
  }));
}

const overlap = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/** Whether two lists of times, each in order and not overlapping itself, share a moment. */
function timesMeet(a: readonly TimeRange[], b: readonly TimeRange[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (overlap(a[i]!, b[j]!)) return true;
    if (a[i]!.end <= b[j]!.end) i++;
    else j++;
  }
  return false;
}

/** The first of `others` whose times overlap a time of `slot`, or undefined (no clicking over). */
export function overlappingSlot<S extends AvailabilitySlot>(
  slot: AvailabilitySlot,
  others: readonly S[],
): S | undefined {
  const times = allSlotTimes(slot);
  return others.find((other) => timesMeet(times, allSlotTimes(other)));
}

/** Times sorted and merged where they touch or overlap. */
export function mergeTimes(times: readonly TimeRange[]): TimeRange[] {
  const sorted = [...times].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: TimeRange[] = [];
  for (const time of sorted) {
    const last = merged.at(-1);
    if (last && time.start <= last.end) {
      if (time.end > last.end) last.end = time.end;
    } else {
      merged.push({ start: time.start, end: time.end });
    }
  }
  return merged;
}

/** The next instant on the half hour at or after `at` (open times start on the grid). */
const nextHalfHour = (at: Date) => {
  const step = GRID_STEP_MINUTES * 60_000;
  return new Date(Math.ceil(at.getTime() / step) * step);
};

/**
 * The times learners may book: the available times from `now` on, minus each booked session
 * widened by the buddy's travel buffer on both sides, in pieces of at least `minMinutes`.
 */
export function openTimes(
  available: readonly TimeRange[],
  booked: readonly TimeRange[],
  {
    now,
    bufferMinutes,
    minMinutes = GRID_STEP_MINUTES,
  }: {
    now: Date;
    bufferMinutes: number;
    minMinutes?: number;
  },
): TimeRange[] {
  const buffer = bufferMinutes * 60_000;
  const busy = mergeTimes(
    booked.map((b) => ({
      start: new Date(b.start.getTime() - buffer),
      end: new Date(b.end.getTime() + buffer),
    })),
  );
  const earliest = nextHalfHour(now);
  const open: TimeRange[] = [];
  for (const time of mergeTimes(available)) {
    let start = time.start < earliest ? earliest : time.start;
    for (const b of busy) {
      if (b.end <= start || b.start >= time.end) continue;
      if (b.start > start) open.push({ start, end: b.start });
      start = b.end > start ? b.end : start;
    }
    if (start < time.end) open.push({ start, end: time.end });
  }
  return open.filter((t) => t.end.getTime() - t.start.getTime() >= minMinutes * 60_000);
}

/** The starts on the half hour from which a session of `minutes` fits in an open time. */
export function startTimes(open: readonly TimeRange[], minutes: number): Date[] {
  const step = GRID_STEP_MINUTES * 60_000;
  const length = minutes * 60_000;
  return open.flatMap((time) => {
    const starts: Date[] = [];
    for (
      let at = nextHalfHour(time.start).getTime();
      at + length <= time.end.getTime();
      at += step
    ) {
      starts.push(new Date(at));
    }
    return starts;
  });
}

/** Whether a session's time lies wholly inside one open time. */
export const isInsideOpenTime = (session: TimeRange, open: readonly TimeRange[]) =>
  open.some((time) => time.start <= session.start && session.end <= time.end);
