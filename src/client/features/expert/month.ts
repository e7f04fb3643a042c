import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  amsterdamIsoWeekday,
  amsterdamTime,
} from '@shared/amsterdam-time';
import { formatInAmsterdam } from '@shared/format-date';
import type { Interview } from '@shared/interviews';

/**
 * The scheduling calendar's months: Amsterdam dates (YYYY-MM-DD) in weeks from Monday to Sunday
 * (decision 008), each month named by YYYY-MM.
 */

/** Noon of an Amsterdam date: never skipped or repeated by a clock change. */
const noonOf = (date: string) => amsterdamInstant(date, '12:00');

/** The month (YYYY-MM) a date (YYYY-MM-DD) falls in. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The date `days` days after (or before, negative) the given one. */
export const shiftDate = (date: string, days: number) =>
  amsterdamDate(addAmsterdamDays(noonOf(date), days));

/** The month `months` months after (or before, negative) the given one. */
export function shiftMonth(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const count = year * 12 + index - 1 + months;
  return `${Math.floor(count / 12)}-${String((count % 12) + 1).padStart(2, '0')}`;
}

/** 'November 2026'. */
export const monthTitle = (month: string) => formatInAmsterdam(noonOf(`${month}-01`), 'MMMM yyyy');

/** 'Thursday 5 November 2026'. */
export const longDate = (date: string) => formatInAmsterdam(noonOf(date), 'EEEE d MMMM yyyy');

/** 'Thursday 5 November 2026, 14:00–14:30': an interview's Amsterdam date and times. */
export const interviewTime = ({
  date,
  time,
  endsAt,
}: Pick<Interview, 'date' | 'time' | 'endsAt'>) =>
  `${longDate(date)}, ${time}–${amsterdamTime(new Date(endsAt))}`;

/** 1 for Monday to 7 for Sunday. */
const weekdayOf = (date: string) => amsterdamIsoWeekday(noonOf(date));

/** The month's dates in weeks, Monday first; null fills the days of the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const days: (string | null)[] = Array.from({ length: weekdayOf(`${month}-01`) - 1 }, () => null);
  for (let date = `${month}-01`; monthOf(date) === month; date = shiftDate(date, 1)) {
    days.push(date);
  }
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The same day of the month `months` months on, or the month's last day when it is shorter. */
function sameDayInMonth(date: string, months: number): string {
  const month = shiftMonth(monthOf(date), months);
  const lastDay = shiftDate(`${shiftMonth(month, 1)}-01`, -1);
  const day = `${month}-${date.slice(8)}`;
  return day > lastDay ? lastDay : day;
}

/**
 * Where a key moves the focus in the calendar's grid (the WAI-ARIA date picker's keys): arrows
 * by a day or a week, Home and End to the week's Monday and Sunday, Page Up and Page Down by a
 * month. Null for any other key.
 */
export function dateAfterKey(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftDate(date, -1);
    case 'ArrowRight':
      return shiftDate(date, 1);
    case 'ArrowUp':
      return shiftDate(date, -7);
    case 'ArrowDown':
      return shiftDate(date, 7);
    case 'Home':
      return shiftDate(date, 1 - weekdayOf(date));
    case 'End':
      return shiftDate(date, 7 - weekdayOf(date));
    case 'PageUp':
      return sameDayInMonth(date, -1);
    case 'PageDown':
      return sameDayInMonth(date, 1);
    default:
      return null;
  }
}
