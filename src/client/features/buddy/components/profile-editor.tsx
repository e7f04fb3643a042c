import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BuddyCard } from '@/components/buddy-card';
import { PhotoUpload } from '@/components/photo-upload';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { BUDDY_DESCRIPTION_MAX, BUDDY_PROFILE_TEXTS } from '@shared/buddy-profile';
import { LANGUAGES, type Language } from '@shared/languages';
import { AVAILABILITY_MAX, BIO_MAX } from '@shared/profiles';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';
import { priceFromCents } from '@shared/offers';
import { parseRateText } from '@shared/pricing';
import { excerpt } from '@shared/text';
import { BUDDY_DESCRIPTION_MIN } from '@shared/field-rules';
import { useUpdateBuddyProfile } from '../api/update-profile';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { LanguageChoices } from './language-choices';

type Draft = Pick<BuddyOwnProfile, 'fullName' | 'availability' | 'about' | 'description'> & {
  languages: Language[];
};

const draftOf = (p: BuddyOwnProfile): Draft => ({
  fullName: p.fullName,
  availability: p.availability ?? '',
  about: p.about ?? '',
  description: p.description,
  languages: LANGUAGES.filter((l) => p.languages.includes(l)),
});

/**
 * SPEC: /buddy/profile/edit: the public profile's words in one form (the same data as My
 * Profile), with the card learners see in the buddies list drawn from it as the buddy types.
 * Saving sends what changed; a listed buddy's changes are public at once (decision 031).
 */
export function ProfileEditor({ profile }: { profile: BuddyOwnProfile }) {
  const update = useUpdateBuddyProfile();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.description.trim().length < BUDDY_DESCRIPTION_MIN)
      return setProblem(BUDDY_PROFILE_TEXTS.descriptionMin);
    if (draft.languages.length === 0) return setProblem(BUDDY_PROFILE_TEXTS.languages);
    const saved = draftOf(profile);
    const changes = Object.fromEntries(
      (Object.keys(draft) as (keyof Draft)[])
        .filter((key) => JSON.stringify(draft[key]) !== JSON.stringify(saved[key]))
        .map((key) => [key, draft[key]]),
    );
    if (Object.keys(changes).length === 0) return setProblem(BUDDY_PROFILE_TEXTS.nothingToUpdate);
    setProblem(null);
    update.mutate(changes, {
      onSuccess: () => toast.success(BUDDY_PROFILE_TEXTS.saved),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{TEXTS.editProfile}</h1>
        <Button asChild variant="ghost">
          <Link to="/buddy/dashboard">
            <ArrowLeft aria-hidden="true" />
            {TEXTS.backToDashboard}
          </Link>
        </Button>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={TEXTS.editProfile}
          className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          {problem && <FormAlert>{problem}</FormAlert>}
          <PhotoUpload profile={profile} />
          <FormField label={TEXTS.fullName}>
            <Input
              dir="auto"
              required
              maxLength={100}
              value={draft.fullName}
              onChange={(e) => set('fullName', e.target.value)}
            />
          </FormField>
          <FormField label={TEXTS.description} description={TEXTS.descriptionHint}>
            <Textarea
              dir="auto"
              required
              minLength={BUDDY_DESCRIPTION_MIN}
              maxLength={BUDDY_DESCRIPTION_MAX}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </FormField>
          <FormField label={TEXTS.moreAboutMe} description={TEXTS.aboutHint}>
            <Textarea
              dir="auto"
              maxLength={BIO_MAX}
              placeholder={TEXTS.aboutPlaceholder}
              value={draft.about ?? ''}
              onChange={(e) => set('about', e.target.value)}
            />
          </FormField>
          <FormField label={TEXTS.availabilityLabel}>
            <Input
              dir="auto"
              maxLength={AVAILABILITY_MAX}
              placeholder={TEXTS.flexibleSchedule}
              value={draft.availability ?? ''}
              onChange={(e) => set('availability', e.target.value)}
            />
          </FormField>
          <LanguageChoices
            value={draft.languages}
            onChange={(languages) => set('languages', languages)}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {TEXTS.saveProfile}
            </Button>
          </div>
        </form>
        <section aria-labelledby="card-preview" className="grid gap-3 lg:sticky lg:top-24">
          <div>
            <h2 id="card-preview" className="text-xl font-semibold">
              {TEXTS.preview}
            </h2>
            <p className="text-sm text-stone-700">{TEXTS.previewHint}</p>
          </div>
          <div inert>
            <BuddyCard
              buddy={{
                id: profile.slug,
                name: draft.fullName.trim() || profile.fullName,
                photo: profile.profilePhoto,
                languages: draft.languages,
                location: profile.location,
                description: excerpt(draft.description),
                activities: profile.activities.map(({ title, rate }) => ({ title, rate })),
                rating: null,
                reviewCount: 0,
                instantBooking: profile.activities.some((a) => a.instantBooking),
                priceFromCents: priceFromCents(
                  profile.activities.flatMap(({ rate }) => parseRateText(rate) ?? []),
                ),
                sessionsHeld: 0,
                nextOpenAt: null,
              }}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
