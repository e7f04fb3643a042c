import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ACTIVITY_GROUPS, activitiesInGroup } from '@shared/catalogue';
import { BUDDIES_TEXTS } from '../texts';

export interface ActivityFilterProps {
  selected: readonly string[];
  onToggle: (title: string, checked: boolean) => void;
  /** Whether any filter is set: then a button clears them all. */
  filtered: boolean;
  onClear: () => void;
}

/** The activity checkboxes, grouped as in the catalogue. */
export function ActivityFilter({ selected, onToggle, filtered, onClear }: ActivityFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-display text-xl font-semibold">{BUDDIES_TEXTS.filterLegend}</legend>
      {ACTIVITY_GROUPS.map((group) => (
        <fieldset key={group.id} className="mt-5 min-w-0">
          <legend className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {group.label}
          </legend>
          <ul className="mt-1">
            {activitiesInGroup(group.id).map((activity) => (
              <li key={activity.id}>
                <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-stone-800 hover:bg-stone-100">
                  <input
                    type="checkbox"
                    checked={selected.includes(activity.title)}
                    onChange={(event) => onToggle(activity.title, event.target.checked)}
                    className="size-4 shrink-0 cursor-pointer accent-brand-700"
                  />
                  {activity.title}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {filtered && (
        <Button variant="outline" size="sm" className="mt-5" onClick={onClear}>
          <X aria-hidden="true" />
          {BUDDIES_TEXTS.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
