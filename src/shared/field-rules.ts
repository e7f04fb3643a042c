/**
 * Field limits and messages shared by forms and routes; messages are the spec's (section 5).
 * Free of zod to keep screens light: the field schemas built on them are in validation.ts.
 */

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const BUDDY_DESCRIPTION_MIN = 50;
export const HOURLY_RATE_MIN = 10;
export const HOURLY_RATE_MAX = 500;
export const PHONE_CODE_LENGTH = 6;
export const FULL_NAME_MAX = 100;

export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  atLeast: (n: number) => `String must contain at least ${n} character(s)`,
  // The sign-up forms' friendly texts (issue 37), one per field, the same for learners and
  // buddies and on the server: never the library's "String must contain at least 2 character(s)".
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter a password',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters long`,
  confirmPassword: 'Please repeat your password',
  fullNameMin: `Full name must be at least ${NAME_MIN} characters`,
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  selectRole: 'Please select your role',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidPhone: 'Please enter a valid phone number (Dutch format: +31 or 06...)',
  resetPasswordMin: `Password must be at least ${PASSWORD_MIN} characters long`,
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  controlCharacters: 'Please remove special control characters from this text',
  directionCharacters: 'Please remove invisible text-direction characters from this text',
  oneLine: 'Please keep this to one line',
  nameNeedsLetter: 'A name must contain at least one letter',
} as const;

/** Hangul fillers are letters to Unicode, yet show as blank space. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;

/**
 * Whether a name shows anything: at least one letter that is not blank. Spaces, zero-width
 * characters (U+200B...) or punctuation alone made mails say "Hi ,".
 */
export const hasVisibleLetter = (name: string) => /\p{L}/u.test(name.replace(BLANK_LETTERS, ''));

/** +31 or 0, then a digit 1-9, then 8 digits; spaces are ignored. */
export const PHONE_NL_PATTERN = /^(\+31|0)[1-9]\d{8}$/;
