import { MessageSquarePlus, Settings, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { InlineEdit } from '@/components/ui/inline-edit';
import { selectClass } from '@/components/ui/select-class';
import { failureText } from '@/lib/failure-text';
import { AVAILABILITY_MAX, LEARNING_LANGUAGES, type LearnerProfile } from '@shared/profiles';
import { useUpdateProfile, type LearnerProfileChanges } from '../api/update-profile';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { PhotoUpload } from '@/components/photo-upload';
import { ProfileStatusBadge } from '@/components/profile-status-badge';

/** Where Find a Buddy goes: Dutch learners see Dutch buddies (SPEC: Messages screen). */
export const browseBuddiesPath = (profile: LearnerProfile) =>
  profile.languageLearning === 'Dutch' ? '/buddies?language=dutch' : '/buddies';

/** Where the dashboard's top leads, most wanted first. */
const quickLinks = (profile: LearnerProfile) =>
  [
    { to: '/messages', icon: MessageSquarePlus, label: TEXTS.makeProposal, variant: 'primary' },
    { to: browseBuddiesPath(profile), icon: Users, label: TEXTS.browseBuddies, variant: 'outline' },
    { to: '/learner-profile', icon: UserRound, label: TEXTS.myProfile, variant: 'outline' },
    { to: '/profile/settings', icon: Settings, label: TEXTS.profileSettings, variant: 'ghost' },
  ] as const;

/** Saves one change of the profile; a failure is toasted and the old value comes back. */
export function useSaveProfile(userId: string) {
  const update = useUpdateProfile(userId);
  return (changes: LearnerProfileChanges) =>
    update.mutateAsync(changes).catch((error: Error) => {
      toast.error(failureText(error, TEXTS.profile.updateFailed));
      throw error;
    });
}

/** The dashboard's top: photo, name, status, language, availability and where to go next. */
export function DashboardProfileCard({ profile }: { profile: LearnerProfile }) {
  const save = useSaveProfile(profile.id);
  return (
    <section
      aria-labelledby="learner-name"
      className="grid grid-cols-1 gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 md:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <PhotoUpload profile={profile} />
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 id="learner-name" className="max-w-full font-display text-3xl font-semibold">
            <InlineEdit
              label={TEXTS.name}
              value={profile.fullName}
              placeholder={profile.fullName}
              maxLength={100}
              onSave={(fullName) => save({ fullName })}
            />
          </h1>
          <ProfileStatusBadge status={profile.profileStatus} />
        </div>
        <p className="text-sm text-stone-700">{profile.email}</p>
        <div className="grid gap-1">
          <span className="text-sm font-medium text-stone-700">Availability</span>
          <InlineEdit
            label={TEXTS.availability}
            value={profile.availability}
            placeholder={TEXTS.availabilityPlaceholder}
            maxLength={AVAILABILITY_MAX}
            onSave={(availability) => save({ availability })}
          />
        </div>
        <label className="grid max-w-xs gap-1">
          <span className="text-sm font-medium text-stone-700">{TEXTS.learningLanguage}</span>
          <select
            className={selectClass}
            value={profile.languageLearning}
            onChange={(e) =>
              void save({
                languageLearning: e.target.value as (typeof LEARNING_LANGUAGES)[number],
              }).catch(() => undefined)
            }
          >
            {LEARNING_LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </select>
        </label>
      </div>
      <nav
        aria-label="Quick links"
        className="grid content-start gap-2 sm:grid-cols-2 md:grid-cols-1"
      >
        {quickLinks(profile).map(({ to, icon: Icon, label, variant }) => (
          <Button key={to} asChild variant={variant}>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </nav>
    </section>
  );
}
