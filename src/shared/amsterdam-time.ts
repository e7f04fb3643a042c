import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, getISODay, startOfDay, startOfWeek } from 'date-fns';

/**
 * Dates and weeks as the product shows them: in Amsterdam, weeks starting on Monday (decision
 * 008). Instants go in and come out as plain `Date`s; the time zone applies only when an instant
 * is read as a day, a week or a wall-clock time. Pure: safe on the server and in the browser.
 */
export const AMSTERDAM_TIME_ZONE = 'Europe/Amsterdam';

const amsterdam = { in: tz(AMSTERDAM_TIME_ZONE) };
const instant = (date: Date) => new Date(date.getTime());

/** Formats an instant in Amsterdam with a date-fns pattern, e.g. 'EEEE d MMMM, HH:mm'. */
export const formatInAmsterdam = (at: Date, pattern: string) => format(at, pattern, amsterdam);

/*
 * The two readings every session list makes of every session, through one cached Intl formatter
 * each: about 4 microseconds for a session's date, start and end, where date-fns with a time zone
 * took about 50.
 */
const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMSTERDAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Amsterdam calendar date of an instant, as YYYY-MM-DD (from parts: no locale's order). */
export function amsterdamDate(at: Date): string {
  const parts = dateParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The Amsterdam wall-clock time of an instant, as HH:mm. */
export const amsterdamTime = (at: Date) => timeParts.format(at);

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
  const at = instant(new TZDate(year, month - 1, day, hours, minutes, AMSTERDAM_TIME_ZONE));
  // @date-fns/tz takes the second occurrence of a repeated time; the first is an hour earlier.
  const earlier = new Date(at.getTime() - 60 * 60_000);
  return formatInAmsterdam(earlier, 'yyyy-MM-dd HH:mm') === `${date} ${time}` ? earlier : at;
}
