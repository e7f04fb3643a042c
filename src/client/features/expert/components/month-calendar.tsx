import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useInterviewDays } from '../api/get-interview-days';
import { dateAfterKey, longDate, monthOf, monthTitle, monthWeeks, shiftMonth } from '../month';
import { EXPERT_TEXTS } from '../texts';

const TEXTS = EXPERT_TEXTS.schedule;

interface MonthCalendarProps {
  /** Today in Amsterdam (YYYY-MM-DD): the calendar starts at its month and goes no earlier. */
  today: string;
  /** The last date that can be chosen (YYYY-MM-DD): the calendar goes no later than its month. */
  last: string;
  selected: string | null;
  /** Whether a day can be chosen; the others stay in the grid, marked and inert. */
  isAvailable: (date: string) => boolean;
  onSelect: (date: string) => void;
}

/**
 * A month of days to choose from, as the WAI-ARIA date picker grid: one day in the tab order,
 * arrows move by a day or a week, Home and End to the week's ends, Page Up and Page Down by a
 * month; Enter or Space chooses.
 */
export function MonthCalendar({
  today,
  last,
  selected,
  isAvailable,
  onSelect,
}: MonthCalendarProps) {
  const titleId = useId();
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(last);
  const [month, setMonth] = useState(firstMonth);
  const interviewsOn = useInterviewDays(month);
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  // Set by a key press only: opening the calendar or turning a month leaves the focus alone.
  const moveFocus = useRef(false);

  const inMonth = (date: string | null): date is string => date !== null && monthOf(date) === month;
  const tabbable = [focused, selected, today].find(inMonth) ?? `${month}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${tabbable}"]`)?.focus();
  }, [tabbable]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = dateAfterKey(date, event.key);
    if (!next) return;
    event.preventDefault();
    if (monthOf(next) < firstMonth || monthOf(next) > lastMonth) return;
    moveFocus.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={TEXTS.previousMonth}
          disabled={month <= firstMonth}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={titleId} aria-live="polite" className="text-lg font-semibold">
          {monthTitle(month)}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label={TEXTS.nextMonth}
          disabled={month >= lastMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        className="w-full table-fixed border-collapse text-center"
      >
        <thead>
          <tr>
            {TEXTS.weekdays.map(([short, long]) => (
              <th key={long} scope="col" className="pb-1 text-xs font-semibold text-stone-700">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, day) =>
                date === null ? (
                  <td key={day} />
                ) : (
                  <td key={date} aria-selected={date === selected} className="p-0.5">
                    <DayButton
                      date={date}
                      today={date === today}
                      selected={date === selected}
                      available={isAvailable(date)}
                      interviews={interviewsOn.get(date) ?? 0}
                      tabbable={date === tabbable}
                      onSelect={() => onSelect(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {interviewsOn.size > 0 && (
        <p className="flex items-center gap-2 text-xs text-stone-700">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-600" />
          {TEXTS.marked}
        </p>
      )}
    </div>
  );
}

function DayButton({
  date,
  today,
  selected,
  available,
  interviews,
  tabbable,
  onSelect,
  onKeyDown,
}: {
  date: string;
  today: boolean;
  selected: boolean;
  available: boolean;
  /** How many of the expert's interviews (scheduled or held) the day holds. */
  interviews: number;
  tabbable: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const label = [
    longDate(date),
    today && TEXTS.today,
    interviews > 0 && TEXTS.interviewsOnDay(interviews),
    !available && TEXTS.unavailableDay,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-disabled={!available || undefined}
      aria-current={today ? 'date' : undefined}
      onClick={() => available && onSelect()}
      onKeyDown={onKeyDown}
      className={cn(
        'relative mx-auto grid size-10 place-items-center rounded-full text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        available ? 'font-semibold text-ink hover:bg-brand-50' : 'text-stone-500 line-through',
        today && 'ring-2 ring-brand-700 ring-inset',
        selected && 'bg-brand-700 text-white hover:bg-brand-800',
      )}
    >
      {Number(date.slice(8))}
      {interviews > 0 && (
        <span
          aria-hidden="true"
          data-interviews={interviews}
          className={cn(
            'absolute bottom-1 left-1/2 size-1.5 -translate-x-1/2 rounded-full',
            selected ? 'bg-white' : 'bg-accent-600',
          )}
        />
      )}
    </button>
  );
}
