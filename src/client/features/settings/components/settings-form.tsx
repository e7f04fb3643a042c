import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SectionCard } from '@/components/ui/section-card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { PHONE_NL_PATTERN } from '@shared/field-rules';
import { passwordChangeProblems } from '@shared/settings';
import { useUpdateSettings, type Settings, type SettingsChanges } from '../api/settings';
import { TEXTS } from '../texts';
import { PasswordStrength } from '@/components/ui/password-strength';
import { PhoneVerification } from './phone-verification';

type Values = ReturnType<typeof valuesOf>;
type Problems = Partial<Record<keyof Values, string>>;

/** The form's fields as the saved settings fill them: the name split at its first space. */
function valuesOf(settings: Settings) {
  const [firstName = '', ...rest] = settings.fullName.split(' ');
  return {
    firstName,
    surname: rest.join(' '),
    phone: settings.phone ?? '',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    dataRetentionConsent: settings.dataRetentionConsent,
    marketingConsent: settings.marketingConsent,
    favouritesMailConsent: settings.favouritesMailConsent,
  };
}

const fullNameOf = (values: Values) => `${values.firstName.trim()} ${values.surname.trim()}`.trim();

/** The spec's checks before saving (section 5), by field. */
function problemsOf(values: Values): Problems {
  const phone = values.phone.replace(/\s+/g, '');
  return {
    ...(!values.firstName.trim() && { firstName: TEXTS.messages.required }),
    ...(phone && !PHONE_NL_PATTERN.test(phone) && { phone: TEXTS.messages.invalidPhone }),
    ...passwordChangeProblems({
      currentPassword: values.currentPassword || undefined,
      newPassword: values.newPassword || undefined,
      confirmPassword: values.confirmPassword || undefined,
    }),
  };
}

/** Only what changed; passwords only when a new one is set. */
function changesOf(values: Values, settings: Settings): SettingsChanges {
  const fullName = fullNameOf(values);
  const phone = values.phone.replace(/\s+/g, '');
  return {
    ...(fullName !== settings.fullName && { fullName }),
    ...(phone !== (settings.phone ?? '') && { phone }),
    ...(values.dataRetentionConsent !== settings.dataRetentionConsent && {
      dataRetentionConsent: values.dataRetentionConsent,
    }),
    ...(values.marketingConsent !== settings.marketingConsent && {
      marketingConsent: values.marketingConsent,
    }),
    ...(values.favouritesMailConsent !== settings.favouritesMailConsent && {
      favouritesMailConsent: values.favouritesMailConsent,
    }),
    ...(values.newPassword && {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    }),
  };
}

/** Personal Information, Security Settings and Privacy Settings, saved together by Save Changes. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const update = useUpdateSettings(settings.id);
  const [values, setValues] = useState(() => valuesOf(settings));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const changes = changesOf(values, settings);
    if (Object.keys(changes).length === 0) return void toast.success(TEXTS.saved);
    update.mutate(changes, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast.success(TEXTS.saved);
      },
      onError: (error) => setFailure(failureText(error, TEXTS.saveFailed)),
    });
  };

  /** A text field's value and change, by name. */
  const field = (name: Exclude<keyof Values, `${string}Consent`>) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const phoneEdited = values.phone.replace(/\s+/g, '') !== (settings.phone ?? '');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {failure && <FormAlert>{failure}</FormAlert>}
      <SectionCard id="personal-information" title={TEXTS.personalInformation}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={TEXTS.firstName} error={problems.firstName}>
            <Input autoComplete="given-name" dir="auto" {...field('firstName')} />
          </FormField>
          <FormField label={TEXTS.surname}>
            <Input autoComplete="family-name" dir="auto" {...field('surname')} />
          </FormField>
          <div className="grid content-start gap-2">
            <FormField label={TEXTS.phone} description={TEXTS.phoneHint} error={problems.phone}>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
            </FormField>
            <PhoneVerification
              saved={settings.phone}
              verified={settings.phoneVerified}
              edited={phoneEdited}
            />
          </div>
        </div>
      </SectionCard>

      <SectionCard id="security-settings" title={TEXTS.security}>
        <p className="mb-4 text-sm text-stone-700">{TEXTS.securityIntro}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={TEXTS.currentPassword} error={problems.currentPassword}>
            <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
          </FormField>
          <FormField
            label={TEXTS.newPassword}
            error={problems.newPassword}
            description={<PasswordStrength password={values.newPassword} />}
          >
            <PasswordInput autoComplete="new-password" {...field('newPassword')} />
          </FormField>
          <FormField label={TEXTS.confirmNewPassword} error={problems.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
          </FormField>
        </div>
      </SectionCard>

      <SectionCard id="privacy-settings" title={TEXTS.privacySettings}>
        <div className="grid gap-4">
          {(
            [
              ['dataRetentionConsent', TEXTS.dataRetention, TEXTS.dataRetentionHint],
              ['marketingConsent', TEXTS.marketing, TEXTS.marketingHint],
              ...(settings.role === 'learner'
                ? ([
                    ['favouritesMailConsent', TEXTS.favouritesMail, TEXTS.favouritesMailHint],
                  ] as const)
                : []),
            ] as const
          ).map(([field, label, hint]) => (
            <div key={field} className="flex items-start justify-between gap-4">
              <div>
                <label htmlFor={`${field}-switch`} className="font-medium">
                  {label}
                </label>
                <p id={`${field}-hint`} className="text-sm text-stone-600">
                  {hint}
                </p>
              </div>
              <Switch
                id={`${field}-switch`}
                aria-describedby={`${field}-hint`}
                checked={values[field]}
                onCheckedChange={(checked) => set(field, checked)}
              />
            </div>
          ))}
        </div>
      </SectionCard>

      <Button type="submit" size="lg" disabled={update.isPending} className="justify-self-end">
        {update.isPending ? TEXTS.saving : TEXTS.saveChanges}
      </Button>
    </form>
  );
}
