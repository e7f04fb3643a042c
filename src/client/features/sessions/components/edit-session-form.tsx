import { useState, type FormEvent } from 'react';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import { Textarea } from '@/components/ui/textarea';
import { instantOfInput } from '@/lib/amsterdam-input';
import type { Booking } from '@shared/bookings';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { useCancelSession, useEditSession } from '../api/session-actions';
import { ActionForm, ActionText, useSessionAction } from './action-form';
import { CALENDAR_TEXTS as TEXTS } from './calendar-texts';
import { SESSION_STATUS_LABELS } from './session-status-badge';

/** What the Status field offers for a booked session: keep it, or cancel it (decision 032). */
const STATUS_CHOICES = ['approved', 'cancelled'] as const;
type StatusChoice = (typeof STATUS_CHOICES)[number];

/**
 * SPEC: the buddy's Edit Session dialog (Learner, Activity, Date, Time, Location, Status), the date
 * and time in one field written as the rest of the product writes them (decision 046). A new
 * date, time or place is saved at once and the learner told; a status of Cancelled cancels the
 * session with a reason instead.
 */
export function EditSessionForm({
  booking,
  onDone,
  onBack,
}: {
  booking: Booking;
  onDone: () => void;
  onBack: () => void;
}) {
  const edit = useEditSession();
  const cancel = useCancelSession();
  const [when, setWhen] = useState(`${booking.date}T${booking.time}`);
  const [location, setLocation] = useState(booking.location);
  const [status, setStatus] = useState<StatusChoice>('approved');
  const [words, setWords] = useState('');
  const { problem, setProblem, run } = useSessionAction(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'cancelled') {
      if (!words.trim()) return setProblem(SESSION_ACTION_TEXTS.reasonRequired);
      return run(() => cancel.mutateAsync({ id: booking.id, reason: words.trim() }), {
        done: SESSION_ACTION_TEXTS.cancelled,
        failed: SESSION_ACTION_TEXTS.cancelFailed,
      });
    }
    const at = instantOfInput(when);
    if (!at || !location.trim()) return setProblem(PROPOSAL_TEXTS.fillAll);
    const moved = at.getTime() !== new Date(booking.startsAt).getTime();
    const placed = location.trim() !== booking.location;
    if (!moved && !placed) return setProblem(SESSION_ACTION_TEXTS.nothingChanged);
    run(
      () =>
        edit.mutateAsync({
          id: booking.id,
          ...(moved && { proposedTime: at.toISOString() }),
          ...(placed && { location: location.trim() }),
          ...(words.trim() && { note: words.trim() }),
        }),
      { done: SESSION_ACTION_TEXTS.edited, failed: SESSION_ACTION_TEXTS.editFailed },
    );
  };

  const cancelling = status === 'cancelled';
  return (
    <ActionForm
      onSubmit={onSubmit}
      problem={problem}
      pending={edit.isPending || cancel.isPending}
      submitLabel={TEXTS.saveChanges}
      back={{ label: TEXTS.cancel, onClick: onBack }}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-stone-700">{TEXTS.learner}</dt>
        <dd>
          <bdi className="font-semibold">{booking.learner}</bdi>
        </dd>
        <dt className="font-medium text-stone-700">{TEXTS.activity}</dt>
        <dd className="font-semibold">{booking.activity}</dd>
      </dl>
      <DateTimeField
        label={TEXTS.dateAndTime}
        value={when}
        onChange={setWhen}
        disabled={cancelling}
      />
      <FormField label={TEXTS.location}>
        <Input
          required
          maxLength={200}
          disabled={cancelling}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
        />
      </FormField>
      <FormField label={TEXTS.status}>
        <select
          className={selectClass}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusChoice)}
        >
          {STATUS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {SESSION_STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
      </FormField>
      {cancelling ? (
        <ActionText label={TEXTS.cancelReason} maxLength={1000} value={words} onChange={setWords} />
      ) : (
        <FormField label={TEXTS.noteForLearner} description={TEXTS.editHint}>
          <Textarea
            className="min-h-20"
            maxLength={1000}
            dir="auto"
            value={words}
            onChange={(e) => setWords(e.target.value)}
          />
        </FormField>
      )}
    </ActionForm>
  );
}
