import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import {
  createLearner,
  DESKTOP,
  expectAccessible,
  expectPath,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'events-password-1';

/** A learner of this file's own, so no other file's sign-outs touch it. */
async function newLearner(page: Page) {
  const email = `events-${randomBytes(4).toString('hex')}@example.com`;
  await createLearner(page, email, PASSWORD, 'Eva Events');
  return email;
}

/**
 * Opens /buddies with the stored sign-in and waits until its event stream is open. A mark on
 * `window` tells later whether the page was ever reloaded.
 */
async function openBuddies(page: Page) {
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto('/buddies');
  expect((await streamOpen).status()).toBe(200);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Our English Buddies');
  await page.evaluate(() => Object.assign(window, { neverReloaded: true }));
}

/** Signed out where it stood: at /login, the same document, told why. */
async function expectSignedOutAtOnce(page: Page) {
  await expectPath(page, '/login');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect.poll(() => nav.getByRole('link', { name: 'Login / Register' }).count()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(null);
  expect(await page.evaluate(() => 'neverReloaded' in window)).toBe(true);
  const toast = page.locator('[data-sonner-toast]', { hasText: AUTH_MESSAGES.sessionExpired });
  await expect.poll(() => toast.count()).toBe(1);
  // Settled, so that axe and the screenshot see it as the reader does.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

describe('a sign-in ended elsewhere', () => {
  it('signs out every open tab of that sign-in at once, and no other sign-in', async () => {
    const laptop = await browser.newPage(DESKTOP);
    const email = await newLearner(laptop.page);
    await signIn(laptop.page, email, PASSWORD);
    // A second window of the same sign-in that does not share this one's storage events:
    // only the server can tell it.
    const window2 = await browser.newPage(DESKTOP);
    const stored = await laptop.page.evaluate(() => ({ ...localStorage }));
    await window2.page.goto('/');
    await window2.page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    // The same learner signed in on a phone: a sign-in of its own.
    const phone = await browser.newPage(PHONE);
    await signIn(phone.page, email, PASSWORD);
    for (const { page } of [laptop, window2, phone]) await openBuddies(page);

    await laptop.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expectPath(laptop.page, '/login');

    await expectSignedOutAtOnce(window2.page);
    await expectAccessible(window2.page);
    await screenshot(window2.page, 'events-signed-out-elsewhere', false);
    // The tab that logged out knows why it is at /login: no "session expired" there.
    expect(await laptop.page.getByText(AUTH_MESSAGES.sessionExpired).count()).toBe(0);
    // The phone's sign-in goes on.
    await phone.page.waitForTimeout(500);
    expect(new URL(phone.page.url()).pathname).toBe('/buddies');
    expect(await phone.page.evaluate(() => localStorage.getItem('token'))).not.toBe(null);

    for (const { context } of [laptop, window2, phone]) await context.close();
  });

  it('signs out an open tab at once when the password is reset, after a dropped stream', async () => {
    const tab = await browser.newPage(DESKTOP);
    const email = await newLearner(tab.page);
    await signIn(tab.page, email, PASSWORD);
    // The first connection fails: the tab tries again by itself.
    let attempts = 0;
    await tab.page.route('**/api/events', (route) =>
      ++attempts === 1 ? route.abort('failed') : route.continue(),
    );
    await openBuddies(tab.page);
    expect(attempts).toBe(2);

    const elsewhere = await browser.newPage(DESKTOP);
    const asked = await elsewhere.page.request.post('/api/auth/forgot-password', {
      data: { email },
    });
    expect(asked.status()).toBe(200);
    await elsewhere.page.goto(await resetLinkFor(elsewhere.page, email));
    await elsewhere.page.getByLabel('New Password', { exact: true }).fill('events-password-2');
    await elsewhere.page.getByLabel('Confirm New Password').fill('events-password-2');
    await elsewhere.page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => elsewhere.page.locator('h1').textContent())
      .toBe('Password Reset Successful!');

    await expectSignedOutAtOnce(tab.page);
    await expectAccessible(tab.page);
    await screenshot(tab.page, 'events-signed-out-by-reset', false);
    for (const { context } of [tab, elsewhere]) await context.close();
  });
});

/** The reset link of the newest mail to this address in the dev mailbox. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  const mail = page.locator('article', { has: page.locator('.meta', { hasText: email }) }).first();
  const link = mail.locator('a[href*="/reset-password?token="]');
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mailbox');
        return link.count();
      },
      { interval: 500 },
    )
    .toBe(1);
  return (await link.getAttribute('href'))!;
}
