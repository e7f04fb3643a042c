import { describe, expect, it } from 'vitest';
import { buddyFormFields } from '../support/auth-helpers';
import {
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  createLearner,
  expectPath,
  noToasts,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

describe('the moderator dashboard', () => {
  it('reviews a new buddy: detail, notes, Send to Expert; the buddy is then with the expert', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const name = `Mila Moderated ${Date.now() % 100000}`;
    const form = new FormData();
    for (const [field, value] of Object.entries(
      buddyFormFields({ fullName: name, hourlyRate: 30 }),
    )) {
      for (const one of [value].flat()) form.append(field, one);
    }
    const applied = await page.request.post('/api/register/buddy', { multipart: form });
    expect(applied.ok()).toBe(true);

    await page.goto('/login');
    await page.getByLabel('Email').fill('moderator@buddies.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectPath(page, '/moderator/dashboard');
    const review = page.getByRole('button', { name: `Review: ${name}` });
    await expect.poll(() => review.count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'moderator-approvals');

    await review.click();
    const dialog = page.getByRole('dialog', { name });
    await expect.poll(() => dialog.getByText('Pending Review').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('€30/hour').count()).toBe(1);
    expect(await dialog.getByText('Coffee Chats').count()).toBe(1);
    await expect
      .poll(() => dialog.getByText('Registered: awaiting moderator review').count())
      .toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'moderator-review-dialog', false);
    await dialog.getByLabel('Notes (optional)').fill('Warm description, check the Dutch level');
    await dialog.getByRole('button', { name: 'Send to Expert' }).click();
    await expect.poll(() => page.getByText('Profile sent to the learning expert').count()).toBe(1);
    await expect.poll(() => review.count()).toBe(0);
    // Closing the dialog gave the focus back to the page, not to <body>.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    await page.getByLabel('Show').selectOption({ label: 'All buddies' });
    const details = page.getByRole('button', { name: `Details: ${name}` });
    await expect.poll(() => details.count()).toBe(1);
    const row = page.getByRole('listitem').filter({ has: details });
    expect(await row.getByText('With Learning Expert').count()).toBe(1);
    await details.click();
    await expect
      .poll(() =>
        page.getByRole('dialog').getByText('Warm description, check the Dutch level').count(),
      )
      .toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('fits a phone, and other roles are sent to their own dashboard', async () => {
    const { page, context } = await browser.newPage(PHONE);
    // A proposal from a new learner to Anna, for the Sessions & Proposals tab.
    const email = `pam-proposes-${Date.now()}@example.com`;
    await createLearner(page, email, DEMO_PASSWORD, 'Pam Proposes');
    const login = await page.request.post('/api/login', {
      data: { email, password: DEMO_PASSWORD },
    });
    const learnerToken = (await login.json()).token as string;
    const anna = await page.request.get('/api/messages/recipients?buddy=anna', {
      headers: { authorization: `Bearer ${learnerToken}` },
    });
    const proposed = await page.request.post('/api/proposals', {
      headers: { authorization: `Bearer ${learnerToken}` },
      data: {
        buddyId: (await anna.json()).recipients[0].id,
        activity: 'Coffee Chats',
        proposedTime: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
        duration: 60,
        message: 'Coffee on Friday?',
      },
    });
    expect(proposed.status()).toBe(201);
    await signIn(page, 'moderator@buddies.local', DEMO_PASSWORD);
    await page.goto('/moderator/dashboard');
    await expect.poll(() => page.getByRole('tab', { name: 'User Approvals' }).count()).toBe(1);
    await page.getByLabel('Show').selectOption({ label: 'Technical staff' });
    await expect.poll(() => page.getByText('moderator@buddies.local').count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'moderator-staff-phone');

    // Sessions & Proposals: the demo's sessions, marked notified one at a time.
    await page.getByRole('tab', { name: 'Sessions & Proposals' }).click();
    const mark = page.getByRole('button', { name: 'Mark notified' });
    await expect.poll(() => mark.count()).toBeGreaterThan(0);
    const before = await mark.count();
    await mark.first().click();
    await expect.poll(() => mark.count()).toBe(before - 1);
    await page.getByRole('button', { name: 'Message both users' }).first().click();
    await page.getByLabel('Message', { exact: true }).fill('Please confirm your meeting point.');
    await page.getByRole('button', { name: 'Send to both' }).click();
    await expect
      .poll(() => page.getByText('Message sent to both users successfully!').count())
      .toBe(1);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expectNoSidewaysScroll(page);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'moderator-sessions-phone');

    // Support Messages on a phone: the queue, or its empty state, once it has loaded.
    await page.getByRole('tab', { name: 'Support Messages' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Support Messages' });
    await expect
      .poll(
        async () =>
          (await panel.locator('li').count()) +
          (await panel.getByText('No support messages').count()),
      )
      .toBeGreaterThan(0);
    // Below it, what the outbox gave up (decision 042): nothing, on this server.
    await expect
      .poll(() => panel.getByText('No mail or other work has been given up.').count())
      .toBe(1);
    await expect
      .poll(() => panel.getByRole('heading', { name: 'Mail and work not delivered' }).count())
      .toBe(1);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'moderator-support-phone');

    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    await page.goto('/moderator/dashboard');
    await expectPath(page, '/learner/dashboard');
    await context.close();
  });

  it('shows deleted accounts, the own profile and the reports, at 1280 and 375 px', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, 'moderator@buddies.local', DEMO_PASSWORD);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const activeEnglishBuddies = async () => {
      const report = await page.request.get('/api/moderator/reports', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await report.json()) as { activeEnglishBuddies: number }).activeEnglishBuddies;
    };
    const before = await activeEnglishBuddies();
    await page.goto('/moderator/dashboard');
    // The card counts the approved buddies who speak English: the demo's, not a fixed 9. Other
    // browser tests approve buddies meanwhile: the card shows the count of a moment in between.
    const card = page.getByText('Active English Buddies').locator('..');
    await expect.poll(() => card.textContent()).toMatch(/^Active English Buddies\d+$/);
    const shown = Number((await card.textContent())!.replace(/\D/g, ''));
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(await activeEnglishBuddies());
    expect(before).toBeGreaterThan(0);

    // Sessions & Proposals at 1280 px (the phone's is above).
    await page.getByRole('tab', { name: 'Sessions & Proposals' }).click();
    const sessions = page.getByRole('tabpanel', { name: 'Sessions & Proposals' });
    await expect.poll(() => sessions.locator('[aria-busy="true"]').count()).toBe(0);
    await expect.poll(() => sessions.getByRole('tab', { name: 'Completed' }).count()).toBe(1);
    await expectAccessible(page);

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const at = viewport === PHONE ? 'phone' : 'desktop';
      await page.getByRole('tab', { name: 'Deleted Accounts' }).click();
      await expect.poll(() => page.getByText('No deleted accounts').count()).toBe(1);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await page.getByRole('tab', { name: 'Reports' }).click();
      const signups = page.getByRole('region', { name: 'Sign-ups by week' });
      await expect.poll(() => signups.count()).toBe(1);
      await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThan(0);
      // Behind each chart, the same numbers as a table.
      await page.getByText('Show the numbers as a table').first().click();
      await expect
        .poll(() => page.getByRole('table', { name: 'Sign-ups by week' }).getByRole('row').count())
        .toBe(13);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `moderator-reports-${at}`);
    }

    await page.setViewportSize(DESKTOP);
    await page.getByRole('tab', { name: 'My Profile' }).click();
    const department = page.getByLabel('Department');
    await expect.poll(() => department.inputValue()).toBe('Content Moderation');
    expect(await page.getByLabel('Permissions').inputValue()).toBe('Full Access');
    await page.getByLabel('Bio').fill('Keeps Buddies safe and friendly.');
    await department.fill('Trust & Safety');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully!').count()).toBe(1);
    await page.reload();
    await page.getByRole('tab', { name: 'My Profile' }).click();
    await expect.poll(() => page.getByLabel('Department').inputValue()).toBe('Trust & Safety');
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'moderator-profile');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await context.close();
  });

  it('suspends a learner: their open tab is signed out and signing in is refused', async () => {
    const learner = await browser.newPage(DESKTOP);
    const email = `sam-suspended-${Date.now()}@example.com`;
    const name = `Sam Suspended ${Date.now() % 100000}`;
    await createLearner(learner.page, email, DEMO_PASSWORD, name);
    await signIn(learner.page, email, DEMO_PASSWORD);
    await learner.page.goto('/learner/dashboard');
    await expect.poll(() => learner.page.locator('main h1').first().textContent()).toContain(name);

    const moderator = await browser.newPage(DESKTOP);
    await signIn(moderator.page, 'moderator@buddies.local', DEMO_PASSWORD);
    await moderator.page.goto('/moderator/dashboard');
    await moderator.page.getByLabel('Show').selectOption({ label: 'Learners' });
    const details = moderator.page.getByRole('button', { name: `Details: ${name}` });
    await expect.poll(() => details.count()).toBe(1);
    await details.click();
    const dialog = moderator.page.getByRole('dialog', { name });
    await dialog.getByLabel('Reason (mailed to the user)').fill('Abusive messages to buddies');
    await expectAccessible(moderator.page);
    await screenshot(moderator.page, 'moderator-suspend', false);
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect.poll(() => moderator.page.getByText('Account suspended').count()).toBe(1);

    // The learner's open tab hears that its sign-in ended, and goes to the login.
    await expectPath(learner.page, '/login');
    await learner.page.getByLabel('Email').fill(email);
    await learner.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await learner.page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => learner.page.getByText('Your account is suspended.', { exact: false }).count())
      .toBeGreaterThan(0);
    for (const { context } of [learner, moderator]) await context.close();
  });
});
