import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { failureText } from '@/lib/failure-text';
import type { Booking } from '@shared/bookings';
import { REPORT_KINDS, type ReportKind } from '@shared/session-actions';
import { useReportSession } from '../api/session-actions';
import { LEARNER_TEXTS as TEXTS } from '../texts';

/** Instead of confirming: the buddy did not come, or something else went wrong. */
export function ReportForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const report = useReportSession();
  const [kind, setKind] = useState<ReportKind>('no-show');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(TEXTS.session.reportRequired);
    setProblem(null);
    void report.mutateAsync({ id: booking.id, kind, text: text.trim() }).then(
      () => {
        toast.success(TEXTS.session.reported);
        onDone();
      },
      (error) => setProblem(failureText(error, TEXTS.session.reportFailed)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {problem && <FormAlert>{problem}</FormAlert>}
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
      <FormField label={TEXTS.reportText}>
        <Textarea
          required
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={report.isPending}>
          {TEXTS.sendReport}
        </Button>
      </div>
    </form>
  );
}
