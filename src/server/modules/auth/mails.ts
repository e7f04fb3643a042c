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
import { MAIL_TEXTS } from '../../mails/texts';

/** The account mails. Links point at the client's screens under PUBLIC_URL. */

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.passwordReset.subject,
    createElement(PasswordResetMail, { name, link }),
  );
}

export function emailVerificationMail(to: string, name: string, link: string, token: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.emailVerification.subject,
    createElement(EmailVerificationMail, { name, link, token }),
  );
}

export function signUpAttemptMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.signUpAttempt.subject,
    createElement(SignUpAttemptMail, { name, link }),
  );
}

/** A new buddy's application arrived (issue 37); the link is their dashboard. */
export function applicationReceivedMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.applicationReceived.subject,
    createElement(ApplicationReceivedMail, { name, link }),
  );
}

/** A new learner's welcome (issue 37); the link is the buddies list. */
export function welcomeMail(to: string, name: string, link: string): Mail {
  return renderMail(to, MAIL_TEXTS.welcome.subject, createElement(WelcomeMail, { name, link }));
}

export function passwordChangedMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.passwordChanged.subject,
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
    MAIL_TEXTS.emailChangeCurrent.subject,
    createElement(EmailChangeCurrentMail, { name, newEmail, link, token }),
  );
}

export function emailChangeNewMail(to: string, name: string, link: string, token: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.emailChangeNew.subject,
    createElement(EmailChangeNewMail, { name, link, token }),
  );
}

/** In place of the new address's link when that address already has an account. */
export function emailChangeTakenMail(to: string, name: string, link: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.emailChangeTaken.subject,
    createElement(EmailChangeTakenMail, { name, link }),
  );
}

export function emailChangedMail(to: string, name: string, newEmail: string): Mail {
  return renderMail(
    to,
    MAIL_TEXTS.emailChanged.subject,
    createElement(EmailChangedMail, { name, newEmail }),
  );
}
