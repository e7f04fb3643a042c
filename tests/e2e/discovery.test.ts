import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

const PASSWORD = 'buddies-demo';
const LEARNER = 'learner@buddies.local';
/**
 * The seeded buddies: the whole list has at least these, as another file's journey may publish
 * a buddy of its own on the shared server meanwhile (tests/e2e/expert.test.ts approves one).
 */
const ALL_BUDDIES = 10;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const cardNames = (page: Page) => page.locator('main article h2').allTextContents();
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('buddies list', () => {
  it('sends a visitor without a token to the login', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/buddies');
    await expect.poll(() => pathOf(page)).toBe('/login');
    await context.close();
  });

  it('filters by activities through the URL, keeps them on reload and clears them', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, LEARNER, PASSWORD);
    await page.goto('/buddies');
    await expect.poll(() => heading(page)).toBe('Our English Buddies');
    await expect
      .poll(() => page.locator('main article').count())
      .toBeGreaterThanOrEqual(ALL_BUDDIES);
    await expectAccessible(page);
    await screenshot(page, 'buddies-desktop');

    const filter = page.getByRole('group', { name: 'Filter by Activity' });
    // click, not check: the box is controlled by the URL, which updates a moment later.
    await filter.getByRole('checkbox', { name: 'Cooking' }).click();
    await filter.getByRole('checkbox', { name: 'Wine Tastings' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Noah Williams', 'Sophie Laurent']);
    expect(new URL(page.url()).searchParams.getAll('activity')).toEqual([
      'Cooking',
      'Wine Tastings',
    ]);

    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['Noah Williams', 'Sophie Laurent']);
    expect(await filter.getByRole('checkbox', { name: 'Cooking' }).isChecked()).toBe(true);
    expect(await filter.getByRole('checkbox', { name: 'Wine Tastings' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .poll(() => page.locator('main article').count())
      .toBeGreaterThanOrEqual(ALL_BUDDIES);
    expect(new URL(page.url()).searchParams.has('activity')).toBe(false);
    await context.close();
  });

  it('opens a shared filtered link with the filters applied', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, LEARNER, PASSWORD);
    await page.goto('/buddies?activity=Cooking');
    await expect.poll(() => cardNames(page)).toEqual(['Sophie Laurent']);
    await context.close();
  });

  it('lists the Dutch-speaking buddies under ?language=dutch', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, LEARNER, PASSWORD);
    await page.goto('/buddies?language=dutch');
    await expect.poll(() => heading(page)).toBe('Our Dutch Buddies');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Anna Bakker', 'Lucas de Groot', 'Mia Jansen', 'Thomas Visser']);
    // Filtering keeps the language in the URL.
    await page
      .getByRole('group', { name: 'Filter by Activity' })
      .getByRole('checkbox', { name: 'Coffee Chats' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('language')).toBe('dutch');
    await expect.poll(() => heading(page)).toBe('Our Dutch Buddies');
    await context.close();
  });

  it('collapses the filter into a disclosure on a phone', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, LEARNER, PASSWORD);
    await page.goto('/buddies');
    await expect
      .poll(() => page.locator('main article').count())
      .toBeGreaterThanOrEqual(ALL_BUDDIES);
    const cooking = page.getByRole('checkbox', { name: 'Cooking' });
    expect(await cooking.isVisible()).toBe(false);
    await page.locator('main details summary').click();
    await cooking.click();
    await expect.poll(() => cardNames(page)).toEqual(['Sophie Laurent']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .poll(() => page.locator('main article').count())
      .toBeGreaterThanOrEqual(ALL_BUDDIES);
    await page.locator('main details summary').click();
    await screenshot(page, 'buddies-phone');
    await context.close();
  });
});

describe('buddy profile', () => {
  it('shows activities with prices and reviews, and starts a proposal for a learner', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, LEARNER, PASSWORD);
    await page.goto('/buddies');
    await page.getByRole('link', { name: 'Sophie Laurent' }).click();
    await expect.poll(() => pathOf(page)).toBe('/buddy/sophie');
    await expect.poll(() => heading(page)).toBe('Sophie Laurent');

    expect(await page.getByRole('img', { name: 'Sophie Laurent' }).count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain('Weekends');
    const cooking = page.locator('main article', {
      has: page.getByRole('heading', { name: 'Cooking', exact: true }),
    });
    expect(await cooking.textContent()).toContain('€42–48/hour');
    expect(await cooking.textContent()).toContain('€45.00 for 60 minutes');
    expect(await page.locator('main article h3').count()).toBe(3);

    const reviews = page.getByRole('region', { name: 'Reviews' });
    expect(await reviews.textContent()).toContain('Ahmed');
    expect(await reviews.textContent()).toContain('Lena');
    expect(await reviews.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
    expect(await reviews.getByRole('img', { name: 'Rated 4.5 out of 5' }).count()).toBe(1);
    const featured = page.getByRole('region', { name: 'Featured Activities' });
    expect(await featured.textContent()).toContain('Special Interests');
    await expectAccessible(page);
    await screenshot(page, 'buddy-profile-desktop');

    await page.getByRole('button', { name: 'Send a message with proposal' }).click();
    await expect.poll(() => pathOf(page)).toBe('/messages');
    const stored = await page.evaluate(() => ({
      id: localStorage.getItem('selectedBuddyId'),
      name: localStorage.getItem('selectedBuddyName'),
      slug: localStorage.getItem('selectedBuddySlug'),
    }));
    expect(stored.name).toBe('Sophie Laurent');
    expect(stored.slug).toBe('sophie');
    expect(new URL(page.url()).searchParams.get('buddy')).toBe(stored.id);
    await context.close();
  });

  it('looks finished on a phone', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, LEARNER, PASSWORD);
    await page.goto('/buddy/sophie');
    await expect.poll(() => heading(page)).toBe('Sophie Laurent');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'buddy-profile-phone');
    await context.close();
  });

  it('offers a buddy no proposal button', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'anna@buddies.local', PASSWORD);
    await page.goto('/buddy/sophie');
    await expect.poll(() => heading(page)).toBe('Sophie Laurent');
    expect(await page.getByRole('button', { name: 'Send a message with proposal' }).count()).toBe(
      0,
    );
    expect(await page.getByRole('link', { name: 'Continue as a learner' }).count()).toBe(0);
    await context.close();
  });

  it('tells staff that booking is for learners', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'moderator@buddies.local', PASSWORD);
    await page.goto('/buddy/sophie');
    await expect.poll(() => heading(page)).toBe('Sophie Laurent');
    expect(await page.getByRole('button', { name: 'Send a message with proposal' }).count()).toBe(
      0,
    );
    const learnerLink = page.getByRole('link', { name: 'Continue as a learner' });
    expect(await learnerLink.getAttribute('href')).toBe('/login?tab=signup');
    await context.close();
  });

  it('says so when no buddy has that id', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, LEARNER, PASSWORD);
    await page.goto('/buddy/no-such-buddy');
    await expect.poll(() => heading(page)).toBe('Buddy not found');
    expect(await page.locator('main').textContent()).toContain(
      "Sorry, we couldn't find a buddy with that ID.",
    );
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await context.close();
  });
});
