import { useDeferredValue, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import { isFiltered, useBuddies, type BuddyFilters } from '../api/get-buddies';
import { BUDDIES_TEXTS } from '../texts';
import { BuddyCard, BuddyCardSkeleton } from '@/components/buddy-card';
import { FavouriteButton } from '@/components/favourite-button';
import { DutchComingSoon, NoBuddiesYet, NoMatchingBuddies } from './state-cards';

const SKELETON_COUNT = 6;

/**
 * The cards' grid; `busy` while the next answer is on its way. Said to assistive technology and
 * by the pointer, never by fading the cards: faded text would fail its contrast while it shows.
 */
function Grid({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <ul
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2', busy && 'cursor-progress')}
    >
      {children}
    </ul>
  );
}

/** The grid of buddies matching the filters, with its loading, empty and error states. */
export function BuddyResults({ filters, onClear }: { filters: BuddyFilters; onClear: () => void }) {
  const query = useBuddies(filters);
  // A page of cards renders as a transition when it arrives: React yields to the browser while
  // it makes two dozen cards, instead of holding the main thread for all of them at once.
  const data = useDeferredValue(query.data);

  if (query.isPending || (query.data && !data)) {
    return (
      <Grid busy>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            <BuddyCardSkeleton />
          </li>
        ))}
      </Grid>
    );
  }
  if (!data) {
    return <LoadError title={BUDDIES_TEXTS.loadFailed} onRetry={() => void query.refetch()} />;
  }

  const buddies = data.pages.flatMap((page) => page.buddies);
  if (buddies.length === 0 && !query.isPlaceholderData) {
    if (isFiltered(filters)) return <NoMatchingBuddies onClear={onClear} />;
    return filters.language === 'dutch' ? <DutchComingSoon /> : <NoBuddiesYet />;
  }

  return (
    <div className="flex flex-col items-center gap-8">
      <Grid busy={query.isPlaceholderData}>
        {buddies.map((buddy) => (
          <li key={buddy.id}>
            <BuddyCard buddy={buddy} action={<FavouriteButton buddy={buddy} />} />
          </li>
        ))}
      </Grid>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-red-800">
          {BUDDIES_TEXTS.loadMoreFailed}
        </p>
      )}
      {query.hasNextPage && !query.isPlaceholderData && (
        <Button
          variant="outline"
          size="lg"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? BUDDIES_TEXTS.loading : BUDDIES_TEXTS.loadMore}
        </Button>
      )}
    </div>
  );
}
