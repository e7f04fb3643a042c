import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { failureText } from '@/lib/failure-text';
import type { Proposal } from '@shared/proposals-schemas';
import { SESSION_DURATIONS } from '@shared/sessions';
import { inputOfInstant, instantOfInput } from '@/lib/amsterdam-input';
import { useModifyProposal, type CounterProposal } from '../api/modify-proposal';
import { CALENDAR_TEXTS } from './calendar-texts';
import { PROPOSAL_CARD_TEXTS, SESSION_TEXTS } from './texts';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { durationText } from './proposal-terms';
import { selectClass } from '@/components/ui/select-class';

const TEXTS = PROPOSAL_CARD_TEXTS;

/** The buddy's counter-proposal: a new time, place or length, with a note for the learner. */
export function CounterProposalForm({
  proposal,
  onDone,
}: {
  proposal: Proposal;
  onDone: () => void;
}) {
  const modify = useModifyProposal();
  const [when, setWhen] = useState(() => inputOfInstant(new Date(proposal.proposedDateTime)));
  const [location, setLocation] = useState(proposal.location);
  const [duration, setDuration] = useState(String(proposal.duration));
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = instantOfInput(when);
    if (!at) return setError(TEXTS.fillAll);
    if (at.getTime() <= Date.now()) return setError(TEXTS.inThePast);
    const terms: CounterProposal = {};
    if (at.getTime() !== new Date(proposal.proposedDateTime).getTime()) {
      terms.proposedTime = at.toISOString();
    }
    if (location.trim() !== proposal.location) terms.location = location.trim();
    if (Number(duration) !== proposal.duration) terms.duration = Number(duration);
    if (Object.keys(terms).length === 0) {
      return setError(TEXTS.nothingNew);
    }
    setError(undefined);
    modify.mutate(
      { id: proposal.id, ...terms, response: response.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(TEXTS.suggested);
          onDone();
        },
        onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 border-t border-stone-200 pt-3">
      <DateTimeField label={SESSION_TEXTS.newTime} value={when} onChange={setWhen} error={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={SESSION_TEXTS.place}>
          <Input value={location} onChange={(e) => setLocation(e.target.value)} />
        </FormField>
        <FormField label={SESSION_TEXTS.duration}>
          <select
            className={selectClass}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          >
            {SESSION_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {durationText(d)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField label={CALENDAR_TEXTS.noteForLearner}>
        <Textarea
          className="min-h-20"
          value={response}
          onChange={(e) => setResponse(e.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {CALENDAR_TEXTS.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={modify.isPending}>
          {modify.isPending ? COMMON_TEXTS.sending : TEXTS.sendSuggestion}
        </Button>
      </div>
    </form>
  );
}
