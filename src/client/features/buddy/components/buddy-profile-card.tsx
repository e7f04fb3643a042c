import { CalendarClock, Eye, MessageSquare, PenLine, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { PhotoUpload } from '@/components/photo-upload';
import { ProfileStatusBadge } from '@/components/profile-status-badge';
import { Button } from '@/components/ui/button';
import { InlineEdit } from '@/components/ui/inline-edit';
import { cn } from '@/lib/cn';
import { groupColour } from '@/lib/group-colours';
import { groupOf } from '@shared/catalogue';
import { AVAILABILITY_MAX, type BuddyOwnProfile } from '@shared/profiles';
import { useSaveBuddyProfile } from '../api/update-profile';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { LanguageChoices } from './language-choices';

/**
 * SPEC: My Profile's top: photo, click-to-edit name and availability ('Flexible schedule' until
 * set), status, languages, the activities coloured by their group, and where to go from here.
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
    <section
      aria-labelledby="buddy-name"
      className="grid grid-cols-1 gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 md:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <PhotoUpload profile={profile} />
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="buddy-name" className="max-w-full font-display text-3xl font-semibold">
            <InlineEdit
              label={TEXTS.name}
              value={profile.fullName}
              placeholder={profile.fullName}
              maxLength={100}
              onSave={(fullName) => save({ fullName })}
            />
          </h2>
          <ProfileStatusBadge status={profile.profileStatus} />
        </div>
        <p className="text-sm text-stone-700">{profile.email}</p>
        <div className="grid gap-1">
          <span className="text-sm font-medium text-stone-700">{TEXTS.availabilityLabel}</span>
          <InlineEdit
            label={TEXTS.availability}
            value={profile.availability || TEXTS.flexibleSchedule}
            placeholder={TEXTS.flexibleSchedule}
            maxLength={AVAILABILITY_MAX}
            onSave={(availability) => save({ availability })}
          />
        </div>
        <LanguageChoices
          value={profile.languages}
          keepOne
          onChange={(languages) => void save({ languages }).catch(() => undefined)}
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
      </div>
      <nav
        aria-label="Quick links"
        className="grid content-start gap-2 sm:grid-cols-2 md:grid-cols-1"
      >
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
      </nav>
    </section>
  );
}
