import { amsterdamInstant } from '@shared/amsterdam-time';
import { formatInAmsterdam } from '@shared/format-date';

/**
 * A date-time field's value ('2026-12-01T14:00') read as Amsterdam wall-clock time, whatever
 * the browser's own time zone: sessions happen in Amsterdam (decision 008).
 */
export function instantOfInput(value: string): Date | null {
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  try {
    return amsterdamInstant(date, time.slice(0, 5));
  } catch {
    return null;
  }
}

/** An instant as a date-time field's value in Amsterdam time. */
export const inputOfInstant = (at: Date) => formatInAmsterdam(at, "yyyy-MM-dd'T'HH:mm");

/** A date-and-time field's parts: month (yyyy-MM), day (dd), hour (HH), minute (mm); '' unset. */
export interface DateTimeParts {
  month: string;
  day: string;
  hour: string;
  minute: string;
}

export const NO_PARTS: DateTimeParts = { month: '', day: '', hour: '', minute: '' };

/** A field value ('2026-12-01T14:00') as its parts; unset parts for anything else. */
export function partsOfInput(value: string): DateTimeParts {
  const match = /^(\d{4}-\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return NO_PARTS;
  const [, month = '', day = '', hour = '', minute = ''] = match;
  return { month, day, hour, minute };
}

/** The field value of complete parts that name a real Amsterdam time, else ''. */
export function inputOfParts({ month, day, hour, minute }: DateTimeParts): string {
  if (!month || !day || !hour || !minute) return '';
  const value = `${month}-${day}T${hour}:${minute}`;
  return instantOfInput(value) ? value : '';
}

const two = (n: number) => String(n).padStart(2, '0');
/** Noon keeps a day's or a month's label clear of any clock change. */
const noonOf = (date: string) => amsterdamInstant(date, '12:00');

/**
 * The months a field offers, as the product writes them ('November 2026'): from the current
 * Amsterdam month for `count` months, with `keep` (a month already chosen) if it lies outside.
 */
export function monthOptions(
  now: Date,
  count: number,
  keep = '',
): { value: string; label: string }[] {
  const [year, month] = formatInAmsterdam(now, 'yyyy-MM').split('-').map(Number) as [
    number,
    number,
  ];
  const values = Array.from({ length: count }, (_, i) => {
    const index = month - 1 + i;
    return `${year + Math.floor(index / 12)}-${two((index % 12) + 1)}`;
  });
  if (/^\d{4}-\d{2}$/.test(keep) && !values.includes(keep)) values.unshift(keep);
  return values.map((value) => ({
    value,
    label: formatInAmsterdam(noonOf(`${value}-01`), 'MMMM yyyy'),
  }));
}

/**
 * The days of a month (yyyy-MM) as the product writes them ('Sat 28'), those before today in
 * Amsterdam marked past.
 */
export function dayOptions(
  month: string,
  now: Date,
): { value: string; label: string; past: boolean }[] {
  if (!/^\d{4}-\d{2}$/.test(month)) return [];
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const today = formatInAmsterdam(now, 'yyyy-MM-dd');
  return Array.from({ length: days }, (_, i) => {
    const value = two(i + 1);
    const date = `${month}-${value}`;
    return { value, label: formatInAmsterdam(noonOf(date), 'EEE d'), past: date < today };
  });
}

/** The hours of a 24-hour clock, '00' to '23'. */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, i) => two(i));

/** Minutes in steps of five, with `keep` (a time picked elsewhere, 10:12) if it lies between. */
export function minuteOptions(keep = ''): string[] {
  const values = Array.from({ length: 12 }, (_, i) => two(i * 5));
  if (/^[0-5]\d$/.test(keep) && !values.includes(keep)) values.push(keep);
  return values.sort();
}

/** A field value as the product writes it in full: 'Saturday 28 November 2026, 11:00'. */
export const longDateTime = (value: string) => {
  const at = instantOfInput(value);
  return at ? formatInAmsterdam(at, 'EEEE d MMMM yyyy, HH:mm') : '';
};
