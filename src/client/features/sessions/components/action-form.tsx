import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { failureText } from '@/lib/failure-text';

/**
 * A session action form's problem, and `run`: the action's success is toasted and ends the
 * form (`onDone`), its failure shows as the problem.
 */
export function useSessionAction(onDone: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>, texts: { done: string; failed: string }) => {
    setProblem(null);
    void action().then(
      () => {
        toast.success(texts.done);
        onDone();
      },
      (error: Error) => setProblem(failureText(error, texts.failed)),
    );
  };
  return { problem, setProblem, run };
}

/** A session action's form: its problem on top, the fields, then the submit button (and a way back). */
export function ActionForm({
  onSubmit,
  problem,
  pending,
  submitLabel,
  submitVariant,
  back,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  problem: string | null;
  pending: boolean;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** A ghost button before the submit button, e.g. Keep session. */
  back?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {problem && <FormAlert>{problem}</FormAlert>}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        {back && (
          <Button type="button" variant="ghost" onClick={back.onClick}>
            {back.label}
          </Button>
        )}
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The required few words of a session action: a reason, a report, a review. */
export function ActionText({
  label,
  description,
  maxLength,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} description={description}>
      <Textarea
        required
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
