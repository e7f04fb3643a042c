import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatInAmsterdam } from '../../../src/shared/format-date';
import { buddyEarningsCents } from '../../../src/shared/pricing';
import { formatEuros } from '../../../src/shared/format-money';
import { PROPOSAL_TEXTS } from '../../../src/shared/proposals';
import { SESSION_ACTION_TEXTS } from '../../../src/shared/session-actions';
import {
  conversationLink,
  createLearner,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectPath,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../../support/browser';
import {
  bearer,
  bookSession,
  daysAhead,
  expectToast,
  figure,
  login,
  newBuddy,
  newLearner,
  openDashboard,
  PASSWORD as BUDDY_JOURNEY_PASSWORD,
  payAtTestCheckout,
  tabOf,
} from '../../support/buddy-journeys';
import { ANALYTICS_TEXTS } from '../../../src/client/features/buddy/analytics-texts';
import { BUDDY_TEXTS } from '../../../src/client/features/buddy/texts';
import { HOUR } from '../../support/hours';
import { moveServerClock } from '../../support/server-clock';

/**
 * The payment step with the built-in test provider (PAYMENTS=test, decision 038), on a server
 * of its own: the buddy approves, the learner pays on the provider's page, the session is booked.
 */
const browser = useBrowser();

const PASSWORD = 'payments-journey-1';
const BUDDY = { email: 'thomas@buddies.local', slug: 'thomas', name: 'Thomas Visser' };
const MINUTE = 60_000;

describe('paying for a session', () => {
  it('waits for the learner’s payment, books the session once paid, and pays the buddy after it', async () => {
    const learnerName = `Paula ${randomBytes(3).toString('hex')} Payer`;
    const email = `payer-${randomBytes(3).toString('hex')}@example.com`;
    const learner = await browser.newPage(DESKTOP);
    await createLearner(learner.page, email, PASSWORD, learnerName);
    await signIn(learner.page, email, PASSWORD);
    const login = await learner.page.request.post('/api/login', {
      data: { email, password: PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const startsAt = daysAhead(3, '14:00');
    const recipients = await learner.page.request.get(
      `/api/messages/recipients?buddy=${BUDDY.slug}`,
      { headers: bearer(token) },
    );
    const [thomas] = ((await recipients.json()) as { recipients: { id: string }[] }).recipients;
    const proposed = await learner.page.request.post('/api/proposals', {
      headers: bearer(token),
      data: {
        buddyId: thomas!.id,
        activity: 'Walking & Talking',
        proposedTime: startsAt.toISOString(),
        duration: 60,
        message: 'Coffee by the canal?',
      },
    });
    expect(proposed.status()).toBe(201);
    const { id, price } = (await proposed.json()) as { id: string; price: number };

    // The buddy approves in the chat: the session now waits for the learner's payment.
    const buddy = await browser.newPage(DESKTOP);
    await signIn(buddy.page, BUDDY.email, DEMO_PASSWORD);
    await buddy.page.goto('/messages');
    await conversationLink(buddy.page, learnerName).click();
    const buddyCard = buddy.page
      .getByRole('log')
      .getByRole('article', { name: 'Activity proposal: Walking & Talking' });
    await buddyCard.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => buddyCard.textContent()).toContain('Approved: waiting for payment');
    await expect.poll(() => buddyCard.textContent()).toContain("Waiting for the learner's payment");

    // The learner pays from the card in the chat, on a phone.
    await learner.page.setViewportSize(PHONE);
    await learner.page.goto(`/messages?buddy=${BUDDY.slug}`);
    const card = learner.page
      .getByRole('log')
      .getByRole('article', { name: 'Activity proposal: Walking & Talking' });
    const amount = formatEuros(Math.round(price * 100));
    const pay = card.getByRole('button', { name: `Pay ${amount} to confirm` });
    await expect.poll(() => pay.count()).toBe(1);
    expect(await card.textContent()).toMatch(/Pay by \w{3} \d{1,2} \w{3}, \d\d:\d\d/);
    // Before paying, the cancellation rule it will be booked under (issue 37).
    expect(await card.textContent()).toContain('Free cancellation until');
    // Either side may still call it off while it waits.
    expect(await card.getByRole('button', { name: 'Cancel session' }).count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'payments-pay-in-chat', false);
    await pay.click();

    // The provider's page (the test provider's): a failed attempt leaves the session waiting.
    await expectPath(learner.page, '/payments/test-checkout');
    const checkout = learner.page.getByRole('main');
    await expect.poll(() => checkout.textContent()).toContain(amount);
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(() => checkout.textContent()).toContain('The payment failed');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'payments-test-checkout', false);
    await checkout.getByRole('button', { name: `Pay ${amount}` }).click();

    // Paid: back on the dashboard, the session is booked.
    await expectPath(learner.page, '/learner/dashboard');
    await expectToast(learner.page, 'Payment received: your session is booked.');
    expect(new URL(learner.page.url()).search).toBe('');
    await learner.page.goto(`/messages?buddy=${BUDDY.slug}`);
    await expect.poll(() => card.textContent()).toContain('Approved');
    expect(await card.textContent()).not.toContain('waiting for your payment');
    expect(await card.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await expect.poll(() => buddyCard.textContent()).not.toContain('waiting for payment');
    await screenshot(learner.page, 'payments-booked', false);

    // The buddy sets up payouts (the test provider's onboarding is done at once).
    await buddy.page.goto('/buddy/dashboard?tab=analytics');
    const payouts = buddy.page.getByRole('region', { name: 'Payouts' });
    await expect.poll(() => payouts.textContent()).toContain('Not set up.');
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'payments-payouts-not-set-up', false);
    await payouts.getByRole('button', { name: 'Set up payouts' }).click();
    await expect.poll(() => payouts.textContent()).toContain('Active.');
    expect(await payouts.getByRole('button').count()).toBe(0);

    // The session takes place: the server's clock, and both browsers', move past its end.
    const ended = startsAt.getTime() + 2 * HOUR;
    await moveServerClock(learner.page, { advanceMs: ended - Date.now() });
    // Playwright's fixed clock replaces Date with a constructor that returns plain Dates, so a
    // Date subclass (@date-fns/tz's TZDate) loses its methods: from here on the browser writes
    // times in its own zone (UTC here), not Amsterdam's. A real clock has no such effect, in any
    // zone; the receipt below is checked for its words and money, not its hour.
    for (const { page } of [learner, buddy]) await page.clock.setFixedTime(ended);
    await learner.page.setViewportSize(DESKTOP);
    await learner.page.goto('/learner/dashboard');
    const needing = learner.page.getByRole('region', { name: 'Sessions Needing Confirmation' });
    await expect.poll(() => needing.textContent()).toContain('Walking & Talking');
    await needing.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(learner.page, PROPOSAL_TEXTS.confirmed);
    const buddyLogin = await buddy.page.request.post('/api/login', {
      data: { email: BUDDY.email, password: DEMO_PASSWORD },
    });
    const confirmed = await buddy.page.request.post(`/api/proposals/${id}/confirm-session`, {
      headers: bearer(((await buddyLogin.json()) as { token: string }).token),
      data: {},
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // Completed: the buddy's 80% is transferred, and their earnings show it.
    const share = formatEuros(Math.round(price * 80));
    await buddy.page.goto('/buddy/dashboard?tab=analytics');
    const earnings = buddy.page.getByRole('region', { name: 'Earnings per session' });
    await expect.poll(() => earnings.textContent(), { timeout: 60_000 }).toContain('Paid out on');
    expect(await earnings.textContent()).toContain(learnerName);
    expect(await earnings.textContent()).toContain(share);
    await earnings.scrollIntoViewIfNeeded();
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'payments-earnings', false);
    const download = buddy.page.waitForEvent('download');
    await earnings.getByRole('button', { name: 'Download CSV' }).click();
    const month = formatInAmsterdam(startsAt, 'yyyy-MM');
    expect((await download).suggestedFilename()).toBe(`buddies-statement-${month}.csv`);
    await earnings.getByRole('link', { name: 'Printable statement' }).click();
    await expectPath(buddy.page, `/buddy/statements/${month}`);
    const statement = buddy.page.getByRole('article');
    await expect.poll(() => statement.textContent()).toContain('Paid out on');
    expect(await statement.textContent()).toContain(BUDDY.name);
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'payments-statement', false);

    // The learner's session shows it paid, with its receipt.
    await learner.page.goto('/learner/dashboard');
    await learner.page
      .getByRole('button', { name: new RegExp(`Walking & Talking with ${BUDDY.name}, Completed$`) })
      .click();
    const dialog = learner.page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Paid ${amount} on`);
    await dialog.getByRole('link', { name: 'Receipt' }).click();
    await expectPath(learner.page, `/learner/receipts/${id}`);
    const receipt = learner.page.getByRole('article', { name: 'Receipt' });
    await expect.poll(() => receipt.textContent()).toContain('Total paid');
    expect(await receipt.textContent()).toContain(amount);
    expect(await receipt.textContent()).toContain(learnerName);
    expect(await receipt.textContent()).toContain('Free cancellation until');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'payments-receipt', false);
    // Printed, it is the receipt alone: no site header, footer or buttons.
    await learner.page.emulateMedia({ media: 'print' });
    expect(await learner.page.getByRole('banner').isVisible()).toBe(false);
    expect(await receipt.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(learner.page, 'payments-receipt-print', false);
    await learner.page.emulateMedia({ media: 'screen' });
    await learner.page.setViewportSize(PHONE);
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'payments-receipt-phone');

    await moveServerClock(learner.page, { reset: true });
    for (const { context } of [learner, buddy]) await context.close();
  }, 240_000);
});

describe('a reported paid session', () => {
  it('holds the buddy’s share until a moderator releases it in Finance', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const email = `reporter-${randomBytes(3).toString('hex')}@example.com`;
    await createLearner(page, email, PASSWORD, 'Rita Reporter');
    const asLearner = bearer(
      (
        (await (
          await page.request.post('/api/login', { data: { email, password: PASSWORD } })
        ).json()) as {
          token: string;
        }
      ).token,
    );
    const asBuddy = bearer(
      (
        (await (
          await page.request.post('/api/login', {
            data: { email: 'sophie@buddies.local', password: DEMO_PASSWORD },
          })
        ).json()) as { token: string }
      ).token,
    );
    const recipients = await page.request.get('/api/messages/recipients?buddy=sophie', {
      headers: asLearner,
    });
    const [sophie] = ((await recipients.json()) as { recipients: { id: string }[] }).recipients;
    // A demo buddy no other journey of this server books, and an activity she offers.
    const activity = 'Cooking';
    const startsAt = daysAhead(2, '11:00');
    const proposed = await page.request.post('/api/proposals', {
      headers: asLearner,
      data: {
        buddyId: sophie!.id,
        activity,
        proposedTime: startsAt.toISOString(),
        duration: 60,
        message: 'Cooking together?',
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    const { id } = (await proposed.json()) as { id: string };
    const approved = await page.request.post(`/api/proposals/${id}/approve`, {
      headers: asBuddy,
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const checkout = await page.request.post(`/api/payments/checkout/${id}`, {
      headers: asLearner,
      data: {},
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const paid = await page.request.post('/api/payments/test-checkout/pay', {
      data: { checkout: new URL(url).searchParams.get('checkout') },
    });
    expect(paid.status()).toBe(200);

    // The session takes place (the server's clock moves past it); the learner reports a no-show.
    await moveServerClock(page, { advanceMs: startsAt.getTime() + 2 * HOUR - Date.now() });
    const report = await page.request.post(`/api/proposals/${id}/report`, {
      headers: asLearner,
      data: { kind: 'no-show', text: 'Nobody came to the cafe.' },
    });
    expect(report.status()).toBe(200);

    await signIn(page, 'moderator@buddies.local', DEMO_PASSWORD);
    // The tab asks only what the server answers: nothing fails in the console (a 404 did).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/moderator/dashboard');
    await page.getByRole('tab', { name: 'Finance' }).click();
    // The test provider moves no money: nothing to reconcile, and the tab says so.
    const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
    await expect
      .poll(() => reconciliation.textContent())
      .toContain('simulated by the test provider');
    const held = page.getByRole('region', { name: 'Held sessions' });
    await expect.poll(() => held.textContent()).toContain('Rita Reporter');
    expect(consoleErrors).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'payments-finance-held', false);
    // A decision is confirmed first, saying what it will do; a partial refund says the rest.
    await held.getByLabel('Refund (€)').fill('10');
    await held.getByRole('button', { name: 'Refund part' }).click();
    const confirmation = held.getByRole('group', { name: 'Confirm the decision' });
    await expect
      .poll(() => confirmation.textContent())
      .toMatch(/^Refund €10\.00 to \u2068Rita Reporter\u2069\?/);
    await held.getByRole('button', { name: 'Back' }).click();
    await held.getByRole('button', { name: 'Release to buddy' }).click();
    await expect.poll(() => confirmation.textContent()).toMatch(/^Release €\d+\.\d\d to /);
    await expectAccessible(page);
    await screenshot(page, 'payments-finance-confirm', false);
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Decision recorded');
    await expect.poll(() => held.textContent()).toContain('No session is waiting for a decision.');

    await moveServerClock(page, { reset: true });
    await context.close();
  });
});

describe('moving a paid session (decision 039)', () => {
  it('asks the buddy, who accepts; the learner pays the difference and the session is moved', async () => {
    const learnerName = `Mo ${randomBytes(3).toString('hex')} Mover`;
    const email = `mover-${randomBytes(3).toString('hex')}@example.com`;
    const learner = await browser.newPage(DESKTOP);
    await createLearner(learner.page, email, PASSWORD, learnerName);
    await signIn(learner.page, email, PASSWORD);
    const learnerToken = (await login(learner.page, email, PASSWORD)).token;
    const asLearner = bearer(learnerToken);
    const asBuddy = bearer((await login(learner.page, 'emma@buddies.local', DEMO_PASSWORD)).token);
    const recipients = await learner.page.request.get('/api/messages/recipients?buddy=emma', {
      headers: asLearner,
    });
    const [emma] = ((await recipients.json()) as { recipients: { id: string }[] }).recipients;
    // Booked and paid: a Rijksmuseum hour with a demo buddy no other journey here books.
    const proposed = await learner.page.request.post('/api/proposals', {
      headers: asLearner,
      data: {
        buddyId: emma!.id,
        activity: 'Museums & Exhibitions',
        proposedTime: daysAhead(4, '11:00').toISOString(),
        duration: 60,
        message: 'The Rijksmuseum?',
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    const { id, price } = (await proposed.json()) as { id: string; price: number };
    await learner.page.request.post(`/api/proposals/${id}/approve`, { headers: asBuddy, data: {} });
    await payAtTestCheckout(learner.page, learnerToken, id);
    const difference = formatEuros(Math.round(price * 100));

    // The learner asks, from the chat's card, for two hours instead of one.
    await learner.page.goto('/messages?buddy=emma');
    const card = learner.page
      .getByRole('log')
      .getByRole('article', { name: 'Activity proposal: Museums & Exhibitions' });
    await card.getByRole('button', { name: 'Ask to move' }).click();
    const dialog = learner.page.getByRole('dialog');
    await dialog.getByLabel('Duration').selectOption('120');
    await dialog.getByLabel('Reason').fill('Two hours, so we see the Night Watch too?');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'moves-ask', false);
    await dialog.getByRole('button', { name: 'Ask to move' }).click();
    await expectToast(learner.page, SESSION_ACTION_TEXTS.rescheduled);
    const asked = card.getByRole('region', { name: 'You asked to move this session' });
    await expect.poll(() => asked.textContent()).toContain('120 minutes');
    expect(await asked.textContent()).toContain(
      `If accepted, you pay the ${difference} difference.`,
    );
    expect(await card.textContent()).toContain('60 minutes');

    // The buddy accepts it in the chat.
    const buddy = await browser.newPage(DESKTOP);
    await signIn(buddy.page, 'emma@buddies.local', DEMO_PASSWORD);
    await buddy.page.goto('/messages');
    await conversationLink(buddy.page, learnerName).click();
    const buddyCard = buddy.page
      .getByRole('log')
      .getByRole('article', { name: 'Activity proposal: Museums & Exhibitions' });
    const request = buddyCard.getByRole('region', { name: /asks to move this session$/ });
    await expect.poll(() => request.textContent()).toContain('Night Watch');
    await request.scrollIntoViewIfNeeded();
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'moves-buddy-answers', false);
    await request.getByRole('button', { name: 'Accept move' }).click();
    await expectToast(buddy.page, SESSION_ACTION_TEXTS.moveAccepted);
    await expect
      .poll(() => buddyCard.textContent())
      .toContain(`to pay the ${difference} difference`);

    // The learner pays the difference from the card, on a phone: the session is moved.
    await learner.page.setViewportSize(PHONE);
    const pay = card.getByRole('button', { name: `Pay the ${difference} difference` });
    await expect.poll(() => pay.count()).toBe(1);
    expect(await card.textContent()).toContain(
      'Until then, or if it is not paid, the session stays as booked.',
    );
    await pay.scrollIntoViewIfNeeded();
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'moves-pay-difference', false);
    await pay.click();
    await expectPath(learner.page, '/payments/test-checkout');
    await learner.page
      .getByRole('main')
      .getByRole('button', { name: `Pay ${difference}` })
      .click();
    await expectPath(learner.page, '/learner/dashboard');
    await expectToast(learner.page, 'Payment received: your session is moved.');

    // Both see it moved; the receipt lists both payments; nothing is left to pay.
    await learner.page.goto('/messages?buddy=emma');
    await expect.poll(() => card.textContent()).toContain('120 minutes');
    expect(await card.getByRole('region').count()).toBe(0);
    await expect.poll(() => buddyCard.textContent()).toContain('120 minutes');
    await learner.page.setViewportSize(DESKTOP);
    await learner.page.goto(`/learner/receipts/${id}`);
    const receipt = learner.page.getByRole('article', { name: 'Receipt' });
    await expect.poll(() => receipt.textContent()).toContain('Difference for moving the session');
    expect(await receipt.textContent()).toContain(formatEuros(Math.round(price * 200)));
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'moves-receipt', false);
    await learner.page.goto(`/pay/${id}`);
    await expect
      .poll(() => learner.page.getByRole('alert').textContent())
      .toContain('This session is not waiting for a payment');
    for (const { context } of [learner, buddy]) await context.close();
  }, 240_000);
});

describe('the buddy’s Analytics', () => {
  it('count two completed paid sessions, their 80% from the ledger and their reviews; one booking ahead is active', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const me = await newBuddy(page, 'Carla Clock');
    const lea = await newLearner(page, 'Lea Learner');
    // Coffee Chats at 25 an hour, paid: an hour (25.00) in three hours, an hour and a half
    // (37.50) after it.
    const first = new Date(Math.ceil((Date.now() + 3 * HOUR) / (5 * MINUTE)) * 5 * MINUTE);
    const second = new Date(first.getTime() + 90 * MINUTE);
    const sessions = [
      { id: await bookSession(page, lea, me, first, 60), rating: 4 },
      { id: await bookSession(page, lea, me, second, 90), rating: 5 },
    ];
    await bookSession(page, lea, me, daysAhead(5, '11:00'));
    const earnings = buddyEarningsCents(2500) + buddyEarningsCents(3750);
    expect(earnings).toBe(5000);

    try {
      // Both sessions have taken place: both sides confirm, the learner reviews each.
      await moveServerClock(page, { advanceMs: second.getTime() + 91 * MINUTE - Date.now() });
      for (const { id, rating } of sessions) {
        for (const { token } of [lea, me]) {
          const confirmed = await page.request.post(`/api/proposals/${id}/confirm-session`, {
            headers: bearer(token),
          });
          expect(confirmed.status()).toBe(200);
        }
        const reviewed = await page.request.post(`/api/proposals/${id}/review`, {
          headers: bearer(lea.token),
          data: { rating, text: `Lovely coffee, ${rating} stars.` },
        });
        expect(reviewed.status()).toBe(201);
      }

      await signIn(page, me.email, BUDDY_JOURNEY_PASSWORD);
      await openDashboard(page);
      await expect.poll(() => figure(page, ANALYTICS_TEXTS.totalSessions).textContent()).toBe('2');
      expect(await figure(page, ANALYTICS_TEXTS.activeBookings).textContent()).toBe('1');
      expect(await figure(page, ANALYTICS_TEXTS.totalEarnings).textContent()).toBe(
        formatEuros(earnings),
      );

      await tabOf(page, 'analytics').click();
      const panel = page.getByRole('tabpanel', { name: BUDDY_TEXTS.tabs.analytics });
      await expect
        .poll(() => figure(panel, ANALYTICS_TEXTS.earnings).textContent())
        .toBe(formatEuros(earnings));
      expect(await figure(panel, ANALYTICS_TEXTS.averageRating).textContent()).toBe('4.5');
      expect(await panel.getByText(ANALYTICS_TEXTS.fromReviews(2)).count()).toBe(1);
      // The table behind the charts: this week's row holds both sessions and their earnings.
      await panel.getByText(ANALYTICS_TEXTS.showTable).click();
      const row = panel
        .getByRole('table', { name: ANALYTICS_TEXTS.tableCaption.weeks })
        .getByRole('row')
        .filter({ hasText: formatEuros(earnings) });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByRole('cell').allTextContents()).toEqual(['2', formatEuros(earnings)]);
      await expectAccessible(page);
      await screenshot(page, 'buddy-analytics-completed');
      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      await screenshot(page, 'buddy-analytics-completed-phone');
    } finally {
      await moveServerClock(page, { reset: true });
    }
    await context.close();
  });
});
