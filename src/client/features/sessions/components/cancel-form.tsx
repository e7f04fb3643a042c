import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import { inputOfInstant, instantOfInput } from '@/lib/amsterdam-input';
import { useCancelSession } from '@/features/sessions/api/session-actions';
import { isolate } from '@/lib/isolate';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { SESSION_DURATIONS } from '@shared/sessions';
import { ActionForm, ActionText, useSessionAction } from './action-form';
import { SESSION_TEXTS as TEXTS } from './texts';

/**
 * Cancel a booked session with a reason, or (`newTime`) ask for another time instead: the
 * other side (`otherName`) gets the new time as a proposal to answer.
 */
export function CancelForm({
  session,
  otherName,
  newTime,
  onDone,
  onBack,
}: {
  session: { id: string; duration: number };
  otherName: string;
  newTime: boolean;
  onDone: () => void;
  onBack: () => void;
}) {
  const cancel = useCancelSession();
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState('');
  const [duration, setDuration] = useState(String(session.duration));
  const { problem, setProblem, run } = useSessionAction(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(SESSION_ACTION_TEXTS.reasonRequired);
    const at = newTime ? instantOfInput(when) : null;
    if (newTime && !at) return setProblem(PROPOSAL_TEXTS.fillAll);
    if (at && at.getTime() <= Date.now()) return setProblem(PROPOSAL_TEXTS.inThePast);
    run(
      () =>
        cancel.mutateAsync({
          id: session.id,
          reason: reason.trim(),
          newTime: at ? { proposedTime: at.toISOString(), duration: Number(duration) } : undefined,
        }),
      {
        done: newTime ? SESSION_ACTION_TEXTS.rescheduled : SESSION_ACTION_TEXTS.cancelled,
        failed: SESSION_ACTION_TEXTS.cancelFailed,
      },
    );
  };

  return (
    <ActionForm
      onSubmit={onSubmit}
      problem={problem}
      pending={cancel.isPending}
      submitLabel={newTime ? TEXTS.sendNewTime : TEXTS.cancelSession}
      submitVariant={newTime ? 'primary' : 'accent'}
      back={{ label: TEXTS.keepSession, onClick: onBack }}
    >
      {newTime && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <FormField label={TEXTS.newTime}>
            <Input
              type="datetime-local"
              required
              min={inputOfInstant(new Date())}
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          </FormField>
          <FormField label={TEXTS.duration}>
            <select
              className={selectClass}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
            >
              {SESSION_DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
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
