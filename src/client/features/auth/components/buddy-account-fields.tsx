import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { RegisterBuddyInput } from '../api/register-buddy';
import { ACCOUNT_TEXTS } from '../texts';
import { NewAccountCredentials } from './new-account-credentials';

export function BuddyAccountFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterBuddyInput>();
  return (
    <>
      <FormField label={ACCOUNT_TEXTS.fullName} error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <NewAccountCredentials />
    </>
  );
}
