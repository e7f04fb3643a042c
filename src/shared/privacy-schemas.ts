import { z } from 'zod';
import { DELETION_REASON_MAX, PRIVACY_TEXTS } from './privacy';
import { multilineText } from './validation';

/** The data-rights requests' shapes; their texts and limits are in privacy.ts. */

/**
 * DELETE /api/account/delete/{userId}: the account's password, which the server checks before
 * anything is deleted (decision 048), and why the user leaves, if they say, for the moderators'
 * record of the deleted account (a blank reason is none).
 */
export const AccountDeletionSchema = z.object({
  currentPassword: z
    .string({ error: PRIVACY_TEXTS.passwordRequired })
    .min(1, PRIVACY_TEXTS.passwordRequired)
    .max(200, 'Password is too long'),
  reason: multilineText()
    .trim()
    .max(DELETION_REASON_MAX, PRIVACY_TEXTS.reasonTooLong)
    .transform((reason) => reason || undefined)
    .optional(),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
