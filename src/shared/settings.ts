import { MESSAGES, PASSWORD_MIN } from './field-rules';
import { PROFILE_TEXTS } from './profiles';

/**
 * Profile settings (SPEC: Profile settings screen, sections 5 and 8): texts and the password
 * strength rule, for the screen and the server alike. Free of zod: the schemas are in
 * settings-schemas.ts.
 */
export const SETTINGS_TEXTS = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: 'Password must contain uppercase, lowercase, and numbers',
  noAuth: 'Authentication error',
  unknownDate: 'Unknown',
} as const;

/** The strength meter's words (SPEC section 5): 4 or more Strong, 3 Good, below 3 Weak. */
export type PasswordStrength = 'Weak' | 'Good' | 'Strong';

/** The least score a new password needs. */
export const PASSWORD_SCORE_MIN = 3;

/**
 * One point each for a length of at least 8, an uppercase letter, a lowercase letter, a digit
 * and a special character (anything else), as SPEC section 5 scores a new password.
 */
export function passwordScore(password: string): number {
  return [
    password.length >= PASSWORD_MIN,
    /\p{Lu}/u.test(password),
    /\p{Ll}/u.test(password),
    /\d/.test(password),
    /[^\p{L}\d]/u.test(password),
  ].filter(Boolean).length;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score >= 4) return 'Strong';
  return score === PASSWORD_SCORE_MIN ? 'Good' : 'Weak';
}

/** A password change as the settings send it: empty fields are not set. */
export interface PasswordChange {
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * What is wrong with a password change, by field (SPEC section 5): a new password needs the
 * current one, 8 characters and a strength score of 3; the confirmation must match it.
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
      : passwordScore(newPassword) < PASSWORD_SCORE_MIN && {
          newPassword: SETTINGS_TEXTS.weakPassword,
        }),
    ...(confirmPassword !== undefined &&
      confirmPassword !== newPassword && { confirmPassword: MESSAGES.passwordsDoNotMatch }),
  };
}
