import { tz } from '@date-fns/tz';
import { addDays, getISODay, startOfDay, startOfWeek } from 'date-fns';

/**
 * Dates and weeks as the product shows them: in Amsterdam, weeks starting on Monday (decision
 * 008). Instants go in and come out as plain `Date`s; the time zone applies only when an instant
 * is read as a day, a week or a wall-clock time. Pure: safe on the server and in the browser.
 * What a reader sees of a date is written by format-date.ts.
 */
export const AMSTERDAM_TIME_ZONE = 'Europe/Amsterdam';

const amsterdam = { in: tz(AMSTERDAM_TIME_ZONE) };
const instant = (date: Date) => new Date(date.getTime());

/*
 * The two readings every session list makes of every session (a date, a start and an end), from
 * Amsterdam's offset to UTC, read once per hour of time through Intl and kept: a zone changes
 * its offset on the hour, and when the offset at both ends of an hour agree it held for the
 * whole hour. About 0.2 microseconds a reading, where an Intl formatter takes 1 to 4 and date-fns
 * with a time zone about 15.
 */
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Made on the first reading, not when the module loads: every page's start imports this module
 * (through the query keys), and a formatter with a time zone is the costliest part of its load
 * (the zone's data), which a page that shows no date never needs (decision 067).
 */
let wallClock: Intl.DateTimeFormat | undefined;
const wallClockFormat = () =>
  (wallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: AMSTERDAM_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }));

/** How far Amsterdam's wall clock is ahead of UTC at an instant (in ms), from Intl's reading. */
function offsetAt(ms: number): number {
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      wallClockFormat()
        .formatToParts(ms)
        .find((p) => p.type === type)!.value,
    );
  const read = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return read - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Offsets by hour since 1970; forgotten all at once when there are many (a long calendar). */
const offsets = new Map<number, number>();
const OFFSETS_MAX = 100_000;

/** Amsterdam's offset at an instant (in ms), kept by the hour. */
function cachedOffsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const start = offsetAt(hour * HOUR_MS);
    if (start !== offsetAt((hour + 1) * HOUR_MS - 1)) return offsetAt(ms);
    if (offsets.size >= OFFSETS_MAX) offsets.clear();
    offsets.set(hour, start);
    offset = start;
  }
  return offset;
}

/** A `Date` whose UTC fields read Amsterdam's wall clock at the instant. */
function wallClockAt(at: Date): Date {
  const ms = at.getTime();
  return new Date(ms + cachedOffsetAt(ms));
}

const two = (n: number) => String(n).padStart(2, '0');

/** The Amsterdam calendar date of an instant, as YYYY-MM-DD. */
export function amsterdamDate(at: Date): string {
  const wall = wallClockAt(at);
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
}

/** The Amsterdam wall-clock time of an instant, as HH:mm. */
export function amsterdamTime(at: Date): string {
  const wall = wallClockAt(at);
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

/** 1 for Monday to 7 for Sunday, of the instant's Amsterdam date. */
export const amsterdamIsoWeekday = (at: Date) => getISODay(at, amsterdam);

/** Midnight in Amsterdam that starts the instant's day (23 or 25 hours long on DST changes). */
export const startOfAmsterdamDay = (at: Date) => instant(startOfDay(at, amsterdam));

/** Midnight in Amsterdam on the Monday that starts the instant's week. */
export const startOfAmsterdamWeek = (at: Date) =>
  instant(startOfWeek(at, { ...amsterdam, weekStartsOn: 1 }));

/** The same Amsterdam wall-clock time `days` days later (or earlier): not always 24 h apart. */
export const addAmsterdamDays = (at: Date, days: number) => instant(addDays(at, days, amsterdam));

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant of an Amsterdam date (YYYY-MM-DD) and wall-clock time (HH:mm). Like Temporal's
 * 'compatible' choice and iCalendar: a time skipped when clocks go forward (02:30 on the last
 * Sunday of March) moves on by the hour skipped (03:30); a time that happens twice when clocks
 * go back (02:30 on the last Sunday of October) means its first occurrence, still in summer time.
 * Throws a RangeError for a malformed or nonexistent date.
 */
export function amsterdamInstant(date: string, time: string): Date {
  const d = LOCAL_DATE.exec(date);
  const t = LOCAL_TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not an Amsterdam date and time: ${date} ${time}`);
  const [year, month, day, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1) throw new RangeError(`No such date: ${date}`);
  // The wall-clock time read as UTC, less the offset the day before or the day after: the same
  // but near a clock change (months apart), where either, both (a repeated time: the first) or
  // neither (a skipped time: the offset before it, moving on by the hour skipped) may hold.
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const before = cachedOffsetAt(wall - DAY_MS);
  const after = cachedOffsetAt(wall + DAY_MS);
  if (before === after) return new Date(wall - before);
  const held = [before, after]
    .filter((offset) => cachedOffsetAt(wall - offset) === offset)
    .map((offset) => wall - offset);
  return new Date(held.length > 0 ? Math.min(...held) : wall - before);
}
