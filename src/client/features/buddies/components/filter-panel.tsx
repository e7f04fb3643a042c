import { ChevronDown } from 'lucide-react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BUDDIES_TEXTS } from '../texts';
import { ActivityFilter, type ActivityFilterProps } from './activity-filter';
import { PlaceAndBookingFilter } from './place-and-booking-filter';
import { TimeAndPriceFilter, type TimeAndPriceFilterProps } from './time-and-price-filter';

/** Tailwind's `lg` breakpoint, where the filter becomes a sidebar. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * A sticky sidebar on desktop; on phones a closed disclosure above the grid. Only one is rendered,
 * so each checkbox exists once on the page.
 */
export function FilterPanel({
  filters,
  onChoose,
  ...props
}: ActivityFilterProps & TimeAndPriceFilterProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  if (isDesktop) {
    return (
      <div className="sticky top-24 grid max-h-[calc(100dvh-7rem)] gap-8 overflow-y-auto pr-2 pb-4">
        <TimeAndPriceFilter filters={filters} onChoose={onChoose} />
        <PlaceAndBookingFilter filters={filters} onChoose={onChoose} />
        <ActivityFilter {...props} />
      </div>
    );
  }
  const count =
    props.selected.length +
    filters.days.length +
    filters.parts.length +
    (filters.priceMin !== null ? 1 : 0) +
    (filters.priceMax !== null ? 1 : 0) +
    filters.districts.length +
    (filters.instant ? 1 : 0);
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {BUDDIES_TEXTS.filtersLegend}
          {count > 0 && (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {BUDDIES_TEXTS.selected(count)}
            </span>
          )}
        </span>
        <ChevronDown
          className="size-5 text-brand-700 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-6 border-t border-stone-200 px-4 pt-4 pb-5">
        <TimeAndPriceFilter filters={filters} onChoose={onChoose} />
        <PlaceAndBookingFilter filters={filters} onChoose={onChoose} />
        <ActivityFilter {...props} />
      </div>
    </details>
  );
}
