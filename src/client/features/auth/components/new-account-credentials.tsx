import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrength } from '@/components/ui/password-strength';
import { ACCOUNT_TEXTS as TEXTS } from '../texts';

interface NewAccountCredentialValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Email, a new password and its confirmation: the part every sign-up form shares. */
export function NewAccountCredentials() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<NewAccountCredentialValues>();
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      <FormField label={TEXTS.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField
        label={TEXTS.password}
        error={errors.password?.message}
        description={<PasswordStrength password={password} />}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={TEXTS.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </>
  );
}
