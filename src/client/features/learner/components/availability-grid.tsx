import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import type { AvailabilitySlotKey } from '@shared/profiles';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { useSaveProfile } from './dashboard-profile-card';
import { FreeTimesTable } from './free-times-table';

/** Morning, Afternoon and Evening over the week; each tick is saved at once. */
export function AvailabilityGrid({ profile }: { profile: LearnerProfile }) {
  const save = useSaveProfile(profile.id);
  // The ticks as the learner left them, ahead of the server's answer; a failure puts them back.
  const [ticked, setTicked] = useState<readonly string[] | null>(null);

  const change = (next: AvailabilitySlotKey[]) => {
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
      <div className="mt-3">
        <FreeTimesTable
          value={ticked ?? profile.availabilitySlots}
          onChange={change}
          describedBy="availability-hint"
        />
      </div>
    </SectionCard>
  );
}
