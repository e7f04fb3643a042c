import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivities } from '@/features/activities/api/get-activities';
import { ActivitiesSidebar } from '@/features/activities/components/activities-sidebar';
import { ActivityCard } from '@/features/activities/components/activity-card';
import { GroupIcon } from '@/features/activities/components/group-icon';

export function Component() {
  const { data, isPending, isError } = useActivities();
  const { hash } = useLocation();

  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="max-w-2xl">
        <h1 id="activities-title" className="text-4xl font-semibold sm:text-5xl">
          Activities
        </h1>
        <p className="mt-3 text-lg text-stone-700">
          Practise in real places around Amsterdam. Choose what you enjoy: every activity is a
          conversation with a fluent speaker.
        </p>
      </header>
      {isError && (
        <p role="alert" className="mt-10 rounded-xl bg-red-50 p-4 text-red-800">
          We could not load the activities. Please refresh the page to try again.
        </p>
      )}
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <aside className="min-w-0">
          {data ? (
            <ActivitiesSidebar groups={data.groups} />
          ) : (
            <Skeleton className="h-10 w-full lg:h-96" />
          )}
        </aside>
        <div className="flex min-w-0 flex-col gap-12" aria-busy={isPending}>
          {isPending &&
            Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-72 w-full rounded-2xl" />
            ))}
          {data?.groups.map((group, groupIndex) => (
            <section
              key={group.id}
              id={`group-${group.id}`}
              tabIndex={-1}
              aria-labelledby={`group-${group.id}-title`}
            >
              <div className="mb-5 flex items-center gap-3">
                <GroupIcon group={group} />
                <h2 id={`group-${group.id}-title`} className="text-3xl font-semibold">
                  {group.label}
                </h2>
              </div>
              <div className="flex flex-col gap-6">
                {group.activities.map((activity, index) => (
                  <ActivityCard
                    key={activity.id}
                    activity={activity}
                    first={groupIndex === 0 && index === 0}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
