import { z } from 'zod';
import { TOKEN_MAX } from './auth';
import { EMAIL_CHANGE_STATUSES, EMAIL_CHANGE_TEXTS as TEXTS } from './email-change';
import { EmailSchema } from './validation';

/** The email change's shapes (SPEC sections 3 and 7); texts in email-change.ts. */

/** A field the change dialog requires: missing or empty says so (SPEC section 5). */
const required = () => z.string({ error: TEXTS.fillInAll });

/** POST /api/profile/change-email/initiate. */
export const InitiateEmailChangeSchema = z.object({
  newEmail: required().trim().min(1, TEXTS.fillInAll).pipe(EmailSchema),
  currentPassword: required().min(1, TEXTS.fillInAll).max(200, 'Password is too long'),
});
export type InitiateEmailChange = z.input<typeof InitiateEmailChangeSchema>;

export const EmailChangeInitiatedSchema = z.object({
  message: z.string(),
  /** Outside production only, where no mail leaves the machine. */
  currentEmailToken: z.string().optional(),
  newEmailToken: z.string().optional(),
});

/** POST /api/profile/change-email/verify-current and verify-new: the token from either mail. */
export const VerifyEmailChangeSchema = z.object({
  token: z
    .string({ error: TEXTS.tokenRequired })
    .max(TOKEN_MAX, TEXTS.linkInvalid)
    .trim()
    .min(1, TEXTS.tokenRequired),
});
export type VerifyEmailChange = z.input<typeof VerifyEmailChangeSchema>;

/** GET /api/profile/change-email/status (SPEC section 3 "Email change status"). */
export const EmailChangeStatusSchema = z.object({
  hasPendingRequest: z.boolean(),
  /** The address asked for; null without a request. */
  newEmail: z.string().nullable(),
  /** Whether the link to the account's address was confirmed. */
  currentEmailVerified: z.boolean(),
  status: z.enum(EMAIL_CHANGE_STATUSES),
  /** When the request's links stop working (ISO 8601); null without a request. */
  expiresAt: z.string().nullable(),
});

export type EmailChangeStatus = z.infer<typeof EmailChangeStatusSchema>;
