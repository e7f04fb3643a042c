import { PROFILE_TEXTS, STAFF_PROFILE_FIELDS } from '../../../shared/profiles';
import type {
  BuddyOwnProfile,
  LearnerProfile,
  LearnerProfileUpdate,
  OwnProfilePatch,
  ProfileUpdate,
  ProfileWithSettings,
} from '../../../shared/profiles-schemas';
import { isVisible } from '../../../shared/buddy-status';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { publish, tellProfileChanged } from '../../lib/event-bus';
import { badRequest, notFound } from '../../lib/http-errors';
import { removeStoredPhoto, storeProfilePhoto } from '../../lib/images';
import { requireSelf, requireSelfOr, type Caller } from '../../lib/policy';
import { changePassword, checkPasswordChange, type EndedAuthSessions } from '../auth/service';
import { buddyProfileOf, learnerProfileOf } from './profiles';
import { applyStaffChanges, isStaff, staffProfileOf } from './staff-profile';
import { accountSettingsOf, applyAccountSettings } from './account-settings';
import {
  findUserById,
  lockUserById,
  renameAccount,
  setAccountPhoto,
  upsertLearnerProfile,
  type User,
} from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account behind /api/profile/{id} (none once deleted), locked for the change when `forUpdate`. */
async function profileOwner(db: Executor, id: string, forUpdate = false) {
  if (!UUID.test(id)) return undefined;
  return forUpdate ? lockUserById(db, id) : findUserById(db, id);
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

/** A buddy's account as /api/profile/{id} answers it: their public profile has its own routes. */
async function buddyAccountOf(db: Executor, user: User) {
  const profile = await buddyProfileOf(db, user.id);
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role: 'buddy' as const,
    createdAt: user.createdAt.toISOString(),
    bio: profile?.about ?? null,
  };
}

/**
 * The profile /api/profile/{id} answers: a learner's or a staff member's, or a buddy's account,
 * each with the account's settings.
 */
async function profileOf(db: Executor, id: string): Promise<ProfileWithSettings> {
  const user = await profileOwner(db, id);
  if (!user) throw notFound(PROFILE_TEXTS.notFound);
  const profile =
    user.role === 'buddy'
      ? await buddyAccountOf(db, user)
      : ((await learnerProfileOf(db, id)) ?? (await staffProfileOf(db, id)));
  if (!profile) throw notFound(PROFILE_TEXTS.notFound);
  return { ...profile, ...accountSettingsOf(user) };
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
  if (Object.keys(set).length > 0) await upsertLearnerProfile(tx, user.id, set);
  await tellProfileChanged(tx, [user.id]);
}

/** What every account takes through PUT /api/profile/{id}, whatever its role. */
const ACCOUNT_FIELDS: readonly string[] = [
  'fullName',
  'phone',
  'dataRetentionConsent',
  'marketingConsent',
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

/** Whether a profile of this account's role takes `field`, besides the account's own. */
function takes(user: User, field: string): boolean {
  if (ACCOUNT_FIELDS.includes(field)) return true;
  if (isStaff(user)) return (STAFF_PROFILE_FIELDS as readonly string[]).includes(field);
  return user.role === 'learner' && field !== 'department';
}

/** The fields of `changes` that are set but that this account's profile does not take. */
const refusedFields = (changes: ProfileUpdate, user: User) =>
  Object.entries(changes)
    .filter(([field, value]) => value !== undefined && !takes(user, field))
    .map(([field]) => field);

/** The account's name: a listed buddy's is public, and every process reads it again. */
async function renameAny(tx: Executor, user: User, fullName: string | undefined) {
  if (fullName === undefined) return;
  await renameAccount(tx, user.id, fullName, now());
  await tellProfileChanged(tx, [user.id]);
  if (user.role === 'buddy' && isVisible(user.profileStatus)) {
    await publish(tx, { type: 'buddies-changed' });
  }
}

/**
 * PUT /api/profile/{id}: the user themselves only; one transaction; the updated profile and the
 * sign-ins a new password ended (the route forgets them). Every account takes its name, phone,
 * consents and a new password (with the current one, checked first); a learner's profile also
 * the learner's fields, a staff member's bio and department; a field the profile does not take
 * is refused by name (400), nothing is changed.
 */
export async function updateProfile(
  db: Database,
  caller: Caller,
  id: string,
  changes: ProfileUpdate,
): Promise<{ profile: ProfileWithSettings; ended: EndedAuthSessions | null }> {
  requireSelf(caller, id);
  const before = await profileOwner(db, id);
  if (!before) throw notFound(PROFILE_TEXTS.notFound);
  const refused = refusedFields(changes, before);
  if (refused.length > 0) throw badRequest(PROFILE_TEXTS.notForThisProfile(refused));
  const {
    fullName,
    phone,
    dataRetentionConsent,
    marketingConsent,
    favouritesMailConsent,
    currentPassword,
    newPassword,
    confirmPassword: _confirm,
    department,
    ...learnerFields
  } = changes;
  const passwordHash =
    newPassword === undefined
      ? null
      : await checkPasswordChange(db, before, currentPassword ?? '', newPassword);
  return db.transaction(async (tx) => {
    const user = await profileOwner(tx, id, true);
    if (!user) throw notFound(PROFILE_TEXTS.notFound);
    const at = now();
    await applyAccountSettings(
      tx,
      user,
      { phone, dataRetentionConsent, marketingConsent, favouritesMailConsent },
      at,
    );
    if (isStaff(user)) {
      await applyStaffChanges(tx, user, { fullName, bio: learnerFields.bio, department });
    } else if (user.role === 'learner') {
      await applyLearnerChanges(tx, user, { fullName, ...learnerFields });
    } else {
      await renameAny(tx, user, fullName);
    }
    const ended = passwordHash
      ? await changePassword(tx, user, passwordHash, caller.authSessionId)
      : null;
    return { profile: await profileOf(tx, id), ended };
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
      await setAccountPhoto(tx, id, path, now());
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
