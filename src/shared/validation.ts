import { z } from 'zod';

/** Field schemas and limits shared by forms and routes; messages are the spec's (section 5). */

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const BUDDY_DESCRIPTION_MIN = 50;
export const HOURLY_RATE_MIN = 10;
export const PHONE_CODE_LENGTH = 6;

export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  atLeast: (n: number) => `String must contain at least ${n} character(s)`,
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  selectRole: 'Please select your role',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidPhone: 'Please enter a valid phone number (Dutch format: +31 or 06...)',
  resetPasswordMin: 'Password must be at least 8 characters long',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  controlCharacters: 'Please remove special control characters from this text',
} as const;

/**
 * Control characters (C0, DEL, C1) have no place in what people type, and PostgreSQL refuses NUL
 * outright: text fields refuse them. Texts with lines keep line breaks and tabs.
 */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
const NO_CONTROL_CHARACTERS_BUT_LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;

/** A one-line text: a name, a place, a search term. */
export const lineText = (error: string = MESSAGES.required) =>
  z.string({ error }).regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters);

/** A text of one or more lines: a description, a message. */
export const multilineText = (error: string = MESSAGES.required) =>
  z.string({ error }).regex(NO_CONTROL_CHARACTERS_BUT_LINES, MESSAGES.controlCharacters);

const requiredString = z.string({ error: MESSAGES.required });

export const EmailSchema = lineText()
  .trim()
  .min(1, MESSAGES.required)
  .max(254, 'Email is too long')
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const PasswordSchema = requiredString
  .min(PASSWORD_MIN, MESSAGES.atLeast(PASSWORD_MIN))
  .max(200, 'Password is too long');

export const FullNameSchema = lineText()
  .trim()
  .min(NAME_MIN, MESSAGES.atLeast(NAME_MIN))
  .max(100, 'Name is too long');

/** +31 or 0, then a digit 1-9, then 8 digits; spaces are ignored. */
export const PHONE_NL_PATTERN = /^(\+31|0)[1-9]\d{8}$/;

export const PhoneNlSchema = lineText()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => PHONE_NL_PATTERN.test(v), MESSAGES.invalidPhone);
