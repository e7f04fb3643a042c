import { z } from 'zod';
import { ACTIVITY_TITLES } from './catalogue';
import { DEFAULT_MEETING_PLACE } from './discovery';
import {
  BUDDY_DESCRIPTION_MIN,
  HOURLY_RATE_MIN,
  MESSAGES,
  NAME_MIN,
  PASSWORD_MIN,
} from './field-rules';
import { PROFICIENCY_LEVELS, PROFILE_TEXTS } from './profiles';
import { PASSWORD_RULE_TEXTS, strongEnough } from './password-rule';
import { LEGAL_TEXTS } from './legal';
import { ROLES } from './roles';
import {
  EmailSchema,
  FullNameSchema,
  lineText,
  multilineText,
  nameText,
  NewPasswordSchema,
  PasswordSchema,
  PhoneNlSchema,
} from './validation';

/** The API contract of sign-in, registration and password reset (SPEC sections 3, 5, 7). */

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  loginSuccess: 'Login successful',
  // The server adds when to try again ('Please try again in 15 minutes.'), from Retry-After.
  tooManyLogins: 'Too many failed login attempts.',
  tooManyResets: 'Too many password reset requests.',
  tooManyVerifications: 'Too many verification emails.',
  tooManyRegistrations: 'Too many new accounts from your network.',
  forgotPasswordSent:
    'If an account exists for this email, we have sent a link to reset your password. It is valid for one hour.',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
  resetInvalid:
    'This reset link is invalid, expired or already used. Please request a new password reset.',
  registered: 'Registration successful',
  buddyRegistered:
    'Thank you for applying! A moderator will review your profile, then our learning expert will invite you for an interview.',
  verificationSent: 'We have sent a verification link to your email address.',
  emailVerified: 'Email verified successfully!',
  verificationInvalid: 'This verification link is invalid, expired or already used.',
  alreadyVerified: 'Your email address is already verified.',
  notAccountEmail: 'This is not the email address of your account. Use Change Email to change it.',
  loggedOut: 'Logged out',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

export const LoginSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginInput = z.infer<typeof LoginSchema>;

export const AuthUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  photo: z.string().nullable(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** The login response; registration that signs in answers the same shape. */
export const LoginResponseSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  user: AuthUserSchema,
  redirectUrl: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * The level a learner gives at sign-up, if they answer (issue 37): the profile's levels; a
 * learner who skips the question has not said (null, decision 057).
 */
export const SignUpLevelSchema = z
  .enum(PROFICIENCY_LEVELS, { error: PROFILE_TEXTS.invalidLevel })
  .optional();

/**
 * The sign-up's acceptance of the Terms of Use and the Privacy Policy (decision 048): true, or a
 * form's checkbox as sent ("on", "true"); the server records the current version with the time.
 */
export const AcceptTermsSchema = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value),
  z.literal(true, { error: LEGAL_TEXTS.mustAccept }),
);

export const LearnerRegistrationSchema = z.object({
  firstName: nameText(
    { length: NAME_MIN, error: MESSAGES.firstNameMin },
    50,
    'First name must be at most 50 characters',
  ),
  lastName: nameText(
    { length: NAME_MIN, error: MESSAGES.lastNameMin },
    50,
    'Last name must be at most 50 characters',
  ),
  email: EmailSchema,
  password: NewPasswordSchema,
  confirmPassword: z
    .string({ error: MESSAGES.confirmPassword })
    .min(PASSWORD_MIN, MESSAGES.passwordMin),
  proficiencyLevel: SignUpLevelSchema,
  acceptTerms: AcceptTermsSchema,
});
export type LearnerRegistrationInput = z.infer<typeof LearnerRegistrationSchema>;

/** The Sign Up tab's short form for learners (SPEC: complete variant). */
export const LearnerCompleteSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  fullName: FullNameSchema,
  username: lineText().max(60).optional(),
  role: z.literal('learner').optional(),
  proficiencyLevel: SignUpLevelSchema,
  acceptTerms: AcceptTermsSchema,
});
export type LearnerCompleteInput = z.infer<typeof LearnerCompleteSchema>;

export const ActivityTitleSchema = z.enum(ACTIVITY_TITLES, {
  error: 'Please choose activities from the list',
});

/**
 * The buddy application. Sent as multipart form data: `activities` repeats once per activity,
 * `profilePhoto` is an optional image file.
 */
export const BuddyRegistrationSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  fullName: FullNameSchema,
  username: lineText().max(60).optional(),
  role: z.literal('buddy').optional(),
  activities: z
    .array(ActivityTitleSchema)
    .min(1, 'Please select at least one activity')
    .refine((list) => new Set(list).size === list.length, 'Each activity can be chosen once'),
  customDescription: multilineText()
    .trim()
    .min(BUDDY_DESCRIPTION_MIN, `Description must be at least ${BUDDY_DESCRIPTION_MIN} characters`)
    .max(2000, 'Description must be at most 2000 characters'),
  location: lineText()
    .trim()
    .max(100, 'Location must be at most 100 characters')
    .default(DEFAULT_MEETING_PLACE),
  hourlyRate: z.coerce
    .number({ error: 'Hourly rate must be a number' })
    .min(HOURLY_RATE_MIN, `Hourly rate must be at least ${HOURLY_RATE_MIN}`)
    .max(500, 'Hourly rate must be at most 500'),
  phone: lineText()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(PhoneNlSchema.optional()),
  acceptTerms: AcceptTermsSchema,
});
export type BuddyRegistrationInput = z.input<typeof BuddyRegistrationSchema>;

/** Our tokens are 43 characters; anything far longer is not one of them. */
export const TOKEN_MAX = 200;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: MESSAGES.invalidResetLink })
    .min(1, MESSAGES.invalidResetLink)
    .max(TOKEN_MAX, MESSAGES.invalidResetLink),
  newPassword: z
    .string({ error: MESSAGES.required })
    .min(PASSWORD_MIN, MESSAGES.resetPasswordMin)
    .max(200, 'Password is too long')
    .refine(strongEnough, PASSWORD_RULE_TEXTS.weakPassword),
});

export const SendEmailVerificationSchema = z.object({ email: EmailSchema.optional() });
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(TOKEN_MAX, AUTH_MESSAGES.verificationInvalid),
});

export const MessageSchema = z.object({ message: z.string() });
export const ErrorSchema = z.object({ error: z.string(), issues: z.array(z.unknown()).optional() });
