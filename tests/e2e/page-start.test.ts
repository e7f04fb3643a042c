import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  createLearner,
  DESKTOP,
  expectAccessible,
  expectPath,
  holdApp,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

/** Console errors and warnings (React reports a hydration mismatch there). */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The page's layout shifts so far, as Lighthouse adds them up (no input excluded). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: {
              node?: Node;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[];
          resolve({
            total: entries.reduce((sum, entry) => sum + entry.value, 0),
            // What moved, when and how far: said when a test fails.
            shifts: entries.map(
              (entry) =>
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(
                  entry.sources ?? []
                )
                  .map(
                    ({ node, previousRect: from, currentRect: to }) =>
                      `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName} ${from.y}->${to.y} h${from.height}->${to.height}`,
                  )
                  .join('; ')}`,
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve({ total: 0, shifts: [] }), 500);
      }),
  );

/** Expects the page to have moved less than a hundredth (CLS), naming what moved if not. */
async function expectNoShift(page: Page) {
  const { total, shifts } = await layoutShifts(page);
  expect(total, shifts.join('\n')).toBeLessThan(0.01);
}

describe('a prerendered page before the app starts', () => {
  it('loads only the starter, then hydrates on its own without a warning or a shift', async () => {
    const { page, context } = await browser.newPage(PHONE);
    const problems = consoleProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const { release, started } = await holdApp(page);
    await page.goto('/', { waitUntil: 'load' });
    expect(scripts.some((path) => path.includes('/starter-'))).toBe(true);
    expect(await started()).toBe(false);
    // Where the visitor scrolled before the app started is where the page stays.
    await page.evaluate(() => window.scrollTo(0, 500));
    release();
    await expect.poll(started).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(500);
    // The featured buddies come from the server once the app runs, in their skeleton's place.
    await expect
      .poll(() => page.locator('#find-your-buddy a[href^="/login"] img').count())
      .toBeGreaterThanOrEqual(4);
    await expectNoShift(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the phone menu by touch and by keyboard, and follows its links', async () => {
    const { page, context } = await browser.newPage(PHONE, { touch: true });
    const { release, started } = await holdApp(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await toggle.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await screenshot(page, 'header-mobile-menu-before-start', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await started()).toBe(false);
    // A link is a link: the next page loads from the server.
    await menu.getByRole('link', { name: 'Activities' }).click();
    await expectPath(page, '/activities');
    expect(await started()).toBe(false);

    // The app starting keeps an open menu open; then its links navigate in the app.
    await toggle.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    release();
    await expect.poll(started).toBe(true);
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Join' }).click();
    await expectPath(page, '/');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it('answers a button pressed before the app runs once it does', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const { release, started } = await holdApp(page);
    await page.goto('/');
    const track = page.locator('#activities-carousel ul').first();
    await page.getByRole('button', { name: 'Next activities' }).click();
    expect(await track.evaluate((list) => list.scrollLeft)).toBe(0);
    release();
    await expect.poll(started).toBe(true);
    await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });

  it('answers a tab pressed before the app runs: tabs answer the press, not the click', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const { release, started } = await holdApp(page);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    expect(await started()).toBe(false);
    release();
    await expect.poll(() => page.url()).toMatch(/\/login\?tab=signup$/);
    await expect
      .poll(() => page.getByRole('button', { name: 'Create Account' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('keeps what was typed and signs in with a form sent before the app runs', async () => {
    const { page, context } = await browser.newPage(PHONE);
    const problems = consoleProblems(page);
    const { release, started } = await holdApp(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill('learner@buddies.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    expect(await started()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    await expectPath(page, '/learner/dashboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts at once for a stored sign-in: the header shows the account', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('link', { name: 'My dashboard' }).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('a screen behind a sign-in, prerendered as its role sees it first (decision 024)', () => {
  it('paints before the app, then hydrates for a learner without a warning or a shift', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    const problems = consoleProblems(page);
    const { release, started } = await holdApp(page);
    await page.goto('/buddies', { waitUntil: 'load' });
    // The heading and the cards' skeletons, from the HTML alone; no one's data in it.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our English Buddies');
    expect(await page.locator('main ul[aria-busy="true"] li').count()).toBe(6);
    expect(await started()).toBe(false);
    await screenshot(page, 'buddies-before-start', false);
    release();
    await expect.poll(started).toBe(true);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    await expectNoShift(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("prerenders one page for every buddy's profile, and keeps it to that route", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    const problems = consoleProblems(page);
    await page.goto('/buddy/anna');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Anna Bakker');
    await expectNoShift(page);
    // The same pattern, another screen: rendered anew, never hydrated as a profile (a learner
    // is sent on to their own dashboard).
    await page.goto('/buddy/dashboard');
    await expectPath(page, '/learner/dashboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a sign-in to /login', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await page.goto('/learner/dashboard');
    await expectPath(page, '/login');
    await context.close();
  });

  it('renders anew for another role: a moderator sees their own header', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'moderator@buddies.local', DEMO_PASSWORD);
    const problems = consoleProblems(page);
    await page.goto('/buddies');
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Staff read the users' answers in Messages too (decision 047), and are named as themselves.
    await expect.poll(() => nav.getByRole('link', { name: 'Messages' }).count()).toBe(1);
    await expect
      .poll(() => nav.getByRole('link', { name: 'My dashboard' }).textContent())
      .toBe('MM');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a screen rendered for its user when the page request carries the sign-in (decision 033)', () => {
  it("paints a buddy's profile and the learner's dashboard with their data before the app", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    const problems = consoleProblems(page);
    const { release, started } = await holdApp(page);
    await page.goto('/buddy/anna', { waitUntil: 'load' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Anna Bakker');
    expect(await page.getByRole('img', { name: /Anna Bakker/ }).count()).toBeGreaterThan(0);
    expect(await started()).toBe(false);
    await screenshot(page, 'buddy-profile-rendered-for-learner', false);
    release();
    await expect.poll(started).toBe(true);
    // Hydrated with the answer it was rendered with: working at once, nothing asked again.
    await page.getByRole('button', { name: 'Message' }).first().click();
    await expectPath(page, '/messages');
    expect(problems).toEqual([]);

    const dashboard = await holdApp(page);
    await page.goto('/learner/dashboard', { waitUntil: 'load' });
    expect(await page.locator('#learner-name').textContent()).toContain('Lina Martins');
    expect(await dashboard.started()).toBe(false);
    await screenshot(page, 'learner-dashboard-rendered-for-learner', false);
    dashboard.release();
    await expect.poll(dashboard.started).toBe(true);
    // The app's chunks were asked for after the first paint, not with the page (decision 037).
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      app: performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/assets\/(react-dom|app|learner-dashboard)-[\w-]+\.js$/.test(name))
        .map(({ startTime }) => startTime),
    }));
    expect(timing.app).toHaveLength(3);
    for (const start of timing.app) expect(start).toBeGreaterThan(timing.paint);
    await expectNoShift(page);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates for that user only: another stored sign-in renders its own dashboard', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await createLearner(page, 'sam.second@example.com', 'Second-learner-1', 'Sam Second');
    // The page's sign-in (the cookie) is the demo learner's; the stored one is Sam's.
    await signIn(page, 'sam.second@example.com', 'Second-learner-1');
    await page.request.post('/api/login', {
      data: { email: 'learner@buddies.local', password: DEMO_PASSWORD },
    });
    const problems = consoleProblems(page);
    await page.goto('/learner/dashboard');
    await expect.poll(() => page.locator('#learner-name').textContent()).toContain('Sam Second');
    expect(await page.getByText('Lina Martins').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ends with signing out: the next page is the one every learner gets', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    const cookie = async () =>
      (await context.cookies()).find(({ name }) => name === 'buddies_sign_in');
    expect(await cookie()).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.goto('/learner/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expectPath(page, '/login');
    await expect.poll(cookie).toBeUndefined();
    await context.close();
  });
});
