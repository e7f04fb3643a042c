import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { ActionForm } from '@/features/sessions/components/action-form';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SectionCard } from '@/components/ui/section-card';
import { failureText } from '@/lib/failure-text';
import { PASSWORD_MIN } from '@shared/field-rules';
import { usePatchProfile } from '../api/patch-profile';
import { LEARNER_TEXTS as TEXTS } from '../texts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { field: 'currentPassword', label: TEXTS.currentPassword, autoComplete: 'current-password' },
  { field: 'newPassword', label: TEXTS.newPassword, autoComplete: 'new-password' },
  { field: 'confirmPassword', label: TEXTS.confirmPassword, autoComplete: 'new-password' },
] as const;

/** A new password with the current one; the two new ones must match (SPEC section 5). */
export function PasswordForm() {
  const patch = usePatchProfile();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

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
      <ActionForm
        onSubmit={onSubmit}
        problem={problem}
        pending={patch.isPending}
        submitLabel={TEXTS.changePassword}
      >
        {FIELDS.map(({ field, label, autoComplete }) => (
          <FormField key={field} label={label}>
            <PasswordInput
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
          </FormField>
        ))}
      </ActionForm>
    </SectionCard>
  );
}
