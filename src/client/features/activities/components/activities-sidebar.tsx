import type { ActivityCatalogue } from '@shared/buddies';

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
    <nav aria-label="Activity groups" className="lg:sticky lg:top-24">
      <ul className="flex gap-6 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
        {groups.map((group) => (
          <li key={group.id} className="min-w-max">
            <a
              href={`#group-${group.id}`}
              onClick={scrollTo(`group-${group.id}`)}
              className="font-display text-lg font-semibold text-ink hover:text-brand-700"
            >
              {group.label}
            </a>
            <ul className="mt-2 flex flex-col gap-1 border-l border-stone-200 pl-3">
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
