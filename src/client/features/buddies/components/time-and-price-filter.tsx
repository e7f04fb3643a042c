import { selectClass } from '@/components/ui/select-class';
import { DAY_PARTS } from '@shared/open-time-summaries';
import type { BuddyFilters } from '../api/get-buddies';
import type { BuddyChoice } from '../hooks/use-buddy-filters';
import { BUDDIES_TEXTS } from '../texts';

const PRICES = [20, 30, 40, 50, 60];
const checkboxClass = 'size-4 shrink-0 cursor-pointer accent-brand-700';
const chipClass =
  'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-stone-800 hover:bg-stone-100';

export interface TimeAndPriceFilterProps {
  filters: BuddyFilters;
  onChoose: (choice: BuddyChoice) => void;
}

const toggled = <T,>(list: readonly T[], item: T, checked: boolean) =>
  checked ? [...list, item] : list.filter((x) => x !== item);

/** The days and parts of days a learner is free, and the price per hour they look for. */
export function TimeAndPriceFilter({ filters, onChoose }: TimeAndPriceFilterProps) {
  const priceSelect = (key: 'priceMin' | 'priceMax', label: string) => (
    <label className="grid gap-1 text-sm font-medium text-stone-800">
      {label}
      <select
        className={selectClass}
        value={filters[key] ?? ''}
        onChange={(event) =>
          onChoose({ [key]: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">{BUDDIES_TEXTS.anyPrice}</option>
        {PRICES.map((euros) => (
          <option key={euros} value={euros}>
            {BUDDIES_TEXTS.euros(euros)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="grid gap-5">
      <fieldset className="min-w-0">
        <legend className="font-display text-xl font-semibold">{BUDDIES_TEXTS.whenFree}</legend>
        <ul className="mt-2 grid grid-cols-4 gap-x-1">
          {BUDDIES_TEXTS.days.map((day, i) => (
            <li key={day}>
              <label className={chipClass}>
                <input
                  type="checkbox"
                  aria-label={BUDDIES_TEXTS.dayNames[i]}
                  checked={filters.days.includes(i)}
                  onChange={(event) =>
                    onChoose({ days: toggled(filters.days, i, event.target.checked).sort() })
                  }
                  className={checkboxClass}
                />
                <span aria-hidden="true">{day}</span>
              </label>
            </li>
          ))}
        </ul>
        <ul className="mt-2 grid">
          {DAY_PARTS.map((part) => (
            <li key={part}>
              <label className={chipClass}>
                <input
                  type="checkbox"
                  checked={filters.parts.includes(part)}
                  onChange={(event) =>
                    onChoose({
                      parts: DAY_PARTS.filter((p) =>
                        toggled(filters.parts, part, event.target.checked).includes(p),
                      ),
                    })
                  }
                  className={checkboxClass}
                />
                {BUDDIES_TEXTS.parts[part]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="font-display text-xl font-semibold">{BUDDIES_TEXTS.pricePerHour}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {priceSelect('priceMin', BUDDIES_TEXTS.priceFrom)}
          {priceSelect('priceMax', BUDDIES_TEXTS.priceUpTo)}
        </div>
      </fieldset>
    </div>
  );
}
