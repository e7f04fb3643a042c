import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import {
  dayOptions,
  HOUR_OPTIONS,
  inputOfParts,
  longDateTime,
  minuteOptions,
  monthOptions,
  partsOfInput,
  type DateTimeParts,
} from '@/lib/amsterdam-input';
import { FieldError } from './form-field';
import { selectClass } from './select-class';

/** A year ahead: as far as a session may be proposed (the server's limit). */
const MONTHS_OFFERED = 13;
const ANY_DAY = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

interface DateTimeFieldProps {
  /** The legend, e.g. 'Date and time (Amsterdam)'. */
  label: string;
  /** Amsterdam wall-clock time, '2026-11-28T11:00'; '' while any part is unset. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A date and a time in Amsterdam, written as the rest of the product writes them (28 November
 * 2026, 11:00, a 24-hour clock) whatever the browser's language: a native datetime-local field
 * follows the browser's locale ('11/28/2026, 11:00 AM' in American English). Day, month, hour
 * and minutes are chosen from lists, and the whole date is read back in words under them.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  error,
  disabled,
  className,
}: DateTimeFieldProps) {
  const id = useId();
  // The parts as chosen, also while incomplete; a value set from outside (an open time picked)
  // replaces them.
  const [parts, setParts] = useState<DateTimeParts>(() => partsOfInput(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== '' || inputOfParts(parts) !== '') setParts(partsOfInput(value));
  }
  const now = new Date();
  // Before a month is chosen, the day is a number; then it reads with its weekday.
  const days = parts.month
    ? dayOptions(parts.month, now)
    : ANY_DAY.map((day) => ({ value: day, label: String(Number(day)) }));

  const change = (part: keyof DateTimeParts, next: string) => {
    const updated = { ...parts, [part]: next };
    // A month shorter than the day chosen (31 January, then February): its last day.
    if (part === 'month' && updated.day) {
      const last = dayOptions(next, now).at(-1)?.value ?? '';
      if (updated.day > last) updated.day = last;
    }
    const composed = inputOfParts(updated);
    setParts(updated);
    setShown(composed);
    onChange(composed);
  };

  const select = (
    part: keyof DateTimeParts,
    name: string,
    options: { value: string; label: string; past?: boolean }[],
  ) => (
    <div className="grid min-w-0 content-start gap-1">
      <label htmlFor={`${id}-${part}`} className="text-xs font-medium text-stone-700">
        {name}
      </label>
      <select
        id={`${id}-${part}`}
        className={selectClass}
        value={parts[part]}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-chosen`}
        onChange={(e) => change(part, e.target.value)}
      >
        <option value="">–</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.past}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const chosen = longDateTime(value);
  return (
    <fieldset className={cn('grid min-w-0 gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 sm:grid-cols-[6.5rem_minmax(0,1fr)_4.5rem_4.5rem]">
        {select('day', 'Day', days)}
        {select('month', 'Month', monthOptions(now, MONTHS_OFFERED, parts.month))}
        {select(
          'hour',
          'Hour',
          HOUR_OPTIONS.map((h) => ({ value: h, label: h })),
        )}
        {select(
          'minute',
          'Minutes',
          minuteOptions(parts.minute).map((m) => ({ value: m, label: m })),
        )}
      </div>
      <p id={`${id}-chosen`} aria-live="polite" className="min-h-5 text-sm text-stone-700">
        {chosen}
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
