import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

interface NewAccountCredentialValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Email, a new password and its confirmation: the part every sign-up form shares. */
export function NewAccountCredentials() {
  const {
    register,
    formState: { errors },
  } = useFormContext<NewAccountCredentialValues>();
  return (
    <>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </>
  );
}
