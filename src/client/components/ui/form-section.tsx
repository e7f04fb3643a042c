import type { ReactNode } from 'react';

/** A titled group of fields in a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 font-display text-xl font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}
