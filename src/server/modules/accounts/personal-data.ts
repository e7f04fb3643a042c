import { eq } from 'drizzle-orm';
import { DELETED_USER_NAME } from '../../../shared/privacy';
import { deletedUsers, learnerProfiles, staffProfiles, users } from '../../db/schema/users';
import { removeStoredPhoto } from '../../lib/images';
import { unusablePasswordHash } from '../../lib/passwords';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/**
 * The account, its learner or staff profile, and the tombstones of earlier accounts of its email.
 * Deleting it leaves the row as the tombstone history points at (decision 010), and the
 * moderators' record of what the account was (decision 034).
 */
export const accountsPersonalData: PersonalDataContract = {
  module: 'accounts',
  tables: tableNames(users, learnerProfiles, staffProfiles, deletedUsers),
  async exportFor(db, user) {
    const [account, learnerProfile, staffProfile, earlierAccounts] = await Promise.all([
      rowsAbout(db, users, eq(users.id, user.id), ['passwordHash']),
      rowsAbout(db, learnerProfiles, eq(learnerProfiles.userId, user.id)),
      rowsAbout(db, staffProfiles, eq(staffProfiles.userId, user.id)),
      rowsAbout(db, deletedUsers, eq(deletedUsers.email, user.email)),
    ]);
    return {
      account: account[0] ?? null,
      learnerProfile: learnerProfile[0] ?? null,
      staffProfile: staffProfile[0] ?? null,
      earlierAccounts,
    };
  },
  async eraseFor(tx, user, { at, reason, uploadsDir, afterCommit }) {
    // The moderators' tombstone (SPEC "Deleted user"), one per account: its id is the account's.
    await tx.insert(deletedUsers).values({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      role: user.role,
      deletionReason: reason,
      createdAt: user.createdAt,
      deletedAt: at,
    });
    // A learner's or staff member's profile is theirs alone: deleted.
    await tx.delete(learnerProfiles).where(eq(learnerProfiles.userId, user.id));
    await tx.delete(staffProfiles).where(eq(staffProfiles.userId, user.id));
    // The row stays for the history that points at it, with nothing of the person left: every
    // name on it reads 'Deleted user'; the email (free to register again) and the username
    // become placeholders; nobody can sign in; phone, photo, verifications and consents go.
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        username: `deleted-${user.id}`,
        fullName: DELETED_USER_NAME,
        passwordHash: unusablePasswordHash(),
        phone: null,
        photo: null,
        emailVerifiedAt: null,
        phoneVerifiedAt: null,
        dataRetentionConsent: false,
        marketingConsent: false,
        marketingConsentAt: null,
        favouritesMailConsent: false,
        updatedAt: at,
        deletedAt: at,
      })
      .where(eq(users.id, user.id));
    // The uploaded photo file goes once the deletion has committed.
    afterCommit(() => removeStoredPhoto(uploadsDir, user.photo));
  },
};
