import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The field's validation message, shown under it and announced with it. */
  error?: string;
  /** A hint under the field, read after the label. */
  description?: ReactNode;
  className?: string;
  /** The one control; it receives the id and the aria wiring. */
  children: ReactElement;
}

/** A labelled control with its hint and error linked through `aria-describedby`. */
export function FormField({ label, error, description, className, children }: FormFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {description && (
        <div id={descriptionId} className="text-sm text-stone-600">
          {description}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
