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
} as const;

const requiredString = z.string({ error: MESSAGES.required });

export const EmailSchema = requiredString
  .trim()
  .min(1, MESSAGES.required)
  .max(254, 'Email is too long')
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const PasswordSchema = requiredString
  .min(PASSWORD_MIN, MESSAGES.atLeast(PASSWORD_MIN))
  .max(200, 'Password is too long');

export const FullNameSchema = requiredString
  .trim()
  .min(NAME_MIN, MESSAGES.atLeast(NAME_MIN))
  .max(100, 'Name is too long');

/** +31 or 0, then a digit 1-9, then 8 digits; spaces are ignored. */
export const PHONE_NL_PATTERN = /^(\+31|0)[1-9]\d{8}$/;

export const PhoneNlSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => PHONE_NL_PATTERN.test(v), MESSAGES.invalidPhone);
