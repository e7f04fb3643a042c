import { createElement } from 'react';
import type { Mail } from '../../lib/mailer';
import { EmailVerificationMail } from '../../mails/email-verification';
import { PasswordChangedMail } from '../../mails/password-changed';
import { PasswordResetMail } from '../../mails/password-reset';
import { SignUpAttemptMail } from '../../mails/sign-up-attempt';
import { renderMail } from '../../mails/render-mail';

/** The account mails. Links point at the client's screens under PUBLIC_URL. */

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    'Reset your Buddies password',
    createElement(PasswordResetMail, { name, link }),
  );
}

export function emailVerificationMail(to: string, name: string, link: string, token: string): Mail {
  return renderMail(
    to,
    'Verify your email address for Buddies',
    createElement(EmailVerificationMail, { name, link, token }),
  );
}

export function signUpAttemptMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    'Someone tried to sign up with your email address',
    createElement(SignUpAttemptMail, { name, link }),
  );
}

export function passwordChangedMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    'Your Buddies password was changed',
    createElement(PasswordChangedMail, { name, link }),
  );
}
