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
 * goes live) or reject. `onCompleted` runs once the buddy has left the expert's lists.
 */
export function InterviewVerdictForm({
  buddyId,
  onCompleted,
}: {
  buddyId: string;
  onCompleted: () => void;
}) {
  const headingId = useId();
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
