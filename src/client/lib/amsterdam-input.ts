import { amsterdamInstant, formatInAmsterdam } from '@shared/amsterdam-time';

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
