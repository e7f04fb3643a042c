import type { ReactNode } from 'react';
import type { ProfileStatus } from '@shared/buddy-status';
import { PhotoUpload } from './photo-upload';
import { ProfileStatusBadge } from './profile-status-badge';
import { InlineEdit } from './ui/inline-edit';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

interface OwnProfile {
  id: string;
  fullName: string;
  email: string;
  profilePhoto: string | null;
  profileStatus: ProfileStatus;
}

/** A text field edited in place: its value, what shows when empty, and how to save it. */
interface EditedField {
  value: string | null;
  placeholder: string;
  maxLength: number;
  onSave: (value: string) => Promise<unknown>;
}

/**
 * The top of a dashboard, the learner's and the buddy's alike: photo, click-to-edit name with
 * the status beside it, the email, click-to-edit availability, what the role adds under them
 * (`children`), and the quick links on the right (`links`).
 */
export function OwnProfileCard({
  profile,
  headingId,
  heading: Heading,
  name,
  availability,
  children,
  links,
}: {
  profile: OwnProfile;
  headingId: string;
  /** h1 where the name is the page's heading, h2 under a page title. */
  heading: 'h1' | 'h2';
  name: Omit<EditedField, 'value' | 'placeholder'>;
  availability: EditedField;
  children: ReactNode;
  links: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="grid grid-cols-1 gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 md:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <PhotoUpload profile={profile} />
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading id={headingId} className="max-w-full font-display text-3xl font-semibold">
            <InlineEdit
              label={TEXTS.ownProfile.name}
              value={profile.fullName}
              placeholder={profile.fullName}
              {...name}
            />
          </Heading>
          <ProfileStatusBadge status={profile.profileStatus} />
        </div>
        <p className="text-sm text-stone-700">{profile.email}</p>
        <div className="grid gap-1">
          <span className="text-sm font-medium text-stone-700">
            {TEXTS.ownProfile.availabilityLabel}
          </span>
          <InlineEdit label={TEXTS.ownProfile.availability} {...availability} />
        </div>
        {children}
      </div>
      <nav
        aria-label={TEXTS.ownProfile.quickLinks}
        className="grid content-start gap-2 sm:grid-cols-2 md:grid-cols-1"
      >
        {links}
      </nav>
    </section>
  );
}
