import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { InlineEdit } from '@/components/ui/inline-edit';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';
import { failureText } from '@/lib/failure-text';
import {
  AGE_RANGES,
  BIO_MAX,
  GENDERS,
  INTERESTS_MAX,
  LEARNING_LANGUAGES,
  PROFICIENCY_LEVELS,
  type LearnerProfile,
} from '@shared/profiles';
import { usePatchProfile, type OwnProfileChanges } from '../api/patch-profile';
import { AGE_LABELS, GENDER_LABELS, LEARNER_TEXTS as TEXTS } from '../texts';
import { useSaveProfile } from './dashboard-profile-card';
import { PhotoUpload } from './photo-upload';
import { ProfileStatusBadge } from './status-badges';

const choices = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The profile page's click-to-edit fields (SPEC section 3 "Profile page form"). */
export function ProfileDetailsCard({ profile }: { profile: LearnerProfile }) {
  const patch = usePatchProfile();
  const save = useSaveProfile(profile.id);
  const change = (changes: OwnProfileChanges) =>
    patch.mutateAsync(changes).catch((error: Error) => {
      toast.error(failureText(error, TEXTS.profile.updateFailed));
      throw error;
    });
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
          <Row term="Gender">
            <InlineEdit
              kind="select"
              label={TEXTS.gender}
              value={profile.gender}
              placeholder={TEXTS.notSet}
              options={choices(GENDERS, GENDER_LABELS)}
              format={(v) => GENDER_LABELS[v] ?? v}
              onSave={(gender) =>
                change({ gender: (gender || null) as OwnProfileChanges['gender'] })
              }
            />
          </Row>
          <Row term="Age">
            <InlineEdit
              kind="select"
              label={TEXTS.age}
              value={profile.age}
              placeholder={TEXTS.notSet}
              options={choices(AGE_RANGES, AGE_LABELS)}
              format={(v) => AGE_LABELS[v] ?? v}
              onSave={(age) => change({ age: (age || null) as OwnProfileChanges['age'] })}
            />
          </Row>
          <Row term={TEXTS.learningLanguage}>
            <InlineEdit
              kind="select"
              label="learning language"
              value={profile.languageLearning}
              placeholder={LEARNING_LANGUAGES[0]}
              options={choices(LEARNING_LANGUAGES)}
              onSave={(v) =>
                save({
                  languageLearning: (v ||
                    LEARNING_LANGUAGES[0]) as (typeof LEARNING_LANGUAGES)[number],
                })
              }
            />
          </Row>
          <Row term={TEXTS.proficiencyLevel}>
            <InlineEdit
              kind="select"
              label="level"
              value={profile.proficiencyLevel}
              placeholder={PROFICIENCY_LEVELS[0]}
              options={choices(PROFICIENCY_LEVELS)}
              onSave={(v) =>
                save({
                  proficiencyLevel: (v ||
                    PROFICIENCY_LEVELS[0]) as (typeof PROFICIENCY_LEVELS)[number],
                })
              }
            />
          </Row>
          <Row term={TEXTS.aboutMe} wide>
            <InlineEdit
              kind="textarea"
              label="about me"
              value={profile.bio}
              placeholder={TEXTS.aboutPlaceholder}
              maxLength={BIO_MAX}
              onSave={(about) => change({ about })}
            />
          </Row>
          <Row term={TEXTS.myInterests} wide>
            <InlineEdit
              kind="textarea"
              label="interests"
              value={profile.interests}
              placeholder={TEXTS.interestsPlaceholder}
              maxLength={INTERESTS_MAX}
              onSave={(interests) => change({ interests })}
            />
          </Row>
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
