import { GraduationCap, HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/form-field';
import { SIGN_UP_TEXTS as TEXTS } from '../texts';

const ROLE_OPTIONS = [
  {
    value: 'learner',
    ...TEXTS.roles.learner,
    icon: GraduationCap,
  },
  {
    value: 'buddy',
    ...TEXTS.roles.buddy,
    icon: HeartHandshake,
  },
] as const;

/** Two large radio cards: real radio inputs, so arrow keys and screen readers work as usual. */
export function RoleChoice({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'role'>;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{TEXTS.joinAs}</legend>
      <div className="grid grid-cols-2 gap-3">
        {ROLE_OPTIONS.map(({ value, title, text, icon: Icon }) => (
          <label
            key={value}
            className="relative flex cursor-pointer flex-col gap-1 rounded-2xl border-2 border-stone-300 p-3 hover:border-stone-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600 sm:p-4"
          >
            <input
              type="radio"
              value={value}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span
              aria-hidden="true"
              className="absolute top-3 right-3 size-5 rounded-full border-2 border-stone-500 bg-white peer-checked:border-[6px] peer-checked:border-brand-700"
            />
            <Icon className="size-7 text-brand-700" aria-hidden="true" />
            <span className="font-semibold text-ink">{title}</span>
            <span className="text-sm text-stone-700">{text}</span>
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
