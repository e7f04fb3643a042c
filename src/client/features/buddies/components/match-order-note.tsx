import { useBuddies, type BuddyFilters } from '../api/get-buddies';
import { BUDDIES_TEXTS } from '../texts';

/**
 * Beside the sort, when the recommended list is the learner's match order (decision 063). It
 * reads the list the results read (one request) and sits in the sort's row, which it never makes
 * taller on a phone (two short lines at most): the cards below do not move when it appears.
 */
export function MatchOrderNote({ filters }: { filters: BuddyFilters }) {
  const { data } = useBuddies(filters);
  if (filters.sort !== 'recommended' || !data?.pages[0]?.inMatchOrder) return null;
  return <p className="mr-auto min-w-0 text-sm text-stone-700">{BUDDIES_TEXTS.inMatchOrder}</p>;
}
