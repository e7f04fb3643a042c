import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-store';
import type { CatalogueActivity } from '@shared/buddies';
import { ACTIVITY_CHIP_LIMIT } from '@shared/discovery';
import { loginFor } from '@/lib/return-path';
import { ACTIVITIES_TEXTS as TEXTS } from '../texts';

/**
 * `buddiesPending`: who offers the activity is not known yet; their chips' row keeps its place.
 * `first`: the page's first card, whose image is its largest paint: fetched at once, first.
 */
export function ActivityCard({
  activity,
  buddiesPending,
  first = false,
}: {
  activity: CatalogueActivity;
  buddiesPending: boolean;
  first?: boolean;
}) {
  const auth = useAuth();
  const chips = activity.buddies.slice(0, ACTIVITY_CHIP_LIMIT);
  const more = activity.buddyCount > chips.length;
  return (
    <article
      id={activity.id}
      aria-labelledby={`${activity.id}-title`}
      className="grid overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:grid-cols-[2fr_3fr]"
    >
      <img
        src={activity.image}
        alt=""
        width={640}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className="aspect-[16/10] h-full w-full object-cover"
      />
      <div className="flex flex-col gap-3 p-5">
        <h3 id={`${activity.id}-title`} className="text-xl font-semibold">
          {activity.title}
        </h3>
        <p className="text-sm leading-relaxed text-stone-700">{activity.detailedDescription}</p>
        <p className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <Clock className="size-4 text-brand-700" aria-hidden="true" />
          <span>{TEXTS.duration(activity.duration)}</span>
        </p>
        {(buddiesPending || chips.length > 0) && (
          <div className="mt-auto">
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {TEXTS.buddies}
            </p>
            {buddiesPending ? (
              // One row of chips: the answer fills it in place.
              <Skeleton className="mt-2 h-7 w-48 rounded-full" />
            ) : (
              <ul
                className="mt-2 flex flex-wrap items-center gap-2"
                aria-label={TEXTS.buddiesOffering(activity.title)}
              >
                {chips.map((buddy) => (
                  <li key={buddy.id}>
                    <Link
                      to={auth ? `/buddy/${buddy.id}` : loginFor(`/buddy/${buddy.id}`)}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                    >
                      <bdi>{buddy.firstName}</bdi>
                    </Link>
                  </li>
                ))}
                {more && (
                  <li aria-label={TEXTS.moreBuddies} className="px-1 text-stone-600">
                    …
                  </li>
                )}
              </ul>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
