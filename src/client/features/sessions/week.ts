import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  startOfAmsterdamWeek,
} from '@shared/amsterdam-time';
import { formatInAmsterdam } from '@shared/format-date';

/**
 * The schedule's weeks: Monday to Sunday in Amsterdam (decision 008), each named by its Monday
 * as YYYY-MM-DD, the `?week=` the bookings endpoint takes.
 */

/** Noon of an Amsterdam date: never skipped or repeated by a clock change. */
const noonOf = (date: string) => amsterdamInstant(date, '12:00');

/** The Monday of the week an instant falls in. */
export const mondayOf = (at: Date) => amsterdamDate(startOfAmsterdamWeek(at));

/** The Monday `weeks` weeks after (or before, negative) the given Monday. */
export const shiftWeek = (monday: string, weeks: number) =>
  amsterdamDate(addAmsterdamDays(noonOf(monday), weeks * 7));

export interface WeekDay {
  /** YYYY-MM-DD */
  date: string;
  /** 'Mon 9 Mar' */
  label: string;
  /** 'Monday 9 March' */
  longLabel: string;
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const noon = addAmsterdamDays(noonOf(monday), i);
    return {
      date: amsterdamDate(noon),
      label: formatInAmsterdam(noon, 'EEE d MMM'),
      longLabel: formatInAmsterdam(noon, 'EEEE d MMMM'),
    };
  });
}

/** '9 – 15 Mar 2026', '30 Mar – 5 Apr 2026', '29 Dec 2025 – 4 Jan 2026'. */
export function weekRangeLabel(monday: string): string {
  const start = noonOf(monday);
  const end = addAmsterdamDays(start, 6);
  const sameYear = formatInAmsterdam(start, 'yyyy') === formatInAmsterdam(end, 'yyyy');
  const sameMonth = sameYear && formatInAmsterdam(start, 'MM') === formatInAmsterdam(end, 'MM');
  const from = formatInAmsterdam(start, sameMonth ? 'd' : sameYear ? 'd MMM' : 'd MMM yyyy');
  return `${from} – ${formatInAmsterdam(end, 'd MMM yyyy')}`;
}
