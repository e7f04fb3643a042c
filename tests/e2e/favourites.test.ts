import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createLearner,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';
import { loadConfig } from '../../src/server/config';
import { unsubscribeToken } from '../../src/server/lib/unsubscribe-links';

const browser = useBrowser();
const PASSWORD = 'favourites-1';
/** A seeded buddy. */
const BUDDY = 'Sophie Laurent';
const EMPTY = 'No favourites yet. Save buddies you like from the buddy list.';

const favouritesOn = (page: Page) => page.getByRole('region', { name: 'Favourites' });

async function openDashboard(page: Page) {
  await page.goto('/learner/dashboard');
  await favouritesOn(page).waitFor();
}

describe('favourites', () => {
  it('a learner saves a buddy from the list and finds them on the dashboard and their profile', async () => {
    const email = `favourites-${randomBytes(3).toString('hex')}@example.com`;
    const { page, context } = await browser.newPage(DESKTOP);
    await createLearner(page, email, PASSWORD, 'Fay Learner');
    await signIn(page, email, PASSWORD);
    await openDashboard(page);
    await expect.poll(() => favouritesOn(page).textContent()).toContain(EMPTY);

    await page.goto('/buddies');
    const save = page.getByRole('button', { name: `Save ${BUDDY}` });
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    const card = page.locator('main article', { hasText: BUDDY });
    const heart = card.getByRole('button', { name: 'Saved' });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'favourites-list-desktop');

    await openDashboard(page);
    const saved = favouritesOn(page).getByRole('link', { name: BUDDY });
    await saved.waitFor();
    expect(await saved.getAttribute('href')).toMatch(/^\/buddy\/[a-z0-9-]+$/);
    await expectAccessible(page);
    await screenshot(page, 'favourites-dashboard-desktop');

    // On a phone, the same: the heart pressed on the list, the buddy on the dashboard.
    const phone = await browser.newPage(PHONE);
    await signIn(phone.page, email, PASSWORD);
    await phone.page.goto('/buddies');
    const phoneHeart = phone.page
      .locator('main article', { hasText: BUDDY })
      .getByRole('button', { name: 'Saved' });
    await expect.poll(() => phoneHeart.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(phone.page);
    await expectNoSidewaysScroll(phone.page);
    await screenshot(phone.page, 'favourites-list-phone');
    await openDashboard(phone.page);
    await favouritesOn(phone.page).getByRole('link', { name: BUDDY }).waitFor();
    await expectAccessible(phone.page);
    await expectNoSidewaysScroll(phone.page);
    await screenshot(phone.page, 'favourites-dashboard-phone');
    // Its link opens the profile, whose header shows the heart pressed.
    await favouritesOn(phone.page).getByRole('link', { name: BUDDY }).click();
    const header = phone.page.getByRole('heading', { level: 1, name: BUDDY });
    await header.waitFor();
    const profileHeart = phone.page.getByRole('button', { name: 'Saved' });
    await expect.poll(() => profileHeart.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(phone.page);
    await expectNoSidewaysScroll(phone.page);
    await screenshot(phone.page, 'favourites-profile-phone', false);

    // Removed from the dashboard, gone from it.
    await saved.page().getByRole('button', { name: 'Saved' }).click();
    await expect.poll(() => favouritesOn(page).textContent()).toContain(EMPTY);
    await context.close();
    await phone.context.close();
  });

  it("a mail's Stop these mails link works signed out, asking first (decision 065)", async () => {
    const email = `unsubscribe-${randomBytes(3).toString('hex')}@example.com`;
    const learner = await browser.newPage(DESKTOP);
    await createLearner(learner.page, email, PASSWORD, 'Una Learner');
    await signIn(learner.page, email, PASSWORD);
    const userId = await learner.page.evaluate(() => localStorage.getItem('userId'));
    const authorization = `Bearer ${await learner.page.evaluate(() => localStorage.getItem('token'))}`;
    const consent = async () =>
      (
        await (
          await learner.page.request.get(`/api/profile/${userId}`, { headers: { authorization } })
        ).json()
      ).favouritesMailConsent as boolean;
    expect(await consent()).toBe(true);
    // The link the mail carries, signed as the test server signs (it has this environment).
    const { linkSecret } = loadConfig({
      NODE_ENV: process.env.NODE_ENV ?? '',
      LINK_SECRET: process.env.LINK_SECRET ?? '',
      PAYMENTS: 'off',
    });
    const token = unsubscribeToken(linkSecret!, 'favourites-news', userId!);
    const link = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const what = 'The mails that tell you when a buddy you saved opens new times.';

    // Signed out, on a phone: the page says what it stops; opening it stops nothing.
    const phone = await browser.newPage(PHONE);
    await phone.page.goto(link);
    const stopOnPhone = phone.page.getByRole('button', { name: 'Stop these mails' });
    await stopOnPhone.waitFor();
    expect(await phone.page.getByText(what).count()).toBe(1);
    await expectAccessible(phone.page);
    await expectNoSidewaysScroll(phone.page);
    await screenshot(phone.page, 'unsubscribe-phone');
    expect(await consent()).toBe(true);

    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto(link);
    const stop = page.getByRole('button', { name: 'Stop these mails' });
    await stop.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'unsubscribe-desktop');
    await stop.click();
    await page.getByRole('heading', { name: 'You will not get these mails any more' }).waitFor();
    const settings = page.getByRole('link', { name: 'Profile Settings' });
    expect(await settings.getAttribute('href')).toBe('/profile/settings#privacy-settings');
    await expectAccessible(page);
    await screenshot(page, 'unsubscribe-done-desktop');
    expect(await consent()).toBe(false);

    // The link again, later: it says the mails are stopped, without asking.
    await phone.page.reload();
    await phone.page
      .getByRole('heading', { name: 'You will not get these mails any more' })
      .waitFor();
    await expectNoSidewaysScroll(phone.page);
    await screenshot(phone.page, 'unsubscribe-done-phone');

    // A link that is not ours: the server's words, and the way to the settings.
    await page.goto(`/unsubscribe?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`);
    await page
      .getByRole('alert')
      .getByText('This unsubscribe link is not valid.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await context.close();
    await phone.context.close();
    await learner.context.close();
  });
});
