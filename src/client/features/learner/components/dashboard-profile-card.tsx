import { MessageSquarePlus, Settings, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { selectClass } from '@/components/ui/select-class';
import { failureText } from '@/lib/failure-text';
import { AVAILABILITY_MAX, LEARNING_LANGUAGES } from '@shared/profiles';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { useUpdateProfile, type LearnerProfileChanges } from '../api/update-profile';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { OwnProfileCard } from '@/components/own-profile-card';
import { MatchingSummary } from './matching-summary';

/** Where Find a Buddy goes: Dutch learners see Dutch buddies (SPEC: Messages screen). */
const browseBuddiesPath = (profile: LearnerProfile) =>
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

/**
 * The dashboard's top: photo, name, status, language, availability, what suits them and where to
 * go next.
 */
export function DashboardProfileCard({ profile }: { profile: LearnerProfile }) {
  const save = useSaveProfile(profile.id);
  return (
    <OwnProfileCard
      profile={profile}
      headingId="learner-name"
      heading="h1"
      name={{ maxLength: 100, onSave: (fullName) => save({ fullName }) }}
      availability={{
        value: profile.availability,
        placeholder: TEXTS.availabilityPlaceholder,
        maxLength: AVAILABILITY_MAX,
        onSave: (availability) => save({ availability }),
      }}
      links={quickLinks(profile).map(({ to, icon: Icon, label, variant }) => (
        <Button key={to} asChild variant={variant}>
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    >
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
      <MatchingSummary profile={profile} />
    </OwnProfileCard>
  );
}
