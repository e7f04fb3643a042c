import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSection } from '@/components/ui/form-section';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureText } from '@/lib/failure-text';
import { AUTH_MESSAGES } from '@shared/auth';
import { DEFAULT_MEETING_PLACE } from '@shared/discovery';
import { DEFAULT_HOURLY_RATE } from '@shared/pricing';
import { DASHBOARD_BY_ROLE } from '@shared/roles';
import { registerBuddyInputSchema, useRegisterBuddy } from '../api/register-buddy';
import { useBuddyApplicationStart } from '../hooks/use-buddy-application-start';
import { AUTH_TEXTS, BUDDY_APPLICATION_TEXTS as TEXTS, SIGN_UP_TEXTS } from '../texts';
import { ActivityChecklist } from './activity-checklist';
import { BuddyAccountFields } from './buddy-account-fields';
import { BuddyOfferFields } from './buddy-offer-fields';
import { PhotoField } from './photo-field';
import { TermsAcceptance } from './terms-acceptance';

/** The thank-you text is long: give it time to be read. */
const THANK_YOU_TOAST_MS = 10_000;

export function BuddyRegistrationForm() {
  const navigate = useNavigate();
  const start = useBuddyApplicationStart();
  const registerBuddy = useRegisterBuddy();
  const form = useForm({
    resolver: zodResolver(registerBuddyInputSchema),
    defaultValues: {
      fullName: start.fullName ?? '',
      email: start.email ?? '',
      password: start.password ?? '',
      confirmPassword: start.password ?? '',
      activities: [],
      customDescription: '',
      hourlyRate: DEFAULT_HOURLY_RATE,
      location: DEFAULT_MEETING_PLACE,
      phone: '',
      acceptTerms: start.acceptTerms ?? false,
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    registerBuddy.mutate(values, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.buddyRegistered, { duration: THANK_YOU_TOAST_MS });
        void navigate(DASHBOARD_BY_ROLE.buddy);
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-8">
        <FormSection title={TEXTS.yourAccount}>
          <BuddyAccountFields />
        </FormSection>
        <ActivityChecklist />
        <FormSection title={TEXTS.yourOffer}>
          <BuddyOfferFields />
        </FormSection>
        <FormSection title={TEXTS.profilePhoto}>
          <PhotoField />
        </FormSection>
        <TermsAcceptance />
        {registerBuddy.isError && (
          <FormAlert>{failureText(registerBuddy.error, AUTH_TEXTS.registrationFailed)}</FormAlert>
        )}
        <SubmitButton
          pending={registerBuddy.isPending}
          pendingLabel={SIGN_UP_TEXTS.creatingAccount}
        >
          {TEXTS.submit}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
