import { cn } from '@/lib/cn';
import type { Availability } from '@shared/availability-schemas';
import type { Booking } from '@shared/bookings';
import { weekDays, weekRangeLabel } from '@/features/sessions/week';
import { SCHEDULE_TEXTS as TEXTS } from '../schedule-texts';
import { ROW_TIMES, weekColumns } from '../schedule-week';
import { DayOffToggle } from './days-off';
import { ROW_REM, ScheduleCell, type CellActions } from './schedule-cell';

interface GridProps extends CellActions {
  monday: string;
  today: string;
  availability: Availability;
  bookings: readonly Booking[];
  /** The week's sessions are still those of the week before. */
  busy: boolean;
}

/**
 * The week's availability grid: a column a day, Monday to Sunday, and a row each half hour from
 * 08:00 to 20:00. A free half hour is a button that adds a slot from there; a slot's time is one
 * button spanning its rows (an existing slot cannot be clicked over) that selects it. On a
 * phone the table scrolls sideways inside its box, with the times staying in view.
 */
export function ScheduleGrid({
  monday,
  today,
  availability,
  bookings,
  busy,
  ...actions
}: GridProps) {
  const days = weekDays(monday);
  const columns = weekColumns(monday, availability.slots, availability.daysOff, bookings);
  const off = new Set(availability.daysOff);

  return (
    <div className="relative min-w-0 overflow-x-auto rounded-xl ring-1 ring-stone-200">
      <table
        aria-busy={busy || undefined}
        className={cn(
          'w-full min-w-[44rem] table-fixed border-separate border-spacing-0 text-xs',
          busy && 'opacity-60',
        )}
      >
        <caption className="sr-only">{TEXTS.gridCaption(weekRangeLabel(monday))}</caption>
        <colgroup>
          <col className="w-14" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-white">
              <span className="sr-only">{TEXTS.time}</span>
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={cn(
                  'border-l border-stone-200 px-1 py-2 align-top text-sm font-semibold',
                  day.date === today && 'bg-brand-50',
                  off.has(day.date) && 'bg-stone-100',
                )}
              >
                <span className="block">{day.label}</span>
                {day.date === today && (
                  <span className="block text-xs font-medium text-brand-800">
                    {TEXTS.todayMark}
                  </span>
                )}
                {day.date >= today && (
                  <DayOffToggle date={day.date} off={off.has(day.date)} day={day.longLabel} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROW_TIMES.map((time, row) => (
            <tr key={time}>
              <th
                scope="row"
                style={{ height: `${ROW_REM}rem` }}
                className="sticky left-0 z-10 border-t border-stone-200 bg-white pr-2 text-right align-top font-medium text-stone-700 tabular-nums"
              >
                {time}
              </th>
              {columns.map((blocks, index) => {
                const block = blocks.find((b) => b.row === row);
                const day = days[index]!;
                return (
                  block && (
                    <ScheduleCell
                      key={day.date}
                      {...actions}
                      block={block}
                      day={index}
                      dayLabel={day.longLabel}
                      off={off.has(day.date)}
                    />
                  )
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
