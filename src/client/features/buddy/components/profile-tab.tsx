import { InlineEdit } from '@/components/ui/inline-edit';
import { SectionCard } from '@/components/ui/section-card';
import { NeedingConfirmationCard } from '@/features/sessions/components/needing-confirmation-card';
import type { OpenSession } from '@/features/sessions/components/session-dialog';
import { BUDDY_DESCRIPTION_MAX } from '@shared/buddy-profile';
import { BIO_MAX } from '@shared/profiles';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';
import { useSaveBuddyProfile } from '../api/update-profile';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { ActivitiesRates } from './activities-rates';
import { BuddyProfileCard } from './buddy-profile-card';
import { ProfileStatistics } from './statistics-cards';

/**
 * SPEC: the My Profile tab: the profile's top, the figures (Total Sessions, Active Bookings,
 * Total Earnings), Sessions Needing Confirmation, About me and My Activities & Rates.
 */
export function ProfileTab({
  profile,
  onOpen,
  onUpdateAvailability,
}: {
  profile: BuddyOwnProfile;
  onOpen: (open: OpenSession) => void;
  onUpdateAvailability: () => void;
}) {
  const save = useSaveBuddyProfile();
  return (
    <div className="grid grid-cols-1 gap-6">
      <BuddyProfileCard profile={profile} onUpdateAvailability={onUpdateAvailability} />
      <ProfileStatistics />
      <NeedingConfirmationCard side="buddy" onOpen={onOpen} />
      {/* One model (decision 045): the description from the application, then more if wanted. */}
      <SectionCard id="about-me" title={TEXTS.aboutMe}>
        <p className="mt-1 text-sm text-stone-700">{TEXTS.aboutIntro}</p>
        <h3 className="mt-4 text-sm font-semibold">{TEXTS.descriptionTitle}</h3>
        <InlineEdit
          kind="textarea"
          label={TEXTS.descriptionLabel}
          value={profile.description}
          placeholder={TEXTS.descriptionPlaceholder}
          maxLength={BUDDY_DESCRIPTION_MAX}
          onSave={(description) => save({ description })}
        />
        <h3 className="mt-4 text-sm font-semibold">{TEXTS.moreAboutMe}</h3>
        <InlineEdit
          kind="textarea"
          label={TEXTS.about}
          value={profile.about}
          placeholder={TEXTS.aboutPlaceholder}
          maxLength={BIO_MAX}
          onSave={(about) => save({ about })}
        />
      </SectionCard>
      <ActivitiesRates profile={profile} />
    </div>
  );
}
