/**
 * A booked conversation session from proposal to the end (ARCHITECTURE.md section 3): a
 * learner's proposal is a session in status `pending`; the buddy approves, rejects or modifies
 * it (a counter-proposal the learner accepts or declines); with payments on, an approved session
 * waits for the learner's payment (decision 038) and lapses unpaid at its deadline; a booked
 * session is cancelled or moved before it starts, and completed after it.
 */
export const SESSION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'modified',
  'cancelled',
  'completed',
  'awaiting_payment',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * A move of a booked session (decision 039): asked, waiting for the other side's answer; or
 * accepted and waiting for the learner to pay the difference, its new time held meanwhile.
 */
export const MOVE_STATUSES = ['asked', 'awaiting_payment'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];

/** Session lengths a learner may propose, in minutes (SPEC section 5). */
export const SESSION_DURATIONS = [30, 60, 90, 120, 150, 180] as const;
export const DEFAULT_SESSION_DURATION = 60;

/** Still ahead, these count as upcoming: booked or waiting for an answer (SPEC: "confirmed or pending"). */
export const UPCOMING_STATUSES: readonly SessionStatus[] = [
  'approved',
  'awaiting_payment',
  'pending',
  'modified',
];
export const BOOKED_STATUSES: readonly SessionStatus[] = ['approved', 'completed'];
/**
 * Statuses that hold a time in the buddy's and the learner's calendars: booked, or waiting for
 * the payment that books it (the exclusion constraints of migration 0030 hold the same list).
 */
export const TIME_HOLDING_STATUSES: readonly SessionStatus[] = [
  ...BOOKED_STATUSES,
  'awaiting_payment',
];

/** What happens to a session; each moves it from one status to another (TRANSITIONS). */
export const SESSION_EVENTS = [
  'propose',
  'book',
  'approve',
  'reject',
  'modify',
  'accept',
  'decline',
  'cancel',
  'move',
  'accept-move',
  'decline-move',
  'withdraw-move',
  'edit',
  'complete',
  'pay',
  'lapse',
] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/**
 * Who moves a session: one of its two sides, the server on its own (a timer, or ending the open
 * sessions of a deleted account), or a moderator (ending the open sessions of an account they
 * suspend).
 */
export const SESSION_ACTORS = ['learner', 'buddy', 'system', 'moderator'] as const;
export type SessionActor = (typeof SESSION_ACTORS)[number];

export interface Transition {
  event: SessionEvent;
  /** `null`: the session is new. */
  from: SessionStatus | null;
  to: SessionStatus;
  by: readonly SessionActor[];
  /** Only while payments are on, or only while they are off (decision 038); else either way. */
  payments?: 'on' | 'off';
}

/**
 * Every move a session can make, and who may make it: the one table the server's
 * `transition()` checks (sessions/transition.ts) and the screens ask (`mayAnswer`). Moving a
 * booked session is cancelling it with a new time that goes back to the other side: the
 * learner's to the buddy as a proposal, the buddy's to the learner as a counter-proposal.
 */
export const TRANSITIONS: readonly Transition[] = [
  { event: 'propose', from: null, to: 'pending', by: ['learner'] },
  // Instant booking (decision 059): the learner books an open time of an activity the buddy
  // offers so, straight to where an approved proposal goes, with no answer to wait for.
  { event: 'book', from: null, to: 'approved', by: ['learner'], payments: 'off' },
  { event: 'book', from: null, to: 'awaiting_payment', by: ['learner'], payments: 'on' },
  { event: 'approve', from: 'pending', to: 'approved', by: ['buddy'], payments: 'off' },
  // With payments on, an approval (or an accepted counter-proposal) waits for the learner's
  // payment, holding the time; the provider's webhook books it, the deadline lets it lapse.
  { event: 'approve', from: 'pending', to: 'awaiting_payment', by: ['buddy'], payments: 'on' },
  { event: 'pay', from: 'awaiting_payment', to: 'approved', by: ['system'] },
  { event: 'lapse', from: 'awaiting_payment', to: 'cancelled', by: ['system'] },
  {
    event: 'cancel',
    from: 'awaiting_payment',
    to: 'cancelled',
    by: ['learner', 'buddy', 'moderator', 'system'],
  },
  // A moderator's suspension (issue 18), and the server at an account's deletion (issue 20),
  // withdraw and cancel the account's open sessions.
  { event: 'reject', from: 'pending', to: 'rejected', by: ['buddy', 'moderator', 'system'] },
  { event: 'modify', from: 'pending', to: 'modified', by: ['buddy'] },
  { event: 'accept', from: 'modified', to: 'approved', by: ['learner'], payments: 'off' },
  {
    event: 'accept',
    from: 'modified',
    to: 'awaiting_payment',
    by: ['learner'],
    payments: 'on',
  },
  { event: 'decline', from: 'modified', to: 'rejected', by: ['learner', 'moderator', 'system'] },
  {
    event: 'cancel',
    from: 'approved',
    to: 'cancelled',
    by: ['learner', 'buddy', 'moderator', 'system'],
  },
  // Either side asks to move a booked session (a new time, length or place); until the other
  // side accepts, the booking and its payment stand (decision 039). The one who asked may take
  // it back; unanswered, it lapses when its time (or the booking's) comes. An accepted move
  // that costs more waits for the difference, paid (`pay`) or not in time (`lapse`).
  { event: 'move', from: 'approved', to: 'approved', by: ['learner', 'buddy'] },
  { event: 'accept-move', from: 'approved', to: 'approved', by: ['learner', 'buddy'] },
  { event: 'decline-move', from: 'approved', to: 'approved', by: ['learner', 'buddy'] },
  { event: 'withdraw-move', from: 'approved', to: 'approved', by: ['learner', 'buddy'] },
  { event: 'pay', from: 'approved', to: 'approved', by: ['system'] },
  { event: 'lapse', from: 'approved', to: 'approved', by: ['system'] },
  // The buddy changes a booked session's time or place at once, the learner told (decision 032).
  { event: 'edit', from: 'approved', to: 'approved', by: ['buddy'] },
  { event: 'complete', from: 'approved', to: 'completed', by: ['learner', 'buddy', 'system'] },
];

/** The transition `event` by `actor` makes from `from` with payments on or off, if the table has one. */
export const transitionOf = (
  event: SessionEvent,
  from: SessionStatus | null,
  actor: SessionActor,
  payments: 'on' | 'off',
): Transition | undefined =>
  TRANSITIONS.find(
    (t) =>
      t.event === event &&
      t.from === from &&
      t.by.includes(actor) &&
      (t.payments === undefined || t.payments === payments),
  );

export type BuddyAnswer = 'approve' | 'reject' | 'modify';
export type LearnerAnswer = 'accept' | 'decline';

/** Whether `answer` is allowed on a session in `status` for that side. */
export const mayAnswer = (
  side: 'buddy' | 'learner',
  status: SessionStatus,
  answer: BuddyAnswer | LearnerAnswer,
): boolean =>
  TRANSITIONS.some((t) => t.event === answer && t.from === status && t.by.includes(side));

/**
 * Whether a change takes calendars along (decision 015): a booking, or a booked session whose
 * time, length or place changed (`rebooked`: edited, or moved), is a REQUEST; a booked time given
 * up (cancelled) a CANCEL; completing a session, or asking to move it, leaves it where it is.
 */
export function calendarChangeOf(
  t: Pick<Transition, 'from' | 'to'>,
  rebooked: boolean,
): 'request' | 'cancel' | null {
  if (t.from === 'approved' && t.to === 'approved') return rebooked ? 'request' : null;
  if (t.to === 'approved') return 'request';
  if (t.from === 'approved' && t.to !== 'completed') return 'cancel';
  return null;
}
