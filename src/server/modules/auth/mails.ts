import { createElement } from 'react';
import type { Mail } from '../../lib/mailer';
import { EmailChangeCurrentMail } from '../../mails/email-change-current';
import { EmailChangeNewMail } from '../../mails/email-change-new';
import { EmailChangeTakenMail } from '../../mails/email-change-taken';
import { EmailChangedMail } from '../../mails/email-changed';
import { EmailVerificationMail } from '../../mails/email-verification';
import { PasswordChangedMail } from '../../mails/password-changed';
import { PasswordResetMail } from '../../mails/password-reset';
import { SignUpAttemptMail } from '../../mails/sign-up-attempt';
import { ApplicationReceivedMail } from '../../mails/application-received';
import { WelcomeMail } from '../../mails/welcome';
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

/** A new buddy's application arrived (issue 37); the link is their dashboard. */
export function applicationReceivedMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    'We have received your Buddies application',
    createElement(ApplicationReceivedMail, { name, link }),
  );
}

/** A new learner's welcome (issue 37); the link is the buddies list. */
export function welcomeMail(to: string, name: string, link: string): Mail {
  return renderMail(to, 'Welcome to Buddies', createElement(WelcomeMail, { name, link }));
}

export function passwordChangedMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    'Your Buddies password was changed',
    createElement(PasswordChangedMail, { name, link }),
  );
}

/** The two links of an email change (decision 036): to the account's address, and to the new one. */
export function emailChangeCurrentMail(
  to: string,
  name: string,
  newEmail: string,
  link: string,
  token: string,
): Mail {
  return renderMail(
    to,
    'Confirm the change of your Buddies email address',
    createElement(EmailChangeCurrentMail, { name, newEmail, link, token }),
  );
}

export function emailChangeNewMail(to: string, name: string, link: string, token: string): Mail {
  return renderMail(
    to,
    'Confirm your new email address for Buddies',
    createElement(EmailChangeNewMail, { name, link, token }),
  );
}

/** In place of the new address's link when that address already has an account. */
export function emailChangeTakenMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    'Someone tried to move a Buddies account to your email address',
    createElement(EmailChangeTakenMail, { name, link }),
  );
}

export function emailChangedMail(to: string, name: string, newEmail: string): Mail {
  return renderMail(
    to,
    'The email address of your Buddies account was changed',
    createElement(EmailChangedMail, { name, newEmail }),
  );
}
