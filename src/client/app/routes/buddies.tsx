import { BadgeCheck } from 'lucide-react';
import { BuddyResults } from '@/features/buddies/components/buddy-results';
import { isFiltered } from '@/features/buddies/api/get-buddies';
import { FilterPanel } from '@/features/buddies/components/filter-panel';
import { MatchOrderNote } from '@/features/buddies/components/match-order-note';
import { SortSelect } from '@/features/buddies/components/sort-select';
import { useBuddyFilters } from '@/features/buddies/hooks/use-buddy-filters';
import { BUDDIES_TEXTS } from '@/features/buddies/texts';

export function Component() {
  const { filters, toggle, choose, clear } = useBuddyFilters();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="max-w-2xl">
        {/* 30 px on a phone: at 36 px the heading sat at the edge of one line, and the local
            stand-in font broke it onto two until Fraunces arrived (a shift on slow phones). */}
        <h1 className="text-3xl font-semibold sm:text-5xl">
          {BUDDIES_TEXTS.listHeading[filters.language]}
        </h1>
        <p className="mt-4 flex gap-3 text-lg text-stone-700">
          <BadgeCheck className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          {BUDDIES_TEXTS.everyBuddyInterviewed}
        </p>
      </header>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:mt-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <div>
          <FilterPanel
            filters={filters}
            onChoose={choose}
            selected={filters.activities}
            onToggle={toggle}
            filtered={isFiltered(filters)}
            onClear={clear}
          />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <div className="flex items-center justify-end gap-4">
            <MatchOrderNote filters={filters} />
            <SortSelect sort={filters.sort} onSort={(sort) => choose({ sort })} />
          </div>
          <BuddyResults filters={filters} onClear={clear} />
        </div>
      </div>
    </div>
  );
}
