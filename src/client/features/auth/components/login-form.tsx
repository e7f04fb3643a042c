import { lazy, Suspense, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureText } from '@/lib/failure-text';
import { useLogin, type LoginInput } from '../api/login';
import { ACCOUNT_TEXTS, AUTH_TEXTS, LOGIN_TEXTS as TEXTS } from '../texts';
import { afterSignInPath, RETURN_PARAM } from '@/lib/return-path';

const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then(({ ForgotPasswordDialog }) => ({
    default: ForgotPasswordDialog,
  })),
);

/**
 * The sign-in's rules (the shared `LoginSchema`, with zod and its resolver) load when the visitor
 * first touches the form, not with the page: they are the larger part of the page's script and
 * its start (decision 067). A check before they arrive waits for them.
 */
const loadRules = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@shared/auth')]).then(
    ([{ zodResolver }, { LoginSchema }]) => zodResolver(LoginSchema),
  );
let rules: ReturnType<typeof loadRules> | undefined;
const loginRules = () => (rules ??= loadRules());
const loginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await loginRules())(values, context, options);

/**
 * Email and password; success goes back to the page that asked for a sign-in (`?next=`), else
 * where the server says (the role's dashboard).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotAsked, setForgotAsked] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: loginResolver,
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
      <form onSubmit={onSubmit} onFocus={() => void loginRules()} noValidate className="grid gap-4">
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
          onClick={() => {
            setForgotAsked(true);
            setForgotOpen(true);
          }}
        >
          {TEXTS.forgotPassword}
        </Button>
        <SubmitButton pending={login.isPending} pendingLabel={TEXTS.signingIn}>
          {TEXTS.login}
        </SubmitButton>
      </form>
      {/* Outside the form: React events bubble through portals, so the dialog's submit
          would otherwise also submit the login form. */}
      {/* Its code (a dialog, its own form and rules) loads when it is first opened. */}
      {forgotAsked && (
        <Suspense>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      )}
    </>
  );
}
