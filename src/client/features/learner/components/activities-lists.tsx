import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Booking } from '@shared/bookings';
import { useAllBookings } from '../api/get-bookings';
import { splitActivities } from '../sessions';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { sessionDay } from './session-summary';
import { SessionStatusBadge } from './status-badges';

/** Upcoming and Past Activities from the learner's real sessions. */
export function ActivitiesLists({ userId }: { userId: string }) {
  const bookings = useAllBookings(userId);
  const lists = bookings.data && splitActivities(bookings.data, new Date());
  return (
    <>
      <ActivityList
        id="upcoming-activities"
        title={TEXTS.upcomingActivities}
        empty={TEXTS.noUpcomingActivities}
        sessions={lists?.upcoming}
        failed={bookings.isError}
      />
      <ActivityList
        id="past-activities"
        title={TEXTS.pastActivities}
        empty={TEXTS.noPastActivities}
        sessions={lists?.past}
        failed={bookings.isError}
      />
    </>
  );
}

function ActivityList({
  id,
  title,
  empty,
  sessions,
  failed,
}: {
  id: string;
  title: string;
  empty: string;
  sessions: readonly Booking[] | undefined;
  failed: boolean;
}) {
  return (
    <SectionCard id={id} title={title}>
      {!sessions ? (
        failed ? (
          <p className="text-sm text-stone-700">We could not load your sessions.</p>
        ) : (
          <Skeleton className="h-16" />
        )
      ) : sessions.length === 0 ? (
        <p className="text-sm text-stone-700">{empty}</p>
      ) : (
        <ul className="grid max-h-[600px] gap-2 overflow-y-auto">
          {sessions.map((b) => (
            <li
              key={b.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
            >
              <p className="min-w-0 text-sm">
                <span className="font-semibold">{b.activity}</span> with {b.buddy}
                <br />
                <span className="text-stone-700">
                  {sessionDay(b)}, {b.time}–{b.endTime} · {b.location}
                </span>
              </p>
              <SessionStatusBadge status={b.status} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
