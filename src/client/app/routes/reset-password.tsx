import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { MESSAGES } from '@shared/field-rules';
import { ROUTE_TEXTS as TEXTS } from './texts';
import { RESET_PASSWORD_TEXTS } from '@/features/auth/texts';

/** SPEC section 9: after a reset, the login screen follows in 3 seconds. */
const REDIRECT_SECONDS = 3;

/** The result replaces the form, which held focus: move focus to the result. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  useEffect(() => {
    if (doneMessage === null) return;
    const timer = setTimeout(() => void navigate('/login'), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [doneMessage, navigate]);

  const backToLogin = (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
        {TEXTS.resetPassword.backToLogin}
      </Link>
    </p>
  );

  if (doneMessage !== null) {
    return (
      <AuthPage title={TEXTS.resetPassword.doneTitle}>
        <p ref={focusOnMount} tabIndex={-1} className="text-stone-700 outline-none">
          {doneMessage} {TEXTS.resetPassword.redirecting(REDIRECT_SECONDS)}
        </p>
        {backToLogin}
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={RESET_PASSWORD_TEXTS.title}
      intro={token ? TEXTS.resetPassword.intro : undefined}
    >
      {token ? (
        <ResetPasswordForm token={token} onReset={setDoneMessage} />
      ) : (
        <FormAlert>{MESSAGES.invalidResetLink}</FormAlert>
      )}
      {backToLogin}
    </AuthPage>
  );
}
