import { formatInAmsterdam } from './format-date';

/**
 * What the learner and the buddy do with a booked session (SPEC section 4 "Session status"):
 * cancel it before it starts (or ask to move it), report a no-show or a problem
 * instead of confirming, and, the learner only, review it once it is completed.
 */

/** Up to this long before the start either side may cancel or move a session (decision 014). */
export const CANCELLATION_WINDOW_HOURS = 24;
/** One side confirmed, the other neither confirmed nor reported: completed this long after. */
export const AUTO_COMPLETE_DAYS = 7;

/**
 * The cancellation rule as the learner reads it where they approve a time, where they pay and
 * on the receipt (issue 37): until when a session starting at `startsAt` may be cancelled or
 * moved, seen at `at` (now, or when it was paid); or that it may not, when it starts within the
 * window. Worded from CANCELLATION_WINDOW_HOURS, the rule the server applies.
 */
export function cancellationNotice(startsAt: Date, at: Date): string {
  const deadline = new Date(startsAt.getTime() - CANCELLATION_WINDOW_HOURS * 60 * 60_000);
  return deadline.getTime() < at.getTime()
    ? CANCELLATION_NOTICE_TEXTS.withinWindow
    : CANCELLATION_NOTICE_TEXTS.freeUntil(formatInAmsterdam(deadline, "EEEE d MMMM 'at' HH:mm"));
}

export const CANCELLATION_NOTICE_TEXTS = {
  withinWindow: `This session starts in less than ${CANCELLATION_WINDOW_HOURS} hours: once booked, it can no longer be cancelled or moved.`,
  freeUntil: (deadline: string) =>
    `Free cancellation until ${deadline} (Amsterdam time), ${CANCELLATION_WINDOW_HOURS} hours before it starts: cancelled by then, what you paid goes back in full. After that it can no longer be cancelled or moved.`,
} as const;

export const SESSION_ACTION_TEXTS = {
  cancelWindow: `Sessions can be cancelled or moved up to ${CANCELLATION_WINDOW_HOURS} hours before they start. Please contact support.`,
  notCancellable: 'Only a booked session that has not started can be cancelled',
  reasonRequired: 'Please tell the other side why you cancel',
  cancelled: 'Session cancelled. We let the other side know.',
  rescheduled:
    'Move asked. We let the other side know; until they accept, the session stays as booked.',
  notMovable: 'Only a booked session that has not started can be moved',
  moveOpen: 'A move of this session is waiting for an answer already',
  editWhileMoving:
    'A move of this session is waiting: answer it or take it back before changing the session',
  noMove: 'There is no move of this session waiting for an answer',
  answerOwnMove: 'The other side answers your move; you can take it back',
  notYourMove: 'Only the one who asked for the move can take it back',
  movePassed: 'The time of this move has passed',
  moveLapsed: 'Nobody answered in time, so the session stays as booked',
  moveAccepted: 'Move accepted. We let the other side know.',
  moveDeclined: 'Move declined. The session stays as booked.',
  moveWithdrawn: 'Request taken back. The session stays as booked.',
  moveFailed: 'Failed to answer the move. Please try again.',
  notEditable: 'Only a booked session that has not started can be changed',
  editWindow: `Sessions can be changed up to ${CANCELLATION_WINDOW_HOURS} hours before they start. Please contact support.`,
  editTooSoon: `Please choose a new time at least ${CANCELLATION_WINDOW_HOURS} hours from now`,
  onlyBuddyEdits: 'Only the buddy of a session can change it',
  nothingChanged: 'Please change the date, the time or the location',
  edited: 'Session updated. We let the learner know.',
  editedTooOften: 'This session has been changed often today.',
  editFailed: 'Failed to update session. Please try again.',
  cancelFailed: 'Failed to cancel session. Please try again.',
  notReportable: 'Only a booked session that has ended can be reported',
  reportRequired: 'Please describe what happened',
  reportedAlready: 'You have reported this session; a moderator will look into it',
  confirmedAlready: 'You have already confirmed this session',
  reported: 'Thank you. A moderator will look into it.',
  reportFailed: 'Failed to send report. Please try again.',
  notReviewable: 'Only a completed session can be reviewed',
  reviewedAlready: 'You have already reviewed this session',
  onlyLearnerReviews: 'Only the learner of a session can review it',
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  reviewRequired: 'Please write a few words about your session',
  reviewed: 'Thank you for your review!',
  reviewFailed: 'Failed to send review. Please try again.',
} as const;

export const REPORT_KINDS = ['no-show', 'problem'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
