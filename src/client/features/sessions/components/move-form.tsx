import { useState, type FormEvent } from 'react';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import { inputOfInstant, instantOfInput } from '@/lib/amsterdam-input';
import { useMoveSession } from '@/features/sessions/api/session-actions';
import { isolate } from '@/lib/isolate';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { SESSION_DURATIONS } from '@shared/sessions';
import { ActionForm, ActionText, useSessionAction } from './action-form';
import { durationText } from './proposal-terms';
import { SESSION_TEXTS as TEXTS } from './texts';

/**
 * Ask the other side (`otherName`) to move a booked session (decision 039): a new time, length
 * or place, with a reason. Until they accept, the session stays as booked.
 */
export function MoveForm({
  session,
  otherName,
  onDone,
  onBack,
}: {
  session: { id: string; duration: number; location: string; startsAt: string };
  otherName: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const move = useMoveSession();
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState(inputOfInstant(new Date(session.startsAt)));
  const [duration, setDuration] = useState(String(session.duration));
  const [place, setPlace] = useState(session.location);
  const { problem, setProblem, run } = useSessionAction(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(SESSION_ACTION_TEXTS.reasonRequired);
    const at = instantOfInput(when);
    if (!at) return setProblem(PROPOSAL_TEXTS.fillAll);
    if (at.getTime() <= Date.now()) return setProblem(PROPOSAL_TEXTS.inThePast);
    run(
      () =>
        move.mutateAsync({
          id: session.id,
          reason: reason.trim(),
          proposedTime: at.toISOString(),
          duration: Number(duration),
          location: place.trim(),
        }),
      { done: SESSION_ACTION_TEXTS.rescheduled, failed: SESSION_ACTION_TEXTS.cancelFailed },
    );
  };

  return (
    <ActionForm
      onSubmit={onSubmit}
      problem={problem}
      pending={move.isPending}
      submitLabel={TEXTS.sendMove}
      back={{ label: TEXTS.keepSession, onClick: onBack }}
    >
      <p className="text-sm text-stone-700">{TEXTS.moveExplained}</p>
      <div className="grid gap-4">
        <DateTimeField label={TEXTS.newTime} value={when} onChange={setWhen} />
        <FormField label={TEXTS.duration} className="sm:max-w-44">
          <select
            className={selectClass}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          >
            {SESSION_DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {durationText(minutes)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField label={TEXTS.place}>
        <Input
          dir="auto"
          maxLength={200}
          value={place}
          onChange={(e) => setPlace(e.target.value)}
        />
      </FormField>
      <ActionText
        label={TEXTS.cancelReason}
        description={`We pass it on to ${isolate(otherName)}. ${TEXTS.cancelWindowOpen}`}
        maxLength={1000}
        value={reason}
        onChange={setReason}
      />
    </ActionForm>
  );
}
