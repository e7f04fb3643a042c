import { SectionCard } from '@/components/ui/section-card';
import { isolate } from '@/lib/isolate';
import type { Booking } from '@shared/bookings';
import { useAllBookings } from '@/features/sessions/api/get-bookings';
import { splitActivities } from '@/features/sessions/bookings';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { SessionList } from './session-list';
import { sessionDay } from '@/features/sessions/components/session-summary';

/** Upcoming and Past Activities from the learner's real sessions. */
export function ActivitiesLists({ userId }: { userId: string }) {
  const bookings = useAllBookings('learner', userId);
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
      <SessionList
        items={sessions?.map((b) => ({
          id: b.id,
          activity: b.activity,
          who: b.buddy,
          details: `${sessionDay(b)}, ${b.time}–${b.endTime} · ${isolate(b.location)}`,
          status: b.status,
        }))}
        failed={failed}
        failedText="We could not load your sessions."
        empty={empty}
        skeletonClassName="h-16"
      />
    </SectionCard>
  );
}
