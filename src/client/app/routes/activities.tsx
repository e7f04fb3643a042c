import { useActivities } from '@/features/activities/api/get-activities';
import { ActivitiesSidebar } from '@/features/activities/components/activities-sidebar';
import { ActivityCard } from '@/features/activities/components/activity-card';
import { GroupIcon } from '@/features/activities/components/group-icon';
import { activityCatalogue } from '@shared/catalogue';
import { ACTIVITIES_TEXTS as TEXTS } from '@/features/activities/texts';

export function Component() {
  // The fixed catalogue is there from the first paint (an address's #activity finds its card as
  // on any page); the buddies offering each activity come from the server.
  const { data = activityCatalogue(), isPlaceholderData, isError } = useActivities();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="max-w-2xl">
        <h1 id="activities-title" className="text-4xl font-semibold sm:text-5xl">
          {TEXTS.heading}
        </h1>
        <p className="mt-3 text-lg text-stone-700">{TEXTS.intro}</p>
      </header>
      {isError && (
        <p role="alert" className="mt-10 rounded-xl bg-red-50 p-4 text-red-800">
          {TEXTS.buddiesNotLoaded}
        </p>
      )}
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <aside className="min-w-0">
          <ActivitiesSidebar groups={data.groups} />
        </aside>
        <div className="flex min-w-0 flex-col gap-12" aria-busy={isPlaceholderData}>
          {data.groups.map((group, groupIndex) => (
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
                    buddiesPending={isPlaceholderData}
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
