import { Heart, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { FavouriteButton } from '@/components/favourite-button';
import { Avatar } from '@/components/ui/avatar';
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
              <Link
                to={`/buddy/${buddy.id}`}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 hover:bg-stone-50"
              >
                <Avatar name={buddy.name} photo={buddy.photo} alt="" className="size-10" />
                <span className="grid min-w-0 flex-1">
                  <bdi className="truncate font-semibold">{buddy.name}</bdi>
                  <span className="flex items-center gap-1 text-sm text-stone-600">
                    <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                    <bdi className="truncate">{buddy.location}</bdi>
                  </span>
                </span>
                {buddy.newTimesAt && (
                  <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                    {TEXTS.newTimes}
                  </span>
                )}
              </Link>
              <FavouriteButton buddy={buddy} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
