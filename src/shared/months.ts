import { formatInAmsterdam } from './format-date';

/**
 * Calendar months as 'YYYY-MM' (a buddy's monthly statement, decision 038), in Amsterdam time.
 */
export const monthOf = (at: Date) => formatInAmsterdam(at, 'yyyy-MM');

/** The month `step` months after `month` (before it, for a negative step). */
export function monthAfter(month: string, step = 1): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'November 2026'. */
export const monthName = (month: string) =>
  formatInAmsterdam(new Date(`${month}-15T12:00:00Z`), 'MMMM yyyy');
