import { MESSAGES, PASSWORD_MIN } from './field-rules';
import { PASSWORD_RULE_TEXTS, strongEnough } from './password-rule';
import { PROFILE_TEXTS } from './profiles';

/**
 * Profile settings (SPEC: Profile settings screen, sections 5 and 8): texts and the checks of a
 * password change (its strength rule is password-rule.ts's), for the screen and the server
 * alike. Free of zod: the schemas are in settings-schemas.ts.
 */
export const SETTINGS_TEXTS = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: PASSWORD_RULE_TEXTS.weakPassword,
  noAuth: 'Authentication error',
  unknownDate: 'Unknown',
} as const;

/** A password change as the settings send it: empty fields are not set. */
export interface PasswordChange {
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * What is wrong with a password change, by field (SPEC section 5): a new password needs the
 * current one, 8 characters and the strength rule (password-rule.ts); the confirmation must match it.
 */
export function passwordChangeProblems({
  currentPassword,
  newPassword,
  confirmPassword,
}: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  if (!newPassword) return confirmPassword ? { confirmPassword: MESSAGES.passwordsDoNotMatch } : {};
  return {
    ...(!currentPassword && { currentPassword: PROFILE_TEXTS.currentPasswordRequired }),
    ...(newPassword.length < PASSWORD_MIN
      ? { newPassword: PROFILE_TEXTS.newPasswordMin }
      : !strongEnough(newPassword) && {
          newPassword: SETTINGS_TEXTS.weakPassword,
        }),
    ...(confirmPassword !== undefined &&
      confirmPassword !== newPassword && { confirmPassword: MESSAGES.passwordsDoNotMatch }),
  };
}
