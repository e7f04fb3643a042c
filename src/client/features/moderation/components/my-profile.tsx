import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { BIO_MAX, DEPARTMENT_MAX } from '@shared/profiles';
import type { StaffProfile } from '@shared/profiles-schemas';
import { FULL_NAME_MAX } from '@shared/field-rules';
import { useOwnStaffProfile } from '@/hooks/use-own-staff-profile';
import { useUpdateOwnStaffProfile, type StaffProfileChanges } from '../api/own-profile';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.profile;

function ProfileForm({ profile }: { profile: StaffProfile }) {
  const [form, setForm] = useState<StaffProfileChanges>({
    fullName: profile.fullName,
    bio: profile.bio ?? '',
    department: profile.department,
  });
  const save = useUpdateOwnStaffProfile(profile.id);
  const field = (name: keyof StaffProfileChanges) => (event: { target: { value: string } }) =>
    setForm((now) => ({ ...now, [name]: event.target.value }));
  return (
    <form
      className="grid max-w-2xl gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(form, {
          onSuccess: (saved) => {
            setForm({
              fullName: saved.fullName,
              bio: saved.bio ?? '',
              department: saved.department,
            });
            toast.success(TEXTS.saved);
          },
          onError: (error) => toast.error(failureText(error, TEXTS.failed)),
        });
      }}
    >
      <FormField label={TEXTS.fullName}>
        <Input
          value={form.fullName}
          onChange={field('fullName')}
          maxLength={FULL_NAME_MAX}
          autoComplete="name"
          dir="auto"
          required
        />
      </FormField>
      <FormField label={TEXTS.email}>
        <Input value={profile.email} readOnly className="bg-stone-50" />
      </FormField>
      <FormField label={TEXTS.bio}>
        <Textarea
          value={form.bio ?? ''}
          onChange={field('bio')}
          maxLength={BIO_MAX}
          rows={4}
          placeholder={TEXTS.bioPlaceholder}
          dir="auto"
        />
      </FormField>
      <FormField label={TEXTS.department}>
        <Input
          value={form.department}
          onChange={field('department')}
          maxLength={DEPARTMENT_MAX}
          dir="auto"
        />
      </FormField>
      <FormField label={TEXTS.permissions} description={TEXTS.permissionsHint}>
        <Input value={profile.permissions} readOnly className="bg-stone-50" />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {TEXTS.save}
      </Button>
    </form>
  );
}

/** SPEC: Moderator dashboard, My Profile: name, bio, department; permissions shown. */
export function MyProfile({ userId }: { userId: string }) {
  const profile = useOwnStaffProfile(userId);
  if (profile.isError)
    return <LoadError title={TEXTS.loadFailed} onRetry={() => void profile.refetch()} />;
  if (!profile.data)
    return <Skeleton aria-busy="true" className="h-[28rem] max-w-2xl rounded-2xl" />;
  return <ProfileForm profile={profile.data} />;
}
