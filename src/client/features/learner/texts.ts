import { SESSION_TEXTS } from '@/components/sessions/texts';
import type { ProfileStatus } from '@shared/buddy-status';
import { PROFILE_TEXTS } from '@shared/profiles';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import type { SessionStatus } from '@shared/sessions';

/** The learner dashboard's and profile page's texts (SPEC sections 2, 4, 5 and 8), in one place. */
export const LEARNER_TEXTS = {
  ...SESSION_TEXTS,
  profile: PROFILE_TEXTS,
  proposal: PROPOSAL_TEXTS,
  session: SESSION_ACTION_TEXTS,
  dashboardTitle: 'My dashboard',
  profileTitle: 'My profile',
  profileNotFoundText: 'We could not find a learner profile for this account.',
  loadFailed: 'We could not load your dashboard',
  profileLoadFailed: 'We could not load your profile',
  name: 'name',
  availability: 'availability',
  availabilityPlaceholder: 'Add when you are free',
  learningLanguage: 'Learning language',
  proficiencyLevel: 'Level',
  changePhoto: 'Change photo',
  uploadingPhoto: 'Uploading…',
  photoUpdated: 'Photo updated',
  makeProposal: 'Make a Proposal',
  browseBuddies: 'Browse Buddies',
  profileSettings: 'Profile Settings',
  myProfile: 'My profile page',
  completedSessions: 'Completed Sessions',
  upcomingSessions: 'Upcoming Sessions',
  totalProposals: 'Total Proposals',
  needingConfirmation: 'Sessions Needing Confirmation',
  noneNeedConfirmation: 'No sessions need your confirmation.',
  mySchedule: 'My Schedule',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  noSessionsThisWeek: 'No sessions this week.',
  freeDay: 'Nothing planned',
  leaveReview: 'Leave a review',
  reviewPrompt: 'How was your session? Your review helps other learners.',
  rating: 'Rating',
  reviewText: 'Your review',
  sendReview: 'Send review',
  aboutMe: 'About me',
  aboutPlaceholder: 'Tell buddies a little about yourself',
  myInterests: 'My Interests',
  interestsPlaceholder: 'Coffee, museums, football…',
  savedOnBlur: 'Saved when you leave the field.',
  saved: 'Saved',
  recentMessages: 'Recent Messages',
  noConversations: 'No conversations yet',
  allMessages: 'All messages',
  calendarSubscription: 'Calendar subscription',
  calendarIntro:
    'Subscribe to your sessions in Google Calendar, Apple Calendar or Outlook with a private link.',
  calendarActive: 'Your private calendar link is active',
  calendarInactive: 'No calendar link yet.',
  createLink: 'Create calendar link',
  rotateLink: 'Make a new link',
  revokeLink: 'Turn off link',
  linkOnce:
    'Copy this link now: it is shown only once. Anyone with it can see your sessions, so keep it private.',
  feedUrl: 'Your calendar link',
  copy: 'Copy link',
  copied: 'Link copied',
  linkRevoked: 'Calendar link turned off',
  calendarFeedFailed: 'Something went wrong. Please try again.',
  suggestedBuddies: 'Suggested buddies',
  noSuggestions: 'No buddies to suggest yet. Browse all buddies instead.',
  sharesInterests: 'Shares your interest in',
  myProposals: 'My Proposals',
  makeNewProposal: 'Make New Proposal',
  moreProposals: 'Show earlier proposals',
  moreProposalsFailed: 'We could not load more proposals. Please try again.',
  upcomingActivities: 'Upcoming Activities',
  pastActivities: 'Past Activities',
  noUpcomingActivities: 'No upcoming activities yet.',
  noPastActivities: 'No past activities yet.',
  availabilityGrid: 'My weekly availability',
  availabilityGridHint: 'Tick the parts of the week you are usually free.',
  details: 'Personal details',
  gender: 'gender',
  age: 'age',
  notSet: 'Not set',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordChanged: 'Password changed',
  profileUpdated: 'Profile updated successfully!',
} as const;

/** How the profile status reads (SPEC section 4 "profileStatus"). */
export const PROFILE_STATUS_LABELS: Record<ProfileStatus, string> = {
  pending: 'Pending Review',
  expert_review: 'With Learning Expert',
  interview_scheduled: 'Interview Scheduled',
  interview_completed: 'Interview Completed',
  approved: 'Profile Active',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/** A session's status as the learner's calendar shows it (SPEC section 4). */
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  pending: 'Pending',
  approved: 'Confirmed',
  modified: 'New time suggested',
  rejected: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const GENDER_LABELS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const AGE_LABELS: Record<string, string> = {
  '18-24': '18-24',
  '25-34': '25-34',
  '35-44': '35-44',
  '45+': '45+',
  'prefer-not-to-say': 'Prefer not to say',
};
