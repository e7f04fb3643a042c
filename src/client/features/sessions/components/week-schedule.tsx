import { useState, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { amsterdamDate } from '@shared/amsterdam-time';
import type { Booking } from '@shared/bookings';
import type { Side } from '@shared/session-rules';
import { useWeekBookings } from '../api/get-bookings';
import { mondayOf, weekDays } from '../week';
import { WeekNavigator } from './week-navigator';
import { CALENDAR_TEXTS as TEXTS, counterpartOf, WEEK_TEXTS } from './calendar-texts';
import type { OpenSession } from './session-dialog';
import { SESSION_STATUS_LABELS, SessionStatusBadge } from './session-status-badge';

interface WeekScheduleProps {
  side: Side;
  userId: string;
  onOpen: (open: OpenSession) => void;
  /** More of the card's own actions, after the week's arrows (the buddy's availability). */
  actions?: ReactNode;
  /** What follows the week, given its sessions once loaded (the buddy's list of the week). */
  after?: (sessions: readonly Booking[]) => ReactNode;
}

/**
 * SPEC: the learner's weekly My Schedule and the buddy's Calendar: Monday to Sunday, with the
 * previous and next week and back to this one, each session a button opening its dialog.
 */
export function WeekSchedule({ side, userId, onOpen, actions, after }: WeekScheduleProps) {
  const words = WEEK_TEXTS[side];
  const thisWeek = mondayOf(new Date());
  const todayDate = amsterdamDate(new Date());
  const [monday, setMonday] = useState(thisWeek);
  const week = useWeekBookings(side, userId, monday);
  const days = weekDays(monday);
  const sessions = week.data ?? [];
  // Cancelled and declined sessions stay out of the week: they no longer take its time.
  const shown = sessions.filter((b) => b.status !== 'rejected');

  return (
    <SectionCard
      id={side === 'learner' ? 'my-schedule' : 'calendar'}
      title={words.title}
      aside={
        <div className="flex w-full flex-wrap items-center gap-1 sm:w-auto">
          <WeekNavigator monday={monday} onChange={setMonday} thisWeekLabel={words.thisWeek} />
          {actions}
        </div>
      }
    >
      {week.isError && !week.data ? (
        <LoadError title={TEXTS.loadFailed} onRetry={() => void week.refetch()} />
      ) : (
        <ol
          aria-busy={week.isFetching || undefined}
          className={cn(
            'grid gap-2 sm:grid-cols-2 lg:grid-cols-7',
            week.isPlaceholderData && 'opacity-60',
          )}
        >
          {days.map((day) => {
            const today = day.date === todayDate;
            const ofDay = shown.filter((b) => b.date === day.date);
            return (
              <li
                key={day.date}
                aria-label={today ? `${day.longLabel}, today` : day.longLabel}
                className={cn(
                  'grid grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-2 rounded-xl p-2.5 ring-1 sm:block sm:min-h-24',
                  today ? 'bg-brand-50 ring-brand-200' : 'bg-stone-50 ring-stone-200',
                )}
              >
                <p className="text-sm font-semibold sm:mb-2" aria-hidden="true">
                  {day.label}
                  {today && (
                    <span className="ml-1 text-xs font-medium text-brand-800">{TEXTS.today}</span>
                  )}
                </p>
                {!week.data ? (
                  <Skeleton className="h-14" />
                ) : ofDay.length === 0 ? (
                  <p className="text-xs text-stone-600 max-sm:leading-5">{TEXTS.freeDay}</p>
                ) : (
                  <ul className="grid gap-2">
                    {ofDay.map((booking) => (
                      <li key={booking.id}>
                        <ScheduleEntry
                          booking={booking}
                          other={counterpartOf(booking, side).name}
                          onOpen={() => onOpen({ booking, mode: 'details' })}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {week.data && shown.length === 0 && (
        <p className="mt-3 text-sm text-stone-700">{words.empty}</p>
      )}
      {week.data && after?.(shown)}
    </SectionCard>
  );
}

function ScheduleEntry({
  booking,
  other,
  onOpen,
}: {
  booking: Booking;
  other: string;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={TEXTS.weekEntry(
        booking.time,
        booking.activity,
        other,
        SESSION_STATUS_LABELS[booking.status],
      )}
      className={cn(
        'grid w-full justify-items-start gap-1 rounded-lg bg-white p-2 text-left text-xs shadow-sm ring-1 ring-stone-200 hover:ring-brand-500',
      )}
    >
      <span className="font-semibold">
        {booking.time}–{booking.endTime}
      </span>
      <span
        className={cn(
          'font-medium break-words',
          booking.status === 'cancelled' && 'line-through decoration-stone-500',
        )}
      >
        {booking.activity}
      </span>
      <bdi className="text-stone-700">{other}</bdi>
      <SessionStatusBadge status={booking.status} />
    </button>
  );
}
