import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  INTERVIEW_LINK_MAX,
  INTERVIEW_PLACE_MAX,
  InterviewWhereSchema,
  type InterviewWhere,
} from '@shared/interviews';
import { EXPERT_TEXTS } from '../texts';

const TEXTS = EXPERT_TEXTS.where;

/** Where as the form holds it while the expert types: a kind and its text. */
export interface WhereDraft {
  kind: 'none' | 'place' | 'video';
  text: string;
}

export const draftOf = (where: InterviewWhere | null | undefined): WhereDraft =>
  !where
    ? { kind: 'none', text: '' }
    : where.kind === 'place'
      ? { kind: 'place', text: where.place }
      : { kind: 'video', text: where.link };

/** The draft checked by the server's own schema: where, or the reason it is not one. */
export function whereOfDraft(
  draft: WhereDraft,
): { where: InterviewWhere | null } | { error: string } {
  if (draft.kind === 'none') return { where: null };
  const parsed = InterviewWhereSchema.safeParse(
    draft.kind === 'place'
      ? { kind: 'place', place: draft.text }
      : { kind: 'video', link: draft.text },
  );
  return parsed.success
    ? { where: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? TEXTS.invalid };
}

/**
 * Where an interview takes place: not given (the expert sends the details), an address, or a
 * video-call link (https). Radios for the kind, one field for its text.
 */
export function WhereFields({
  legend,
  value,
  error,
  onChange,
}: {
  legend: string;
  value: WhereDraft;
  error?: string;
  onChange: (draft: WhereDraft) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(['none', 'place', 'video'] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value.kind === kind}
              onChange={() => onChange({ kind, text: kind === value.kind ? value.text : '' })}
              className="size-4 accent-brand-700"
            />
            {TEXTS.kinds[kind]}
          </label>
        ))}
      </div>
      {value.kind === 'none' ? (
        <p className="text-sm text-stone-700">{TEXTS.noneHint}</p>
      ) : (
        <FormField
          label={value.kind === 'place' ? TEXTS.placeLabel : TEXTS.linkLabel}
          description={value.kind === 'place' ? TEXTS.placeHint : TEXTS.linkHint}
          error={error}
        >
          <Input
            value={value.text}
            dir="auto"
            type={value.kind === 'video' ? 'url' : 'text'}
            inputMode={value.kind === 'video' ? 'url' : undefined}
            maxLength={value.kind === 'place' ? INTERVIEW_PLACE_MAX : INTERVIEW_LINK_MAX}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        </FormField>
      )}
    </fieldset>
  );
}
