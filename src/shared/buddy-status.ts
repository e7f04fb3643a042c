/**
 * A buddy's way from registration to a visible profile: one status, one machine (decision 011).
 * `users.profile_status` is the only column that holds it; the spec's `isApproved` and whether
 * the buddy is listed are derived from it here. Every change is recorded in
 * `account_status_changes` (who, when, from, to, note).
 */
import type { Role } from './roles';

export const PROFILE_STATUSES = [
  'pending',
  'expert_review',
  'interview_scheduled',
  'interview_completed',
  'approved',
  'rejected',
  /** Approved once, hidden from learners by a moderator until reinstated. */
  'suspended',
] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Who moves a buddy on: staff by role, or the system (registration, seed, migrations). */
export const STATUS_ACTORS = ['moderator', 'learning_expert', 'system'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

export interface StatusTransition {
  from: ProfileStatus;
  to: ProfileStatus;
  by: StatusActor;
  /** What the audit row says when the actor adds no note of their own. */
  note: string;
}

/** Every allowed change; anything else is refused. */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  {
    from: 'pending',
    to: 'expert_review',
    by: 'moderator',
    note: 'Profile approved for expert review',
  },
  { from: 'pending', to: 'rejected', by: 'moderator', note: 'Profile rejected by moderator' },
  {
    from: 'expert_review',
    to: 'interview_scheduled',
    by: 'learning_expert',
    note: 'Interview scheduled',
  },
  {
    from: 'interview_scheduled',
    to: 'expert_review',
    by: 'learning_expert',
    note: 'Interview cancelled',
  },
  {
    from: 'interview_scheduled',
    to: 'interview_completed',
    by: 'learning_expert',
    note: 'Interview completed',
  },
  {
    from: 'interview_scheduled',
    to: 'approved',
    by: 'learning_expert',
    note: 'Approved after the interview',
  },
  {
    from: 'interview_scheduled',
    to: 'rejected',
    by: 'learning_expert',
    note: 'Rejected after the interview',
  },
  {
    from: 'interview_completed',
    to: 'approved',
    by: 'learning_expert',
    note: 'Approved after the interview',
  },
  {
    from: 'interview_completed',
    to: 'rejected',
    by: 'learning_expert',
    note: 'Rejected after the interview',
  },
  { from: 'approved', to: 'suspended', by: 'moderator', note: 'Profile suspended by moderator' },
  { from: 'suspended', to: 'approved', by: 'moderator', note: 'Profile reinstated by moderator' },
];

/** The allowed change from `from` to `to` by `by`, or undefined when it is refused. */
export function findTransition(
  from: ProfileStatus,
  to: ProfileStatus,
  by: StatusActor,
): StatusTransition | undefined {
  return STATUS_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by);
}

/** A learner's only statuses: active, and suspended by a moderator (decision 026). */
export const LEARNER_STATUSES: readonly ProfileStatus[] = ['approved', 'suspended'];

/**
 * The allowed change of an account in `role`: a buddy's, any of the machine; a learner's, only
 * suspension and reinstatement. Staff accounts are not moved.
 */
export function findAccountTransition(
  role: Role,
  from: ProfileStatus,
  to: ProfileStatus,
  by: StatusActor,
): StatusTransition | undefined {
  if (role === 'learner' && !(LEARNER_STATUSES.includes(from) && LEARNER_STATUSES.includes(to))) {
    return undefined;
  }
  return role === 'buddy' || role === 'learner' ? findTransition(from, to, by) : undefined;
}

export function canTransition(from: ProfileStatus, to: ProfileStatus, by: StatusActor): boolean {
  return findTransition(from, to, by) !== undefined;
}

/** The statuses `by` may move a buddy in `from` to: the actions a screen may offer. */
export function nextStatuses(from: ProfileStatus, by: StatusActor): ProfileStatus[] {
  return STATUS_TRANSITIONS.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/**
 * A new buddy waits for moderation; learners and staff are active at once (decision 026): a
 * learner's status says only whether a moderator has suspended them.
 */
export function initialStatus(role: Role): ProfileStatus {
  return role === 'buddy' ? 'pending' : 'approved';
}

/** A learning expert's part of the way: from the moderator's approval to their verdict. */
export const INTERVIEW_STATUSES: readonly ProfileStatus[] = [
  'expert_review',
  'interview_scheduled',
  'interview_completed',
];
export const isUnderInterview = (status: ProfileStatus) => INTERVIEW_STATUSES.includes(status);

/** What a suspended learner or buddy is told when they try to sign in (issue 18). */
export const ACCOUNT_SUSPENDED_LOGIN_TEXT =
  'Your account is suspended. If you think this is a mistake, write to us through the Contact Us link.';

/** What a suspended learner or buddy is told when they try to change anything (decision 018). */
export const ACCOUNT_SUSPENDED_TEXT =
  'Your account is suspended: you can still see your data and log out, but not make changes.';

/** Learners see a buddy (lists, search, profile page) only in this status. */
export function isVisible(status: ProfileStatus): boolean {
  return status === 'approved';
}

/**
 * The spec's `isApproved`: true from the moderator's approval ('Send to Expert' sets it) onwards,
 * false while pending and once rejected.
 */
export function isApproved(status: ProfileStatus): boolean {
  return status !== 'pending' && status !== 'rejected';
}
