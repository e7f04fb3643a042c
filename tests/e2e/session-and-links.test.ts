import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appStarted,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectPath,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** The demo account of each role; anna is a seeded, approved buddy. */
/** Where each role's sign-in and avatar land: its dashboard, or the buddies list until it exists. */
const ROLES = [
  {
    role: 'learner',
    email: 'learner@buddies.local',
    home: '/learner/dashboard',
    title: 'Lina Martins',
  },
  {
    role: 'buddy',
    email: 'anna@buddies.local',
    home: '/buddy/dashboard',
    title: 'Buddy Dashboard',
  },
  {
    role: 'moderator',
    email: 'moderator@buddies.local',
    home: '/moderator/dashboard',
    title: 'Moderator Dashboard',
  },
  {
    role: 'learning_expert',
    email: 'expert@buddies.local',
    home: '/expert/dashboard',
    title: 'Learning Expert Dashboard',
  },
] as const;

/** The page's heading once the screen has rendered (lazy screens load their chunk first). */
async function heading(page: Page) {
  const h1 = page.locator('main h1').first();
  await expect.poll(() => h1.count()).toBe(1);
  return h1.textContent();
}

const NOT_FOUND = 'Page Not Found';

/** Goes to a path in the app (as a link's click does: the router follows, the app stays). */
const follow = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Every in-app link of the header (desktop) and the footer, as paths. */
async function headerAndFooterLinks(page: Page) {
  await expect
    .poll(() => page.getByRole('navigation', { name: 'Main' }).locator('a').count())
    .toBeGreaterThan(2);
  const hrefs = await page.$$eval('header a[href], footer a[href]', (links) =>
    links.map((a) => a.getAttribute('href')!),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** Counts the auth store's change events from the next page load on. */
const countAuthChanges = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { authChanges: number };
    w.authChanges = 0;
    window.addEventListener('authChange', () => (w.authChanges += 1));
  });
const authChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { authChanges: number }).authChanges);

describe('where a sign-in lands', () => {
  it('brings every role to its dashboard (or the buddies list), never to the not-found screen', async () => {
    for (const { role, email, home, title } of ROLES) {
      const { page, context } = await browser.newPage(DESKTOP);
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expectPath(page, home);
      await expect.poll(() => heading(page), { message: role }).toContain(title);
      expect(await page.evaluate(() => localStorage.getItem('role'))).toBe(role);
      if (role === 'buddy') {
        // A listed buddy runs their business from the dashboard's tabs.
        expect(await page.getByRole('tab', { name: 'My Profile' }).count()).toBe(1);
        await expectAccessible(page);
        await screenshot(page, 'buddy-dashboard-approved', false);
      }
      await context.close();
    }
  });
});

describe('links', () => {
  // Four sign-ins and some forty page loads: longer than the usual minute on a busy machine.
  it('in the header and footer reach a real page for visitors and every role', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const visit = async (who: string) => {
      await page.goto('/');
      // The router follows a link once the app has taken over the prerendered page.
      await expect.poll(() => appStarted(page)).toBe(true);
      for (const href of await headerAndFooterLinks(page)) {
        // In the app, as a link's click goes, without loading the app anew: by way of the
        // not-found screen, so that the heading read is the link's screen's, not the one before.
        await follow(page, '/no-such-page');
        await expect.poll(() => heading(page)).toBe(NOT_FOUND);
        await follow(page, href);
        await expect.poll(() => heading(page), { message: `${who}: ${href}` }).not.toBe(NOT_FOUND);
        // The tab names the screen, and a screen reader hears it, as on a page load.
        await expect.poll(() => page.title(), { message: href }).toMatch(/Buddies/);
        expect(await page.title(), href).not.toBe(`${NOT_FOUND} · Buddies`);
        expect(await page.locator('p[aria-live="polite"].sr-only').textContent()).toBe(
          await page.title(),
        );
      }
    };
    await visit('visitor');
    for (const { role, email, home } of ROLES) {
      await signIn(page, email, DEMO_PASSWORD);
      await visit(role);
      // The avatar leads to the role's dashboard, which forwards to a real page until it exists.
      await page.goto('/activities');
      await page.getByRole('navigation', { name: 'Main' }).getByLabel('My dashboard').click();
      await expectPath(page, home);
      await page.evaluate(() => localStorage.clear());
    }
    await context.close();
  }, 120_000);
});

describe('an ended session', () => {
  it('signs out once when calls made with the token get a 401', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    await countAuthChanges(page);
    // Both calls of the page are refused, as when the session was revoked elsewhere.
    const refuse = { status: 401, json: { error: 'Authentication required' } };
    await page.route('**/api/learner/profile', (route) => route.fulfill(refuse));
    await page.route('**/api/buddies-with-languages?*', (route) => route.fulfill(refuse));
    await page.goto('/buddies');
    await expectPath(page, '/login');
    await expect.poll(() => page.getByText(SESSION_EXPIRED).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await authChanges(page)).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Login / Register' }).count()).toBe(1);
    await screenshot(page, 'session-expired', false);
    await context.close();
  });

  it('is not what a network failure means: the user stays signed in', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    await page.route('**/api/learner/profile', (route) => route.abort('internetdisconnected'));
    await page.route('**/api/buddies-with-languages?*', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/buddies');
    const failed = page.getByRole('alert').filter({ hasText: 'We could not load the buddies' });
    await expect.poll(() => failed.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/buddies');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // The header shows the user stored at sign-in.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByLabel('My dashboard').count()).toBe(1);
    expect(await nav.getByLabel('My dashboard').textContent()).toBe('LM');
    await screenshot(page, 'session-network-failure', false);
    await context.close();
  });

  it('is not what a wrong password on the login form means', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    await page.goto('/login');
    await page.getByLabel('Email').fill('learner@buddies.local');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0);
    await context.close();
  });
});

describe('visitors', () => {
  it('never ask the API for the buddies list or a profile', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/buddies-with-languages' || pathname.startsWith('/api/buddy/')) {
        asked.push(pathname);
      }
    });
    for (const path of ['/buddies', '/buddy/anna']) {
      await page.goto(path);
      await expectPath(page, '/login');
    }
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await context.close();
  });
});
