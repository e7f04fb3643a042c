import { useId } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form-field';
import { LEGAL_PATHS, LEGAL_TITLES } from '@shared/legal';
import { SIGN_UP_TEXTS as TEXTS } from '../texts';

/**
 * The sign-up's acceptance of the Terms of Use and the Privacy Policy (decision 048), each a
 * link that opens in a new tab so that the form keeps what was typed. The server records the
 * version accepted and when.
 */
export function TermsAcceptance() {
  const id = useId();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController<{ acceptTerms: boolean }, 'acceptTerms'>({ name: 'acceptTerms' });
  const errorId = `${id}-error`;
  const linkClass =
    'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          ref={ref}
          checked={value === true}
          onCheckedChange={(checked) => onChange(checked === true)}
          onBlur={onBlur}
          aria-invalid={fieldState.error ? true : undefined}
          aria-describedby={fieldState.error ? errorId : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-sm text-stone-700">
          {TEXTS.acceptThe}{' '}
          <Link to={LEGAL_PATHS.terms} target="_blank" className={linkClass}>
            {LEGAL_TITLES.terms}
          </Link>{' '}
          {TEXTS.andThe}{' '}
          <Link to={LEGAL_PATHS.privacy} target="_blank" className={linkClass}>
            {LEGAL_TITLES.privacy}
          </Link>
          .
        </label>
      </div>
      {fieldState.error && <FieldError id={errorId}>{fieldState.error.message}</FieldError>}
    </div>
  );
}
