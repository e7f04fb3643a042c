import type { ProfileStatus } from '@shared/buddy-status';
import { ACCOUNT_SUSPENDED_TEXT } from '@shared/buddy-status';

/** The buddy's dashboard, while it shows their application (issue 18) before its tabs. */
export const BUDDY_TEXTS = {
  dashboardTitle: 'Buddy Dashboard',
  loading: 'Loading...',
  loadFailed: 'Your profile could not be loaded.',
  application: 'Your application',
  steps: 'Steps to a live profile',
  viewPublicProfile: 'View Public Profile',
  messages: 'Messages',
  profileSettings: 'Profile Settings',
  contactModerator: 'Contact Moderator',
  interview: (when: string) =>
    `Your interview with a learning expert: ${when} (Amsterdam time), 30 minutes.`,
} as const;

/** The way to a live profile, in the order a buddy goes it. */
export const APPLICATION_STEPS = [
  { label: 'Application received', reached: ['pending'] },
  { label: 'Review by a moderator', reached: ['expert_review'] },
  {
    label: 'Interview with a learning expert',
    reached: ['interview_scheduled', 'interview_completed'],
  },
  { label: 'Profile live', reached: ['approved'] },
] as const satisfies readonly { label: string; reached: readonly ProfileStatus[] }[];

/** What happens next, for each status. */
export const NEXT_STEP: Record<ProfileStatus, string> = {
  pending:
    'Awaiting Moderator Review: a moderator reviews every new profile. You will get an email as soon as it moves on.',
  expert_review:
    'A moderator has passed your profile to our learning expert, who will invite you to a 30-minute interview. Watch your email for the invitation.',
  interview_scheduled:
    'Your interview is scheduled: the time is in your invitation email and in your calendar.',
  interview_completed: 'Your interview is done: the learning expert’s decision follows by email.',
  approved: 'Your profile is live: learners can find you, write to you and propose sessions.',
  rejected:
    'Your application was not accepted. If you have questions, write to a moderator from Messages.',
  suspended: ACCOUNT_SUSPENDED_TEXT,
};
