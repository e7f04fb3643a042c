import type { ActivityCatalogue } from '@shared/buddies';
import { ACTIVITIES_TEXTS as TEXTS } from '../texts';

/** Jumps to a group or an activity card on the page. */
export function ActivitiesSidebar({ groups }: { groups: ActivityCatalogue['groups'] }) {
  const scrollTo = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(null, '', `#${id}`);
    target?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={TEXTS.groups} className="lg:sticky lg:top-24">
      <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:gap-6 lg:overflow-visible">
        {groups.map((group) => (
          <li key={group.id} className="min-w-max">
            <a
              href={`#group-${group.id}`}
              onClick={scrollTo(`group-${group.id}`)}
              className="inline-block rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-ink hover:text-brand-700 lg:rounded-none lg:border-0 lg:p-0 lg:font-display lg:text-lg"
            >
              {group.label}
            </a>
            <ul className="mt-2 hidden flex-col gap-1 border-l border-stone-200 pl-3 lg:flex">
              {group.activities.map((activity) => (
                <li key={activity.id}>
                  <a
                    href={`#${activity.id}`}
                    onClick={scrollTo(activity.id)}
                    className="text-sm text-stone-700 hover:text-brand-700"
                  >
                    {activity.title}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
