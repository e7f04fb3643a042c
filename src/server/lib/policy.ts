import { STAFF_ROLES, type Role } from '../../shared/roles';
import { forbidden } from './http-errors';

/** Who is asking: the signed-in user behind a request (set by the access plugin). */
export interface Caller {
  userId: string;
  role: Role;
  /** The sign-in (auth session) the bearer token belongs to. */
  authSessionId: string;
}

/**
 * The rules shared by every domain's `policy.ts`. Policies are pure: they decide from the caller
 * and the record, and the service that loaded the record acts on the answer.
 */
export const isStaff = (caller: Pick<Caller, 'role'>) => STAFF_ROLES.includes(caller.role);

/** The caller themselves, or staff: who may use a route about one user (`/{userId}`). */
export const isSelfOrStaff = (caller: Pick<Caller, 'userId' | 'role'>, userId: string) =>
  caller.userId === userId || isStaff(caller);

/** For the spec's `/{userId}` routes: anyone else is refused with 403. */
export function requireSelfOrStaff(caller: Pick<Caller, 'userId' | 'role'>, userId: string) {
  if (!isSelfOrStaff(caller, userId)) throw forbidden();
}
