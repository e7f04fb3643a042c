import { CANCELLATION_WINDOW_HOURS } from '@shared/session-actions';
import type { Side } from '@shared/session-rules';

/** The session actions' texts, the same on the learner's dashboard and on a chat's proposal card. */
export const SESSION_TEXTS = {
  confirm: 'Confirm',
  reportProblem: 'Report a problem',
  reportTitle: 'Report a problem with this session',
  reportKind: 'What happened?',
  reportText: 'Tell us more',
  sendReport: 'Send report',
  cancelSession: 'Cancel session',
  proposeNewTime: 'Propose a new time',
  cancelReason: 'Reason',
  newTime: 'New date and time (Amsterdam)',
  duration: 'Duration',
  cancelWindowOpen: `Sessions can be cancelled or moved up to ${CANCELLATION_WINDOW_HOURS} hours before they start.`,
  keepSession: 'Keep session',
  sendNewTime: 'Send new time',
  addToCalendar: 'Add to calendar',
  calendarFailed: 'Failed to download the calendar file. Please try again.',
  youConfirmed: 'You confirmed this session',
} as const;

/** The report's choices in the reporter's words: `other` is the side that did not come. */
export const reportKindLabels = (other: Side) =>
  ({ 'no-show': `The ${other} did not come`, problem: 'Something else went wrong' }) as const;
