import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { SectionCard } from '@/components/ui/section-card';
import {
  AVAILABILITY_DAYS,
  AVAILABILITY_PERIODS,
  normaliseAvailabilitySlots,
  type AvailabilitySlotKey,
} from '@shared/profiles';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { useSaveProfile } from './dashboard-profile-card';

/** Morning, Afternoon and Evening over the week; each tick is saved at once. */
export function AvailabilityGrid({ profile }: { profile: LearnerProfile }) {
  const save = useSaveProfile(profile.id);
  // The ticks as the learner left them, ahead of the server's answer; a failure puts them back.
  const [ticked, setTicked] = useState<readonly string[] | null>(null);
  const slots = ticked ?? profile.availabilitySlots;

  const toggle = (key: AvailabilitySlotKey, on: boolean) => {
    const next = normaliseAvailabilitySlots(on ? [...slots, key] : slots.filter((k) => k !== key));
    setTicked(next);
    save({ availabilitySlots: next }).then(
      () => setTicked((now) => (now === next ? null : now)),
      () => setTicked(null),
    );
  };

  return (
    <SectionCard id="availability-grid" title={TEXTS.availabilityGrid}>
      <p id="availability-hint" className="text-sm text-stone-700">
        {TEXTS.availabilityGridHint}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table
          className="w-full min-w-[20rem] border-separate border-spacing-1 text-sm"
          aria-describedby="availability-hint"
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
                  const checked = slots.includes(key);
                  return (
                    <td key={key} className="text-center">
                      <span className="inline-grid size-10 place-items-center rounded-lg hover:bg-stone-100">
                        <Checkbox
                          checked={checked}
                          aria-label={TEXTS.availabilitySlot(TEXTS.weekDays[day], period)}
                          onCheckedChange={(value) => toggle(key, value === true)}
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
    </SectionCard>
  );
}
