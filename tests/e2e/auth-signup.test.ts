import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_TEXTS } from '../../src/shared/legal';
import {
  DESKTOP,
  expectAccessible,
  noToasts,
  expectPath,
  PHONE,
  screenshot,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'sunny-canal-42';
const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Errors of the current form, in order. */
const fieldErrors = (page: Page) => page.locator('form p.text-red-700').allTextContents();

/** The header's signed-in corner on a desktop. */
async function expectSignedInHeader(page: Page, initials: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const avatar = nav.getByRole('link', { name: 'My dashboard' });
  await expect.poll(() => avatar.textContent()).toBe(initials);
  expect(await nav.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  expect(await nav.getByRole('link', { name: 'Profile Settings' }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Login / Register' }).count()).toBe(0);
}

describe('Sign Up tab on /login', () => {
  // The form's other messages (password rule, match, terms) need no server: the component test
  // sign-up-forms.component.test.tsx proves them.
  it('checks the role, then creates a learner', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/login');
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('Connect with Language Buddies in Amsterdam');
    for (const tile of ['Real Conversations', 'Fluent Speakers', 'Personal Growth']) {
      expect(await page.getByRole('heading', { name: tile }).count()).toBe(1);
    }
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect.poll(() => page.url()).toMatch(/\/login\?tab=signup$/);
    const create = page.getByRole('button', { name: 'Create Account' });
    await create.click();
    await expect.poll(() => fieldErrors(page)).toContain('Please select your role');
    expect(await page.getByRole('radio', { name: /^Learner/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectAccessible(page);

    const email = uniqueEmail('tab-learner');
    await page.getByText('Practise with fluent speakers').click();
    expect(await page.getByRole('radio', { name: /^Learner/ }).isChecked()).toBe(true);
    await page.getByLabel('Full name').fill('Tessa Tabs');
    // The level, optional, with the profile's levels.
    const level = page.getByLabel('Your level (optional)');
    expect(await level.locator('option').allTextContents()).toEqual([
      'Choose your level',
      'Intermediate',
      'Upper intermediate',
      'Advanced',
      'Fluent',
    ]);
    await level.selectOption('Upper intermediate');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // The terms' links open in a new tab.
    const terms = page.getByRole('checkbox', { name: /I accept the Terms of Use/ });
    expect(
      await page.getByRole('link', { name: 'Terms of Use' }).first().getAttribute('target'),
    ).toBe('_blank');
    await terms.click();
    // The show/hide toggle reveals what was typed.
    const confirm = page.getByLabel('Confirm password');
    await confirm.fill(PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).nth(1).click();
    expect(await confirm.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await confirm.getAttribute('type')).toBe('password');

    await create.click();
    // A new learner is asked what suits them first (decision 057).
    await expectPath(page, '/learner/welcome');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.token).toBeTruthy();
    expect(stored.role).toBe('learner');
    expect(stored.userId).toBeTruthy();
    expect(JSON.parse(stored.user!)).toMatchObject({ id: stored.userId, fullName: 'Tessa Tabs' });
    const profile = await page.request.get('/api/learner/profile', {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect((await profile.json()).proficiencyLevel).toBe('Upper intermediate');
    await expectSignedInHeader(page, 'TT');
    await screenshot(page, 'auth-signup-learner-done', false);
    await context.close();
  });
});

describe('signing up from a buddy chip', () => {
  it("a new learner lands on the buddy's profile the chip leads to", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await page.goto('/activities');
    const chip = page.locator('article#coffee-chats li a').first();
    await expect.poll(() => chip.count()).toBe(1);
    const profile = decodeURIComponent(
      new URL((await chip.getAttribute('href'))!, 'http://x').searchParams.get('next')!,
    );
    expect(profile).toMatch(/^\/buddy\/[a-z0-9-]+$/);
    await chip.click();
    await expectPath(page, '/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('Practise with fluent speakers').click();
    await page.getByLabel('Full name').fill('Chip Chaser');
    await page.getByLabel('Email').fill(uniqueEmail('chip'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, profile);
    await context.close();
  });
});

describe('/register', () => {
  it('offers the two ways to join and a working login card', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/register');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Join Buddies');
    const learner = page.getByRole('link', { name: "I'm a Learner" });
    const buddy = page.getByRole('link', { name: "I'm a Buddy" });
    expect(await learner.getAttribute('href')).toBe('/register/learner');
    expect(await buddy.getAttribute('href')).toBe('/register/buddy');
    await expectAccessible(page);
    await screenshot(page, 'auth-register');

    await buddy.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Become a Buddy');
    await page.goBack();
    await learner.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Join as a Learner');
    await page.goBack();

    // The login card: a staff member is named by their own profile (Maud Moderator).
    const card = page.locator('section', { has: page.getByText('Already have an account?') });
    await card.getByLabel('Email').fill('moderator@buddies.local');
    await card.getByLabel('Password', { exact: true }).fill('buddies-demo');
    await card.getByRole('button', { name: 'Login' }).click();
    await expectPath(page, '/moderator/dashboard');
    await expectSignedInHeader(page, 'MM');
    await context.close();
  });
});

describe('/register/learner', () => {
  it('checks the names, then creates a learner and signs in', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await page.goto('/register/learner');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Join as a Learner');
    const email = uniqueEmail('form-learner');
    await page.getByLabel('First name').fill('J');
    await page.getByLabel('Last name').fill(' K ');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual([
        'First name must be at least 2 characters',
        'Last name must be at least 2 characters',
        LEGAL_TEXTS.mustAccept,
      ]);
    await expectAccessible(page);
    await screenshot(page, 'auth-register-learner-errors');
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).click();

    await page.getByLabel('First name').fill('Joris');
    await page.getByLabel('Last name').fill('Kok');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // SPEC section 4 says this form alone navigates to /; the app sends it where every new
    // learner goes: the step that asks what suits them (decision 057).
    await expectPath(page, '/learner/welcome');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.role).toBe('learner');
    expect(JSON.parse(stored.user!)).toMatchObject({ fullName: 'Joris Kok' });
    // The level question skipped: not said (decision 057).
    const profile = await page.request.get('/api/learner/profile', {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect((await profile.json()).proficiencyLevel).toBeNull();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect
      .poll(() => menu.getByRole('link', { name: 'My dashboard' }).textContent())
      .toBe('JK');
    await context.close();
  });
});

describe('/register/buddy', () => {
  let photoDir: string;
  let photo: string;
  beforeAll(async () => {
    photoDir = mkdtempSync(join(tmpdir(), 'buddies-photo-'));
    photo = join(photoDir, 'face.png');
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toFile(photo);
  });
  afterAll(() => rmSync(photoDir, { recursive: true, force: true }));

  it('takes the Sign Up tab hand-over and submits a full application with a photo', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = uniqueEmail('buddy');
    await page.goto('/login?tab=signup');
    await page.getByText('Help others improve their new language').click();
    await page.getByLabel('Full name').fill('Bram Buddy');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).click();
    await page.getByRole('button', { name: 'Continue to Buddy Application' }).click();
    await expectPath(page, '/register/buddy');
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Bram Buddy');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Confirm password').inputValue()).toBe(PASSWORD);
    // The password is not kept in the history entry.
    await expect
      .poll(() => page.evaluate(() => (history.state as { usr?: unknown })?.usr ?? null))
      .toBe(null);
    expect(await page.getByLabel('Hourly rate').inputValue()).toBe('25');
    expect(await page.getByLabel('Location').inputValue()).toBe('Amsterdam');
    // Accepted on the Sign Up tab: the application's box starts ticked.
    expect(
      await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).isChecked(),
    ).toBe(true);
    await expectAccessible(page);

    // The same friendly texts as the learner's form, never the library's defaults: the component
    // test sign-up-forms.component.test.tsx proves them.
    await page.getByRole('checkbox', { name: 'Coffee Chats' }).click();
    await page.getByRole('checkbox', { name: 'Cooking' }).click();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(3);
    const description = page.getByLabel('About you and your activities');
    await description.fill('Too short.');
    await expect.poll(() => page.getByText('10 / 50 characters minimum').count()).toBe(1);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['Description must be at least 50 characters']);
    await expectAccessible(page);

    const text =
      'I grew up in Utrecht and love slow coffee, markets and cooking for friends on Sundays.';
    await description.fill(text);
    await expect
      .poll(() => page.getByText(`${text.length} / 50 characters minimum`).count())
      .toBe(1);
    await page.getByLabel('Hourly rate').fill('32');
    await page.getByLabel('Location').fill('Amsterdam Oost');
    await page.getByLabel('Phone (optional)').fill('06 12345678');
    await page.getByLabel('Photo (optional)').setInputFiles(photo);
    const preview = page.getByRole('img', { name: 'Preview of your profile photo' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByRole('button', { name: 'Remove photo' }).count()).toBe(1);
    await screenshot(page, 'auth-register-buddy-filled');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectPath(page, '/buddy/dashboard');
    await expect.poll(() => page.getByText('Thank you for applying!').count()).toBe(1);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.role).toBe('buddy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const avatar = nav.getByRole('link', { name: 'My dashboard' }).locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/uploads\/photos\//);
    const src = (await avatar.getAttribute('src'))!;
    expect((await page.request.get(src)).status()).toBe(200);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const token = stored.token!;
    const profile = await page.request.get('/api/buddy/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status()).toBe(200);
    expect(await profile.json()).toMatchObject({ fullName: 'Bram Buddy' });
    await screenshot(page, 'auth-register-buddy-done', false);

    // The dashboard tells the new buddy where their application stands and what comes next.
    await expect.poll(() => page.getByText('Awaiting Moderator Review').count()).toBe(1);
    expect(await page.locator('main h1').textContent()).toBe('Bram Buddy');
    expect(await page.getByText('Pending Review').count()).toBe(1);
    const current = page
      .getByRole('list', { name: 'Steps to a live profile' })
      .locator('[aria-current="step"]');
    expect(await current.textContent()).toContain('Application received');
    expect(await page.getByText('No support messages yet').count()).toBe(1);
    await page.getByRole('button', { name: 'Contact Moderator' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Moderator' });
    await contact.getByLabel('Subject').fill('When is my review?');
    await contact
      .getByLabel('Message', { exact: true })
      .fill('I applied today: how long does a review take?');
    await contact.getByRole('button', { name: 'Send to Support' }).click();
    await expect.poll(() => contact.count()).toBe(0);
    await expect.poll(() => page.getByText('When is my review?').count()).toBe(1);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'buddy-dashboard-pending');
    await context.close();
  });
});
