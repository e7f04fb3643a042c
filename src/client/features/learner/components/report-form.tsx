import { useState, type FormEvent } from 'react';
import type { Booking } from '@shared/bookings';
import { REPORT_KINDS, type ReportKind } from '@shared/session-actions';
import { useReportSession } from '../api/session-actions';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { ActionForm, ActionText, useSessionAction } from './action-form';

/** Instead of confirming: the buddy did not come, or something else went wrong. */
export function ReportForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const report = useReportSession();
  const [kind, setKind] = useState<ReportKind>('no-show');
  const [text, setText] = useState('');
  const { problem, setProblem, run } = useSessionAction(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(TEXTS.session.reportRequired);
    run(() => report.mutateAsync({ id: booking.id, kind, text: text.trim() }), {
      done: TEXTS.session.reported,
      failed: TEXTS.session.reportFailed,
    });
  };

  return (
    <ActionForm
      onSubmit={onSubmit}
      problem={problem}
      pending={report.isPending}
      submitLabel={TEXTS.sendReport}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{TEXTS.reportKind}</legend>
        {REPORT_KINDS.map((value) => (
          <label key={value} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              name="report-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-4 accent-brand-700"
            />
            {TEXTS.reportKinds[value]}
          </label>
        ))}
      </fieldset>
      <ActionText label={TEXTS.reportText} maxLength={2000} value={text} onChange={setText} />
    </ActionForm>
  );
}
