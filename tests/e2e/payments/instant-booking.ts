import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUDDIES_TEXTS } from '../../../src/client/features/buddies/texts';
import { BUDDY_TEXTS } from '../../../src/client/features/buddy/texts';
import { LEARNER_TEXTS } from '../../../src/client/features/learner/texts';
import { INSTANT_BOOKING_DIALOG_TEXTS } from '../../../src/client/features/sessions/components/texts';
import { amsterdamDate, amsterdamIsoWeekday } from '../../../src/shared/amsterdam-time';
import { MATCHING_TEXTS } from '../../../src/shared/matching';
import { cancellationNotice } from '../../../src/shared/session-actions';
import {
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  expectPath,
  noToasts,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../../support/browser';
import {
  bearer,
  daysAhead,
  expectToast,
  newBuddy,
  newLearner,
  openDashboard,
  PASSWORD,
  sessionInWeek,
  unique,
} from '../../support/buddy-journeys';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Instant booking (decision 059) with the built-in test provider (PAYMENTS=test): the buddy
 * turns it on, a learner books an open time and pays in one go, and the buddy's open
 * dashboard shows the booking arrive.
 */
const browser = useBrowser();

/** A weekly open slot from 09:00 to `endTime` on the weekday of `startsAt`, from that week on. */
async function openWeekly(page: Page, token: string, startsAt: Date, endTime: string) {
  const slot = await page.request.post('/api/buddy/availability/slots', {
    headers: bearer(token),
    data: {
      day: amsterdamIsoWeekday(startsAt) - 1,
      startTime: '09:00',
      endTime,
      startsOn: amsterdamDate(startsAt),
    },
  });
  expect(slot.status()).toBe(201);
}

describe('instant booking', () => {
  it('a buddy turns it on; a learner books an open time and pays in one go; the buddy sees it live', async () => {
    const buddy = await browser.newPage(DESKTOP);
    const me = await newBuddy(buddy.page, 'Iris Instant');
    const startsAt = daysAhead(3, '10:00');
    await openWeekly(buddy.page, me.token, startsAt, '13:00');

    // On My Profile, the buddy turns instant booking on for Coffee Chats.
    await signIn(buddy.page, me.email, PASSWORD);
    await openDashboard(buddy.page);
    const coffee = buddy.page.getByRole('article', { name: 'Coffee Chats' });
    const instant = coffee.getByRole('switch', { name: BUDDY_TEXTS.instantBooking });
    expect(await coffee.textContent()).toContain(BUDDY_TEXTS.instantBookingHint);
    await instant.click();
    await expectToast(buddy.page, BUDDY_TEXTS.instantBookingOn);
    expect(await instant.getAttribute('aria-checked')).toBe('true');
    await coffee.scrollIntoViewIfNeeded();
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'instant-booking-switch', false);

    // The buddy keeps the calendar open on that week.
    await openDashboard(buddy.page, 'calendar');
    const arriving = await sessionInWeek(
      buddy.page,
      'Calendar',
      startsAt,
      /^10:00 Coffee Chats with Lena Learner/,
    );
    expect(await arriving.count()).toBe(0);
    await buddy.page.evaluate(() => Object.assign(window, { neverReloaded: true }));

    // The learner sees it on the profile and picks 10:00.
    const learner = await browser.newPage(DESKTOP);
    const lea = await newLearner(learner.page, 'Lena Learner');
    await signIn(learner.page, lea.email, PASSWORD);
    await learner.page.goto(`/buddy/${me.slug}`);
    const activities = learner.page.getByRole('region', { name: 'Activities', exact: true });
    await expect.poll(() => activities.textContent()).toContain('Instant booking');
    // A match's "Book" opens the profile with the dialog on that time: one click. Closed, it
    // leaves the address, so a reload opens no more.
    await learner.page.goto(`/buddy/${me.slug}?book=${encodeURIComponent(startsAt.toISOString())}`);
    const fromMatch = learner.page.getByRole('dialog', {
      name: INSTANT_BOOKING_DIALOG_TEXTS.title,
    });
    await expect
      .poll(() => fromMatch.getByRole('button', { name: '10:00', pressed: true }).count())
      .toBe(1);
    await learner.page.keyboard.press('Escape');
    await expect.poll(() => new URL(learner.page.url()).search).toBe('');
    await learner.page
      .getByRole('region', { name: 'Book an open time' })
      .getByRole('button', { name: '10:00' })
      .first()
      .click();
    const dialog = learner.page.getByRole('dialog', { name: INSTANT_BOOKING_DIALOG_TEXTS.title });
    await expect.poll(() => dialog.textContent()).toContain('€25.00');
    expect(await dialog.getByRole('button', { name: '10:00', pressed: true }).count()).toBe(1);
    // Before committing: the cancellation rule and its deadline.
    expect(await dialog.textContent()).toContain(cancellationNotice(startsAt, new Date()));
    expect(await dialog.textContent()).toContain('Café de Jaren');
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'instant-booking-dialog', false);
    await learner.page.setViewportSize(PHONE);
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'instant-booking-dialog-phone', false);
    await learner.page.setViewportSize(DESKTOP);

    // Booked and paid in one go.
    await dialog.getByRole('button', { name: INSTANT_BOOKING_DIALOG_TEXTS.book }).click();
    await expectPath(learner.page, '/payments/test-checkout');
    const checkout = learner.page.getByRole('main');
    await expect.poll(() => checkout.textContent()).toContain('€25.00');
    await checkout.getByRole('button', { name: 'Pay €25.00' }).click();
    await expectPath(learner.page, '/learner/dashboard');
    await expectToast(learner.page, 'Payment received: your session is booked.');
    const mine = await sessionInWeek(
      learner.page,
      'My Schedule',
      startsAt,
      `10:00 Coffee Chats with ${me.name}, Confirmed`,
    );
    await expect.poll(() => mine.count()).toBe(1);
    await expectAccessible(learner.page);
    await screenshot(learner.page, 'instant-booking-learner-week', false);

    // The buddy's open calendar shows it, told by the server.
    const booked = buddy.page
      .getByRole('region', { name: 'Calendar', exact: true })
      .getByRole('button', { name: `10:00 Coffee Chats with ${lea.name}, Confirmed` });
    await expect.poll(() => booked.count()).toBe(1);
    expect(await buddy.page.evaluate(() => 'neverReloaded' in window)).toBe(true);
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'instant-booking-buddy-live', false);
    for (const { context } of [buddy, learner]) await context.close();
  });

  it('a new learner signs up, fills the form, sees matches with reasons, books one and pays in one go, and finds it in their week', async () => {
    // A buddy who books Coffee Chats at once and meets in Zuidoost, where no other buddy of this
    // server meets: the learner's best match. Open on one morning, four days on.
    const setup = await browser.newPage(DESKTOP);
    const me = await newBuddy(setup.page, 'Mats Match');
    const startsAt = daysAhead(4, '09:00');
    const profile = await setup.page.request.put('/api/buddy/profile', {
      headers: bearer(me.token),
      data: {
        districts: ['zuidoost'],
        activities: [
          {
            title: 'Coffee Chats',
            description: 'Coffee and a chat by the canals.',
            rate: '25',
            location: 'Café de Jaren',
            instantBooking: true,
          },
        ],
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await openWeekly(setup.page, me.token, startsAt, '12:00');
    await setup.context.close();

    // Sign-up, then the form: that morning, Coffee Chats, Zuidoost, up to €35.
    const { page, context } = await browser.newPage(DESKTOP);
    const name = `Noor Match${unique()}`;
    await page.goto('/register/learner');
    await page.getByLabel('First name').fill(name.split(' ')[0]!);
    await page.getByLabel('Last name').fill(name.split(' ')[1]!);
    await page.getByLabel('Email').fill(`match-book-${unique()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, '/learner/welcome');
    const form = page.getByRole('form', { name: 'Tell us what suits you' });
    await form.getByLabel('Your level').waitFor();
    await form.getByLabel('Your level').selectOption('Upper intermediate');
    const day = DAY_NAMES[amsterdamIsoWeekday(startsAt) - 1]!;
    for (const choice of ['Coffee Chats', 'Zuidoost', `${day} morning`])
      await form.getByRole('checkbox', { name: choice, exact: true }).click();
    await form.getByLabel(/Your budget per hour/).fill('35');
    await form.getByRole('button', { name: 'Save' }).click();

    // Their matches, each with why: the buddy first, free when they are, in their district.
    await expectPath(page, '/learner/dashboard');
    const matches = page.getByRole('region', { name: LEARNER_TEXTS.yourMatches });
    const why = matches.getByRole('list', { name: LEARNER_TEXTS.whyMatched(me.name) });
    await expect.poll(() => why.count()).toBe(1);
    expect(await why.getByRole('listitem').allTextContents()).toEqual([
      MATCHING_TEXTS.freeLikeYou(day, 'morning'),
      MATCHING_TEXTS.alsoLikes('Coffee Chats'),
      MATCHING_TEXTS.meetsNear('Zuidoost', 0),
    ]);
    expect(
      await matches
        .getByRole('list', { name: /^Why .+ matches you$/ })
        .first()
        .getAttribute('aria-label'),
    ).toBe(LEARNER_TEXTS.whyMatched(me.name));
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'match-book-matches');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'match-book-matches-phone');
    await page.setViewportSize(DESKTOP);

    // The buddies list, recommended, is their match order and says so.
    await page.goto('/buddies');
    await expect.poll(() => page.getByText(BUDDIES_TEXTS.inMatchOrder).count()).toBe(1);
    await expect.poll(() => page.locator('main article h2').first().textContent()).toBe(me.name);
    await expectAccessible(page);
    await screenshot(page, 'match-book-buddies', false);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'match-book-buddies-phone', false);
    await page.setViewportSize(DESKTOP);

    // One click from the match: the booking dialog on the buddy's next free time.
    await page.goto('/learner/dashboard');
    await matches.getByRole('link', { name: LEARNER_TEXTS.bookWith(me.name) }).click();
    const dialog = page.getByRole('dialog', { name: INSTANT_BOOKING_DIALOG_TEXTS.title });
    await expect
      .poll(() => dialog.getByRole('button', { name: '09:00', pressed: true }).count())
      .toBe(1);
    await expect.poll(() => dialog.textContent()).toContain('€25.00');
    expect(await dialog.textContent()).toContain(cancellationNotice(startsAt, new Date()));
    await expectAccessible(page);
    // The journey above checks this dialog on a phone.
    await screenshot(page, 'match-book-dialog', false);

    // Booked and paid in one go, and there in their week.
    await dialog.getByRole('button', { name: INSTANT_BOOKING_DIALOG_TEXTS.book }).click();
    await expectPath(page, '/payments/test-checkout');
    const checkout = page.getByRole('main');
    await expect.poll(() => checkout.textContent()).toContain('€25.00');
    await checkout.getByRole('button', { name: 'Pay €25.00' }).click();
    await expectPath(page, '/learner/dashboard');
    await expectToast(page, 'Payment received: your session is booked.');
    const mine = await sessionInWeek(
      page,
      'My Schedule',
      startsAt,
      `09:00 Coffee Chats with ${me.name}, Confirmed`,
    );
    await expect.poll(() => mine.count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'match-book-week', false);
    await page.setViewportSize(PHONE);
    await mine.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'match-book-week-phone', false);
    await context.close();
  });
});
