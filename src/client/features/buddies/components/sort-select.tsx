import { selectClass } from '@/components/ui/select-class';
import { BUDDY_SORTS, type BuddySort } from '@shared/discovery';
import { BUDDIES_TEXTS } from '../texts';

/** How the list is ordered: recommended, lowest price, best rated or soonest free. */
export function SortSelect({
  sort,
  onSort,
}: {
  sort: BuddySort;
  onSort: (sort: BuddySort) => void;
}) {
  return (
    <label className="flex shrink-0 items-center gap-3 text-sm font-medium whitespace-nowrap text-stone-800">
      {BUDDIES_TEXTS.sortBy}
      <select
        className={`${selectClass} w-auto`}
        value={sort}
        onChange={(event) => onSort(event.target.value as BuddySort)}
      >
        {BUDDY_SORTS.map((option) => (
          <option key={option} value={option}>
            {BUDDIES_TEXTS.sorts[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
