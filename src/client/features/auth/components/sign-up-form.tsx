import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureText } from '@/lib/failure-text';
import { usernameBase } from '@shared/identity';
import { LEARNER_WELCOME_PATH } from '@shared/roles';
import { MESSAGES } from '@shared/field-rules';
import {
  registerLearnerCompleteInputSchema,
  useRegisterLearnerComplete,
} from '../api/register-learner-complete';
import type { BuddyApplicationStart } from '../hooks/use-buddy-application-start';
import { ACCOUNT_TEXTS, AUTH_TEXTS, SIGN_UP_TEXTS as TEXTS } from '../texts';
import { ConfirmPasswordSchema, PASSWORD_MISMATCH } from '../password-confirmation';
import { RoleChoice } from './role-choice';
import { LevelField } from './level-field';
import { NewAccountCredentials } from './new-account-credentials';
import { afterSignInPath, RETURN_PARAM } from '@/lib/return-path';
import { TermsAcceptance } from './terms-acceptance';

const signUpSchema = registerLearnerCompleteInputSchema
  .pick({ fullName: true, email: true, password: true, proficiencyLevel: true, acceptTerms: true })
  .extend({
    role: z.enum(['learner', 'buddy'], { error: MESSAGES.selectRole }),
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, PASSWORD_MISMATCH);

/**
 * A learner gets an account at once and goes back to the page that asked for a sign-in, if any.
 * A buddy goes on to the buddy application, which needs activities and a description; name,
 * email and password travel along.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registerLearner = useRegisterLearnerComplete();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const role = useWatch({ control, name: 'role' });

  const onSubmit = handleSubmit(
    ({ role, fullName, email, password, proficiencyLevel, acceptTerms }) => {
      if (role === 'buddy') {
        const state: BuddyApplicationStart = { fullName, email, password, acceptTerms };
        void navigate('/register/buddy', { state });
        return;
      }
      registerLearner.mutate(
        {
          fullName,
          email,
          password,
          username: usernameBase(email),
          role: 'learner',
          proficiencyLevel,
          acceptTerms,
        },
        {
          onSuccess: () =>
            void navigate(
              afterSignInPath(params.get(RETURN_PARAM), 'learner', LEARNER_WELCOME_PATH),
            ),
        },
      );
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {registerLearner.isError && (
          <FormAlert>{failureText(registerLearner.error, AUTH_TEXTS.registrationFailed)}</FormAlert>
        )}
        <RoleChoice registration={register('role')} error={errors.role?.message} />
        <FormField label={ACCOUNT_TEXTS.fullName} error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <NewAccountCredentials />
        {role === 'learner' && <LevelField />}
        <TermsAcceptance />
        <SubmitButton pending={registerLearner.isPending} pendingLabel={TEXTS.creatingAccount}>
          {role === 'buddy' ? TEXTS.continueAsBuddy : TEXTS.createAccount}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
