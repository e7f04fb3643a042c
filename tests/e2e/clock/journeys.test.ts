import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatInAmsterdam } from '../../../src/shared/format-date';
import { PROPOSAL_TEXTS, PROPOSALS_PAGE_SIZE } from '../../../src/shared/proposals';
import { SESSION_ACTION_TEXTS } from '../../../src/shared/session-actions';
import { HOUR, inHours } from '../../support/hours';
import { moveServerClock } from '../../support/server-clock';
import {
  chooseDateTime,
  createLearner,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../../support/browser';
import { expectToast } from '../../support/buddy-journeys';

/**
 * Journeys that let time pass: they move this project's own server clock (TEST_CLOCK, the
 * local-admin channel), one after the other in this one file, so that no other file's times
 * jump under them and they never move the clock under each other.
 */
const browser = useBrowser();

const PAGES_PASSWORD = 'pages-password-1';
/** A demo buddy no other journey books. */
const PAGES_BUDDY_SLUG = 'sophie';

const PASSWORD = 'journey-password-1';
/** A demo buddy no other journey books. */
const BUDDY = { email: 'thomas@buddies.local', slug: 'thomas', name: 'Thomas Visser' };
const MINUTE = 60_000;

describe('a session from proposal to review', () => {
  it('is proposed, approved, takes place, confirmed by both, and reviewed on the profile', async () => {
    const learnerName = `Jules ${randomBytes(3).toString('hex')} Journey`;
    const learner = await browser.newPage(DESKTOP);
    const email = `journey-${randomBytes(3).toString('hex')}@example.com`;
    await createLearner(learner.page, email, PASSWORD, learnerName);
    await signIn(learner.page, email, PASSWORD);
    const buddy = await browser.newPage(DESKTOP);
    await signIn(buddy.page, BUDDY.email, DEMO_PASSWORD);

    // The learner proposes a 30-minute walk starting in a few minutes.
    const startsAt = new Date(Math.ceil((Date.now() + 6 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
    await learner.page.goto(`/messages?buddy=${BUDDY.slug}`);
    await learner.page.getByRole('button', { name: 'Propose Activity' }).click();
    const dialog = learner.page.getByRole('dialog', { name: 'Propose Activity' });
    await expect.poll(() => dialog.getByLabel('Activity').count()).toBe(1);
    await dialog.getByLabel('Activity').selectOption('Walking & Talking');
    await dialog.getByLabel('Duration').selectOption('30');
    await chooseDateTime(
      dialog,
      'Date and time (Amsterdam)',
      formatInAmsterdam(startsAt, "yyyy-MM-dd'T'HH:mm"),
    );
    await dialog.getByLabel('Message').fill('A short walk along the canals?');
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expectToast(learner.page, PROPOSAL_TEXTS.sent);

    // The buddy approves it in the chat.
    await buddy.page.goto('/messages');
    await buddy.page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(learnerName) })
      .click();
    const card = buddy.page
      .getByRole('log')
      .getByRole('article', { name: 'Activity proposal: Walking & Talking' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.textContent()).toContain('Approved');
    // Booked: the buddy may add it to a calendar, not cancel it any more (< 24 h).
    await expect
      .poll(() => card.getByRole('button', { name: 'Add to calendar' }).count(), {})
      .toBe(1);
    expect(await card.getByRole('button', { name: 'Cancel session' }).isDisabled()).toBe(true);
    expect(await card.textContent()).toContain(SESSION_ACTION_TEXTS.cancelWindow);

    // On the learner's dashboard: in this week's schedule, not cancellable any more (< 24 h).
    await learner.page.goto('/learner/dashboard');
    const schedule = learner.page.getByRole('region', { name: 'My Schedule' });
    await expect.poll(() => schedule.textContent()).toContain('Walking & Talking');
    await schedule
      .getByRole('button', { name: /Walking & Talking with Thomas Visser, Confirmed/ })
      .click();
    const details = learner.page.getByRole('dialog', { name: 'Walking & Talking' });
    expect(await details.getByRole('button', { name: 'Cancel session' }).isDisabled()).toBe(true);
    expect(await details.textContent()).toContain(SESSION_ACTION_TEXTS.cancelWindow);
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'journey-session-dialog', false);
    await learner.page.keyboard.press('Escape');

    // The session's time passes: the server's clock moves to a minute after its end.
    await moveServerClock(learner.page, {
      advanceMs: startsAt.getTime() + 31 * MINUTE - Date.now(),
    });
    await learner.page.reload();
    const needing = learner.page.getByRole('region', { name: 'Sessions Needing Confirmation' });
    await expect.poll(() => needing.textContent()).toContain('Walking & Talking');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'journey-needs-confirmation');
    await needing.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(learner.page, PROPOSAL_TEXTS.confirmed);
    await expect.poll(() => needing.textContent()).not.toContain('Walking & Talking');

    // The buddy confirms on the card in the chat, on a phone; the card decides by the browser's
    // clock, so the buddy's moves on as the server's did.
    await buddy.page.clock.setFixedTime(startsAt.getTime() + 31 * MINUTE);
    await buddy.page.setViewportSize(PHONE);
    await buddy.page.reload();
    const confirm = card.getByRole('button', { name: 'Confirm' });
    await expect.poll(() => confirm.count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Report a problem' }).count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'journey-buddy-card-phone', false);
    await confirm.click();
    await expectToast(buddy.page, PROPOSAL_TEXTS.confirmed);
    await expect.poll(() => card.textContent()).toContain('Completed');
    expect(await confirm.count()).toBe(0);

    // The learner is asked for a review, live.
    const leave = learner.page.getByRole('button', { name: 'Leave a review' });
    await expect.poll(() => leave.count()).toBeGreaterThan(0);
    await leave.first().click();
    const form = learner.page.getByRole('dialog', { name: /review/i });
    // The stars are the radios' labels (the inputs are visually hidden): click the fifth.
    await form.getByRole('radio', { name: '5 stars' }).locator('..').click();
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await form
      .getByLabel(/review/i)
      .fill('Thomas showed me hidden courtyards. Great English practice!');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'journey-review', false);
    await form.getByRole('button', { name: 'Send review' }).click();
    await expectToast(learner.page, SESSION_ACTION_TEXTS.reviewed);
    await expect.poll(() => leave.count()).toBe(0);

    // The review is on the buddy's public profile.
    await learner.page.goto(`/buddy/${BUDDY.slug}`);
    await expect
      .poll(() => learner.page.textContent('body'))
      .toContain('Thomas showed me hidden courtyards');
    expect(await learner.page.textContent('body')).toContain('2 reviews');
    // Named in public by first name and initial only.
    expect(await learner.page.textContent('body')).toContain('Jules J.');
    expect(await learner.page.textContent('body')).not.toContain(learnerName);
    await screenshot(learner.page, 'journey-profile-review');

    await learner.page.setViewportSize(PHONE);
    await learner.page.goto('/learner/dashboard');
    await expect.poll(() => schedule.textContent()).toContain('Walking & Talking');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'journey-dashboard-phone');

    for (const { context } of [learner, buddy]) await context.close();
  });
});

describe('My Proposals', () => {
  it('shows the latest page and the earlier proposals on request', async () => {
    const { page } = await browser.newPage(PHONE);
    const email = `pages-${randomBytes(3).toString('hex')}@example.com`;
    await createLearner(page, email, PAGES_PASSWORD, 'Paula Pages');
    const login = await page.request.post('/api/login', {
      data: { email, password: PAGES_PASSWORD },
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const recipients = await page.request.get(
      `/api/messages/recipients?buddy=${PAGES_BUDDY_SLUG}`,
      {
        headers,
      },
    );
    const [buddy] = ((await recipients.json()) as { recipients: { id: string }[] }).recipients;
    const propose = async (day: number) => {
      const res = await page.request.post('/api/proposals', {
        headers,
        data: {
          buddyId: buddy!.id,
          activity: 'Cooking',
          proposedTime: inHours(day * 24),
          duration: 60,
          message: `Cooking on day ${day}?`,
        },
      });
      expect(res.status()).toBe(201);
    };
    // One more than a page; the limit is 20 proposals an hour, so the last comes an hour later.
    try {
      for (let day = 1; day <= PROPOSALS_PAGE_SIZE; day++) await propose(day);
      await moveServerClock(page, { advanceMs: HOUR + 60_000 });
      await propose(0.5);
    } finally {
      await moveServerClock(page, { reset: true });
    }

    await signIn(page, email, PAGES_PASSWORD);
    await page.goto('/learner-profile');
    const card = page.getByRole('region', { name: 'My Proposals' });
    const items = card.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(PROPOSALS_PAGE_SIZE);
    const more = card.getByRole('button', { name: 'Show earlier proposals' });
    await more.click();
    await expect.poll(() => items.count()).toBe(PROPOSALS_PAGE_SIZE + 1);
    await expect.poll(() => more.count()).toBe(0);
    await expectAccessible(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'learner-profile-proposals-phone', false);
  });
});
