import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { toast } from '@/components/ui/toast';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { matchingChanges, matchingDraftOf } from '../matching-draft';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { useSaveProfile } from './dashboard-profile-card';
import { MatchingFields } from './matching-fields';

/** The profile page's matching form (decision 057); the free times are the grid's card. */
export function MatchingCard({ profile }: { profile: LearnerProfile }) {
  const save = useSaveProfile(profile.id);
  const [draft, setDraft] = useState(() => matchingDraftOf(profile));
  const [budgetError, setBudgetError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = matchingChanges(draft);
    if ('problem' in checked) return setBudgetError(checked.problem);
    setBudgetError(undefined);
    setSaving(true);
    save(checked.changes)
      .then(() => toast.success(TEXTS.matchingSaved))
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <SectionCard id="matching-form" title={TEXTS.matchingTitle}>
      <p className="text-sm text-stone-700">{TEXTS.matchingHint}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="matching-form"
        className="mt-4 grid gap-6"
      >
        <MatchingFields draft={draft} onChange={setDraft} budgetError={budgetError} />
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {TEXTS.saveMatching}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
