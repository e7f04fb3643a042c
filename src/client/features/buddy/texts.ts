import type { ProfileStatus } from '@shared/buddy-status';
import { ACCOUNT_SUSPENDED_TEXT } from '@shared/buddy-status';

/** The buddy's dashboard (SPEC: Buddy dashboard) and profile editor, in one place. */
export const BUDDY_TEXTS = {
  dashboardTitle: 'Buddy Dashboard',
  tabs: {
    profile: 'My Profile',
    calendar: 'Calendar',
    messages: 'Messages',
    analytics: 'Analytics',
  },
  unread: (count: number) => `${count} unread`,
  availabilityLabel: 'Availability',
  flexibleSchedule: 'Flexible schedule',
  languages: 'Languages',
  meetingDistricts: 'Where I meet learners',
  meetingDistrictsHint:
    'The districts of Amsterdam you can meet in; learners nearby find you first.',
  updateAvailability: 'Update Availability',
  editProfile: 'Edit public profile',
  // One model (decision 045): About me is the description (required, from the application)
  // and, if the buddy wants, more about them; the card in the lists shows the description's start.
  aboutMe: 'About me',
  aboutIntro:
    'Learners read both on your public profile; your card in the buddies list shows the start of your description.',
  descriptionTitle: 'Description',
  descriptionLabel: 'description',
  descriptionPlaceholder: 'Click to add your description...',
  fullName: 'Full name',
  moreAboutMe: 'More about me (optional)',
  about: 'more about me',
  aboutPlaceholder: 'Click to add more about yourself: your work, what you enjoy…',
  description: 'Description',
  descriptionHint:
    'At least 50 characters. Your card in the buddies list shows its start; your profile all of it.',
  aboutHint: 'Optional. Shown on your profile under your description.',
  myActivities: 'My Activities & Rates',
  addActivity: 'Add Activity',
  alreadyAdded: 'Already added',
  chooseActivity: 'Choose an activity',
  activity: 'Activity',
  activityDescription: 'Description',
  rate: 'Rate (euros per hour)',
  rateHint: 'A number like 25, or a range like 25-30. You earn 80% of it.',
  location: 'Location',
  edit: 'Edit',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  activityAdded: 'Activity added',
  activitySaved: 'Activity saved',
  instantBooking: 'Instant booking',
  instantBookingHint:
    'Learners can book your open times for this activity without waiting for your answer',
  instantBookingOn: 'Instant booking is on for this activity',
  instantBookingOff: 'Instant booking is off: learners send you a request first',
  activityRemoved: 'Activity removed',
  noActivities: 'No activities yet. Add one so learners can book you.',
  allSessionsThisWeek: 'All Sessions This Week',
  /** Between a session's activity and its learner: 'Museum visit with Anna'. */
  sessionWith: 'with',
  details: 'Details',
  /** After Details, for the button's name: 'Details: Museum visit with Anna'. */
  sessionDetails: (activity: string, learner: string) => `: ${activity} with ${learner}`,
  supportTitle: 'Contact Moderator',
  fromLearners: 'Messages from Learners',
  noLearnerMessages: 'No messages from learners yet',
  reply: 'Reply',
  markAsRead: 'Mark as Read',
  replyTo: (name: string) => `Reply to ${name}`,
  markAsReadFrom: (name: string) => `Mark as Read: ${name}`,
  markedRead: 'Marked as read',
  preview: 'Preview of your card',
  previewHint: 'How learners see you in the buddies list, as you type.',
  backToDashboard: 'Back to dashboard',
  saveProfile: 'Save profile',
  loading: 'Loading...',
  loadFailed: 'Your profile could not be loaded.',
  application: 'Your application',
  steps: 'Steps to a live profile',
  /** After a reached step, for screen readers. */
  stepDone: '(done)',
  viewPublicProfile: 'View Public Profile',
  messages: 'Messages',
  profileSettings: 'Profile Settings',
  contactModerator: 'Contact Moderator',
  interview: (when: string) =>
    `Your interview with a learning expert: ${when} (Amsterdam time), 30 minutes.`,
  interviewPlace: 'Where:',
  interviewVideo: 'Video call:',
  interviewNoPlace:
    'The learning expert will send you the address or the video-call link before the interview.',
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

/** The buddy's payouts (decision 038). */
export const PAYOUT_TEXTS = {
  title: 'Payouts',
  setUp: 'Set up payouts',
  finish: 'Continue payout setup',
  status: {
    not_started: 'Not set up.',
    pending: 'Being checked.',
    active: 'Active.',
    restricted: 'Action needed.',
  },
  explain: {
    not_started:
      'Learners can book you already; your 80% of each session waits until you have set up payouts.',
    pending: 'Our payment provider is checking your details; your earnings wait until it is done.',
    active: 'Your 80% of each session is sent to your bank account after the session.',
    restricted:
      'Our payment provider needs more from you before it can pay you out; your earnings wait meanwhile.',
  },
} as const;

/** The buddy's earnings per paid session and their monthly statement (decision 038). */
export const EARNINGS_TEXTS = {
  title: 'Earnings per session',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  status: {
    paid_out: 'Paid out',
    waiting: 'Waiting to be paid out',
    held: 'Held after a report',
    refunded: 'Refunded to the learner',
  },
  totals: { paid_out: 'Paid out', waiting: 'Waiting', held: 'Held' },
  none: (month: string) => `No paid sessions in ${month}.`,
  statement: 'Printable statement',
  download: 'Download CSV',
  loadFailed: 'Could not load your earnings',
  statementTitle: (month: string) => `Earnings statement, ${month}`,
  columns: {
    date: 'Date',
    session: 'Session',
    paid: 'Paid',
    share: 'Your share',
    status: 'Status',
  },
  with: (activity: string) => `${activity} with `,
  paidOutOn: (day: string) => `Paid out on ${day}`,
  total: 'Total',
  share: 'Your share is 80% of what the learner paid. Amounts in euros.',
  back: 'Back to your dashboard',
} as const;
