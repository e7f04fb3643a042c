import { createElement } from 'react';
import type { Mail } from '../../lib/mailer';
import { EmailVerificationMail } from '../../mails/email-verification';
import { PasswordResetMail } from '../../mails/password-reset';
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
