import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { mondayOf, shiftWeek, weekRangeLabel } from '../week';
import { CALENDAR_TEXTS as TEXTS } from './calendar-texts';

/**
 * A week's previous and next arrows, its range, and the way back to this week (kept in place but
 * hidden while on it, so nothing moves): the dashboards' weeks and the buddy's schedule.
 */
export function WeekNavigator({
  monday,
  onChange,
  thisWeekLabel,
}: {
  /** The shown week's Monday, YYYY-MM-DD. */
  monday: string;
  onChange: (monday: string) => void;
  thisWeekLabel: string;
}) {
  const thisWeek = mondayOf(new Date());
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={TEXTS.previousWeek}
        onClick={() => onChange(shiftWeek(monday, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p
        aria-live="polite"
        className="min-w-0 flex-1 text-center text-sm font-semibold sm:w-44 sm:flex-none"
        data-testid="week-range"
      >
        {weekRangeLabel(monday)}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={TEXTS.nextWeek}
        onClick={() => onChange(shiftWeek(monday, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={cn(monday === thisWeek && 'invisible')}
        onClick={() => onChange(thisWeek)}
      >
        {thisWeekLabel}
      </Button>
    </>
  );
}
