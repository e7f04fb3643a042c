/**
 * A booked conversation session from proposal to the end (ARCHITECTURE.md section 3): a
 * learner's proposal is a session in status `pending`; the buddy approves, rejects or modifies
 * it (a counter-proposal the learner accepts or declines). Later issues add confirmation,
 * completion and cancellation.
 */
export const SESSION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'modified',
  'cancelled',
  'completed',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Session lengths a learner may propose, in minutes (SPEC section 5). */
export const SESSION_DURATIONS = [30, 60, 90, 120, 150, 180] as const;
export const DEFAULT_SESSION_DURATION = 60;

/** Statuses that hold a time in the buddy's and the learner's calendars. */
export const BOOKED_STATUSES: readonly SessionStatus[] = ['approved', 'completed'];

/** What each side may do with a proposal in a status. */
export const PROPOSAL_ANSWERS = {
  /** The buddy answers a learner's proposal. */
  buddy: { pending: ['approve', 'reject', 'modify'] },
  /** The learner answers the buddy's counter-proposal. */
  learner: { modified: ['accept', 'decline'] },
} as const;

export type BuddyAnswer = 'approve' | 'reject' | 'modify';
export type LearnerAnswer = 'accept' | 'decline';

/** The status a session moves to on an answer. */
export const STATUS_AFTER: Record<BuddyAnswer | LearnerAnswer, SessionStatus> = {
  approve: 'approved',
  reject: 'rejected',
  modify: 'modified',
  accept: 'approved',
  decline: 'rejected',
};

/** Whether `answer` is allowed on a session in `status` for that side. */
export function mayAnswer(
  side: 'buddy' | 'learner',
  status: SessionStatus,
  answer: BuddyAnswer | LearnerAnswer,
): boolean {
  const allowed = (PROPOSAL_ANSWERS[side] as Partial<Record<SessionStatus, readonly string[]>>)[
    status
  ];
  return allowed?.includes(answer) ?? false;
}
