import type { ProfileStatus } from '../../shared/buddy-status';
import type { Role } from '../../shared/roles';
import { forbidden } from './http-errors';

/** Who is asking: the signed-in user behind a request (set by the access plugin). */
export interface Caller {
  userId: string;
  role: Role;
  /** The sign-in (auth session) the bearer token belongs to. */
  authSessionId: string;
}

/**
 * What a role may do beyond its own records (decision 018): moderators look after users,
 * sessions and support; learning experts after the buddies they interview. Nobody changes
 * another user's profile, staff included. Learners and buddies have no such permissions.
 */
export const PERMISSIONS = {
  /** Another user's profile (GET /api/profile/{id}): the users a moderator reviews. */
  'read-any-profile': ['moderator'],
  /** Any learner's or buddy's proposals and bookings. */
  'read-any-session': ['moderator'],
  /** Every support message: the moderators' queue. */
  'read-support-queue': ['moderator'],
  /** Answering, assigning and moving support messages on. */
  'handle-support': ['moderator'],
  /** A buddy's profile page in any status (pending, rejected, suspended). */
  'read-any-buddy': ['moderator'],
  /**
   * A buddy's profile page while they are interviewed (isUnderInterview), and the list of such
   * buddies with their application and history (GET /api/expert/profiles).
   */
  'read-buddy-under-interview': ['learning_expert'],
  /** Scheduling, moving, cancelling and completing interviews, and one's own free slots. */
  'interview-buddies': ['learning_expert'],
  /** Finding anyone by name to write to (the New Message dialog). */
  'find-anyone': ['moderator'],
  /** Pinning a buddy first in a learner's matches with a note, or hiding one (decision 064). */
  'steer-matches': ['moderator', 'learning_expert'],
  /** A message to anyone; and anyone may write to them (support, interviews). */
  'message-anyone': ['moderator', 'learning_expert'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The roles that hold a permission: a route's `config.access` for a staff-only route. */
export const rolesWith = (permission: Permission) =>
  PERMISSIONS[permission] as readonly Role[] as readonly [Role, ...Role[]];

/**
 * The rules shared by every domain's `policy.ts`. Policies are pure: they decide from the caller
 * and the record, and the service that loaded the record acts on the answer.
 */
export const may = (caller: Pick<Caller, 'role'>, permission: Permission) =>
  (PERMISSIONS[permission] as readonly Role[]).includes(caller.role);

/** The caller themselves, or a role with `permission`: who may use a route about one user. */
export const isSelfOr = (
  caller: Pick<Caller, 'userId' | 'role'>,
  userId: string,
  permission: Permission,
) => caller.userId === userId || may(caller, permission);

/** For the spec's `/{userId}` routes: anyone but the user and `permission`'s roles gets 403. */
export function requireSelfOr(
  caller: Pick<Caller, 'userId' | 'role'>,
  userId: string,
  permission: Permission,
) {
  if (!isSelfOr(caller, userId, permission)) throw forbidden();
}

/** For changes to one user's own records: only they make them, staff included (403). */
export function requireSelf(caller: Pick<Caller, 'userId'>, userId: string, message?: string) {
  if (caller.userId !== userId) throw forbidden(message);
}

/**
 * Whether an account may change anything: a suspended one only reads its own data and signs out
 * (decision 018). Pending and rejected buddies still edit their profile and write to staff.
 */
export const mayChangeData = (account: { status: ProfileStatus }) => account.status !== 'suspended';
