import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useOwnLearnerProfile } from '@/hooks/use-own-learner-profile';
import { failureText } from '@/lib/failure-text';
import { normaliseAvailabilitySlots } from '@shared/profiles';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { DASHBOARD_BY_ROLE } from '@shared/roles';
import { useUpdateProfile } from '../api/update-profile';
import { matchingChanges, matchingDraftOf } from '../matching-draft';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { FreeTimesTable } from './free-times-table';
import { MatchingFields } from './matching-fields';

/**
 * The step right after a learner signs up (decision 057): the matching form with their free
 * times, all optional. Skip and Save both go on to the dashboard.
 */
export function WelcomeStep() {
  const profile = useOwnLearnerProfile();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 id="welcome-title" className="font-display text-3xl font-semibold">
        {TEXTS.welcomeTitle}
      </h1>
      <p className="mt-2 text-stone-700">{TEXTS.welcomeIntro}</p>
      {profile.data ? (
        <WelcomeForm profile={profile.data} />
      ) : profile.isError ? (
        <div className="mt-6">
          <LoadError title={TEXTS.profileLoadFailed} onRetry={() => void profile.refetch()} />
        </div>
      ) : (
        <div className="mt-6" aria-busy="true">
          <span className="sr-only" role="status">
            {TEXTS.loadingProfile}
          </span>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      )}
    </div>
  );
}

function WelcomeForm({ profile }: { profile: LearnerProfile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile(profile.id);
  const [draft, setDraft] = useState(() => matchingDraftOf(profile));
  const [slots, setSlots] = useState(() => normaliseAvailabilitySlots(profile.availabilitySlots));
  const [budgetError, setBudgetError] = useState<string>();
  const dashboard = DASHBOARD_BY_ROLE.learner;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = matchingChanges(draft);
    if ('problem' in checked) return setBudgetError(checked.problem);
    setBudgetError(undefined);
    update.mutate(
      { ...checked.changes, availabilitySlots: slots },
      {
        onSuccess: () => {
          toast.success(TEXTS.matchingSaved);
          void navigate(dashboard);
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="welcome-title"
      className="mt-6 grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      {update.isError && (
        <FormAlert>{failureText(update.error, TEXTS.profile.updateFailed)}</FormAlert>
      )}
      <MatchingFields draft={draft} onChange={setDraft} budgetError={budgetError} />
      <fieldset className="grid min-w-0 gap-2">
        <legend className="text-sm font-medium text-stone-700">{TEXTS.freeTimes}</legend>
        <p id="free-times-hint" className="text-sm text-stone-600">
          {TEXTS.availabilityGridHint}
        </p>
        <FreeTimesTable value={slots} onChange={setSlots} describedBy="free-times-hint" />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link to={dashboard}>{TEXTS.skip}</Link>
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {TEXTS.saveMatching}
        </Button>
      </div>
    </form>
  );
}
