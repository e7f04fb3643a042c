import { useState, type FormEvent } from 'react';
import { useCancelSession } from '@/features/sessions/api/session-actions';
import { isolate } from '@/lib/isolate';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { ActionForm, ActionText, useSessionAction } from './action-form';
import { SESSION_TEXTS as TEXTS } from './texts';

/** Cancel a booked session with a reason the other side (`otherName`) reads. */
export function CancelForm({
  session,
  otherName,
  onDone,
  onBack,
}: {
  session: { id: string };
  otherName: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const cancel = useCancelSession();
  const [reason, setReason] = useState('');
  const { problem, setProblem, run } = useSessionAction(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(SESSION_ACTION_TEXTS.reasonRequired);
    run(() => cancel.mutateAsync({ id: session.id, reason: reason.trim() }), {
      done: SESSION_ACTION_TEXTS.cancelled,
      failed: SESSION_ACTION_TEXTS.cancelFailed,
    });
  };

  return (
    <ActionForm
      onSubmit={onSubmit}
      problem={problem}
      pending={cancel.isPending}
      submitLabel={TEXTS.cancelSession}
      submitVariant="accent"
      back={{ label: TEXTS.keepSession, onClick: onBack }}
    >
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
