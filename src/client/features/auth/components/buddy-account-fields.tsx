import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { RegisterBuddyInput } from '../api/register-buddy';
import { NewAccountCredentials } from './new-account-credentials';

export function BuddyAccountFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterBuddyInput>();
  return (
    <>
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <NewAccountCredentials />
    </>
  );
}
