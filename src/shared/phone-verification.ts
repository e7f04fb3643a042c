import { z } from 'zod';
import { MESSAGES, PHONE_CODE_LENGTH, PHONE_NL_PATTERN } from './field-rules';
import { lineText } from './validation';

/**
 * Phone verification (SPEC sections 5, 7 and 8): a 6-digit code sent by text message to a Dutch
 * number, entered in the profile settings. The screen's fallbacks ('Failed to send verification
 * code', 'Failed to verify phone number') show when the server's `error` is missing.
 */
export const PHONE_VERIFICATION_TEXTS = {
  codeSent: 'We have sent a verification code to your phone.',
  verified: 'Phone number verified successfully!',
  codeFormat: `Please enter the ${PHONE_CODE_LENGTH}-digit code from the text message`,
  wrongCode: 'This code is not correct. Please check it and try again.',
  codeUnusable: 'This code has expired or was already used. Please request a new code.',
  tooManyWrongCodes: 'Too many wrong codes. Please request a new code.',
  alreadyVerified: 'This phone number is already verified.',
  tooManyCodes: 'Too many verification codes.',
  unavailable:
    'Phone numbers cannot be verified right now: this server sends no text messages. Please try again later.',
  /** The text message itself. */
  smsText: (code: string, minutes: number) =>
    `Your Buddies verification code is ${code}. It expires in ${minutes} minutes.`,
} as const;

/** A phone number as the settings take it: spaces removed, +31 or 0, a digit 1-9, 8 digits. */
const DutchPhoneSchema = lineText(MESSAGES.invalidPhone)
  .max(40, MESSAGES.invalidPhone)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => PHONE_NL_PATTERN.test(v), MESSAGES.invalidPhone);

export const SendSmsVerificationSchema = z.object({ phone: DutchPhoneSchema });
export type SendSmsVerification = z.input<typeof SendSmsVerificationSchema>;

export const SmsVerificationSentSchema = z.object({
  message: z.string(),
  /** Outside production only, where no text may leave the machine. */
  verificationCode: z.string().optional(),
});

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

export const VerifyPhoneSchema = z.object({
  code: z
    .string({ error: PHONE_VERIFICATION_TEXTS.codeFormat })
    .max(40, PHONE_VERIFICATION_TEXTS.codeFormat)
    .trim()
    .regex(CODE_PATTERN, PHONE_VERIFICATION_TEXTS.codeFormat),
});
export type VerifyPhone = z.input<typeof VerifyPhoneSchema>;
