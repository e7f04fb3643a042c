import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import type { InterviewWhere } from '@shared/interviews';
import { useInterviewPlace, useSetInterviewPlace } from '../api/interview-place';
import { EXPERT_TEXTS } from '../texts';
import { draftOf, whereOfDraft, WhereFields, type WhereDraft } from './where-fields';

const TEXTS = EXPERT_TEXTS.where;

/** The expert's usual place for interviews, given to each new invitation (decision 044). */
export function InterviewPlaceCard() {
  const place = useInterviewPlace();
  return (
    <section className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <h2 className="text-lg font-semibold">{TEXTS.cardTitle}</h2>
      {place.data ? (
        <PlaceForm saved={place.data.where} />
      ) : (
        <p className="text-sm text-stone-700" aria-busy={!place.isError}>
          {place.isError ? TEXTS.loadFailed : TEXTS.loading}
        </p>
      )}
    </section>
  );
}

function PlaceForm({ saved }: { saved: InterviewWhere | null }) {
  const [draft, setDraft] = useState<WhereDraft>(() => draftOf(saved));
  const [error, setError] = useState<string>();
  const save = useSetInterviewPlace();
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = whereOfDraft(draft);
        if ('error' in checked) return setError(checked.error);
        setError(undefined);
        save.mutate(checked.where, {
          onSuccess: () => toast.success(TEXTS.saved),
          onError: (failure) => toast.error(failureText(failure, TEXTS.saveFailed)),
        });
      }}
    >
      <WhereFields
        legend={TEXTS.cardLegend}
        value={draft}
        error={error}
        onChange={(next) => {
          setDraft(next);
          setError(undefined);
        }}
      />
      <div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
