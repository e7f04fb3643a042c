import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  expectPath,
  PHONE,
  screenshot,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const OLD_PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';
const SENT =
  'If an account exists for this email, we have sent a link to reset your password. It is valid for one hour.';

/** The reset link of the newest mail to this address in the dev mailbox. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const mail = page.locator('article', { has: page.locator('.meta', { hasText: email }) }).first();
  const link = mail.locator('a[href*="/reset-password?token="]');
  await expect
    .poll(
      async () => {
        await page.reload();
        return link.count();
      },
      { interval: 500 },
    )
    .toBe(1);
  return (await link.getAttribute('href'))!;
}

describe('forgot and reset password', () => {
  it('mails a link, sets a new password through it and logs in with that', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = `reset-${Date.now()}@example.com`;
    const created = await page.request.post('/api/register/learner/complete', {
      data: {
        email,
        password: OLD_PASSWORD,
        fullName: 'Rosa Reset',
        role: 'learner',
        acceptTerms: true,
      },
    });
    expect(created.status()).toBe(201);
    const { token: firstToken } = await created.json();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByLabel('Email').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'auth-forgot-dialog', false);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByText(SENT).count()).toBe(1);
    expect(await dialog.count()).toBe(0);
    // The dialog's submit must not also submit the login form behind it.
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'auth-forgot-sent', false);

    const link = await resetLinkFor(page, email);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[^&]+$/);
    await screenshot(page, 'auth-dev-mailbox', false);
    await page.goto(link);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Reset Password');
    await expectAccessible(page);
    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await newPassword.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect
      .poll(() => page.locator('form p.text-red-700').allTextContents())
      .toEqual(['Password must be at least 8 characters long']);
    await newPassword.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}!`);
    await submit.click();
    await expect
      .poll(() => page.locator('form p.text-red-700').allTextContents())
      .toEqual(['Passwords do not match']);
    await expectAccessible(page);
    await screenshot(page, 'auth-reset-mismatch');

    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Password Reset Successful!');
    const doneAt = Date.now();
    expect(await page.getByText('Taking you to the login page in 3 seconds').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'auth-reset-done', false);
    await expectPath(page, '/login');
    expect(Date.now() - doneAt).toBeGreaterThan(2_000);

    // A reset ends every session.
    const profile = await page.request.get('/api/learner/profile', {
      headers: { authorization: `Bearer ${firstToken}` },
    });
    expect(profile.status()).toBe(401);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectPath(page, '/learner/dashboard');
    const old = await page.request.post('/api/login', { data: { email, password: OLD_PASSWORD } });
    expect(old.status()).toBe(401);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Confirm New Password').fill('third-password-3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(
        'This reset link is invalid, expired or already used. Please request a new password reset.',
      );
    await context.close();
  });

  it('says the link is invalid when it has no token', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await page.goto('/reset-password');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Reset Password');
    expect(await page.getByRole('alert').textContent()).toBe(
      'Invalid reset link. Please request a new password reset.',
    );
    expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe(
      '/login',
    );
    await expectAccessible(page);
    await screenshot(page, 'auth-reset-no-token');
    await context.close();
  });
});
