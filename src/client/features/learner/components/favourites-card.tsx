import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { BuddyLink } from '@/components/buddy-link';
import { FavouriteButton } from '@/components/favourite-button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFavourites } from '@/hooks/use-favourites';
import { LEARNER_TEXTS as TEXTS } from '../texts';

/** The learner's saved buddies, each linking to their profile, marked when they opened new times. */
export function FavouritesCard() {
  const favourites = useFavourites();
  return (
    <SectionCard
      id="favourites"
      title={TEXTS.favourites}
      aside={
        <Link
          to="/buddies"
          className="rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          {TEXTS.browseBuddies}
        </Link>
      }
    >
      {!favourites.data ? (
        favourites.isError ? (
          <p className="text-sm text-stone-700">{TEXTS.favouritesLoadFailed}</p>
        ) : (
          <div className="grid gap-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        )
      ) : favourites.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <Heart className="size-4 shrink-0" aria-hidden="true" />
          {TEXTS.noFavourites}
        </p>
      ) : (
        <ul className="grid gap-1">
          {favourites.data.map((buddy) => (
            <li key={buddy.id} className="flex items-center gap-2">
              <BuddyLink buddy={buddy} className="flex-1 rounded-xl p-2 hover:bg-stone-50">
                {buddy.newTimesAt && (
                  <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                    {TEXTS.newTimes}
                  </span>
                )}
              </BuddyLink>
              <FavouriteButton buddy={buddy} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
