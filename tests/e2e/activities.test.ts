import { describe, expect, it } from 'vitest';
import {
  appStarted,
  DESKTOP,
  expectAccessible,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

describe('activities page', () => {
  it('lists the 4 groups and 12 activities with buddy chips', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/activities#activities-title');
    await expect.poll(() => page.locator('#activities-title').textContent()).toBe('Activities');
    await expect.poll(() => page.locator('main article').count()).toBe(12);
    const sidebar = page.getByRole('navigation', { name: 'Activity groups' });
    for (const group of ['Chatting', 'Cultural', 'Sports', 'Special Interests']) {
      await expect
        .poll(() => sidebar.getByRole('link', { name: group, exact: true }).count())
        .toBe(1);
    }
    const coffee = page.locator('article#coffee-chats');
    expect(await coffee.textContent()).toContain('Duration: 1–1.5 hours');
    // Four seeded buddies offer coffee chats: three chips, then an ellipsis.
    await expect.poll(() => coffee.locator('li a').count()).toBe(3);
    expect(await coffee.getByText('…').count()).toBe(1);
    // A chip leads a visitor to the login, which returns to that buddy's profile.
    expect(await coffee.locator('li a').first().getAttribute('href')).toMatch(
      /^\/login\?next=%2Fbuddy%2F[a-z0-9-]+$/,
    );
    await expectAccessible(page);
    await screenshot(page, 'activities-desktop');
    await context.close();
  });

  it('shows the catalogue before the server answers, then the buddies in their place', async () => {
    const { page, context } = await browser.newPage(PHONE);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/activities', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/activities');
    await expect.poll(() => appStarted(page)).toBe(true);
    // Prerendered: every card, its text and image are there; each card's chips row waits.
    expect(await page.locator('main article').count()).toBe(12);
    expect(await page.locator('article#coffee-chats img').getAttribute('loading')).toBe('eager');
    expect(await page.locator('article#coffee-chats li a').count()).toBe(0);
    const cardHeight = () =>
      page.locator('article#coffee-chats').evaluate((card) => card.getBoundingClientRect().height);
    const before = await cardHeight();
    answer();
    await expect.poll(() => page.locator('article#coffee-chats li a').count()).toBe(3);
    expect(await cardHeight()).toBe(before);
    await context.close();
  });

  it('scrolls to an activity from the sidebar', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/activities');
    await page
      .getByRole('navigation', { name: 'Activity groups' })
      .getByRole('link', { name: 'Cooking' })
      .click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('cooking')!.getBoundingClientRect().top),
      )
      .toBeLessThan(150);
    expect(page.url()).toMatch(/#cooking$/);
    await context.close();
  });

  it('sends chips to the buddy profile when signed in', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'learner@buddies.local', 'buddies-demo');
    await page.goto('/activities');
    const chip = page.locator('article#cooking li a').first();
    await expect.poll(() => chip.getAttribute('href')).toBe('/buddy/sophie');
    await context.close();
  });

  it('looks finished on a phone', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await page.goto('/activities');
    await expect.poll(() => page.locator('main article').count()).toBe(12);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'activities-phone');
    await context.close();
  });
});
