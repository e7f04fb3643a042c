import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addAmsterdamDays, startOfAmsterdamWeek } from '../../src/shared/amsterdam-time';
import { formatInAmsterdam } from '../../src/shared/format-date';
import { PROFILE_TEXTS } from '../../src/shared/profiles';
import { SESSION_ACTION_TEXTS } from '../../src/shared/session-actions';
import {
  closeToast,
  createLearner,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  noToasts,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'learner-dashboard-1';

/** A learner of this file's own, signed in on the page. */
async function newLearner(page: Page, fullName = 'Dana Learner') {
  const email = `learner-dash-${randomBytes(3).toString('hex')}@example.com`;
  await createLearner(page, email, PASSWORD, fullName);
  await signIn(page, email, PASSWORD);
  return email;
}

async function openDashboard(page: Page) {
  await page.goto('/learner/dashboard');
  await page.getByRole('heading', { level: 2, name: 'My Schedule' }).waitFor();
}

/** A demo buddy no other test file books. */
const BUDDY = { email: 'noah@buddies.local', slug: 'noah', name: 'Noah Williams' };

/** The bearer of a sign-in through the API. */
async function tokenOf(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/login', { data: { email, password } });
  return ((await response.json()) as { token: string }).token;
}

/**
 * A Coffee Chat with the buddy some 10 to 20 days ahead, proposed by the page's learner and
 * approved by the buddy through the API; its instant.
 */
async function bookSession(page: Page, learnerEmail: string) {
  const learner = await tokenOf(page, learnerEmail, PASSWORD);
  const buddy = await tokenOf(page, BUDDY.email, DEMO_PASSWORD);
  const recipients = await page.request.get(`/api/messages/recipients?buddy=${BUDDY.slug}`, {
    headers: { authorization: `Bearer ${learner}` },
  });
  const { recipients: found } = (await recipients.json()) as { recipients: { id: string }[] };
  const day = 10 + Math.floor(Math.random() * 10);
  const startsAt = new Date(Date.now() + day * 86_400_000);
  startsAt.setUTCHours(8 + Math.floor(Math.random() * 10), Math.random() < 0.5 ? 0 : 30, 0, 0);
  const proposal = await page.request.post('/api/proposals', {
    headers: { authorization: `Bearer ${learner}` },
    data: {
      buddyId: found[0]?.id,
      activity: 'Coffee Chats',
      proposedTime: startsAt.toISOString(),
      duration: 60,
      message: 'Shall we have a coffee?',
    },
  });
  expect(proposal.status()).toBe(201);
  const { id } = (await proposal.json()) as { id: string };
  const approved = await page.request.post(`/api/proposals/${id}/approve`, {
    headers: { authorization: `Bearer ${buddy}` },
    data: {},
  });
  expect(approved.status()).toBe(200);
  return startsAt;
}

/** Runs `action` and waits for the profile change it sends to be answered. */
async function saved(page: Page, method: 'PUT' | 'PATCH', action: () => Promise<unknown>) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === method && /\/api\/(profile|users)\//.test(r.url()),
  );
  await action();
  expect((await answer).status()).toBe(200);
}

const nameButton = (page: Page) => page.getByRole('button', { name: /, edit name$/ });

/** '9 – 15 Mar 2026' for the week `weeks` from this one, as the schedule names it. */
function weekLabel(weeks: number) {
  const monday = addAmsterdamDays(startOfAmsterdamWeek(new Date()), weeks * 7);
  const sunday = addAmsterdamDays(monday, 6);
  const f = (at: Date, p: string) => formatInAmsterdam(at, p);
  const sameYear = f(monday, 'yyyy') === f(sunday, 'yyyy');
  const sameMonth = sameYear && f(monday, 'MM') === f(sunday, 'MM');
  return `${f(monday, sameMonth ? 'd' : sameYear ? 'd MMM' : 'd MMM yyyy')} – ${f(sunday, 'd MMM yyyy')}`;
}

describe('the learner dashboard', () => {
  it('shows the real profile; the name edits inline (Enter saves, Escape cancels); weeks move', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    await newLearner(page);
    await openDashboard(page);
    await expect.poll(() => nameButton(page).textContent()).toContain('Dana Learner');
    expect(await page.getByText(PROFILE_TEXTS.notFound).count()).toBe(0);
    for (const counter of ['Completed Sessions', 'Upcoming Sessions', 'Total Proposals'])
      await page.getByText(counter).waitFor();

    // Enter saves.
    await saved(page, 'PUT', async () => {
      await nameButton(page).click();
      const field = page.getByRole('textbox', { name: 'Name' });
      await field.fill('Dana Renamed');
      await field.press('Enter');
    });
    await expect.poll(() => nameButton(page).textContent()).toContain('Dana Renamed');
    // Escape cancels.
    await nameButton(page).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Not This');
    await page.getByRole('textbox', { name: 'Name' }).press('Escape');
    await expect.poll(() => nameButton(page).textContent()).toContain('Dana Renamed');
    // About me saves on blur.
    await page.getByRole('textbox', { name: 'About me' }).fill('I like long walks.');
    await page.getByRole('textbox', { name: 'My Interests' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'My Schedule' }).waitFor();
    await expect.poll(() => nameButton(page).textContent()).toContain('Dana Renamed');
    expect(await page.getByRole('textbox', { name: 'About me' }).inputValue()).toBe(
      'I like long walks.',
    );

    // The week: Monday to Sunday, back and forth.
    const range = page.getByTestId('week-range');
    expect(await range.textContent()).toBe(weekLabel(0));
    const days = page.getByRole('region', { name: 'My Schedule' }).getByRole('listitem');
    await expect.poll(() => days.first().getAttribute('aria-label')).toMatch(/^Monday /);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => range.textContent()).toBe(weekLabel(1));
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect.poll(() => range.textContent()).toBe(weekLabel(-1));
    await page.getByRole('button', { name: 'This week' }).click();
    await expect.poll(() => range.textContent()).toBe(weekLabel(0));

    // The name's toast sits at the top, over the profile card's links, until it goes.
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'learner-dashboard-desktop');
    await context.close();
  });

  it('uploads a photo that the dashboard shows', async () => {
    const { context, page } = await browser.newPage(PHONE);
    await newLearner(page, 'Pia Photo');
    await openDashboard(page);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 110 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Change photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const photo = page.getByRole('img', { name: 'Photo of Pia Photo' }).locator('img');
    await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/uploads\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await closeToast(page, 'Photo updated');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'learner-dashboard-phone');

    // The phone's menu leads to the messages too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: /^Messages\b/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'learner-dashboard-phone-menu', false);
    await menu.getByRole('link', { name: /^Messages\b/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/messages');
    await context.close();
  });
});

describe('the learner profile page', () => {
  // Mismatched passwords are refused before anything is sent: password-form.component.test.tsx.
  it('keeps click-to-edit fields and the availability grid', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    await newLearner(page, 'Paul Profile');
    await page.goto('/learner-profile');
    await page.getByRole('heading', { level: 2, name: 'Personal details' }).waitFor();

    await saved(page, 'PATCH', async () => {
      await page.getByRole('button', { name: /, edit interests$/ }).click();
      await page.getByRole('textbox', { name: 'Interests' }).fill('coffee, museums');
      await page.getByRole('textbox', { name: 'Interests' }).press('Enter');
    });
    await saved(page, 'PATCH', async () => {
      await page.getByRole('button', { name: /, edit gender$/ }).click();
      await page.getByRole('combobox', { name: 'Gender' }).selectOption('other');
      await page.getByRole('combobox', { name: 'Gender' }).press('Enter');
    });
    await saved(page, 'PUT', () => page.getByRole('checkbox', { name: 'Tuesday evening' }).click());

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Personal details' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /, edit interests$/ }).textContent())
      .toContain('coffee, museums');
    await expect
      .poll(() => page.getByRole('button', { name: /, edit gender$/ }).textContent())
      .toContain('Other');
    expect(
      await page.getByRole('checkbox', { name: 'Tuesday evening' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      await page.getByRole('checkbox', { name: 'Monday morning' }).getAttribute('aria-checked'),
    ).toBe('false');

    await page.getByText('No proposals found').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'learner-profile-desktop');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'learner-profile-phone');
    await context.close();
  });
});

describe('a booked session on the dashboard', () => {
  it('opens from the week, downloads its calendar file and is cancelled with a reason', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    const email = await newLearner(page, 'Sam Session');
    const startsAt = await bookSession(page, email);
    await openDashboard(page);
    await expect
      .poll(() => page.getByText('Upcoming Sessions').locator('..').textContent())
      .toContain('1');

    // The buddy writes: Recent Messages and the header's count follow at once, no reload.
    await page.evaluate(() => Object.assign(window, { neverReloaded: true }));
    const recent = page.getByRole('region', { name: 'Recent Messages' });
    await expect.poll(() => recent.textContent()).toContain(BUDDY.name);
    const messagesLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Messages\b/ });
    const unread = async () =>
      Number(/(\d+) unread/.exec((await messagesLink.textContent()) ?? '')?.[1] ?? 0);
    await expect.poll(() => messagesLink.count()).toBe(1);
    const unreadBefore = await unread();
    const note = `Looking forward to our coffee! ${randomBytes(3).toString('hex')}`;
    const sent = await page.request.post('/api/messages', {
      headers: { authorization: `Bearer ${await tokenOf(page, BUDDY.email, DEMO_PASSWORD)}` },
      data: {
        receiverId: await page.evaluate(() => localStorage.getItem('userId')),
        content: note,
      },
    });
    expect(sent.status()).toBe(201);
    await expect.poll(() => recent.textContent()).toContain(note);
    expect(await recent.textContent()).toContain(`${unreadBefore + 1} unread`);
    await expect.poll(unread).toBe(unreadBefore + 1);
    expect(await messagesLink.getAttribute('aria-label')).toBe(null);
    expect(await messagesLink.textContent()).toBe(`Messages${unreadBefore + 1} unread`);
    expect(await page.evaluate(() => 'neverReloaded' in window)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'learner-dashboard-unread', false);
    const weeks = Math.round(
      (startOfAmsterdamWeek(startsAt).getTime() - startOfAmsterdamWeek(new Date()).getTime()) /
        (7 * 86_400_000),
    );
    for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click();
    const session = page.getByRole('button', {
      name: new RegExp(`Coffee Chats with ${BUDDY.name}, Confirmed$`),
    });
    // Escape closes the session's dialog and gives the focus back to the session.
    await session.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => session.evaluate((el) => el === document.activeElement)).toBe(true);
    await session.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: BUDDY.name, exact: true }).waitFor();

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    await dialog.getByRole('button', { name: 'Ask to move' }).click();
    await dialog.getByRole('group', { name: 'New date and time (Amsterdam)' }).waitFor();
    await dialog.getByRole('button', { name: 'Keep session' }).click();
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expectAccessible(page);
    await screenshot(page, 'learner-dashboard-cancel-session', false);
    // Without a reason it is not sent (cancel-form.component.test.tsx).
    await dialog.getByLabel('Reason').fill('I am ill, sorry.');
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await closeToast(page, SESSION_ACTION_TEXTS.cancelled);
    await page
      .getByRole('button', { name: new RegExp(`Coffee Chats with ${BUDDY.name}, Cancelled$`) })
      .waitFor();
    await context.close();
  });
});
