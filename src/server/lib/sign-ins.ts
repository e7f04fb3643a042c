import type { ProfileStatus } from '../../shared/buddy-status';
import type { Role } from '../../shared/roles';

/** A live sign-in: its id, the user behind it, their role and their account's status. */
export interface SignIn {
  id: string;
  userId: string;
  role: Role;
  accountStatus: ProfileStatus;
}

/**
 * The sign-ins this process trusts. The auth module makes them (`ModuleParts.signIns`), their
 * table being wholly its own; the app hands them to the access plugin, which checks every call
 * against them and decorates the app with them (`app.signIns`): the pages render for them, and
 * the modules forget the ones they end.
 */
export interface SignIns {
  /** The sign-in behind a bearer token, slid forward; undefined when not live. */
  resume(token: string): Promise<SignIn | undefined>;
  /** Every sign-in: read again on its next request (events of ended ones may have been missed). */
  forgetAll(): void;
  /** Ended sign-ins of a user: these (ids), or all of them (`null`). */
  forget(userId: string, authSessionIds: readonly string[] | null): void;
}
