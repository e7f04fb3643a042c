import { describe, expect, it } from 'vitest';
import { BUDDY_TEXTS } from '../../../src/client/features/buddy/texts';
import { INSTANT_BOOKING_DIALOG_TEXTS } from '../../../src/client/features/sessions/components/texts';
import { amsterdamDate, amsterdamIsoWeekday } from '../../../src/shared/amsterdam-time';
import { cancellationNotice } from '../../../src/shared/session-actions';
import {
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
  daysAhead,
  expectToast,
  newBuddy,
  newLearner,
  openDashboard,
  PASSWORD,
  sessionInWeek,
} from '../../support/buddy-journeys';

/**
 * Instant booking (decision 059) with the built-in test provider (PAYMENTS=test): the buddy
 * turns it on, a learner books an open time and pays in one go, and the buddy's open
 * dashboard shows the booking arrive.
 */
const browser = useBrowser();

describe('instant booking', () => {
  it('a buddy turns it on; a learner books an open time and pays in one go; the buddy sees it live', async () => {
    const buddy = await browser.newPage(DESKTOP);
    const me = await newBuddy(buddy.page, 'Iris Instant');
    const startsAt = daysAhead(3, '10:00');
    const slot = await buddy.page.request.post('/api/buddy/availability/slots', {
      headers: bearer(me.token),
      data: {
        day: amsterdamIsoWeekday(startsAt) - 1,
        startTime: '09:00',
        endTime: '13:00',
        startsOn: amsterdamDate(startsAt),
      },
    });
    expect(slot.status()).toBe(201);

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
});
