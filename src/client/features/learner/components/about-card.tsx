import { useId, useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { Textarea } from '@/components/ui/textarea';
import { BIO_MAX, INTERESTS_MAX } from '@shared/profiles';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { useSaveProfile } from './dashboard-profile-card';

/** About me and My Interests: always editable, saved when the field loses focus. */
export function AboutCard({ profile }: { profile: LearnerProfile }) {
  const save = useSaveProfile(profile.id);
  const [status, setStatus] = useState('');
  const saveField = (field: 'bio' | 'interests', value: string) => {
    if (value.trim() === (profile[field] ?? '')) return;
    setStatus('');
    save({ [field]: value }).then(
      () => setStatus(TEXTS.saved),
      () => setStatus(''),
    );
  };
  return (
    <SectionCard
      id="about-me"
      title={TEXTS.aboutMe}
      aside={
        <p aria-live="polite" className="text-sm font-medium text-brand-800">
          {status}
        </p>
      }
    >
      <div className="grid gap-4">
        <SavedText
          label={TEXTS.aboutMe}
          value={profile.bio}
          placeholder={TEXTS.aboutPlaceholder}
          maxLength={BIO_MAX}
          onSave={(v) => saveField('bio', v)}
        />
        <SavedText
          label={TEXTS.myInterests}
          value={profile.interests}
          placeholder={TEXTS.interestsPlaceholder}
          maxLength={INTERESTS_MAX}
          onSave={(v) => saveField('interests', v)}
        />
        <p className="text-xs text-stone-600">{TEXTS.savedOnBlur}</p>
      </div>
    </SectionCard>
  );
}

function SavedText({
  label,
  value,
  placeholder,
  maxLength,
  onSave,
}: {
  label: string;
  value: string | null;
  placeholder: string;
  maxLength: number;
  onSave: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {/* Keyed by the saved text: a refetch shows the new text unless it is what was typed. */}
      <Textarea
        key={value ?? ''}
        id={id}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        maxLength={maxLength}
        className="min-h-24"
        onBlur={(e) => onSave(e.target.value)}
      />
    </div>
  );
}
