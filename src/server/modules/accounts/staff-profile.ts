import { DEFAULT_DEPARTMENT, STAFF_PERMISSIONS } from '../../../shared/profiles';
import type { ProfileUpdate, StaffProfile } from '../../../shared/profiles-schemas';
import { STAFF_ROLES } from '../../../shared/roles';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { tellProfileChanged } from '../../lib/event-bus';
import { findStaffAccount, renameAccount, upsertStaffProfile, type User } from './repository';

export const isStaff = (user: Pick<User, 'role'>): user is User & { role: StaffProfile['role'] } =>
  STAFF_ROLES.includes(user.role);

/** A staff member's profile; undefined when the account is not there or not staff. */
export async function staffProfileOf(
  db: Executor,
  userId: string,
): Promise<StaffProfile | undefined> {
  const row = await findStaffAccount(db, userId);
  if (!row || !isStaff(row.user)) return undefined;
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    bio: row.bio ?? null,
    department: row.department ?? DEFAULT_DEPARTMENT,
    permissions: STAFF_PERMISSIONS[user.role],
  };
}

/** A staff member's changes in the caller's transaction: the name on the account, the rest upserted. */
export async function applyStaffChanges(
  tx: Executor,
  user: User,
  { fullName, bio, department }: Pick<ProfileUpdate, 'fullName' | 'bio' | 'department'>,
): Promise<void> {
  if (fullName !== undefined) {
    await renameAccount(tx, user.id, fullName, now());
  }
  const set = {
    ...(bio !== undefined && { bio }),
    ...(department !== undefined && { department: department ?? DEFAULT_DEPARTMENT }),
  };
  if (Object.keys(set).length > 0) await upsertStaffProfile(tx, user.id, set);
  await tellProfileChanged(tx, [user.id]);
}
