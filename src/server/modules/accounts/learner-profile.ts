import { and, eq, isNull } from 'drizzle-orm';
import {
  PROFILE_TEXTS,
  STAFF_PROFILE_FIELDS,
  type BuddyOwnProfile,
  type LearnerProfile,
  type LearnerProfileUpdate,
  type OwnProfilePatch,
  type ProfileUpdate,
  type StaffProfile,
} from '../../../shared/profiles';
import { isVisible } from '../../../shared/buddy-status';
import type { Database, Executor } from '../../db/client';
import { learnerProfiles, users } from '../../db/schema/users';
import { now } from '../../lib/clock';
import { publish, tellProfileChanged } from '../../lib/events';
import { badRequest, notFound } from '../../lib/http-errors';
import { removeStoredPhoto, storeProfilePhoto } from '../../lib/images';
import { requireSelf, requireSelfOr, type Caller } from '../../lib/policy';
import { changePassword, checkPasswordChange, type EndedAuthSessions } from '../auth/service';
import { buddyProfileOf, learnerProfileOf } from './profiles';
import { applyStaffChanges, isStaff, staffProfileOf } from './staff-profile';
import { renameAccount, type User } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account behind /api/profile/{id} (none once deleted), locked for the change when `forUpdate`. */
async function profileOwner(db: Executor, id: string, forUpdate = false) {
  if (!UUID.test(id)) return undefined;
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  return user;
}

/** A learner's account, for the learner's own profile page; anyone else's is not found. */
function requireLearner(user: User | undefined): User {
  if (!user || user.role !== 'learner') throw notFound(PROFILE_TEXTS.notFound);
  return user;
}

/** A learner's profile that is there: read back after a change. */
async function learnerProfile(db: Executor, id: string): Promise<LearnerProfile> {
  const profile = await learnerProfileOf(db, id);
  if (!profile) throw notFound(PROFILE_TEXTS.notFound);
  return profile;
}

/**
 * The profile /api/profile/{id} answers: a learner's or a staff member's (a buddy's fields come
 * with the buddy dashboard's own routes).
 */
async function profileOf(db: Executor, id: string): Promise<LearnerProfile | StaffProfile> {
  if (!UUID.test(id)) throw notFound(PROFILE_TEXTS.notFound);
  const profile = (await learnerProfileOf(db, id)) ?? (await staffProfileOf(db, id));
  if (!profile) throw notFound(PROFILE_TEXTS.notFound);
  return profile;
}

/** GET /api/profile/{id}: the user themselves or a moderator (403 for anyone else). */
export async function readProfile(db: Executor, caller: Caller, id: string) {
  requireSelfOr(caller, id, 'read-any-profile');
  return profileOf(db, id);
}

/** The learner's changes in the caller's transaction: the name on the account, the rest upserted. */
async function applyLearnerChanges(
  tx: Executor,
  user: User,
  changes: Partial<LearnerProfileUpdate>,
): Promise<void> {
  const { fullName, ...fields } = changes;
  if (fullName !== undefined) {
    await renameAccount(tx, user.id, fullName, now());
  }
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    await tx
      .insert(learnerProfiles)
      .values({ userId: user.id, ...set })
      .onConflictDoUpdate({ target: learnerProfiles.userId, set });
  }
  await tellProfileChanged(tx, [user.id]);
}

/** The fields of `changes` that are set but that a profile of this kind does not take. */
const refusedFields = (changes: ProfileUpdate, takes: (field: string) => boolean) =>
  Object.entries(changes)
    .filter(([field, value]) => value !== undefined && !takes(field))
    .map(([field]) => field);

/**
 * PUT /api/profile/{id}: the user themselves only; one transaction; the updated profile. A
 * learner's profile takes the learner's fields, a staff member's fullName, bio and department;
 * a field the profile does not take is refused by name (400), nothing is changed.
 */
export async function updateProfile(
  db: Database,
  caller: Caller,
  id: string,
  changes: ProfileUpdate,
): Promise<LearnerProfile | StaffProfile> {
  requireSelf(caller, id);
  return db.transaction(async (tx) => {
    const user = await profileOwner(tx, id, true);
    if (!user || (user.role !== 'learner' && !isStaff(user)))
      throw notFound(PROFILE_TEXTS.notFound);
    const staff = isStaff(user);
    const refused = refusedFields(changes, (field) =>
      staff ? (STAFF_PROFILE_FIELDS as readonly string[]).includes(field) : field !== 'department',
    );
    if (refused.length > 0) throw badRequest(PROFILE_TEXTS.notForThisProfile(refused));
    if (staff) await applyStaffChanges(tx, user, changes);
    else {
      const { department: _department, ...learnerChanges } = changes;
      await applyLearnerChanges(tx, user, learnerChanges);
    }
    return profileOf(tx, id);
  });
}

/** POST /api/profile/{id}/photo, before the body is read: may the caller, is there a profile. */
export async function checkPhotoUpload(db: Executor, caller: Caller, id: string) {
  requireSelf(caller, id);
  requirePhotoOwner(await profileOwner(db, id));
}

/** Learners and buddies have a photo of their own to replace; staff have none. */
function requirePhotoOwner(user: User | undefined): User {
  if (!user || (user.role !== 'learner' && user.role !== 'buddy')) {
    throw notFound(PROFILE_TEXTS.notFound);
  }
  return user;
}

/**
 * Stores the new photo (checked, re-encoded), points the account at it and then removes the
 * photo it replaced. When the update fails the new file goes again; a file is never shared. A
 * listed buddy's new photo is public at once.
 */
export async function replacePhoto(
  db: Database,
  caller: Caller,
  id: string,
  bytes: Buffer,
  uploadsDir: string,
): Promise<LearnerProfile | BuddyOwnProfile> {
  requireSelf(caller, id);
  const path = await storeProfilePhoto(uploadsDir, bytes);
  let replaced: string | null = null;
  try {
    const profile = await db.transaction(async (tx) => {
      const user = requirePhotoOwner(await profileOwner(tx, id, true));
      replaced = user.photo;
      await tx.update(users).set({ photo: path, updatedAt: now() }).where(eq(users.id, id));
      await tellProfileChanged(tx, [id]);
      if (user.role === 'learner') return learnerProfile(tx, id);
      if (isVisible(user.profileStatus)) await publish(tx, { type: 'buddies-changed' });
      return (await buddyProfileOf(tx, id))!;
    });
    await removeStoredPhoto(uploadsDir, replaced);
    return profile;
  } catch (err) {
    await removeStoredPhoto(uploadsDir, path);
    throw err;
  }
}

/**
 * PATCH /api/users/profile: the caller's own learner profile from the profile page form. The
 * email can only be repeated (changing it is Change Email); a new password needs the current
 * one and ends the caller's other sign-ins (the route forgets them). One transaction.
 */
export async function patchOwnProfile(
  db: Database,
  caller: Caller,
  patch: OwnProfilePatch,
): Promise<{ profile: LearnerProfile; ended: EndedAuthSessions | null }> {
  const user = requireLearner(await profileOwner(db, caller.userId));
  if (patch.email !== undefined && patch.email.toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest(PROFILE_TEXTS.useChangeEmail);
  }
  const passwordHash =
    patch.newPassword === undefined
      ? null
      : await checkPasswordChange(db, user, patch.currentPassword ?? '', patch.newPassword);
  return db.transaction(async (tx) => {
    const locked = requireLearner(await profileOwner(tx, caller.userId, true));
    await applyLearnerChanges(tx, locked, {
      fullName: patch.name,
      gender: patch.gender,
      age: patch.age,
      bio: patch.about,
      interests: patch.interests,
    });
    const ended = passwordHash
      ? await changePassword(tx, locked, passwordHash, caller.authSessionId)
      : null;
    return { profile: await learnerProfile(tx, caller.userId), ended };
  });
}
