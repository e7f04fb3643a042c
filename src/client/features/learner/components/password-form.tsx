import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SectionCard } from '@/components/ui/section-card';
import { failureText } from '@/lib/failure-text';
import { PASSWORD_MIN } from '@shared/validation';
import { usePatchProfile } from '../api/patch-profile';
import { LEARNER_TEXTS as TEXTS } from '../texts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password with the current one; the two new ones must match (SPEC section 5). */
export function PasswordForm() {
  const patch = usePatchProfile();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = values;
    if (newPassword !== confirmPassword) return setProblem(TEXTS.profile.newPasswordsDontMatch);
    if (!currentPassword) return setProblem(TEXTS.profile.currentPasswordRequired);
    if (newPassword.length < PASSWORD_MIN) return setProblem(TEXTS.profile.newPasswordMin);
    setProblem(null);
    patch.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success(TEXTS.passwordChanged);
      },
      onError: (error) => setProblem(failureText(error, TEXTS.profile.updateFailed)),
    });
  };

  return (
    <SectionCard id="change-password" title={TEXTS.changePassword}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <FormField label={TEXTS.currentPassword}>
          <PasswordInput
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
        </FormField>
        <FormField label={TEXTS.newPassword}>
          <PasswordInput
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
          />
        </FormField>
        <FormField label={TEXTS.confirmPassword}>
          <PasswordInput
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={patch.isPending}>
            {TEXTS.changePassword}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
