import { MapPin, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BuddyFacts } from '@/components/buddy-facts';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { BuddyCard as BuddyCardData } from '@shared/buddies';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

const BADGE_LIMIT = 3;

/** A fixed height, shared with the skeleton, so the grid does not move when the list arrives. */
const CARD_CLASS =
  'relative flex h-96 flex-col overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200';

/** A buddy on a list, the whole card linking to their profile; `action` sits above the link. */
export function BuddyCard({ buddy, action }: { buddy: BuddyCardData; action?: ReactNode }) {
  const badges = buddy.activities.slice(0, BADGE_LIMIT);
  const more = buddy.activities.length - badges.length;
  return (
    <article
      className={cn(
        CARD_CLASS,
        'transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-600',
      )}
    >
      <div className={cn('flex items-center gap-4', action && 'pr-12')}>
        <Avatar name={buddy.name} photo={buddy.photo} className="size-20 text-3xl" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold">
            {/* The whole card is the link's click area; the name alone is its accessible text. */}
            <Link
              to={`/buddy/${buddy.id}`}
              className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
            >
              <bdi>{buddy.name}</bdi>
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <bdi className="truncate">{buddy.location}</bdi>
          </p>
          {buddy.instantBooking && (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Zap className="size-3.5 shrink-0" aria-hidden="true" />
              {TEXTS.buddyCard.instantBooking}
            </p>
          )}
        </div>
      </div>
      {action && <div className="absolute top-4 right-4 z-10">{action}</div>}
      <BuddyFacts buddy={buddy} className="mt-4" />
      <p dir="auto" className="mt-3 line-clamp-2 break-words text-stone-700">
        {buddy.description}
      </p>
      {badges.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label={TEXTS.buddyCard.activities}>
          {badges.map((activity) => (
            <li
              key={activity.title}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
            >
              {activity.title}
            </li>
          ))}
          {more > 0 && (
            <li className="px-1 py-1 text-xs font-medium text-stone-600">
              {TEXTS.buddyCard.moreActivities(more)}
            </li>
          )}
        </ul>
      )}
    </article>
  );
}

export function BuddyCardSkeleton() {
  return (
    <div className={CARD_CLASS}>
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-7 w-36" />
          <Skeleton className="mt-2 h-4 w-28" />
        </div>
      </div>
      <Skeleton className="mt-5 h-10 w-full" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-11/12" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <div className="mt-auto flex gap-2">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
    </div>
  );
}
