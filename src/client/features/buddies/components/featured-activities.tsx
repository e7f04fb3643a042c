import { ACTIVITY_GROUPS, groupOf, type ActivityGroup } from '@shared/catalogue';
import { ProfileCard } from './profile-card';

/** Static class names per group colour, so Tailwind sees them. */
const DOTS: Record<ActivityGroup['colour'], string> = {
  amber: 'bg-amber-500',
  violet: 'bg-violet-500',
  emerald: 'bg-emerald-500',
  sky: 'bg-sky-500',
};

/** The buddy's activities under their catalogue group, in catalogue group order. */
export function FeaturedActivities({ titles }: { titles: string[] }) {
  const groups = ACTIVITY_GROUPS.map((group) => ({
    group,
    titles: titles.filter((title) => groupOf(title)?.id === group.id),
  })).filter((entry) => entry.titles.length > 0);
  if (groups.length === 0) return null;
  return (
    <ProfileCard id="featured-title" title="Featured Activities">
      <dl className="mt-4 flex flex-col gap-4">
        {groups.map(({ group, titles }) => (
          <div key={group.id}>
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              <span aria-hidden="true" className={`size-2 rounded-full ${DOTS[group.colour]}`} />
              {group.label}
            </dt>
            {titles.map((title) => (
              <dd key={title} className="mt-1 pl-4 text-stone-800">
                {title}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
