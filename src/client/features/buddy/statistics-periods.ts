import { formatInAmsterdam } from '@shared/format-date';

/** The two cuts of a buddy's statistics, named as BuddyStatistics' lists are. */
export type StatisticsScale = 'weeks' | 'months';

const PATTERNS = {
  weeks: { tick: 'd MMM', name: 'd MMM yyyy' },
  months: { tick: 'MMM', name: 'MMMM yyyy' },
} as const;

/**
 * A period's first day (a week's Monday YYYY-MM-DD, or a month YYYY-MM) at noon UTC: the same
 * calendar day in Amsterdam in summer and winter time.
 */
const firstDayOf = (period: string) =>
  new Date(`${period.length === 7 ? `${period}-01` : period}T12:00:00Z`);

/** A chart's axis label: '16 Nov' for the week starting then, 'Nov' for the month. */
export const periodTick = (scale: StatisticsScale, period: string) =>
  formatInAmsterdam(firstDayOf(period), PATTERNS[scale].tick);

/** A table row's and a tooltip's name, with its year: '16 Nov 2025', 'November 2025'. */
export const periodName = (scale: StatisticsScale, period: string) =>
  formatInAmsterdam(firstDayOf(period), PATTERNS[scale].name);
