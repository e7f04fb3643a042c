import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureText } from '@/lib/failure-text';
import { loginInputSchema, useLogin } from '../api/login';
import { ACCOUNT_TEXTS, AUTH_TEXTS, LOGIN_TEXTS as TEXTS } from '../texts';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { afterSignInPath, RETURN_PARAM } from '@/lib/return-path';

/**
 * Email and password; success goes back to the page that asked for a sign-in (`?next=`), else
 * where the server says (the role's dashboard).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ role, redirectUrl }) =>
        void navigate(afterSignInPath(params.get(RETURN_PARAM), role, redirectUrl)),
    }),
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {login.isError && <FormAlert>{failureText(login.error, AUTH_TEXTS.loginFailed)}</FormAlert>}
        <FormField label={ACCOUNT_TEXTS.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label={ACCOUNT_TEXTS.password} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-self-end px-0 py-1"
          aria-haspopup="dialog"
          onClick={() => setForgotOpen(true)}
        >
          {TEXTS.forgotPassword}
        </Button>
        <SubmitButton pending={login.isPending} pendingLabel={TEXTS.signingIn}>
          {TEXTS.login}
        </SubmitButton>
      </form>
      {/* Outside the form: React events bubble through portals, so the dialog's submit
          would otherwise also submit the login form. */}
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}
