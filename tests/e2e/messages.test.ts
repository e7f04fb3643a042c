import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '../../src/shared/messaging';
import { PROPOSAL_TEXTS } from '../../src/shared/proposals';
import { SESSION_ACTION_TEXTS } from '../../src/shared/session-actions';
import { SUPPORT_TEXTS } from '../../src/shared/support';
import {
  chooseDateTime,
  closeToast,
  conversationLink,
  createLearner,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  noToasts,
  expectPath,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'messages-password-1';
/** A demo buddy no other test file writes to or signs out. */
const BUDDY = { email: 'daniel@buddies.local', slug: 'daniel', name: 'Daniel Okafor' };

const unique = () => randomBytes(3).toString('hex');

/** A learner of this file's own: nobody else's messages reach them. */
async function newLearner(page: Page, fullName: string) {
  const email = `messages-${unique()}@example.com`;
  await createLearner(page, email, PASSWORD, fullName);
  await signIn(page, email, PASSWORD);
}

/** Opens /messages (with a query) and waits until its event stream is open; marks the page. */
async function openMessages(page: Page, query = '') {
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto(`/messages${query}`);
  expect((await streamOpen).status()).toBe(200);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Messages');
  await page.evaluate(() => Object.assign(window, { neverReloaded: true }));
}

/** The header's Messages link; its name carries the unread count ("Messages 2 unread"). */
const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages\b/ });
const unreadIn = async (page: Page) =>
  Number(/(\d+) unread/.exec((await messagesLink(page).textContent()) ?? '')?.[1] ?? 0);

/** Whether `locator` has the focus. */
const focused = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => el === document.activeElement);

const neverReloaded = (page: Page) => page.evaluate(() => 'neverReloaded' in window);
const chatLog = (page: Page) => page.getByRole('log');

/** The toast saying `text` leaves `action` (what was just used) uncovered: it shows at the top. */
async function expectToastClearOf(page: Page, text: string, action: ReturnType<Page['locator']>) {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await expect.poll(() => toast.count()).toBe(1);
  const [box, target] = [await toast.boundingBox(), await action.boundingBox()];
  expect(box && target).toBeTruthy();
  const apart =
    box!.y + box!.height <= target!.y ||
    target!.y + target!.height <= box!.y ||
    box!.x + box!.width <= target!.x ||
    target!.x + target!.width <= box!.x;
  expect(apart).toBe(true);
  expect(box!.y).toBeLessThan(page.viewportSize()!.height / 4);
}

/** A time next month in Amsterdam, as the date-time field takes it. */
function nextMonthAt(hour: number) {
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 10)) * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

describe('messages', () => {
  it('sends a visitor without a sign-in to the login', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/messages');
    await expectPath(page, '/login');
    await context.close();
  });

  it('a learner writes to a buddy from the profile; both sides follow live', async () => {
    const learnerName = `Lena Live ${unique()}`;
    const learner = await browser.newPage(DESKTOP);
    await newLearner(learner.page, learnerName);
    const buddy = await browser.newPage(DESKTOP);
    await signIn(buddy.page, BUDDY.email, DEMO_PASSWORD);
    await openMessages(buddy.page);
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'messages-buddy-nothing-open', false);

    // From the profile's button to a new, empty conversation with that buddy, the Propose
    // Activity dialog open as the button says; given up, a reload opens it no more.
    await learner.page.goto(`/buddy/${BUDDY.slug}`);
    await learner.page.getByRole('button', { name: 'Send a message with proposal' }).click();
    await expectPath(learner.page, '/messages');
    const proposeDialog = learner.page.getByRole('dialog', { name: 'Propose Activity' });
    await expect.poll(() => proposeDialog.getByLabel('Activity').count()).toBe(1);
    expect(await proposeDialog.textContent()).toContain(BUDDY.name);
    await learner.page.keyboard.press('Escape');
    await expect.poll(() => proposeDialog.count()).toBe(0);
    expect(new URL(learner.page.url()).search).toBe(`?buddy=${BUDDY.slug}`);
    const header = learner.page.getByRole('heading', { level: 2, name: BUDDY.name });
    await expect.poll(() => header.count()).toBe(1);
    expect(await header.getByRole('link').getAttribute('href')).toBe(`/buddy/${BUDDY.slug}`);
    await expect.poll(() => learner.page.getByText(MESSAGING_TEXTS.noMessages).count()).toBe(1);
    await learner.page.evaluate(() => Object.assign(window, { neverReloaded: true }));

    // The header leads to the messages too, with the unread count in the link's name.
    await expect.poll(() => messagesLink(buddy.page).count()).toBe(1);
    const unreadBefore = await unreadIn(buddy.page);

    // Right-to-left words in a message turn only that message, never the text around it
    // (overrides such as U+202E the server refuses, decision 016).
    const hello = `Hello Daniel, shall we talk about films? ${unique()} שלום, עולם`;
    await learner.page.getByRole('textbox', { name: `Message to ${BUDDY.name}` }).fill(hello);
    await learner.page.keyboard.press('Enter');
    await expect.poll(() => chatLog(learner.page).getByText(hello).count()).toBe(1);

    // The buddy's list shows the new conversation, unread, without a reload; so does the header.
    const fromLearner = conversationLink(buddy.page, learnerName);
    await expect.poll(() => fromLearner.count()).toBe(1);
    await expect.poll(() => unreadIn(buddy.page)).toBe(unreadBefore + 1);
    expect(await fromLearner.textContent()).toContain('1 unread');
    expect(await fromLearner.textContent()).toContain(hello);
    // People's text is isolated: names in <bdi>, message texts with dir="auto".
    expect(await fromLearner.locator('bdi').textContent()).toBe(learnerName);
    expect(await fromLearner.getByText(hello).getAttribute('dir')).toBe('auto');
    expect(await chatLog(learner.page).getByText(hello).getAttribute('dir')).toBe('auto');
    await fromLearner.click();
    await expect.poll(() => chatLog(buddy.page).getByText(hello).count()).toBe(1);
    expect(
      await buddy.page.getByRole('heading', { level: 2, name: learnerName }).locator('bdi').count(),
    ).toBe(1);
    // Opening it read it: the badge goes, here, in the header, and for the learner a 'Seen'.
    await expect.poll(() => fromLearner.textContent()).not.toContain('unread');
    await expect.poll(() => unreadIn(buddy.page)).toBe(unreadBefore);
    await expect.poll(() => chatLog(learner.page).getByText('Seen').count()).toBe(1);

    const reply = `Happy to! Coffee by the IJ? ${unique()}`;
    await buddy.page.getByRole('textbox', { name: `Message to ${learnerName}` }).fill(reply);
    await buddy.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => chatLog(learner.page).getByText(reply).count()).toBe(1);
    expect(await neverReloaded(learner.page)).toBe(true);
    expect(await neverReloaded(buddy.page)).toBe(true);

    // A failed send stays, marked, with a Retry that sends it once.
    let failNext = true;
    await learner.page.route('**/api/messages', (route) => {
      if (route.request().method() !== 'POST' || !failNext) return route.continue();
      failNext = false;
      return route.abort('failed');
    });
    const retried = `This one needs a second try ${unique()}`;
    await learner.page.getByRole('textbox', { name: `Message to ${BUDDY.name}` }).fill(retried);
    await learner.page.keyboard.press('Enter');
    await expect.poll(() => chatLog(learner.page).getByText('Not sent').count()).toBe(1);
    await expectToastClearOf(
      learner.page,
      'Network error. Please try again.',
      learner.page.getByRole('textbox', { name: `Message to ${BUDDY.name}` }),
    );
    await closeToast(learner.page, 'Network error. Please try again.');
    await chatLog(learner.page).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => chatLog(buddy.page).getByText(retried).count()).toBe(1);
    await expect.poll(() => chatLog(learner.page).getByText('Not sent').count()).toBe(0);
    expect(await chatLog(learner.page).getByText(retried).count()).toBe(1);

    await expectAccessible(learner.page);
    await screenshot(learner.page, 'messages-learner-desktop', false);
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'messages-buddy-desktop', false);

    // Contact Support.
    await learner.page.getByRole('button', { name: 'Contact Support' }).click();
    const support = learner.page.getByRole('dialog', { name: 'Contact Support' });
    const sendSupport = support.getByRole('button', { name: 'Send to Support' });
    expect(await sendSupport.isDisabled()).toBe(true);
    await support.getByLabel('Subject').fill('A question about payments');
    await support.getByLabel('Message', { exact: true }).fill('How do I pay for a session?');
    await support.getByLabel('Priority').selectOption('high');
    await expectAccessible(learner.page);
    await sendSupport.click();
    await closeToast(learner.page, SUPPORT_TEXTS.sent);
    expect(await support.count()).toBe(0);

    // A moderator answers it in the Support Messages tab; the learner sees the answer.
    const moderator = await browser.newPage(DESKTOP);
    await signIn(moderator.page, 'moderator@buddies.local', DEMO_PASSWORD);
    await moderator.page.goto('/moderator/dashboard');
    await moderator.page.getByRole('tab', { name: 'Support Messages' }).click();
    const item = moderator.page
      .getByRole('listitem')
      .filter({ has: moderator.page.getByRole('heading', { name: 'A question about payments' }) })
      .first();
    await expect.poll(() => item.count()).toBe(1);
    await expectAccessible(moderator.page);
    await item.getByLabel('Response').fill('Payments arrive soon; for now sessions are free.');
    await item.getByRole('button', { name: 'Respond & resolve' }).click();
    await closeToast(moderator.page, 'Resolved: the sender has your answer');
    await screenshot(moderator.page, 'moderator-support', false);
    await learner.page.getByRole('button', { name: 'Contact Support' }).click();
    const answered = learner.page.getByRole('dialog', { name: 'Contact Support' });
    await expect
      .poll(() => answered.getByText('Payments arrive soon; for now sessions are free.').count())
      .toBe(1);
    expect(await answered.getByText('Resolved').count()).toBe(1);
    await noToasts(learner.page);
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'support-answered', false);
    await learner.page.keyboard.press('Escape');

    for (const { context } of [learner, buddy, moderator]) await context.close();
  });

  it('works as two screens on a phone', async () => {
    const learnerName = `Pia Phone ${unique()}`;
    const { page, context } = await browser.newPage(PHONE);
    await newLearner(page, learnerName);
    await openMessages(page);
    await expect.poll(() => page.getByText(MESSAGING_TEXTS.noConversations).count()).toBe(1);

    // A first message through the New Message dialog.
    const newMessage = page.getByRole('button', { name: 'New Message' });
    // Escape closes a dialog and gives the focus back to what opened it.
    await newMessage.click();
    await page.getByRole('dialog', { name: 'New Message' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => focused(newMessage)).toBe(true);
    await newMessage.click();
    const dialog = page.getByRole('dialog', { name: 'New Message' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.getByText(MESSAGING_TEXTS.selectUserAndMessage).count()).toBe(1);
    await dialog.getByLabel('Search by name').fill('Daniel');
    await dialog.getByRole('radio', { name: new RegExp(BUDDY.name) }).check();
    await dialog.getByLabel('Message', { exact: true }).fill('Hi from my phone!');
    await expectAccessible(page);
    await screenshot(page, 'messages-phone-new-message', false);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => chatLog(page).getByText('Hi from my phone!').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Conversations' }).isVisible()).toBe(false);

    // A failed send's toast leaves the message box and its Send button in sight.
    await page.route('**/api/messages', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    const box = page.getByRole('textbox', { name: `Message to ${BUDDY.name}` });
    await box.fill('This one fails');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToastClearOf(page, 'Network error. Please try again.', box);
    await expectToastClearOf(
      page,
      'Network error. Please try again.',
      page.getByRole('button', { name: 'Send', exact: true }),
    );
    await screenshot(page, 'messages-phone-toast', false);
    await closeToast(page, 'Network error. Please try again.');
    await page.unroute('**/api/messages');
    await expectAccessible(page);
    await screenshot(page, 'messages-phone-chat', false);

    // Back to the list: the conversation is there.
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect.poll(() => conversationLink(page, BUDDY.name).count()).toBe(1);
    expect(await page.getByRole('log').count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'messages-phone-list', false);
    await context.close();
  });

  it('a proposal goes to the buddy as a card, who approves it; the learner sees it live', async () => {
    const learnerName = `Paul Proposal ${unique()}`;
    const learner = await browser.newPage(DESKTOP);
    await newLearner(learner.page, learnerName);
    const buddy = await browser.newPage(DESKTOP);
    await signIn(buddy.page, BUDDY.email, DEMO_PASSWORD);
    await openMessages(buddy.page);
    await openMessages(learner.page, `?buddy=${BUDDY.slug}`);

    const propose = learner.page.getByRole('button', { name: 'Propose Activity' });
    await propose.click();
    await learner.page.getByRole('dialog', { name: 'Propose Activity' }).waitFor();
    await learner.page.keyboard.press('Escape');
    await expect.poll(() => learner.page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => focused(propose)).toBe(true);
    await propose.click();
    const dialog = learner.page.getByRole('dialog', { name: 'Propose Activity' });
    const send = dialog.getByRole('button', { name: 'Send Proposal' });
    await expect.poll(() => dialog.getByLabel('Activity').count()).toBe(1);
    // Only this buddy's activities.
    const options = await dialog.getByLabel('Activity').locator('option').allTextContents();
    expect(options).toEqual([
      'Choose an activity',
      'Coffee Chats (€25/hour)',
      'Media Discussions (€28/hour)',
    ]);
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Activity').selectOption('Media Discussions');
    await dialog.getByLabel('Duration').selectOption('90');
    expect(await dialog.locator('output').textContent()).toBe('€42.00');
    await chooseDateTime(dialog, 'Date and time (Amsterdam)', nextMonthAt(18));
    expect(await dialog.textContent()).toContain('Free cancellation until');
    await dialog.getByLabel('Place (optional)').fill('Eye Filmmuseum café');
    await dialog
      .getByLabel('Message', { exact: true })
      .fill('Shall we watch a short film and discuss it?');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'messages-propose-dialog', false);
    await send.click();
    await closeToast(learner.page, PROPOSAL_TEXTS.sent);

    const learnerCard = chatLog(learner.page).getByRole('article', {
      name: 'Activity proposal: Media Discussions',
    });
    await expect.poll(() => learnerCard.count()).toBe(1);
    expect(await learnerCard.textContent()).toContain('Waiting for the buddy');

    // The buddy: the conversation and its card arrive live; approve.
    const fromLearner = conversationLink(buddy.page, learnerName);
    await expect.poll(() => fromLearner.count()).toBe(1);
    await fromLearner.click();
    const buddyCard = chatLog(buddy.page).getByRole('article', {
      name: 'Activity proposal: Media Discussions',
    });
    await expect.poll(() => buddyCard.count()).toBe(1);
    await expect.poll(() => buddyCard.textContent()).toContain('€42.00');
    expect(await buddyCard.textContent()).toContain('90 minutes');
    expect(await buddyCard.textContent()).toContain('Eye Filmmuseum café');
    expect(await buddyCard.textContent()).toContain('Waiting for your answer');
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'messages-buddy-proposal', false);
    await buddyCard.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => buddyCard.textContent()).toContain('Approved');
    await closeToast(buddy.page, 'Proposal approved');

    await expect.poll(() => learnerCard.textContent()).toContain('Approved');
    expect(await neverReloaded(learner.page)).toBe(true);
    expect(await neverReloaded(buddy.page)).toBe(true);
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'messages-learner-approved', false);

    // Booked and a month ahead: either side may still cancel it; the buddy does, the learner sees.
    expect(await learnerCard.getByRole('button', { name: 'Cancel session' }).isDisabled()).toBe(
      false,
    );
    await buddyCard.getByRole('button', { name: 'Cancel session' }).click();
    const cancel = buddy.page.getByRole('dialog', { name: 'Cancel session' });
    await cancel.getByLabel('Reason').fill('I am ill, sorry.');
    await cancel.getByRole('button', { name: 'Cancel session' }).click();
    await closeToast(buddy.page, SESSION_ACTION_TEXTS.cancelled);
    await expect.poll(() => learnerCard.textContent()).toContain('Cancelled');
    expect(await learnerCard.getByRole('button', { name: 'Cancel session' }).count()).toBe(0);

    for (const { context } of [learner, buddy]) await context.close();
  });

  it('the buddy suggests another time and the learner accepts it, live', async () => {
    const learner = await browser.newPage(DESKTOP);
    await newLearner(learner.page, `Cora Counter ${unique()}`);
    const buddy = await browser.newPage(DESKTOP);
    await signIn(buddy.page, BUDDY.email, DEMO_PASSWORD);
    await openMessages(learner.page, `?buddy=${BUDDY.slug}`);
    await openMessages(buddy.page);

    await learner.page.getByRole('button', { name: 'Propose Activity' }).click();
    const dialog = learner.page.getByRole('dialog', { name: 'Propose Activity' });
    await dialog.getByLabel('Activity').selectOption('Coffee Chats');
    await chooseDateTime(dialog, 'Date and time (Amsterdam)', nextMonthAt(10));
    await dialog.getByLabel('Message', { exact: true }).fill('A coffee too?');
    expect(await dialog.locator('output').textContent()).toBe('€25.00');
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await closeToast(learner.page, PROPOSAL_TEXTS.sent);
    const coffee = (page: Page) =>
      chatLog(page).getByRole('article', { name: 'Activity proposal: Coffee Chats' });
    await conversationLink(buddy.page, 'Cora Counter').click();
    await expect.poll(() => coffee(buddy.page).count()).toBe(1);
    await coffee(buddy.page).getByRole('button', { name: 'Suggest another time' }).click();
    await coffee(buddy.page).getByLabel('Duration').selectOption('120');
    await coffee(buddy.page).getByLabel('Place').fill('NDSM café');
    await coffee(buddy.page).getByLabel('Note for the learner (optional)').fill('Longer is nicer!');
    await expectAccessible(buddy.page);
    await coffee(buddy.page).getByRole('button', { name: 'Send suggestion' }).click();
    await expect.poll(() => coffee(buddy.page).textContent()).toContain('Waiting for the learner');

    await expect.poll(() => coffee(learner.page).textContent()).toContain('Suggested instead');
    expect(await coffee(learner.page).textContent()).toContain('New time suggested');
    expect(await coffee(learner.page).textContent()).toContain('120 minutes');
    expect(await coffee(learner.page).textContent()).toContain('€50.00');
    expect(await coffee(learner.page).textContent()).toContain('Longer is nicer!');
    // Where the learner approves the new time: the cancellation rule of that time (issue 37).
    expect(await coffee(learner.page).textContent()).toContain('Free cancellation until');
    await screenshot(learner.page, 'messages-learner-counter-proposal', false);
    await coffee(learner.page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => coffee(learner.page).textContent()).toContain('Approved');
    await expect.poll(() => coffee(buddy.page).textContent()).toContain('Approved');
    for (const { context } of [learner, buddy]) await context.close();
  });

  it('catches up from the last event id after a dropped stream', async () => {
    const learner = await browser.newPage(DESKTOP);
    await newLearner(learner.page, `Rita Reconnect ${unique()}`);
    // The first stream says it is caught up at event 0 and ends; the tab's next one waits here
    // until a message was sent that no stream of the tab heard.
    const lastEventIds: (string | undefined)[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await learner.page.route('**/api/events', async (route) => {
      lastEventIds.push(route.request().headers()['last-event-id']);
      if (lastEventIds.length > 1) {
        await released;
        return route.continue();
      }
      return route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: 'id: 0\nevent: ready\ndata: {}\n\n',
      });
    });
    await openMessages(learner.page, `?buddy=${BUDDY.slug}`);
    const box = learner.page.getByRole('textbox', { name: `Message to ${BUDDY.name}` });
    await box.fill('Are you there?');
    await learner.page.keyboard.press('Enter');
    await expect.poll(() => chatLog(learner.page).getByText('Are you there?').count()).toBe(1);

    const buddy = await browser.newPage(DESKTOP);
    await signIn(buddy.page, BUDDY.email, DEMO_PASSWORD);
    const learnerId = await learner.page.evaluate(() => localStorage.getItem('userId'));
    const token = await buddy.page.evaluate(() => localStorage.getItem('token'));
    const missed = `Written while your stream was down ${unique()}`;
    const sent = await buddy.page.request.post('/api/messages', {
      headers: { authorization: `Bearer ${token}` },
      data: { receiverId: learnerId, content: missed, clientKey: unique() },
    });
    expect(sent.status()).toBe(201);
    await expect.poll(() => lastEventIds.length).toBe(2);
    release();

    // Replayed from event 0: the missed message appears; the tab's own shows still once.
    await expect.poll(() => chatLog(learner.page).getByText(missed).count()).toBe(1);
    expect(await chatLog(learner.page).getByText('Are you there?').count()).toBe(1);
    expect(lastEventIds.slice(0, 2)).toEqual([undefined, '0']);
    expect(await neverReloaded(learner.page)).toBe(true);
    for (const { context } of [learner, buddy]) await context.close();
  });

  it('opens a long conversation at its newest message and loads the earlier ones', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await newLearner(page, `Lars Long ${unique()}`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token}` };
    const found = await page.request.get(`/api/messages/recipients?buddy=${BUDDY.slug}`, {
      headers,
    });
    const [daniel] = (await found.json()).recipients as { id: string }[];
    const login = await page.request.post('/api/login', {
      data: { email: BUDDY.email, password: DEMO_PASSWORD },
    });
    const buddy = (await login.json()) as { token: string };
    const learnerId = await page.evaluate(() => localStorage.getItem('userId'));
    // One page (50) and one more, both sides writing: each stays under 30 messages a minute
    // (the buddy, shared by this file's tests, well under).
    for (let n = 1; n <= 51; n++) {
      const fromLearner = n <= 29;
      const sent = await page.request.post('/api/messages', {
        headers: { authorization: `Bearer ${fromLearner ? token : buddy.token}` },
        data: {
          receiverId: fromLearner ? daniel!.id : learnerId,
          content: `Numbered message ${n}.`,
          clientKey: unique(),
        },
      });
      expect(sent.status()).toBe(201);
    }
    await openMessages(page, `?with=${daniel!.id}`);
    const log = chatLog(page);
    await expect.poll(() => log.getByText('Numbered message 51.').count()).toBe(1);
    expect(await log.getByText('Numbered message 1.', { exact: true }).count()).toBe(0);
    // Opened at the bottom, where the newest message is.
    const atBottom = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('[role="log"]')!;
        return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 2;
      });
    await expect.poll(atBottom).toBe(true);

    expect(await page.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(1);
    // Scrolling up to the top loads them (so does the button, for the keyboard).
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect.poll(() => log.getByText('Numbered message 1.', { exact: true }).count()).toBe(1);
    expect(await log.getByRole('listitem').count()).toBe(51);
    // The reader still sees where they were: the earlier ones came in above, out of view.
    const visible = async (text: string) => {
      const box = await log.getByText(text, { exact: true }).boundingBox();
      const frame = await log.boundingBox();
      return !!box && !!frame && box.y >= frame.y && box.y + box.height <= frame.y + frame.height;
    };
    expect(await visible('Numbered message 2.')).toBe(true);
    expect(await visible('Numbered message 1.')).toBe(false);
    expect(await page.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0);

    // A message arriving while the reader is up there: it does not pull them down; a pill says
    // it is there and takes them to it.
    const fromBuddy = (content: string) =>
      page.request.post('/api/messages', {
        headers: { authorization: `Bearer ${buddy.token}` },
        data: { receiverId: learnerId, content, clientKey: unique() },
      });
    const pill = page.getByRole('button', { name: 'New messages' });
    expect(await pill.count()).toBe(0);
    expect((await fromBuddy('Are you still there?')).status()).toBe(201);
    await expect.poll(() => pill.count()).toBe(1);
    expect(await log.getByText('Are you still there?').count()).toBe(1);
    expect(await visible('Are you still there?')).toBe(false);
    expect(await visible('Numbered message 2.')).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'messages-new-messages-pill', false);
    await page.setViewportSize(PHONE);
    await expect.poll(() => pill.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'messages-new-messages-pill-phone', false);
    await pill.click();
    await expect.poll(atBottom).toBe(true);
    expect(await visible('Are you still there?')).toBe(true);
    expect(await pill.count()).toBe(0);
    expect(await focused(log)).toBe(true);
    await page.setViewportSize(DESKTOP);
    // At the bottom, the next one is followed: in view, no pill.
    expect((await fromBuddy('Good, see you soon!')).status()).toBe(201);
    await expect.poll(() => log.getByText('Good, see you soon!').count()).toBe(1);
    await expect.poll(atBottom).toBe(true);
    expect(await pill.count()).toBe(0);

    // Back to the conversation from elsewhere in the app (from the cache): at its newest again.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectPath(page, '/learner/dashboard');
    await messagesLink(page).click();
    await conversationLink(page, 'Daniel').click();
    await expect.poll(() => log.getByText('Good, see you soon!').count()).toBe(1);
    await expect.poll(atBottom).toBe(true);
    await context.close();
  });
});
