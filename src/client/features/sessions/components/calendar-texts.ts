import { COMMON_TEXTS } from '@/lib/common-texts';
import { CANCELLATION_WINDOW_HOURS, SESSION_ACTION_TEXTS } from '@shared/session-actions';
import type { Side } from '@shared/session-rules';
import type { Booking } from '@shared/bookings';

/**
 * A side's calendar of sessions, the same parts on the learner's and the buddy's dashboards: the
 * week, the sessions needing confirmation, a session's dialog and the buddy's Edit Session.
 */
export const CALENDAR_TEXTS = {
  loadFailed: 'We could not load these sessions.',
  tryAgain: 'Try again',
  needingConfirmation: 'Sessions Needing Confirmation',
  noneNeedConfirmation: 'No sessions need your confirmation.',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  today: 'Today',
  freeDay: 'Nothing planned',
  leaveReview: 'Leave a review',
  rating: 'Rating',
  reviewText: 'Your review',
  sendReview: 'Send review',
  editSession: 'Edit Session',
  learner: 'Learner',
  activity: 'Activity',
  dateAndTime: 'Date and time (Amsterdam)',
  location: 'Location',
  status: 'Status',
  noteForLearner: 'Note for the learner (optional)',
  cancelReason: 'Reason for cancelling (the learner reads it)',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  editHint: `Sessions can be changed up to ${CANCELLATION_WINDOW_HOURS} hours before they start.`,
  /** A review's star, read out: `1 star`, `4 stars`. */
  stars: (count: number) => `${count} star${count === 1 ? '' : 's'}`,
  /** A session's day and start in its dialog: `Friday 4 December 2026 at 14:00`. */
  dayAt: (day: string, time: string) => `${day} at ${time}`,
  /** A session in the week, read out: its time, what, with whom and its status. */
  weekEntry: (time: string, activity: string, other: string, status: string) =>
    `${time} ${activity} with ${other}, ${status}`,
  /** Where a session stands, beside its status in the dialog. */
  youConfirmed: 'You confirmed',
  theyConfirmed: (name: string) => `${name} confirmed`,
  youReported: 'You reported a problem',
  reviewed: 'Reviewed',
  /** Before who called the session off, and the reason. */
  cancelledBy: 'Cancelled by',
  you: 'you',
  session: SESSION_ACTION_TEXTS,
} as const;

/** What each side calls its week and an empty one (SPEC: learner My Schedule, buddy Calendar). */
export const WEEK_TEXTS: Record<Side, { title: string; thisWeek: string; empty: string }> = {
  learner: { title: 'My Schedule', thisWeek: 'This week', empty: 'No sessions this week.' },
  buddy: {
    title: 'Calendar',
    thisWeek: 'Today',
    empty: 'No sessions scheduled for this week',
  },
};

/** The other side of a session, as the viewer sees it: their name and, for a buddy, the profile. */
export const counterpartOf = (booking: Booking, side: Side) =>
  side === 'learner'
    ? { name: booking.buddy, slug: booking.buddySlug }
    : { name: booking.learner, slug: null };

/**
 * The private calendar feed's card (decision 015), the same on both dashboards: what it lists is
 * the one thing that differs (a buddy's feed also holds their interview).
 */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar subscription',
  intro: {
    learner:
      'Subscribe to your sessions in Google Calendar, Apple Calendar or Outlook with a private link.',
    buddy:
      'Subscribe to your sessions and your interview in Google Calendar, Apple Calendar or Outlook with a private link.',
  } satisfies Record<Side, string>,
  active: 'Your private calendar link is active',
  since: (date: string) => ` (since ${date})`,
  inactive: 'No calendar link yet.',
  loadFailed: 'We could not load your calendar link.',
  createLink: 'Create calendar link',
  rotateLink: 'Make a new link',
  revokeLink: 'Turn off link',
  linkOnce:
    'Copy this link now: it is shown only once. Anyone with it can see your sessions, so keep it private.',
  feedUrl: 'Your calendar link',
  copy: 'Copy link',
  copied: 'Link copied',
  linkRevoked: 'Calendar link turned off',
  failed: COMMON_TEXTS.somethingWrong,
} as const;
