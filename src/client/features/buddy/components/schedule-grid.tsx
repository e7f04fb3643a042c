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
  /** The one day (0 is Monday) shown on a phone, where seven columns do not fit. */
  phoneDay: number;
  today: string;
  availability: Availability;
  bookings: readonly Booking[];
  /** The week's sessions are still those of the week before. */
  busy: boolean;
}

/**
 * The week's availability grid: a column a day, Monday to Sunday, and a row each half hour from
 * 07:00 to 23:00. A free half hour is a button that adds a slot from there; a slot's time is one
 * button spanning its rows (an existing slot cannot be clicked over) that selects it. On a
 * phone (below `sm`) the table shows one day, `phoneDay`, chosen above it by `PhoneDays`: the
 * other columns are hidden whole, so nothing scrolls sideways.
 */
export function ScheduleGrid({
  monday,
  phoneDay,
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
    <div className="relative min-w-0 rounded-xl ring-1 ring-stone-200 sm:overflow-x-auto">
      <table
        aria-busy={busy || undefined}
        className={cn(
          'w-full table-fixed sm:min-w-[44rem] border-separate border-spacing-0 text-xs',
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
            {days.map((day, index) => (
              <th
                key={day.date}
                scope="col"
                className={cn(
                  'border-l border-stone-200 px-1 py-2 align-top text-sm font-semibold',
                  index !== phoneDay && 'max-sm:hidden',
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
                      phoneHidden={index !== phoneDay}
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

/**
 * On a phone, which day of the week the grid shows: seven buttons in a row, the shown one
 * pressed, each with its date and whether it has slots. Hidden from `sm` on, where all seven
 * columns are shown.
 */
export function PhoneDays({
  monday,
  day,
  onChange,
}: {
  monday: string;
  day: number;
  onChange: (day: number) => void;
}) {
  return (
    <div role="group" aria-label={TEXTS.phoneDays} className="grid grid-cols-7 gap-1 sm:hidden">
      {weekDays(monday).map((weekDay, index) => (
        <button
          key={weekDay.date}
          type="button"
          aria-pressed={index === day}
          aria-label={weekDay.longLabel}
          onClick={() => onChange(index)}
          className={cn(
            'grid min-h-11 place-items-center rounded-lg px-0.5 py-1 text-xs leading-tight ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-accent-600',
            index === day ? 'bg-brand-700 font-semibold text-white ring-brand-700' : 'bg-white',
          )}
        >
          <span aria-hidden="true">{TEXTS.days[index]!.slice(0, 2)}</span>
          <span aria-hidden="true" className="tabular-nums">
            {Number(weekDay.date.slice(8, 10))}
          </span>
        </button>
      ))}
    </div>
  );
}
