import type { ComponentProps, ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { InlineEdit } from '@/components/ui/inline-edit';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';
import { failureText } from '@/lib/failure-text';
import { AGE_RANGES, BIO_MAX, GENDERS, INTERESTS_MAX, LEARNING_LANGUAGES } from '@shared/profiles';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { usePatchProfile, type OwnProfileChanges } from '../api/patch-profile';
import { AGE_LABELS, GENDER_LABELS, LEARNER_TEXTS as TEXTS } from '../texts';
import { useSaveProfile } from './dashboard-profile-card';
import { PhotoUpload } from '@/components/photo-upload';
import { ProfileStatusBadge } from '@/components/profile-status-badge';

/** A select's choices and, when they have labels, how a value reads. */
const select = (values: readonly string[], labels?: Record<string, string>) => ({
  kind: 'select' as const,
  options: values.map((value) => ({ value, label: labels?.[value] ?? value })),
  format: labels && ((value: string) => labels[value] ?? value),
});

type Field = { term: string; wide?: boolean } & ComponentProps<typeof InlineEdit>;

/** The profile page's click-to-edit fields (SPEC section 3 "Profile page form"). */
export function ProfileDetailsCard({ profile }: { profile: LearnerProfile }) {
  const patch = usePatchProfile();
  const save = useSaveProfile(profile.id);
  const change = (changes: OwnProfileChanges) =>
    patch.mutateAsync(changes).catch((error: Error) => {
      toast.error(failureText(error, TEXTS.profile.updateFailed));
      throw error;
    });
  const fields: Field[] = [
    {
      term: 'Gender',
      label: TEXTS.gender,
      value: profile.gender,
      placeholder: TEXTS.notSet,
      ...select(GENDERS, GENDER_LABELS),
      onSave: (gender) => change({ gender: (gender || null) as OwnProfileChanges['gender'] }),
    },
    {
      term: 'Age',
      label: TEXTS.age,
      value: profile.age,
      placeholder: TEXTS.notSet,
      ...select(AGE_RANGES, AGE_LABELS),
      onSave: (age) => change({ age: (age || null) as OwnProfileChanges['age'] }),
    },
    {
      term: TEXTS.learningLanguage,
      label: 'learning language',
      value: profile.languageLearning,
      placeholder: LEARNING_LANGUAGES[0],
      ...select(LEARNING_LANGUAGES),
      onSave: (v) =>
        save({
          languageLearning: (v || LEARNING_LANGUAGES[0]) as (typeof LEARNING_LANGUAGES)[number],
        }),
    },
    {
      term: TEXTS.aboutMe,
      wide: true,
      kind: 'textarea',
      label: 'about me',
      value: profile.bio,
      placeholder: TEXTS.aboutPlaceholder,
      maxLength: BIO_MAX,
      onSave: (about) => change({ about }),
    },
    {
      term: TEXTS.myInterests,
      wide: true,
      kind: 'textarea',
      label: 'interests',
      value: profile.interests,
      placeholder: TEXTS.interestsPlaceholder,
      maxLength: INTERESTS_MAX,
      onSave: (interests) => change({ interests }),
    },
  ];
  return (
    <SectionCard id="profile-details" title={TEXTS.details}>
      <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
        <PhotoUpload profile={profile} />
        <dl className="grid content-start gap-4 sm:grid-cols-2">
          <Row term="Name" wide>
            <InlineEdit
              label={TEXTS.name}
              value={profile.fullName}
              placeholder={profile.fullName}
              maxLength={100}
              valueClassName="text-lg font-semibold"
              onSave={(name) => change({ name })}
            />
          </Row>
          <Row term="Email" wide>
            <span className="break-all">{profile.email}</span>
          </Row>
          <Row term="Status" wide>
            <ProfileStatusBadge status={profile.profileStatus} />
          </Row>
          {fields.map(({ term, wide, ...edit }) => (
            <Row key={term} term={term} wide={wide}>
              <InlineEdit {...edit} />
            </Row>
          ))}
        </dl>
      </div>
    </SectionCard>
  );
}

function Row({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-sm font-medium text-stone-700">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
