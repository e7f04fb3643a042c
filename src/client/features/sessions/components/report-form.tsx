import { useState, type FormEvent } from 'react';
import { useReportSession } from '@/features/sessions/api/session-actions';
import { REPORT_KINDS, SESSION_ACTION_TEXTS, type ReportKind } from '@shared/session-actions';
import type { Side } from '@shared/session-rules';
import { ActionForm, ActionText, useSessionAction } from './action-form';
import { reportKindLabels, SESSION_TEXTS as TEXTS } from './texts';

/** Instead of confirming: the `other` side did not come, or something else went wrong. */
export function ReportForm({ id, other, onDone }: { id: string; other: Side; onDone: () => void }) {
  const report = useReportSession();
  const [kind, setKind] = useState<ReportKind>('no-show');
  const [text, setText] = useState('');
  const { problem, setProblem, run } = useSessionAction(onDone);
  const labels = reportKindLabels(other);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(SESSION_ACTION_TEXTS.reportRequired);
    run(() => report.mutateAsync({ id, kind, text: text.trim() }), {
      done: SESSION_ACTION_TEXTS.reported,
      failed: SESSION_ACTION_TEXTS.reportFailed,
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
            {labels[value]}
          </label>
        ))}
      </fieldset>
      <ActionText label={TEXTS.reportText} maxLength={2000} value={text} onChange={setText} />
    </ActionForm>
  );
}
