import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createLearner,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  expectPath,
  noToasts,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'First-pass-1';
const NEW_PASSWORD = 'Second-pass-2!';

/** A learner of this test's own, signed in on `page`, on their settings. */
async function settingsOfNewLearner(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await createLearner(page, email, PASSWORD, name);
  await signIn(page, email, PASSWORD);
  await page.goto('/profile/settings');
  await expect.poll(() => page.getByLabel('First name').inputValue()).toBe(name.split(' ')[0]);
  return email;
}

/** The newest verification code texted to `phone` (E.164, +316...) on the dev text messages page. */
async function codeTextedTo(page: Page, phone: string): Promise<string> {
  const texts = await page.context().newPage();
  await texts.goto('/dev/sms');
  const text = texts
    .locator('article', { has: texts.locator('.meta', { hasText: phone }) })
    .first()
    .locator('.text');
  await expect
    .poll(async () => {
      await texts.reload();
      return text.count();
    })
    .toBe(1);
  const code = /\b(\d{6})\b/.exec((await text.textContent())!)![1]!;
  await texts.close();
  return code;
}

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** The token of the newest mail to this address in the dev mailbox with a link that has `param`. */
async function mailedToken(page: Page, email: string, param: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  // Mails to exactly this address (another may contain it: new-…@), newest first.
  const to = mailbox.locator('.meta strong').getByText(email, { exact: true });
  const link = mailbox.locator('article', { has: to }).locator(`a[href*="${param}="]`);
  await expect
    .poll(async () => {
      await mailbox.reload();
      return link.count();
    })
    .toBeGreaterThan(0);
  const href = (await link.first().getAttribute('href'))!;
  await mailbox.close();
  return new URL(href).searchParams.get(param)!;
}

describe('/profile/settings', () => {
  it('shows every section, accessible at 1280 and 375 px', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await settingsOfNewLearner(page, 'Sofie Settings');
    for (const name of [
      'Personal Information',
      'Security Settings',
      'Privacy Settings (GDPR)',
      'Your data',
    ]) {
      expect(await page.getByRole('heading', { name }).count()).toBe(1);
    }
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('switch', { name: 'Data Retention Consent' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('switch', { name: 'Marketing Communications' }).isChecked()).toBe(
      false,
    );
    expect(await page.getByText(/^Account created: \d+ \w+ \d{4}$/).count()).toBe(1);
    // Made without the sign-up form (local admin): no terms accepted, and it says so (decision 048).
    expect(await page.getByText(/^Terms of Use: Not accepted yet/).count()).toBe(1);
    expect(
      await page.getByRole('link', { name: 'read the current terms' }).getAttribute('href'),
    ).toBe('/terms');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/learner/dashboard',
    );
    await expectAccessible(page);
    await screenshot(page, 'settings-desktop');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'settings-phone');
    await context.close();
  });

  it('opens for a buddy and for staff, each back to their own dashboard', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    for (const [email, dashboard] of [
      ['anna@buddies.local', '/buddy/dashboard'],
      ['moderator@buddies.local', '/moderator/dashboard'],
      ['expert@buddies.local', '/expert/dashboard'],
    ] as const) {
      await signIn(page, email, DEMO_PASSWORD);
      await page.goto('/profile/settings');
      await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
      expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
        dashboard,
      );
      await expectAccessible(page);
    }
    await context.close();
  });

  // The checks before saving need no server: settings-form.component.test.tsx proves them.
  it('saves the name, phone and consents, and verifies the phone by its code', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await settingsOfNewLearner(page, 'Pim Phone');
    // A number of this run's own: each number gets a few codes an hour.
    const digits = String(Date.now()).slice(-8);
    await page.getByLabel('Phone').fill(`06 ${digits.slice(0, 4)} ${digits.slice(4)}`);
    await page.getByLabel('Surname').fill('Phone-Verhoeven');
    await page.getByRole('switch', { name: 'Marketing Communications' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully!');
    await page.reload();
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe(`06${digits}`);
    expect(await page.getByLabel('Surname').inputValue()).toBe('Phone-Verhoeven');
    expect(await page.getByRole('switch', { name: 'Marketing Communications' }).isChecked()).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('Verification code').fill(await codeTextedTo(page, `+316${digits}`));
    await noToasts(page);
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await toast(page, 'Phone number verified successfully!');
    await expect.poll(() => page.getByText('Verified', { exact: true }).count()).toBe(1);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'settings-phone-verified', false);
    await context.close();
  });

  // The strength meter and the checks before saving: settings-form.component.test.tsx.
  it('changes the password, and signs in with the new one', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = await settingsOfNewLearner(page, 'Wim Wachtwoord');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await screenshot(page, 'settings-password', false);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully!');
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    const old = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
    const renewed = await page.request.post('/api/login', {
      data: { email, password: NEW_PASSWORD },
    });
    expect(renewed.status()).toBe(200);
    await context.close();
  });

  it('verifies the email with the token from the dev mailbox', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = await settingsOfNewLearner(page, 'Eva Email');
    await page.getByRole('button', { name: 'Send verification email' }).click();
    const token = await mailedToken(page, email, 'verifyEmailToken');
    await page.getByLabel('Verification token').fill(token);
    await noToasts(page);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await toast(page, 'Email verified successfully!');
    await expect
      .poll(() => page.getByRole('button', { name: 'Send verification email' }).count())
      .toBe(0);
    await context.close();
  });

  it('changes the email once both addresses confirm, and signs in with the new one', async () => {
    const { page, context } = await browser.newPage(PHONE);
    const email = await settingsOfNewLearner(page, 'Emil Change');
    const newEmail = `new-${email}`;
    await page.getByRole('button', { name: 'Change Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    await dialog.getByRole('button', { name: 'Send confirmation links' }).click();
    await expect.poll(() => dialog.getByText('Please fill in all required fields').count()).toBe(1);
    await dialog.getByLabel('New email').fill(newEmail);
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send confirmation links' }).click();
    const step = (name: string) => page.getByRole('heading', { name });
    await expect.poll(() => step('Verify Current Email').count()).toBe(1);
    await page
      .getByLabel('Verification token')
      .last()
      .fill(await mailedToken(page, email, 'currentEmailToken'));
    await noToasts(page);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => step('Verify New Email').count()).toBe(1);
    await screenshot(page, 'settings-email-change', false);
    await page
      .getByLabel('Verification token')
      .last()
      .fill(await mailedToken(page, newEmail, 'newEmailToken'));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);
    const renewed = await page.request.post('/api/login', {
      data: { email: newEmail, password: PASSWORD },
    });
    expect(renewed.status()).toBe(200);
    await context.close();
  });

  it('exports the data as a dated JSON file', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = await settingsOfNewLearner(page, 'Xander Export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^buddies-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(file)).toMatchObject({ exportedAt: expect.any(String) });
    expect(file).toContain(email);
    expect(file).not.toMatch(/passwordHash|tokenHash/);
    await context.close();
  });

  it('deletes the account: signed out here and in the open second tab, no sign-in after', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = await settingsOfNewLearner(page, 'Dirk Delete');
    const other = await browser.newPage(PHONE);
    await signIn(other.page, email, PASSWORD);
    await other.page.goto('/learner/dashboard');
    await expect
      .poll(() => other.page.locator('#learner-name').textContent())
      .toContain('Dirk Delete');

    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Why are you leaving? (optional)').fill('Moving abroad');
    await expectAccessible(page);
    await screenshot(page, 'settings-delete-dialog', false);
    // The password first (decision 048): without it, or with a wrong one, nothing is deleted.
    const deleteButton = dialog.getByRole('button', { name: 'Delete my account' });
    await deleteButton.click();
    await expect
      .poll(() => dialog.getByText('Please enter your password to delete your account.').count())
      .toBe(1);
    const password = dialog.getByLabel('Your password', { exact: true });
    await password.fill('Not-my-password-1');
    await deleteButton.click();
    await expect.poll(() => dialog.getByText('Current password is incorrect').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await password.fill(PASSWORD);
    await deleteButton.click();
    await toast(page, 'Your account has been successfully deleted. You will be logged out now.');
    await expectPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The other device's tab hears that its sign-in ended, and goes to the login.
    await expectPath(other.page, '/login');
    const again = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(again.status()).toBe(401);
    for (const opened of [context, other.context]) await opened.close();
  });
});
