import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { INTERVIEW_FEEDBACK_MAX, InterviewVerdictSchema } from '@shared/interviews';
import { useCompleteInterview } from '../api/complete-interview';
import { EXPERT_TEXTS } from '../texts';

const TEXTS = EXPERT_TEXTS.verdict;

/**
 * After the interview: the expert's feedback (required) and the verdict, approve (the profile
 * goes live) or reject. Before the planned start it says that the interview is then recorded as
 * held now and the buddy's calendar follows (decision 044). `onCompleted` runs once the buddy
 * has left the expert's lists.
 */
export function InterviewVerdictForm({
  buddyId,
  plannedStartsAt,
  onCompleted,
}: {
  buddyId: string;
  plannedStartsAt: string;
  onCompleted: () => void;
}) {
  const headingId = useId();
  // Read once when the form shows: whether the interview is still ahead.
  const [early] = useState(() => new Date(plannedStartsAt).getTime() > Date.now());
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string>();
  const complete = useCompleteInterview(buddyId);

  const decide = (approved: boolean) => {
    const verdict = InterviewVerdictSchema.safeParse({ approved, feedback });
    if (!verdict.success) {
      setError(verdict.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    complete.mutate(verdict.data, {
      onSuccess: () => {
        toast.success(approved ? TEXTS.approved : TEXTS.rejected);
        onCompleted();
      },
      onError: (failure) => toast.error(failureText(failure, TEXTS.failed)),
    });
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold">
        {TEXTS.title}
      </h4>
      {early && <p className="text-sm text-stone-700">{TEXTS.early}</p>}
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          decide(true);
        }}
      >
        <FormField label={EXPERT_TEXTS.feedback} description={TEXTS.feedbackHint} error={error}>
          <Textarea
            value={feedback}
            dir="auto"
            required
            maxLength={INTERVIEW_FEEDBACK_MAX}
            onChange={(event) => setFeedback(event.target.value)}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={complete.isPending}
            onClick={() => decide(false)}
          >
            {TEXTS.reject}
          </Button>
          <Button type="submit" disabled={complete.isPending}>
            {TEXTS.approve}
          </Button>
        </div>
      </form>
    </section>
  );
}
