import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CalendarSubscriptionCard } from '@/features/sessions/components/calendar-subscription-card';
import type { OpenSession } from '@/features/sessions/components/session-dialog';
import { SessionStatusBadge } from '@/features/sessions/components/session-status-badge';
import { sessionDay } from '@/features/sessions/components/session-summary';
import { WeekSchedule } from '@/features/sessions/components/week-schedule';
import type { Booking } from '@shared/bookings';
import { BUDDY_TEXTS as TEXTS } from '../texts';

/**
 * SPEC: the Calendar tab: the buddy's week (previous, Today, next) with the sessions in their
 * days, 'All Sessions This Week' below, each opening the session's dialog (Edit Session there),
 * and the way to the schedule of availability; below, the private calendar feed of the buddy's
 * sessions and interview (the learner's card, decision 015).
 */
export function CalendarTab({
  userId,
  onOpen,
  onUpdateAvailability,
}: {
  userId: string;
  onOpen: (open: OpenSession) => void;
  onUpdateAvailability: () => void;
}) {
  return (
    <div className="grid gap-6">
      <WeekSchedule
        side="buddy"
        userId={userId}
        onOpen={onOpen}
        actions={
          <Button variant="outline" size="sm" onClick={onUpdateAvailability}>
            <CalendarClock aria-hidden="true" />
            {TEXTS.updateAvailability}
          </Button>
        }
        after={(sessions) =>
          sessions.length > 0 && (
            <WeekList
              sessions={sessions}
              onOpen={(booking) => onOpen({ booking, mode: 'details' })}
            />
          )
        }
      />
      <CalendarSubscriptionCard side="buddy" />
    </div>
  );
}

function WeekList({
  sessions,
  onOpen,
}: {
  sessions: readonly Booking[];
  onOpen: (booking: Booking) => void;
}) {
  return (
    <section aria-labelledby="all-sessions-this-week" className="mt-6 grid gap-3">
      <h3 id="all-sessions-this-week" className="text-lg font-semibold">
        {TEXTS.allSessionsThisWeek}
      </h3>
      <ul className="grid gap-2">
        {sessions.map((booking) => (
          <li
            key={booking.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
          >
            <p className="min-w-0 text-sm">
              <span className="font-semibold">{booking.activity}</span> {TEXTS.sessionWith}{' '}
              <bdi>{booking.learner}</bdi>
              <br />
              <span className="text-stone-700">
                {sessionDay(booking)}, {booking.time}–{booking.endTime} ·{' '}
                <bdi>{booking.location}</bdi>
              </span>
            </p>
            <div className="flex items-center gap-2">
              <SessionStatusBadge status={booking.status} />
              <Button size="sm" variant="outline" onClick={() => onOpen(booking)}>
                {TEXTS.details}
                <span className="sr-only">
                  {TEXTS.sessionDetails(booking.activity, booking.learner)}
                </span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
