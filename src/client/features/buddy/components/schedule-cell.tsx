import { Plus } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import type { Slot } from '@shared/availability-schemas';
import type { Booking } from '@shared/bookings';
import { SCHEDULE_TEXTS as TEXTS } from '../schedule-texts';
import { ROW_TIMES, type Block } from '../schedule-week';
import type { SlotStart } from './slot-form';

/** Each half hour's height, in rem: a slot spanning rows is drawn as tall as they are. */
export const ROW_REM = 1.75;
const spanned = (rows: number): CSSProperties => ({ height: `${rows * ROW_REM - 0.25}rem` });

/** What a click on the grid does: add a slot from a free half hour, or select a slot. */
export interface CellActions {
  selectedId: string | undefined;
  onAdd: (start: SlotStart) => void;
  onSelect: (slot: Slot) => void;
}

/**
 * One day's block of rows on the grid: a free half hour is a button adding a slot from there
 * (none on a day off); a slot's time is one button over its rows, selecting it; sessions booked
 * outside the slots are shown, not clickable.
 */
export function ScheduleCell({
  block,
  day,
  dayLabel,
  off,
  selectedId,
  onAdd,
  onSelect,
  phoneHidden,
}: CellActions & {
  block: Block;
  day: number;
  dayLabel: string;
  off: boolean;
  /** Another day than the one a phone shows (the grid's `phoneDay`). */
  phoneHidden: boolean;
}) {
  const cell = cn(
    'border-t border-l border-stone-200 p-0.5 align-top',
    phoneHidden && 'max-sm:hidden',
  );
  if (block.kind === 'free') {
    const startTime = ROW_TIMES[block.row]!;
    return (
      <td className={cn(cell, 'border-t-stone-100', off && 'bg-stone-100')}>
        {!off && (
          <button
            type="button"
            aria-label={TEXTS.addSlotAt(TEXTS.days[day]!, startTime)}
            onClick={() => onAdd({ day, startTime })}
            className="group grid h-6 w-full place-items-center rounded text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <Plus
              className="size-3.5 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
              aria-hidden="true"
            />
          </button>
        )}
      </td>
    );
  }
  if (block.kind === 'booked') {
    return (
      <td rowSpan={block.rows} className={cn(cell, off && 'bg-stone-100')}>
        <div
          style={spanned(block.rows)}
          className="overflow-hidden rounded-md bg-amber-50 ring-1 ring-amber-300"
        >
          {block.bookings.map((booking) => (
            <BookedLine key={booking.id} booking={booking} />
          ))}
        </div>
      </td>
    );
  }
  const { slot } = block;
  const selected = slot.id === selectedId;
  return (
    <td rowSpan={block.rows} className={cell}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(slot)}
        style={spanned(block.rows)}
        className={cn(
          'flex w-full flex-col items-start overflow-hidden rounded-md bg-brand-100 p-1 text-left text-brand-900 ring-1 ring-brand-200 hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-accent-600',
          selected && 'ring-2 ring-brand-700',
        )}
      >
        <span className="sr-only">{dayLabel}, </span>
        <span className="font-semibold tabular-nums">
          {slot.startTime}–{slot.endTime}
        </span>
        <span>{TEXTS.available}</span>
        {block.bookings.map((booking) => (
          <BookedLine key={booking.id} booking={booking} />
        ))}
      </button>
    </td>
  );
}

/** "Booked" with the session's activity and time, inside a slot or in rows of its own. */
function BookedLine({ booking }: { booking: Booking }) {
  return (
    <span className="mt-0.5 block w-full rounded bg-amber-100 px-1 text-amber-950">
      <span className="font-semibold">{TEXTS.booked}</span> <bdi>{booking.activity}</bdi>{' '}
      <span className="tabular-nums">
        {booking.time}–{booking.endTime}
      </span>
    </span>
  );
}
