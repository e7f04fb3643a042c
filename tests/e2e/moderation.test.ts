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

  it('fits a phone, messages both users of a session in their Messages, and other roles are sent to their own dashboard', async () => {
    const { page, context } = await browser.newPage(PHONE);
    // A proposal from a new learner to Anna, for the Sessions & Proposals tab.
    const email = `pam-proposes-${Date.now()}@example.com`;
    const pam = `Pam Proposes ${Date.now() % 100000}`;
    await createLearner(page, email, DEMO_PASSWORD, pam);
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
    // A question of Pam's, answered and resolved: the moderator closes it on the phone below.
    const asked = await page.request.post('/api/support-messages', {
      headers: { authorization: `Bearer ${learnerToken}` },
      data: { subject: `Refund question ${pam}`, content: 'How do refunds work?' },
    });
    expect(asked.status()).toBe(201);
    await signIn(page, 'moderator@buddies.local', DEMO_PASSWORD);
    const moderatorToken = await page.evaluate(() => localStorage.getItem('token'));
    const resolved = await page.request.put(`/api/support-messages/${(await asked.json()).id}`, {
      headers: { authorization: `Bearer ${moderatorToken}` },
      data: { status: 'resolved', response: 'Within five working days.' },
    });
    expect(resolved.status()).toBe(200);
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
    // Pam's session, its time as the product writes times (no ISO date).
    const row = page
      .getByRole('listitem')
      .filter({ hasText: pam, has: page.getByRole('heading', { name: 'Coffee Chats' }) });
    await expect.poll(() => row.count()).toBe(1);
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toMatch(
      /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\b/,
    );
    expect(rowText).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await row.getByRole('button', { name: 'Message both users' }).click();
    const box = row.getByLabel('Message', { exact: true });
    // The message starts by naming the session; the moderator writes the rest.
    expect(await box.inputValue()).toMatch(
      /^About your Coffee Chats session on .+, \d{2}:\d{2}: $/,
    );
    await box.fill(`${await box.inputValue()}Please confirm your meeting point.`);
    await row.getByRole('button', { name: 'Send to both' }).click();
    await expect
      .poll(() => page.getByText('Message sent to both users successfully!').count())
      .toBe(1);
    // Where the answers will arrive: the moderator's conversations with both of them.
    const withPam = row.getByRole('link', { name: `Conversation with ${pam}` });
    await expect.poll(() => withPam.count()).toBe(1);
    expect(await row.getByRole('link', { name: /^Conversation with Anna/ }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expectNoSidewaysScroll(page);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'moderator-sessions-phone');

    // Pam reads it in her Messages, from the moderator, and answers there.
    const learner = await browser.newPage(PHONE);
    await signIn(learner.page, email, DEMO_PASSWORD);
    await learner.page.goto('/messages');
    const fromModerator = learner.page.getByRole('link', { name: /Maud Moderator/ });
    await expect.poll(() => fromModerator.count()).toBe(1);
    expect(await fromModerator.textContent()).toContain('1 unread');
    await fromModerator.click();
    await expect
      .poll(() =>
        learner.page
          .locator('ol')
          .getByText('Please confirm your meeting point.', { exact: false })
          .count(),
      )
      .toBe(1);
    expect(await learner.page.getByText('Support', { exact: true }).count()).toBe(1);
    await learner.page.getByRole('textbox').fill('We meet at the café by the station.');
    await learner.page.keyboard.press('Enter');
    await expect
      .poll(() =>
        learner.page.locator('ol').getByText('We meet at the café by the station.').count(),
      )
      .toBe(1);
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'learner-moderator-message-phone', false);
    await learner.context.close();

    // The moderator sees the answer come in on the session, and reads it in Messages.
    await page.getByRole('tab', { name: 'All' }).click();
    await expect.poll(() => withPam.textContent()).toContain('1 unread');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'moderator-session-answered-phone', false);
    await withPam.click();
    await expectPath(page, '/messages');
    await expect
      .poll(() => page.locator('ol').getByText('We meet at the café by the station.').count())
      .toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'moderator-conversation-phone', false);

    // Support Messages on a phone: the resolved question is closed, said as a status move.
    await page.goto('/moderator/dashboard');
    await page.getByRole('tab', { name: 'Support Messages' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Support Messages' });
    const question = panel.getByRole('listitem').filter({ hasText: `Refund question ${pam}` });
    await expect.poll(() => question.count()).toBe(1);
    expect(await question.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    await question.scrollIntoViewIfNeeded();
    await screenshot(page, 'moderator-support-resolved-phone', false);
    await question.getByRole('button', { name: 'Mark closed' }).click();
    await expect.poll(() => page.getByText('Marked closed: nothing more to do').count()).toBe(1);
    await expect.poll(() => question.getByRole('button', { name: 'Mark closed' }).count()).toBe(0);
    // Below it, what the outbox gave up (decision 042): nothing, on this server.
    await expect
      .poll(() => panel.getByText('No mail or other work has been given up.').count())
      .toBe(1);
    await expect
      .poll(() => panel.getByRole('heading', { name: 'Mail and work not delivered' }).count())
      .toBe(1);
    await expectNoSidewaysScroll(page);
    await noToasts(page);
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
    await screenshot(page, 'moderator-sessions-desktop');
    // The header's avatar: the moderator's own initials (Maud Moderator), not the role's letter.
    expect(await page.getByRole('link', { name: 'My dashboard' }).textContent()).toBe('MM');

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const at = viewport === PHONE ? 'phone' : 'desktop';
      await page.getByRole('tab', { name: 'Deleted Accounts' }).click();
      // Empty, or the accounts other browser tests deleted meanwhile (the server is shared).
      const deleted = page.getByRole('tabpanel', { name: 'Deleted Accounts' });
      await expect
        .poll(() =>
          deleted.getByText('No deleted accounts').or(deleted.getByRole('listitem')).count(),
        )
        .toBeGreaterThan(0);
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

  it("pins a buddy first in a learner's matches with a note the learner reads, and hides one (decision 064)", async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = `lotte-steered-${Date.now()}@example.com`;
    const name = `Lotte Steered ${Date.now() % 100000}`;
    await createLearner(page, email, DEMO_PASSWORD, name);
    await signIn(page, email, DEMO_PASSWORD);
    const learnerToken = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${learnerToken}` };
    const { id } = await (await page.request.get('/api/learner/profile', { headers })).json();
    const form = await page.request.put(`/api/profile/${id}`, {
      headers,
      data: { districts: ['de-pijp'] },
    });
    expect(form.ok(), await form.text()).toBe(true);

    await signIn(page, 'moderator@buddies.local', DEMO_PASSWORD);
    await page.goto('/moderator/dashboard');
    await page.getByLabel('Show').selectOption({ label: 'Learners' });
    const details = page.getByRole('button', { name: `Details: ${name}` });
    await expect.poll(() => details.count()).toBe(1);
    await details.click();
    const dialog = page.getByRole('dialog', { name });
    const shown = dialog.getByRole('list', { name: 'Shown now' }).getByRole('listitem');
    await expect.poll(() => shown.count()).toBeGreaterThan(1);
    const nameOf = async (item: typeof shown) =>
      ((await item.getByRole('link').first().textContent()) ?? '').trim();
    const pinned = await nameOf(shown.last());
    const hidden = await nameOf(shown.first());
    const note = 'She grew up in Paramaribo too: ask her about her cooking.';
    await dialog.getByRole('button', { name: `Pin ${pinned}`, exact: true }).click();
    const shownList = dialog.getByRole('list', { name: 'Shown now' });
    await shownList.getByLabel('Note for the learner').fill(note);
    await shownList.getByRole('button', { name: 'Pin with this note' }).click();
    await expect.poll(() => nameOf(shown.first())).toBe(pinned);
    await dialog.getByRole('button', { name: `Hide ${hidden}`, exact: true }).click();
    const steered = dialog.getByRole('list', { name: 'Pinned and hidden' }).getByRole('listitem');
    await expect.poll(() => steered.count()).toBe(2);
    expect(await steered.first().textContent()).toContain(`Hidden:${hidden}`);
    expect(await steered.last().textContent()).toContain(note);
    await expect.poll(() => page.getByText('Hidden from the learner’s matches').count()).toBe(1);
    // Another buddy, found by name: a name no listed buddy has finds nobody, and a pin needs one.
    const another = dialog.getByRole('form', { name: 'Pin another buddy' });
    await another
      .getByRole('searchbox', { name: 'Find a buddy by name' })
      .fill('nobody by this name');
    await expect
      .poll(() => another.getByRole('status').textContent())
      .toBe('No listed buddy by that name.');
    await another.getByLabel('Note for the learner').fill(note);
    await another.getByRole('button', { name: 'Pin with this note' }).click();
    await expect.poll(() => another.getByText('Choose the buddy to pin').count()).toBe(1);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'moderator-learner-matches', false);
    await page.setViewportSize(PHONE);
    // Nothing in the dialog is wider than the phone.
    await expect.poll(() => dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'moderator-learner-matches-phone', false);
    await page.keyboard.press('Escape');

    // The learner's dashboard: the pinned buddy first, with the note from the team; the hidden
    // buddy gone.
    await page.setViewportSize(DESKTOP);
    await signIn(page, email, DEMO_PASSWORD);
    await page.goto('/learner/dashboard');
    const matches = page.getByRole('region', { name: 'Your matches' });
    const teamNote = matches.getByRole('region', {
      name: `A note from your Buddies team about ${pinned}`,
    });
    await expect.poll(() => teamNote.count()).toBe(1);
    expect(await teamNote.textContent()).toBe(`From your Buddies team${note}`);
    const names = async () =>
      (await matches.locator('li bdi.font-semibold').allTextContents()).map((n) => n.trim());
    expect((await names())[0]).toBe(pinned);
    // All of them: the first few show, the rest behind a button.
    await matches.getByRole('button', { name: /^Show all \d+ matches$/ }).click();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(4);
    expect(await names()).not.toContain(hidden);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'matching-team-note-desktop');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'matching-team-note-phone');
    await context.close();
  });
});
