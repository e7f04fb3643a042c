import { SESSION_TEXTS } from '@/features/sessions/components/texts';
import { PROFILE_TEXTS } from '@shared/profiles';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';

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
  availabilityPlaceholder: 'Add when you are free',
  learningLanguage: 'Learning language',
  proficiencyLevel: 'Level',
  makeProposal: 'Make a Proposal',
  browseBuddies: 'Browse Buddies',
  profileSettings: 'Profile Settings',
  myProfile: 'My profile page',
  completedSessions: 'Completed Sessions',
  upcomingSessions: 'Upcoming Sessions',
  totalProposals: 'Total Proposals',
  leaveReview: 'Leave a review',
  reviewPrompt: 'How was your session? Your review helps other learners.',
  aboutMe: 'About me',
  aboutPlaceholder: 'Tell buddies a little about yourself',
  myInterests: 'My Interests',
  interestsPlaceholder: 'Coffee, museums, football…',
  savedOnBlur: 'Saved when you leave the field.',
  saved: 'Saved',
  recentMessages: 'Recent Messages',
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
  backToDashboard: 'Back to Dashboard',
  returnHome: 'Return to Home',
  loadingDashboard: 'Loading your dashboard…',
  loadingProfile: 'Loading your profile…',
  suggestionsFailed: 'We could not load buddies.',
  /** Monday first (SPEC section 9): day index 0 is Monday. */
  weekDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  /** A tick of the availability grid, read out: `Monday morning`. */
  availabilitySlot: (day: string, period: string) => `${day} ${period.toLowerCase()}`,
} as const;

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
