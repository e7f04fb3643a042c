import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrength } from '@/components/ui/password-strength';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureText } from '@/lib/failure-text';
import { resetPasswordInputSchema, useResetPassword } from '../api/reset-password';
import { AUTH_TEXTS, RESET_PASSWORD_TEXTS as TEXTS } from '../texts';

interface ResetPasswordFormProps {
  /** The token from the emailed link. */
  token: string;
  /** Called with the server's message once the password is changed. */
  onReset: (message: string) => void;
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, { onSuccess: ({ message }) => onReset(message) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {reset.isError && <FormAlert>{failureText(reset.error, AUTH_TEXTS.resetFailed)}</FormAlert>}
      <FormField
        label={TEXTS.newPassword}
        error={errors.newPassword?.message}
        description={<PasswordStrength password={newPassword} />}
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label={TEXTS.confirmNewPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <SubmitButton pending={reset.isPending} pendingLabel={TEXTS.resetting}>
        {TEXTS.reset}
      </SubmitButton>
    </form>
  );
}
