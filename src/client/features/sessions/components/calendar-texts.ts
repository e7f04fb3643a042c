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
  date: 'Date',
  time: 'Time',
  location: 'Location',
  status: 'Status',
  noteForLearner: 'Note for the learner (optional)',
  cancelReason: 'Reason for cancelling (the learner reads it)',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  editHint: `Sessions can be changed up to ${CANCELLATION_WINDOW_HOURS} hours before they start.`,
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
