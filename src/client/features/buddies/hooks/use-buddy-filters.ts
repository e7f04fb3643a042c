import { useSearchParams } from 'react-router';
import { BUDDY_LANGUAGES, BUDDY_SORTS } from '@shared/discovery';
import { ACTIVITY_TITLES } from '@shared/catalogue';
import { DISTRICT_IDS } from '@shared/districts';
import { DAY_PARTS } from '@shared/open-time-summaries';
import type { BuddyFilters } from '../api/get-buddies';

const ACTIVITY_PARAM = 'activity';
const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** A comma list from the URL, as the known items it names, in their order. */
const listOf = <T>(text: string | null, items: readonly T[]) => {
  const given = (text ?? '').split(',');
  return items.filter((item) => given.includes(String(item)));
};

/** A whole number of euros from the URL, or null. */
const eurosOf = (text: string | null) =>
  text !== null && /^\d{1,3}$/.test(text) ? Number(text) : null;

/** What the URL says beside the activities and the language: the others' params, written back. */
export type BuddyChoice = Partial<
  Pick<BuddyFilters, 'sort' | 'days' | 'parts' | 'priceMin' | 'priceMax' | 'districts' | 'instant'>
>;

/**
 * The list's filters and sort live in the URL (`?activity=Cooking&language=dutch&sort=price&
 * days=5,6&parts=evening&priceMax=30&districts=de-pijp,oud-zuid&instant=1`) so a filtered list can be shared and survives a reload.
 */
export function useBuddyFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.getAll(ACTIVITY_PARAM);
  const filters: BuddyFilters = {
    // Catalogue order gives one cache entry per selection; an unknown title (an edited link)
    // is dropped rather than sent, since the API answers it with a 400.
    activities: ACTIVITY_TITLES.filter((title) => chosen.includes(title)),
    language: BUDDY_LANGUAGES.find((l) => l === searchParams.get('language')) ?? 'english',
    sort: BUDDY_SORTS.find((s) => s === searchParams.get('sort')) ?? 'recommended',
    days: listOf(searchParams.get('days'), DAYS),
    parts: listOf(searchParams.get('parts'), DAY_PARTS),
    priceMin: eurosOf(searchParams.get('priceMin')),
    priceMax: eurosOf(searchParams.get('priceMax')),
    districts: listOf(searchParams.get('districts'), DISTRICT_IDS),
    instant: searchParams.get('instant') === '1',
  };

  const update = (write: (next: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        write(next);
        return next;
      },
      { replace: true },
    );

  const setActivities = (titles: string[]) =>
    update((next) => {
      next.delete(ACTIVITY_PARAM);
      for (const title of titles) next.append(ACTIVITY_PARAM, title);
    });

  const toggle = (title: string, checked: boolean) =>
    setActivities(
      checked ? [...filters.activities, title] : filters.activities.filter((t) => t !== title),
    );

  /** Writes the sort, days, parts, prices, districts or instant booking given; an empty or default one leaves the URL. */
  const choose = (choice: BuddyChoice) =>
    update((next) => {
      for (const [key, value] of Object.entries(choice)) {
        const text = Array.isArray(value)
          ? value.join(',')
          : typeof value === 'boolean'
            ? value
              ? '1'
              : ''
            : String(value ?? '');
        if (text === '' || text === 'recommended') next.delete(key);
        else next.set(key, text);
      }
    });

  const clear = () =>
    update((next) => {
      next.delete(ACTIVITY_PARAM);
      for (const key of ['days', 'parts', 'priceMin', 'priceMax', 'districts', 'instant']) {
        next.delete(key);
      }
    });

  return { filters, toggle, choose, clear };
}
