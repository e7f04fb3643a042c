import { useSearchParams } from 'react-router';
import { BUDDY_LANGUAGES } from '@shared/discovery';
import { ACTIVITY_TITLES } from '@shared/catalogue';
import type { BuddyFilters } from '../api/get-buddies';

const ACTIVITY_PARAM = 'activity';

/**
 * The list's filters live in the URL (`?activity=Cooking&activity=Wine Tastings&language=dutch`)
 * so a filtered list can be shared and survives a reload.
 */
export function useBuddyFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.getAll(ACTIVITY_PARAM);
  const filters: BuddyFilters = {
    // Catalogue order gives one cache entry per selection; an unknown title (an edited link)
    // is dropped rather than sent, since the API answers it with a 400.
    activities: ACTIVITY_TITLES.filter((title) => chosen.includes(title)),
    language: BUDDY_LANGUAGES.find((l) => l === searchParams.get('language')) ?? 'english',
  };

  const setActivities = (titles: string[]) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTIVITY_PARAM);
        for (const title of titles) next.append(ACTIVITY_PARAM, title);
        return next;
      },
      { replace: true },
    );

  const toggle = (title: string, checked: boolean) =>
    setActivities(
      checked ? [...filters.activities, title] : filters.activities.filter((t) => t !== title),
    );

  return { filters, toggle, clear: () => setActivities([]) };
}
