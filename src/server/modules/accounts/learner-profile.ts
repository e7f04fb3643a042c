import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  PROFILE_TEXTS,
  type LearnerProfile,
  type LearnerProfileUpdate,
  type OwnProfilePatch,
} from '../../../shared/profiles';
import type { Database, Executor } from '../../db/client';
import { learnerProfiles, users } from '../../db/schema/users';
import { now } from '../../lib/clock';
import { tellProfileChanged } from '../../lib/events';
import { badRequest, notFound } from '../../lib/http-errors';
import { storeProfilePhoto } from '../../lib/images';
import { requireSelf, requireSelfOr, type Caller } from '../../lib/policy';
import { changePassword, checkPasswordChange, type EndedAuthSessions } from '../auth/service';
import { learnerProfileOf } from './profiles';
import type { User } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The photos we stored ourselves (storeProfilePhoto): the only files a new photo may remove. */
const UPLOADED_PHOTO = /^\/uploads\/photos\/[0-9a-f-]{36}\.webp$/;

/** The account behind /api/profile/{id}, locked for the change when `forUpdate`. */
async function profileOwner(db: Executor, id: string, forUpdate = false) {
  if (!UUID.test(id)) return undefined;
  const query = db.select().from(users).where(eq(users.id, id)).limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  return user;
}

/**
 * Whether /api/profile/{id} answers for an account. Learners only for now: a buddy's fields
 * come with the buddy dashboard (answer its profile here then); staff have none.
 */
function requireProfileRole(user: User | undefined): User {
  if (!user || user.role !== 'learner') throw notFound(PROFILE_TEXTS.notFound);
  return user;
}

/** The profile /api/profile/{id} answers, read in one go (the same rule as requireProfileRole). */
async function profileOf(db: Executor, id: string): Promise<LearnerProfile> {
  const profile = UUID.test(id) ? await learnerProfileOf(db, id) : undefined;
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
    await tx.update(users).set({ fullName, updatedAt: now() }).where(eq(users.id, user.id));
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

/** PUT /api/profile/{id}: the user themselves only; one transaction; the updated profile. */
export async function updateProfile(
  db: Database,
  caller: Caller,
  id: string,
  changes: LearnerProfileUpdate,
): Promise<LearnerProfile> {
  requireSelf(caller, id);
  return db.transaction(async (tx) => {
    const user = requireProfileRole(await profileOwner(tx, id, true));
    await applyLearnerChanges(tx, user, changes);
    return profileOf(tx, id);
  });
}

const photoFile = (uploadsDir: string, path: string) =>
  join(uploadsDir, path.replace(/^\/uploads\//, ''));

/** Removes a photo file we stored; anything else (bundled images, odd values) is left alone. */
async function removeUploadedPhoto(uploadsDir: string, path: string | null) {
  if (path && UPLOADED_PHOTO.test(path)) await rm(photoFile(uploadsDir, path), { force: true });
}

/** POST /api/profile/{id}/photo, before the body is read: may the caller, is there a profile. */
export async function checkPhotoUpload(db: Executor, caller: Caller, id: string) {
  requireSelf(caller, id);
  requireProfileRole(await profileOwner(db, id));
}

/**
 * Stores the new photo (checked, re-encoded), points the account at it and then removes the
 * photo it replaced. When the update fails the new file goes again; a file is never shared.
 */
export async function replacePhoto(
  db: Database,
  caller: Caller,
  id: string,
  bytes: Buffer,
  uploadsDir: string,
): Promise<LearnerProfile> {
  requireSelf(caller, id);
  const path = await storeProfilePhoto(uploadsDir, bytes);
  let replaced: string | null = null;
  try {
    const profile = await db.transaction(async (tx) => {
      const user = requireProfileRole(await profileOwner(tx, id, true));
      replaced = user.photo;
      await tx.update(users).set({ photo: path, updatedAt: now() }).where(eq(users.id, id));
      await tellProfileChanged(tx, [id]);
      return profileOf(tx, id);
    });
    await removeUploadedPhoto(uploadsDir, replaced);
    return profile;
  } catch (err) {
    await removeUploadedPhoto(uploadsDir, path);
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
  const user = requireProfileRole(await profileOwner(db, caller.userId));
  if (patch.email !== undefined && patch.email.toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest(PROFILE_TEXTS.useChangeEmail);
  }
  const passwordHash =
    patch.newPassword === undefined
      ? null
      : await checkPasswordChange(db, user, patch.currentPassword ?? '', patch.newPassword);
  return db.transaction(async (tx) => {
    const locked = requireProfileRole(await profileOwner(tx, caller.userId, true));
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
    return { profile: await profileOf(tx, caller.userId), ended };
  });
}
