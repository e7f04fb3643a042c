import { Checkbox } from '@/components/ui/checkbox';
import {
  AVAILABILITY_DAYS,
  AVAILABILITY_PERIODS,
  normaliseAvailabilitySlots,
  type AvailabilitySlotKey,
} from '@shared/profiles';
import { LEARNER_TEXTS as TEXTS } from '../texts';

/**
 * Morning, Afternoon and Evening over the week (SPEC section 3), a checkbox each: the ticked
 * keys come back in the grid's order. `describedBy` names the hint that says what to tick.
 */
export function FreeTimesTable({
  value,
  onChange,
  describedBy,
}: {
  value: readonly string[];
  onChange: (slots: AvailabilitySlotKey[]) => void;
  describedBy: string;
}) {
  const toggle = (key: AvailabilitySlotKey, on: boolean) =>
    onChange(normaliseAvailabilitySlots(on ? [...value, key] : value.filter((k) => k !== key)));
  return (
    // Relative: a form's checkboxes have hidden inputs, placed absolutely, that it keeps in.
    <div className="relative overflow-x-auto">
      <table
        className="w-full min-w-[20rem] border-separate border-spacing-1 text-sm"
        aria-describedby={describedBy}
      >
        <thead>
          <tr>
            <td />
            {TEXTS.weekDays.map((day) => (
              <th key={day} scope="col" className="font-semibold">
                <abbr title={day} className="no-underline">
                  {day.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AVAILABILITY_PERIODS.map((period) => (
            <tr key={period}>
              <th scope="row" className="pr-2 text-left font-semibold">
                {period}
              </th>
              {AVAILABILITY_DAYS.map((day) => {
                const key: AvailabilitySlotKey = `${period}_${day}`;
                return (
                  <td key={key} className="text-center">
                    <span className="inline-grid size-10 place-items-center rounded-lg hover:bg-stone-100">
                      <Checkbox
                        checked={value.includes(key)}
                        aria-label={TEXTS.availabilitySlot(TEXTS.weekDays[day], period)}
                        onCheckedChange={(checked) => toggle(key, checked === true)}
                      />
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
