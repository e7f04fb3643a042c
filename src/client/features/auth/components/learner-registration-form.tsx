import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureText } from '@/lib/failure-text';
import { LEARNER_WELCOME_PATH } from '@shared/roles';
import { registerLearnerInputSchema, useRegisterLearner } from '../api/register-learner';
import { AUTH_TEXTS, SIGN_UP_TEXTS as TEXTS } from '../texts';
import { LevelField } from './level-field';
import { NewAccountCredentials } from './new-account-credentials';
import { afterSignInPath, RETURN_PARAM } from '@/lib/return-path';
import { TermsAcceptance } from './terms-acceptance';

export function LearnerRegistrationForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registerLearner = useRegisterLearner();
  const form = useForm({
    resolver: zodResolver(registerLearnerInputSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    registerLearner.mutate(values, {
      onSuccess: () =>
        void navigate(afterSignInPath(params.get(RETURN_PARAM), 'learner', LEARNER_WELCOME_PATH)),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {registerLearner.isError && (
          <FormAlert>{failureText(registerLearner.error, AUTH_TEXTS.registrationFailed)}</FormAlert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={TEXTS.firstName} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label={TEXTS.lastName} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </div>
        <NewAccountCredentials />
        <LevelField />
        <TermsAcceptance />
        <SubmitButton pending={registerLearner.isPending} pendingLabel={TEXTS.creatingAccount}>
          {TEXTS.createAccount}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
