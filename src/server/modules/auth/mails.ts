import type { Mail } from '../../lib/outbox';

/** The texts of the account mails. Links point at the client's screens under PUBLIC_URL. */

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Buddies password',
    text: [
      `Hi ${name},`,
      '',
      'Someone asked to reset the password of your Buddies account. If that was you, choose a new password here:',
      '',
      link,
      '',
      'The link works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays the same.',
      '',
      'The Buddies team',
    ].join('\n'),
  };
}

export function emailVerificationMail(to: string, name: string, link: string, token: string): Mail {
  return {
    to,
    subject: 'Verify your email address for Buddies',
    text: [
      `Hi ${name},`,
      '',
      'Please confirm that this is your email address by opening this link:',
      '',
      link,
      '',
      `Or paste this verification code in your profile settings: ${token}`,
      '',
      'The link works once and expires in 24 hours.',
      '',
      'The Buddies team',
    ].join('\n'),
  };
}
