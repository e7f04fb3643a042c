import { z } from 'zod';
import { MESSAGES, PHONE_NL_PATTERN } from './field-rules';
import { passwordChangeProblems, type PasswordChange } from './settings';
import { lineText } from './validation';

/** The settings' shapes (SPEC section 3 "Profile (settings)"); texts and rules in settings.ts. */

/** What every account's profile carries for its settings, whatever its role. */
export const AccountSettingsSchema = z.object({
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  dataRetentionConsent: z.boolean(),
  marketingConsent: z.boolean(),
  /** A learner is mailed when a favourite buddy opens new times (decision 061). */
  favouritesMailConsent: z.boolean(),
  /** When the data retention consent was given or last changed. */
  gdprConsentDate: z.string(),
  /** When marketing was last agreed to or declined; null while never chosen. */
  marketingConsentDate: z.string().nullable(),
  /** The version of the terms accepted at sign-up (decision 048); null: none accepted. */
  termsVersion: z.string().nullable(),
  termsAcceptedAt: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

/** A password field as forms send it: empty means not set. */
const passwordField = z
  .string({ error: MESSAGES.required })
  .max(200, 'Password is too long')
  .optional()
  .transform((v) => v || undefined);

/**
 * The settings any account changes through PUT /api/profile/{id}: the phone (spaces removed, a
 * Dutch number; empty clears it), the consents, and a new password with the current one
 * (the confirmation, when sent, must match).
 */
export const ACCOUNT_SETTINGS_FIELDS = {
  phone: lineText(MESSAGES.invalidPhone)
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || PHONE_NL_PATTERN.test(v), MESSAGES.invalidPhone)
    .transform((v) => v || null)
    .nullish(),
  dataRetentionConsent: z.boolean().optional(),
  marketingConsent: z.boolean().optional(),
  /** Learners only: see AccountSettingsSchema. */
  favouritesMailConsent: z.boolean().optional(),
  currentPassword: passwordField,
  newPassword: passwordField,
  confirmPassword: passwordField,
};

/** The password rules of a settings change (passwordChangeProblems), each on its field. */
export function checkNewPassword(value: PasswordChange, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(passwordChangeProblems(value))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}
