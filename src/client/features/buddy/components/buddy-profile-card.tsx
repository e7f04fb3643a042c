import { CalendarClock, Eye, MessageSquare, PenLine, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { DistrictChoices } from '@/components/district-choices';
import { OwnProfileCard } from '@/components/own-profile-card';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { groupColour } from '@/lib/group-colours';
import { groupOf } from '@shared/catalogue';
import { AVAILABILITY_MAX } from '@shared/profiles';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';
import { useSaveBuddyProfile } from '../api/update-profile';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { LanguageChoices } from './language-choices';

/**
 * SPEC: My Profile's top: photo, click-to-edit name and availability ('Flexible schedule' until
 * set), status, languages, the districts where they meet, the activities coloured by their group, and where to go from here.
 */
export function BuddyProfileCard({
  profile,
  onUpdateAvailability,
}: {
  profile: BuddyOwnProfile;
  onUpdateAvailability: () => void;
}) {
  const save = useSaveBuddyProfile();
  return (
    <OwnProfileCard
      profile={profile}
      headingId="buddy-name"
      heading="h2"
      name={{ maxLength: 100, onSave: (fullName) => save({ fullName }) }}
      availability={{
        value: profile.availability || TEXTS.flexibleSchedule,
        placeholder: TEXTS.flexibleSchedule,
        maxLength: AVAILABILITY_MAX,
        onSave: (availability) => save({ availability }),
      }}
      links={
        <>
          {profile.profileStatus === 'approved' && (
            <Button asChild>
              <a href={`/buddy/${profile.slug}`} target="_blank" rel="noreferrer">
                <Eye aria-hidden="true" />
                {TEXTS.viewPublicProfile}
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={onUpdateAvailability}>
            <CalendarClock aria-hidden="true" />
            {TEXTS.updateAvailability}
          </Button>
          <Button asChild variant="outline">
            <Link to="/buddy/profile/edit">
              <PenLine aria-hidden="true" />
              {TEXTS.editProfile}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/messages">
              <MessageSquare aria-hidden="true" />
              {TEXTS.messages}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/profile/settings">
              <Settings aria-hidden="true" />
              {TEXTS.profileSettings}
            </Link>
          </Button>
        </>
      }
    >
      <LanguageChoices
        value={profile.languages}
        keepOne
        onChange={(languages) => void save({ languages }).catch(() => undefined)}
      />
      <DistrictChoices
        legend={TEXTS.meetingDistricts}
        description={TEXTS.meetingDistrictsHint}
        value={profile.districts}
        onChange={(districts) => void save({ districts }).catch(() => undefined)}
      />
      <ul className="flex flex-wrap gap-2" aria-label={TEXTS.myActivities}>
        {profile.activities.map(({ title }) => (
          <li
            key={title}
            className={cn(
              'rounded-full px-3 py-1 text-xs font-semibold',
              groupColour(groupOf(title)?.colour ?? 'sky').badge,
            )}
          >
            {title}
          </li>
        ))}
      </ul>
    </OwnProfileCard>
  );
}
