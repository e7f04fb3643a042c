/**
 * Email change (SPEC sections 4, 5, 7 and 8; decision 036): a link to the account's address and
 * one to the new address, both confirmed within a day, change the email. Texts for the screen
 * and the server alike; the shapes are in email-change-schemas.ts. The screen's fallbacks
 * ('Failed to initiate email change', 'Failed to verify current email', ...) show when the
 * server's `error` is missing.
 */
export const EMAIL_CHANGE_TEXTS = {
  /** SPEC section 5: new email and current password required. */
  fillInAll: 'Please fill in all required fields',
  sameEmail: 'This is already the email address of your account.',
  initiated:
    'We have sent a confirmation link to your current and to your new email address. Your email changes once you have confirmed both.',
  tooManyRequests: 'Too many email change requests.',
  tokenRequired: 'Please enter the token from the email.',
  linkInvalid: 'This link is invalid, expired or already used.',
  currentVerified:
    'Email verified successfully! Now confirm your new email address with the link we sent there.',
  newVerified:
    'Email verified successfully! Now confirm the change with the link we sent to your current email address.',
  changed: 'Email verified successfully! Your email address has been changed.',
  emailTaken:
    'This email address now belongs to another account, so your email address was not changed.',
  cancelled: 'Email change request cancelled',
  nothingToCancel: 'There is no pending email change request.',
} as const;

/**
 * Where the account's latest request stands: 'pending' while it can still be confirmed,
 * 'completed' once it changed the email, 'none' without one (or once it expired or was cancelled).
 */
export const EMAIL_CHANGE_STATUSES = ['none', 'pending', 'completed'] as const;
export type EmailChangeState = (typeof EMAIL_CHANGE_STATUSES)[number];

/** The two links: the one to the account's address and the one to the new address. */
export type EmailChangeHalf = 'current' | 'new';
