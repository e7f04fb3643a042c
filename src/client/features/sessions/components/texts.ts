import { formatEuros } from '@shared/format-money';
import { CANCELLATION_WINDOW_HOURS } from '@shared/session-actions';
import { PROPOSAL_TEXTS } from '@shared/proposals';
import type { Side } from '@shared/session-rules';

/** The session actions' texts, the same on the learner's dashboard and on a chat's proposal card. */
export const SESSION_TEXTS = {
  /** Between a session's activity and the other side's name: `Coffee with Anna`. */
  with: 'with',
  confirm: 'Confirm',
  reportProblem: 'Report a problem',
  reportTitle: 'Report a problem with this session',
  reportKind: 'What happened?',
  reportText: 'Tell us more',
  sendReport: 'Send report',
  cancelSession: 'Cancel session',
  askToMove: 'Ask to move',
  cancelReason: 'Reason',
  newTime: 'New date and time (Amsterdam)',
  duration: 'Duration',
  place: 'Place',
  moveExplained:
    'Choose the new time, length or place. Until the other side accepts, the session stays as booked; a longer session costs more, a shorter one gives the difference back.',
  sendMove: 'Ask to move',
  cancelWindowOpen: `Sessions can be cancelled or moved up to ${CANCELLATION_WINDOW_HOURS} hours before they start.`,
  keepSession: 'Keep session',
  addToCalendar: 'Add to calendar',
  calendarFailed: 'Failed to download the calendar file. Please try again.',
  youConfirmed: 'You confirmed this session',
} as const;

/** The report's choices in the reporter's words: `other` is the side that did not come. */
export const reportKindLabels = (other: Side) =>
  ({ 'no-show': `The ${other} did not come`, problem: 'Something else went wrong' }) as const;

/** A proposal as the chat and the dashboards show it, and its answers. */
export const PROPOSAL_CARD_TEXTS = {
  ...PROPOSAL_TEXTS,
  title: 'Activity proposal',
  noActivities: 'No activities available for this buddy.',
  send: 'Send Proposal',
  approve: 'Approve',
  decline: 'Decline',
  suggest: 'Suggest another time',
  accept: 'Accept',
  suggestedInstead: 'Suggested instead',
  sendSuggestion: 'Send suggestion',
  nothingNew: 'Please suggest a new time, place or duration',
  approved: 'Proposal approved',
  declined: 'Proposal declined',
  accepted: 'New time accepted',
  suggested: 'New time suggested',
  /** A pending proposal's time lies outside the buddy's open times (decision 029), per side. */
  outsideAvailability: {
    buddy: 'Outside your availability',
    learner: "Outside the buddy's usual times",
  },
  /** A proposal's status as each side reads it. */
  status: {
    pending: { learner: 'Waiting for the buddy', buddy: 'Waiting for your answer' },
    approved: 'Approved',
    rejected: 'Declined',
    modified: { learner: 'New time suggested', buddy: 'Waiting for the learner' },
    cancelled: 'Cancelled',
    completed: 'Completed',
    awaiting_payment: {
      learner: 'Approved: waiting for your payment',
      buddy: 'Approved: waiting for payment',
    },
  },
} as const;

/** The open times a learner books from: in the proposal dialog and on a buddy's profile. */
export const OPEN_TIMES_TEXTS = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  showMore: 'Show more times',
  none: 'No open times in the next two weeks: propose any time below.',
  loadFailed: 'We could not load the open times.',
  tryAgain: 'Try again',
  loading: 'Loading open times…',
} as const;

/** Booking one of a buddy's open times at once (instant booking, decision 059). */
export const INSTANT_BOOKING_DIALOG_TEXTS = {
  title: 'Book an open time',
  intro: (name: string) =>
    `${name} offers instant booking for these activities: pick a time and it is yours, with no answer to wait for.`,
  activity: 'Activity',
  duration: 'Duration',
  openTimes: 'Open times',
  place: 'Place',
  price: 'Price',
  payNext: 'If the session is paid online, you pay on the next page to book it.',
  pickTime: 'Please pick one of the open times',
  book: 'Book this time',
  booking: 'Booking…',
  cancel: 'Cancel',
} as const;

/** A session waiting for the learner's payment (decision 038). */
export const PAYMENT_DUE_TEXTS = {
  pay: (cents: number) => `Pay ${formatEuros(cents)} to confirm`,
  payBy: (when: string) => `Pay by ${when}, or the session is not booked and its time is freed.`,
  learnerPays: (when: string) =>
    `Waiting for the learner's payment until ${when}. The session is booked once they have paid.`,
  opening: 'Opening the payment page…',
} as const;

/** A move of a booked session asked by one side (decision 039), as both sides read it. */
export const MOVE_TEXTS = {
  youAsked: 'You asked to move this session',
  theyAsked: (name: string) => `${name} asks to move this session`,
  accepted: 'Move accepted: waiting for the difference',
  accept: 'Accept move',
  decline: 'Decline',
  withdraw: 'Take back',
  keepAsBooked: 'Keep as booked',
  youPayMore: (cents: number) => `If accepted, you pay the ${formatEuros(cents)} difference.`,
  theyPayMore: (name: string, cents: number) =>
    `If accepted, ${name} pays the ${formatEuros(cents)} difference.`,
  youGetBack: (cents: number) => `If accepted, ${formatEuros(cents)} goes back to you.`,
  theyGetBack: (name: string, cents: number) =>
    `If accepted, ${formatEuros(cents)} goes back to ${name}.`,
  payDifference: (cents: number) => `Pay the ${formatEuros(cents)} difference`,
  payBy: (when: string) =>
    `Pay by ${when} to make the move. Until then, or if it is not paid, the session stays as booked.`,
  learnerPays: (name: string, cents: number, when: string) =>
    `Waiting for ${name} to pay the ${formatEuros(cents)} difference by ${when}. Until then the session stays as booked.`,
  stays: 'Until it is accepted, the session stays as booked.',
} as const;

/** A session's payment once it no longer waits (decision 038). */
export const PAYMENT_LINE_TEXTS = {
  paid: (cents: number, when: string) => `Paid ${formatEuros(cents)} on ${when}`,
  refunded: (cents: number) => `Refunded ${formatEuros(cents)}`,
  lapsed: 'Not paid by the deadline',
  cancelled: 'Not paid: the session was called off first',
  receipt: 'Receipt',
} as const;

/** Back from the provider's checkout (decision 038): the truth is the provider's own news. */
export const PAYMENT_RETURN_TEXTS = {
  confirming: 'Confirming your payment…',
  paid: 'Payment received: your session is booked.',
  notBooked: 'This session was not booked: its payment did not go through in time.',
  moved: 'Payment received: your session is moved.',
  notMoved: 'The session stays as booked: the difference was not paid in time.',
} as const;
