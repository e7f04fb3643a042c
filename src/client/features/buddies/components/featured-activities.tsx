import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';
import { groupColour } from '@/lib/group-colours';
import { ACTIVITY_GROUPS, groupOf } from '@shared/catalogue';
import { BUDDIES_TEXTS } from '../texts';

/** The buddy's activities under their catalogue group, in catalogue group order. */
export function FeaturedActivities({ titles }: { titles: string[] }) {
  const groups = ACTIVITY_GROUPS.map((group) => ({
    group,
    titles: titles.filter((title) => groupOf(title)?.id === group.id),
  })).filter((entry) => entry.titles.length > 0);
  if (groups.length === 0) return null;
  return (
    <SectionCard size="lg" id="featured-title" title={BUDDIES_TEXTS.featuredActivities}>
      <dl className="mt-4 flex flex-col gap-4">
        {groups.map(({ group, titles }) => (
          <div key={group.id}>
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              <span
                aria-hidden="true"
                className={cn('size-2 rounded-full', groupColour(group.colour).dot)}
              />
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
    </SectionCard>
  );
}
