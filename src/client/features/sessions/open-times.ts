import { addAmsterdamDays, amsterdamDate, amsterdamInstant } from '@shared/amsterdam-time';
import { formatInAmsterdam } from '@shared/format-date';
import { startTimes } from '@shared/availability';
import type { OpenTime } from '@shared/availability-schemas';
import { OPEN_TIMES_TEXTS } from './components/texts';

/** One Amsterdam day of a buddy's open times: the starts a learner may pick on it. */
export interface OpenDay {
  /** YYYY-MM-DD in Amsterdam. */
  date: string;
  /** Soonest first. */
  starts: Date[];
}

/**
 * The half-hour starts from which a session of `minutes` fits in the buddy's open times, after
 * `now`, grouped by Amsterdam day: a day follows the wall clock, 23 or 25 hours long when the
 * clocks change, and a start after 23:00 UTC in winter is already the next day.
 */
export function openDays(open: readonly OpenTime[], minutes: number, now: Date): OpenDay[] {
  const ranges = open.map((time) => ({ start: new Date(time.start), end: new Date(time.end) }));
  const days: OpenDay[] = [];
  for (const start of startTimes(ranges, minutes)) {
    if (start <= now) continue;
    const date = amsterdamDate(start);
    const day = days.at(-1);
    if (day?.date === date) day.starts.push(start);
    else days.push({ date, starts: [start] });
  }
  return days;
}

/** 'Today', 'Tomorrow' or 'Thursday 26 November', of an Amsterdam date seen on `today`. */
export function openDayLabel(date: string, today: string): string {
  // Noon: never skipped or repeated by a clock change.
  const noon = amsterdamInstant(date, '12:00');
  if (date === today) return OPEN_TIMES_TEXTS.today;
  if (amsterdamDate(addAmsterdamDays(noon, -1)) === today) return OPEN_TIMES_TEXTS.tomorrow;
  return formatInAmsterdam(noon, 'EEEE d MMMM');
}
