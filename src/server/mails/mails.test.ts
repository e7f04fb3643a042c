import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationMail, passwordResetMail } from '../modules/auth/mails';
import { setPublicUrl } from '../lib/links';

const RESET_LINK = 'https://buddies.example/reset-password?token=abc_DEF-123';
const VERIFY_LINK = 'https://buddies.example/profile/settings?verifyEmailToken=tok_EN-1';

const SITE = 'https://buddies.example';

describe('mail templates', () => {
  beforeAll(() => setPublicUrl(`${SITE}/`));
  afterAll(() => setPublicUrl('http://localhost:3000'));

  it('give the password reset mail a plain text read off its HTML', () => {
    const mail = passwordResetMail('mila@example.com', 'Mila', RESET_LINK);
    expect(mail).toMatchObject({ to: 'mila@example.com', subject: 'Reset your Buddies password' });
    expect(mail.text).toBe(
      [
        'Hi Mila,',
        '',
        'Someone asked to reset the password of your Buddies account. If that was you, choose a new password here:',
        '',
        RESET_LINK,
        '',
        'The link works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays the same.',
        '',
        'The Buddies team',
        '',
        `Privacy Policy ${SITE}/privacy · Terms of Use ${SITE}/terms · Imprint ${SITE}/imprint`,
      ].join('\n'),
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(`href="${RESET_LINK}"`);
    expect(mail.html).toContain('Choose a new password</');
  });

  it('link the privacy policy, the terms and the imprint from every mail (decision 048)', () => {
    const mail = emailVerificationMail('mila@example.com', 'Mila', VERIFY_LINK, 'tok_EN-1');
    for (const path of ['/privacy', '/terms', '/imprint'])
      expect(mail.html).toContain(`href="${SITE}${path}"`);
  });

  it('show the logo and brand colours in the HTML only', () => {
    const mail = passwordResetMail('mila@example.com', 'Mila', RESET_LINK);
    expect(mail.html).toContain('>Buddies</span>');
    expect(mail.html).toContain('background-color:#0f766e');
    expect(mail.text).not.toContain('Connect with Language Buddies');
    expect(mail.text).not.toContain('Or paste this link');
  });

  it('escape what a user typed in the HTML', () => {
    const mail = passwordResetMail('x@example.com', '<img src=x onerror=alert(1)> Lea', RESET_LINK);
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt; Lea');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.text).toContain('Hi <img src=x onerror=alert(1)> Lea,');
  });

  it('give the verification mail its link and its code in both bodies', () => {
    const mail = emailVerificationMail('mila@example.com', 'Mila', VERIFY_LINK, 'tok_EN-1');
    expect(mail.subject).toBe('Verify your email address for Buddies');
    expect(mail.text).toContain(`opening this link:\n\n${VERIFY_LINK}\n\n`);
    expect(mail.text).toContain('code in your profile settings: tok_EN-1\n');
    expect(mail.html).toContain(`href="${VERIFY_LINK}"`);
    expect(mail.html).toMatch(/<code[^>]*>tok_EN-1<\/code>/);
  });
});
