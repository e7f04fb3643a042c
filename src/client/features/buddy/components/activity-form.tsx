import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import { Textarea } from '@/components/ui/textarea';
import {
  ACTIVITY_DESCRIPTION_MAX,
  BUDDY_PROFILE_TEXTS,
  DEFAULT_RATE,
  LOCATION_MAX,
} from '@shared/buddy-profile';
import { ACTIVITIES, activityByTitle } from '@shared/catalogue';
import { parseRateText } from '@shared/pricing';
import { HOURLY_RATE_MAX, HOURLY_RATE_MIN } from '@shared/field-rules';
import { BUDDY_TEXTS as TEXTS } from '../texts';

/** An activity as the form gives it: the rate as text with '/hour' (SPEC section 5). */
export interface ActivityDraft {
  title: string;
  description: string;
  location: string;
  rate: string;
  /** Learners book its open times at once; the row's switch changes it, the form keeps it. */
  instantBooking: boolean;
}

/** '26/hour' or '42–48/hour' as the buddy types it: '26', '42-48'. */
const typedRate = (rate: string) => rate.replace(/\s*\/\s*hour\s*$/, '').replace('–', '-');

/** The rate's problem, as the server would say it, or none. */
function rateProblem(rate: string): string | null {
  const range = parseRateText(rate);
  return !range || range.minCents < HOURLY_RATE_MIN * 100 || range.maxCents > HOURLY_RATE_MAX * 100
    ? BUDDY_PROFILE_TEXTS.rate
    : null;
}

/**
 * SPEC section 5 "Add activity": a catalogue title not yet added (the others 'Already added' and
 * disabled), its description prefilled from the catalogue, a rate (default 25/hour, at least 10)
 * and the place. With `activity`, the same fields edit it (its title stays).
 */
export function ActivityForm({
  activity,
  taken,
  location,
  pending,
  onSave,
  onCancel,
}: {
  activity?: ActivityDraft;
  taken: readonly string[];
  /** The buddy's own place, the activity's until they name another. */
  location: string;
  pending: boolean;
  onSave: (draft: ActivityDraft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(activity?.title ?? '');
  const [description, setDescription] = useState(activity?.description ?? '');
  const [rate, setRate] = useState(typedRate(activity?.rate ?? DEFAULT_RATE));
  const [place, setPlace] = useState(activity?.location ?? location);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (next: string) => {
    setTitle(next);
    setDescription(activityByTitle(next)?.description ?? '');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title || !description.trim()) return setProblem(BUDDY_PROFILE_TEXTS.activityDescription);
    const badRate = rateProblem(rate);
    if (badRate) return setProblem(badRate);
    setProblem(null);
    void onSave({
      title,
      description: description.trim(),
      location: place.trim() || location,
      rate: `${rate.trim()}/hour`,
      instantBooking: activity?.instantBooking ?? false,
    }).catch((error: Error) => setProblem(error.message));
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={activity ? `${TEXTS.edit} ${activity.title}` : TEXTS.addActivity}
      className="grid gap-4 rounded-xl bg-brand-50/50 p-4 ring-1 ring-brand-200"
    >
      {problem && <FormAlert>{problem}</FormAlert>}
      {activity ? (
        <h3 className="font-semibold">{activity.title}</h3>
      ) : (
        <FormField label={TEXTS.activity}>
          <select
            className={selectClass}
            required
            value={title}
            onChange={(e) => choose(e.target.value)}
          >
            <option value="" disabled>
              {TEXTS.chooseActivity}
            </option>
            {ACTIVITIES.map(({ title: option }) => {
              const added = taken.includes(option);
              return (
                <option key={option} value={option} disabled={added}>
                  {added ? `${option} (${TEXTS.alreadyAdded})` : option}
                </option>
              );
            })}
          </select>
        </FormField>
      )}
      <FormField label={TEXTS.activityDescription}>
        <Textarea
          required
          dir="auto"
          className="min-h-20"
          maxLength={ACTIVITY_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={TEXTS.rate} description={TEXTS.rateHint}>
          <Input
            inputMode="decimal"
            required
            maxLength={20}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </FormField>
        <FormField label={TEXTS.location}>
          <Input
            dir="auto"
            maxLength={LOCATION_MAX}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
