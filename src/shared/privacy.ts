/** How long a deleted account's reason to leave may be. */
export const DELETION_REASON_MAX = 1000;

/** The user's data rights (SPEC: Profile settings, section 8): their data export and deletion. */
export const PRIVACY_TEXTS = {
  exportFailed: 'Failed to export data. Please try again.',
  notYours: 'You can only export your own data.',
  exportedTooOften: 'You have exported your data several times in the last hour.',
  deleteFailed: 'Failed to delete account. Please contact support.',
  deleted: 'Your account has been successfully deleted. You will be logged out now.',
  notYoursToDelete: 'You can only delete your own account.',
  /** Deleting asks for the account's password first (decision 048). */
  passwordRequired: 'Please enter your password to delete your account.',
  passwordLabel: 'Your password',
  reasonTooLong: `A reason can be at most ${DELETION_REASON_MAX} characters`,
  /** The account was deleted meanwhile (by a second deletion at once). */
  accountGone: 'This account no longer exists.',
  /** Why a deleted account's open sessions ended, as their log and the other side read it. */
  sessionEndedByDeletion: 'The account was deleted.',
} as const;

/** The name every history row shows for a deleted account (decision 010). */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * How long the moderators keep the tombstone of a deleted account (its name, email, role and
 * reason): two years, for fraud and disputes about past sessions (decision 034).
 */
export const DELETED_ACCOUNT_KEPT_DAYS = 730;

/** The export's file name: the date it was made, so that several do not overwrite each other. */
export const exportFileName = (date: string) => `buddies-my-data-${date}.json`;
