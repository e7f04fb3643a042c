import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { EXIT_NOTE, START_LIMIT_MS, waitForHealth } from './e2e-server';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Debian's headless build of Chromium when it is installed (the same engine without the desktop
 * browser's shell: a third less CPU over the journeys), else Debian's Chromium. Decision 001.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
export const SCREENSHOT_DIR = 'test-results/screenshots';

export const PHONE = { width: 375, height: 812 };

/** The seeded demo accounts' password (README). */
export const DEMO_PASSWORD = 'buddies-demo';

/**
 * How long a locator or page waits at most (actions, waitFor…, navigations): generous for a busy
 * machine, and every wait ends as soon as its state holds. expect.poll's limit is in
 * vitest.config.ts.
 */
const BROWSER_WAIT_MS = 30_000;

/** Waits for a path (signing in hashes a password, which takes a while on a busy machine). */
export const expectPath = (page: Page, path: string) =>
  expect.poll(() => new URL(page.url()).pathname).toBe(path);
export const DESKTOP = { width: 1280, height: 800 };

/** The link to the conversation with `name` in the Messages screen's list. */
export const conversationLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(name) });

/**
 * One Chromium per worker, launched by its first file and shared by the next ones (the browser
 * projects keep a worker's modules between files: vitest.config.ts); Playwright ends it with the
 * worker. A launch costs a second or more of processor time on two busy cores.
 */
let chromiumOfWorker: Promise<Browser> | undefined;
const launchChromium = () =>
  (chromiumOfWorker ??= chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  }));

/**
 * Until the project's server answers (its global setup starts it without waiting, so that the
 * browser projects' servers start side by side); at once an error when it has exited.
 */
export async function serverStarted() {
  const exitNote = join(inject('dataDir'), EXIT_NOTE);
  await waitForHealth(inject('baseURL'), {
    get exitCode() {
      return existsSync(exitNote) ? Number(readFileSync(exitNote, 'utf8')) : null;
    },
  });
}

/** The worker's Chromium for a test file; each test opens its own context, closed by file end. */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [state.browser] = await Promise.all([launchChromium(), serverStarted()]);
  }, START_LIMIT_MS);
  // What a failed test left open goes with its file, as it went with the file's own browser.
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  return {
    baseURL: inject('baseURL'),
    /** `touch`: a phone's touch screen (taps). */
    async newPage(
      viewport = DESKTOP,
      { touch = false } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      if (!state.browser) throw new Error('browser not started');
      const context = await state.browser.newContext({
        viewport,
        hasTouch: touch,
        baseURL: inject('baseURL'),
        // As for a visitor who asks for less motion (index.css): no frames are drawn for a
        // skeleton's pulse or a dialog's fade, which on two cores slowed every journey.
        reducedMotion: 'reduce',
      });
      contexts.push(context);
      context.setDefaultTimeout(BROWSER_WAIT_MS);
      context.setDefaultNavigationTimeout(BROWSER_WAIT_MS);
      const page = await context.newPage();
      return { context, page };
    },
  };
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core: no WCAG 2.x A or AA violations on the page as it is now. axe is put into the page once
 * per document (a screen the app routes to keeps it) and run there directly: one run over the
 * whole document, the app has no frames, and only violations are gathered.
 */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
  const summary = violations.map(
    ({ id, impact, help, targets }) => `${id} (${impact}): ${help}\n    ${targets.join('\n    ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * Until every toast has gone (they fade in and out: axe reads a fading one's text as too faint).
 * Each toast still shown is closed by its button, as a user would, rather than waited out (they
 * last seconds: half a minute of the browser run). The wait is generous for a slow machine.
 */
export const noToasts = (page: Page) =>
  expect
    .poll(
      async () => {
        const toasts = page.locator(
          '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])',
        );
        if (await toasts.count())
          // A toast that leaves meanwhile has nothing to click: the next look sees it gone.
          await toasts
            .first()
            .locator('[data-close-button]')
            .click({ timeout: 1_000 })
            .catch(() => {});
        return page.locator('[data-sonner-toast]').count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);

/** The toast says `text`; then it is closed, so that it does not fade under a later axe run. */
export async function closeToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await expect.poll(() => toast.count(), { timeout: 20_000 }).toBe(1);
  await toast.locator('[data-close-button]').click();
  await noToasts(page);
}

/**
 * Nothing sticks out sideways: the page does not scroll horizontally. When it does, the message
 * names the innermost elements whose right edge passes the window's.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const { overflow, outside } = await page.evaluate(() => {
    const width = window.innerWidth;
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const innermost = past.filter(
      (el) => !past.some((other) => other !== el && el.contains(other)),
    );
    return {
      overflow: document.documentElement.scrollWidth - width,
      outside: innermost
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent?.slice(0, 40)}"`,
        ),
    };
  });
  expect(overflow, `the page scrolls sideways: ${outside.join(', ')}`).toBeLessThanOrEqual(0);
}

/**
 * Scrolls through the page (so that what renders on scrolling renders), then has every lazy image
 * load and waits for the images across the page's width (a carousel's slides beside it load when
 * shown), and goes back to the top. Not 'networkidle': a signed-in tab keeps its event stream
 * open for as long as it lives.
 */
export async function loadLazyImages(page: Page) {
  // The page grows as it renders on scrolling: its height is read again at every step.
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < (await height()); y += 600) {
    // At once, not smoothly as the page scrolls for a visitor: a smooth scroll holds each step.
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(30);
  }
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => {
        // At every check: an image that rendered late (a section that came in on scrolling)
        // loads too, wherever it is.
        image.loading = 'eager';
        const box = image.getBoundingClientRect();
        const beside = box.right <= 0 || box.left >= window.innerWidth || box.width === 0;
        return image.complete || beside;
      }),
    undefined,
    // Checked on a timer, not on animation frames, which Chromium may hold back for a page it
    // does not paint.
    { polling: 100 },
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * A picture of the page for a person to look at, taken when SCREENSHOTS is set (README): the
 * tests assert what they need without one, and capturing costs the browser a second of work. A
 * full page still has its images loaded either way.
 */
export async function screenshot(page: Page, name: string, fullPage = true) {
  if (fullPage) await loadLazyImages(page);
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/**
 * Logs in through the API and stores the credentials the way the login screen does, on a page of
 * our origin that loads no app (the caller's next goto starts the app once, signed in).
 */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  await page.goto('/api/health');
  await page.evaluate((b) => {
    localStorage.setItem('token', b.token);
    localStorage.setItem('role', b.role);
    localStorage.setItem('userId', b.user.id);
    localStorage.setItem('user', JSON.stringify(b.user));
  }, body);
}

/**
 * A learner account made through the server's local-admin channel (what `npm run user:create`
 * uses), so that test files do not use up the registration limit of 127.0.0.1 between them.
 */
export async function createLearner(page: Page, email: string, password: string, name: string) {
  const file = join(inject('dataDir'), 'local-admin.json');
  const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string };
  const res = await page.request.post('/api/local-admin/users', {
    headers: { 'x-local-admin': secret },
    data: { role: 'learner', email, password, name },
  });
  expect(res.status()).toBe(201);
}

/** Whether the app has hydrated the page: React marks the nodes it has hydrated. */
export const appStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('header')!).some((key) => key.startsWith('__react')),
  );

/**
 * Holds back the app's chunk (decision 022: a prerendered page loads only the starter, which
 * imports the app later) until `release` is called: what a visitor does meanwhile happens
 * before the app runs. `started` is true once the app has hydrated the page.
 */
export async function holdApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release, started: () => appStarted(page) };
}

type Scope = Pick<Page, 'getByRole'>;

/**
 * Chooses an Amsterdam date and time ('2026-11-28T11:05', minutes in steps of five) in the
 * date-and-time field whose legend is `legend` (components/ui/date-time-field.tsx).
 */
export async function chooseDateTime(scope: Scope, legend: string, value: string) {
  const [, month, day, hour, minute] = /^(\d{4}-\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value) ?? [];
  if (!month || !day || !hour || !minute) throw new Error(`not a date and time: ${value}`);
  const field = scope.getByRole('group', { name: legend });
  await field.getByLabel('Month').selectOption(month);
  await field.getByLabel('Day').selectOption(day);
  await field.getByLabel('Hour').selectOption(hour);
  await field.getByLabel('Minutes').selectOption(minute);
}

/** The date and time a date-and-time field holds, as '2026-11-28T11:05'. */
export async function chosenDateTime(scope: Scope, legend: string) {
  const field = scope.getByRole('group', { name: legend });
  const [month, day, hour, minute] = await Promise.all(
    ['Month', 'Day', 'Hour', 'Minutes'].map((part) => field.getByLabel(part).inputValue()),
  );
  return `${month}-${day}T${hour}:${minute}`;
}
