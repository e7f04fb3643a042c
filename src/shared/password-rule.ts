import { PASSWORD_MIN } from './field-rules';

/**
 * The one rule for a new password, as SPEC section 5 scores it (decision 048): a point each for
 * a length of at least 8, an uppercase letter, a lowercase letter, a digit and a special
 * character (anything else); a new password needs at least 8 characters and a score of 3, so at
 * least two of the four kinds of character. The same rule is the meter on the screens and the
 * check of every schema that sets a password (sign-up, reset, change, user:create). Signing in
 * never checks it: a password set before the rule still opens its account.
 */

/** The least score a new password needs. */
export const PASSWORD_SCORE_MIN = 3;

/** The strength meter's words (SPEC section 5): 4 or more Strong, 3 Good, below 3 Weak. */
export type PasswordStrength = 'Weak' | 'Good' | 'Strong';

export const PASSWORD_RULE_TEXTS = {
  /**
   * The refusal of a long enough password with a score below 3. The spec's words ('Password
   * must contain uppercase, lowercase, and numbers') named a stricter rule than its score, and
   * "Abcdefgh" passed under them: these say what is checked (decision 048).
   */
  weakPassword:
    'Password must contain at least two of: uppercase letters, lowercase letters, numbers, special characters',
  /** Under the meter, before anything is refused. */
  hint: `At least ${PASSWORD_MIN} characters, with at least two of: uppercase letters, lowercase letters, numbers, special characters.`,
  /** Before the meter's word: 'Strength: Good'. */
  strength: 'Strength:',
} as const;

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

/**
 * Whether a password of at least 8 characters meets the rule. A shorter one is the length
 * message's to refuse (each form has its own words for it), so it passes here.
 */
export const strongEnough = (password: string) =>
  password.length < PASSWORD_MIN || passwordScore(password) >= PASSWORD_SCORE_MIN;
