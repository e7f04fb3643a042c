import { describe, expect, it } from 'vitest';
import {
  closeToast,
  createLearner,
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
const PASSWORD = 'sunny-canal-42';
const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('the matching form (issue 39, decision 057)', () => {
  it('asks a new learner what suits them, shows it with their matches on the dashboard, and on the profile', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/register/learner');
    await page.getByLabel('First name').fill('Fenna');
    await page.getByLabel('Last name').fill('Form');
    await page.getByLabel('Email').fill(uniqueEmail('matching'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectPath(page, '/learner/welcome');
    const form = page.getByRole('form', { name: 'Tell us what suits you' });
    await form.getByLabel('Your level').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'matching-welcome-desktop');

    await form.getByLabel('Your level').selectOption('Advanced');
    for (const choice of ['Work', 'Making friends', 'Coffee Chats', 'De Pijp', 'Oud-Zuid'])
      await form.getByRole('checkbox', { name: choice, exact: true }).click();
    await form.getByRole('checkbox', { name: 'Tuesday evening' }).click();
    const budget = form.getByLabel(/Your budget per hour/);
    await budget.fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => form.getByText('Please give a budget from €10 to €500 per hour').count())
      .toBe(1);
    await budget.fill('35');
    await form.getByRole('button', { name: 'Save' }).click();

    await expectPath(page, '/learner/dashboard');
    const summary = page.getByRole('region', { name: 'What suits you' });
    const answer = (term: string) => summary.locator('dt', { hasText: term }).locator('+ dd');
    await expect.poll(() => answer('Districts').textContent()).toBe('De Pijp, Oud-Zuid');
    expect(await answer('Your level').textContent()).toBe('Advanced');
    expect(await answer('What do you want').textContent()).toBe('Work, Making friends');
    expect(await answer('Activities').textContent()).toBe('Coffee Chats');
    expect(await answer('When are you').textContent()).toBe('1 part of the week');
    expect(await answer('Budget').textContent()).toBe('Up to €35 per hour');
    // Matched by the server: each match says why, in the product's words.
    const matches = page.getByRole('region', { name: 'Your matches' });
    await expect
      .poll(() => matches.getByRole('list', { name: /^Why .+ matches you$/ }).count())
      .toBeGreaterThan(0);
    const reasons = await matches
      .getByRole('list', { name: /^Why .+ matches you$/ })
      .first()
      .textContent();
    expect(reasons).toMatch(
      /Meets in .+(in your district|minutes by bike from you)|Also likes Coffee Chats|Free on Tuesday evenings like you|Within your budget/,
    );
    expect(
      await matches.getByRole('link', { name: /^(Book|Send a proposal to) / }).count(),
    ).toBeGreaterThan(0);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'matching-matches-desktop');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'matching-matches-phone');
    // Four at first, the rest at the press of a key; the focus goes on at the fifth.
    const whys = matches.getByRole('list', { name: /^Why .+ matches you$/ });
    const showAll = matches.getByRole('button', { name: /^Show all \d+ matches$/ });
    expect(await whys.count()).toBe(4);
    const all = Number(/\d+/.exec((await showAll.textContent()) ?? '')![0]);
    await showAll.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => whys.count()).toBe(all);
    expect(await showAll.count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.querySelector('bdi')?.textContent),
    ).toBe(await matches.locator('li bdi.font-semibold').nth(4).textContent());
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);

    await page.goto('/learner-profile');
    const card = page.getByRole('region', { name: 'What suits you' });
    await expect.poll(() => card.getByLabel('Your level').inputValue()).toBe('Advanced');
    expect(
      await card.getByRole('checkbox', { name: 'Oud-Zuid' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await card.getByLabel(/Your budget per hour/).inputValue()).toBe('35');
    // Changed here, it is the profile's at once.
    await card.getByRole('checkbox', { name: 'Noord' }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/learner/profile', {
          headers: {
            authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
          },
        });
        return (await res.json()).districts;
      })
      .toEqual(['de-pijp', 'oud-zuid', 'noord']);
    // The toast can come after the profile says it; closed, it does not fade under axe.
    await closeToast(page, 'Saved. We will use it to suggest buddies.');
    await expectAccessible(page);
    await screenshot(page, 'matching-profile-desktop');

    // A buddy's profile says where they meet (the demo seed's districts).
    await page.goto('/buddy/mia');
    await expect.poll(() => page.getByText('Meets in De Pijp, Rivierenbuurt').count()).toBe(1);
    await context.close();
  });

  it('fits a phone, and Skip goes on to the dashboard with nothing said and no matches yet', async () => {
    const { page, context } = await browser.newPage(PHONE);
    const email = uniqueEmail('matching-phone');
    await createLearner(page, email, PASSWORD, 'Pim Phone');
    await signIn(page, email, PASSWORD);
    await page.goto('/learner/welcome');
    const form = page.getByRole('form', { name: 'Tell us what suits you' });
    await form.getByLabel('Your level').waitFor();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'matching-welcome-phone');

    // Keyboard: the level first, then on through the choices.
    await form.getByLabel('Your level').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(
      await form.getByRole('checkbox', { name: 'Work', exact: true }).getAttribute('aria-checked'),
    ).toBe('true');

    await form.getByRole('link', { name: 'Skip for now' }).click();
    await expectPath(page, '/learner/dashboard');
    const summary = page.getByRole('region', { name: 'What suits you' });
    await expect
      .poll(() => summary.locator('dd').allTextContents())
      .toEqual(Array(6).fill('Not said'));
    const matches = page.getByRole('region', { name: 'Your matches' });
    await expect.poll(() => matches.getByText('No matches yet.', { exact: false }).count()).toBe(1);
    expect(
      await matches
        .getByRole('link', { name: 'Tell us what suits you to get matched.' })
        .getAttribute('href'),
    ).toBe('/learner/welcome');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'matching-dashboard-phone');
    await context.close();
  });
});
