import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import { inputOfInstant, instantOfInput } from '@/lib/amsterdam-input';
import type { Booking } from '@shared/bookings';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import { SESSION_DURATIONS } from '@shared/sessions';
import { useCancelSession } from '../api/session-actions';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { ActionForm, ActionText, useSessionAction } from './action-form';

/**
 * Cancel a booked session with a reason, or (`newTime`) ask for another time instead: the
 * buddy gets the new time as a proposal to answer.
 */
export function CancelForm({
  booking,
  newTime,
  onDone,
  onBack,
}: {
  booking: Booking;
  newTime: boolean;
  onDone: () => void;
  onBack: () => void;
}) {
  const cancel = useCancelSession();
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState('');
  const [duration, setDuration] = useState(String(booking.duration));
  const { problem, setProblem, run } = useSessionAction(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(TEXTS.session.reasonRequired);
    const at = newTime ? instantOfInput(when) : null;
    if (newTime && !at) return setProblem(PROPOSAL_TEXTS.fillAll);
    if (at && at.getTime() <= Date.now()) return setProblem(PROPOSAL_TEXTS.inThePast);
    run(
      () =>
        cancel.mutateAsync({
          id: booking.id,
          reason: reason.trim(),
          newTime: at ? { proposedTime: at.toISOString(), duration: Number(duration) } : undefined,
        }),
      {
        done: newTime ? TEXTS.session.rescheduled : TEXTS.session.cancelled,
        failed: TEXTS.session.cancelFailed,
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
        description={`We pass it on to ${booking.buddy}. ${TEXTS.cancelWindowOpen}`}
        maxLength={1000}
        value={reason}
        onChange={setReason}
      />
    </ActionForm>
  );
}
