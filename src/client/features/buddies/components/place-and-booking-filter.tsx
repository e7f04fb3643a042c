import { DISTRICTS } from '@shared/districts';
import type { BuddyFilters } from '../api/get-buddies';
import type { BuddyChoice } from '../hooks/use-buddy-filters';
import { BUDDIES_TEXTS } from '../texts';

const checkboxClass = 'size-4 shrink-0 cursor-pointer accent-brand-700';
const chipClass =
  'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-stone-800 hover:bg-stone-100';

export interface PlaceAndBookingFilterProps {
  filters: BuddyFilters;
  onChoose: (choice: BuddyChoice) => void;
}

/** Buddies who can be booked at once, and the districts of Amsterdam where they meet learners. */
export function PlaceAndBookingFilter({ filters, onChoose }: PlaceAndBookingFilterProps) {
  return (
    <div className="grid gap-5">
      <fieldset className="min-w-0">
        <legend className="font-display text-xl font-semibold">{BUDDIES_TEXTS.booking}</legend>
        <label className={`mt-2 ${chipClass}`}>
          <input
            type="checkbox"
            checked={filters.instant}
            onChange={(event) => onChoose({ instant: event.target.checked })}
            className={checkboxClass}
          />
          {BUDDIES_TEXTS.instantOnly}
        </label>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="font-display text-xl font-semibold">{BUDDIES_TEXTS.whereToMeet}</legend>
        <ul className="mt-2 grid grid-cols-2 gap-x-1 lg:grid-cols-1">
          {DISTRICTS.map((district) => (
            <li key={district.id}>
              <label className={chipClass}>
                <input
                  type="checkbox"
                  checked={filters.districts.includes(district.id)}
                  onChange={(event) =>
                    onChoose({
                      districts: DISTRICTS.map((d) => d.id).filter((id) =>
                        id === district.id ? event.target.checked : filters.districts.includes(id),
                      ),
                    })
                  }
                  className={checkboxClass}
                />
                {district.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
