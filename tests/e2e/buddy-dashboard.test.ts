import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXTS } from '../../src/client/features/buddy/analytics-texts';
import { SCHEDULE_TEXTS } from '../../src/client/features/buddy/schedule-texts';
import {
  CALENDAR_FEED_TEXTS,
  CALENDAR_TEXTS,
} from '../../src/client/features/sessions/components/calendar-texts';
import { BUDDY_TEXTS } from '../../src/client/features/buddy/texts';
import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  startOfAmsterdamWeek,
} from '../../src/shared/amsterdam-time';
import { formatInAmsterdam } from '../../src/shared/format-date';
import { BUDDY_PROFILE_TEXTS } from '../../src/shared/buddy-profile';
import { activityByTitle } from '../../src/shared/catalogue';
import { offerPrice } from '../../src/shared/pricing';
import { formatEuros } from '../../src/shared/format-money';
import { PROPOSAL_TEXTS } from '../../src/shared/proposals';
import { SESSION_ACTION_TEXTS } from '../../src/shared/session-actions';
import { SUPPORT_TEXTS } from '../../src/shared/support';
import {
  chosenDateTime,
  conversationLink,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  expectPath,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';
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
  PASSWORD,
  sessionInWeek,
  tabOf,
  type Tab,
  unique,
} from '../support/buddy-journeys';

const browser = useBrowser();

const neverReloaded = (page: Page) => page.evaluate(() => 'neverReloaded' in window);

describe('the buddy dashboard', () => {
  it('adds an activity with its rate on My Profile; the public profile offers it at that rate', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const buddy = await newBuddy(page, 'Ada Activities');
    await signIn(page, buddy.email, PASSWORD);
    await openDashboard(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(BUDDY_TEXTS.dashboardTitle);
    // About me holds the description given at application (decision 045), not a placeholder.
    const about = page.getByRole('region', { name: BUDDY_TEXTS.aboutMe });
    await expect.poll(() => about.textContent()).toContain('I grew up in Amsterdam');
    expect(await about.textContent()).not.toContain(BUDDY_TEXTS.descriptionPlaceholder);
    expect(await about.textContent()).toContain(BUDDY_TEXTS.aboutPlaceholder);
    const activities = page.getByRole('region', { name: BUDDY_TEXTS.myActivities });
    await activities.getByRole('button', { name: BUDDY_TEXTS.addActivity }).click();

    const form = activities.getByRole('form', { name: BUDDY_TEXTS.addActivity });
    const choice = form.getByLabel(BUDDY_TEXTS.activity, { exact: true });
    // What the buddy offers already cannot be added twice.
    const taken = choice.locator('option', { hasText: 'Coffee Chats (Already added)' });
    expect(await taken.isDisabled()).toBe(true);
    await choice.selectOption('Museums & Exhibitions');
    const museums = activityByTitle('Museums & Exhibitions')!;
    expect(await form.getByLabel(BUDDY_TEXTS.activityDescription).inputValue()).toBe(
      museums.description,
    );
    const rate = form.getByLabel(BUDDY_TEXTS.rate);
    expect(await rate.inputValue()).toBe('25');
    await rate.fill('32');
    await form.getByLabel(BUDDY_TEXTS.location).fill('Rijksmuseum');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/buddy/profile',
    );
    await form.getByRole('button', { name: BUDDY_TEXTS.save }).click();
    expect((await saved).status()).toBe(200);
    await expectToast(page, BUDDY_TEXTS.activityAdded);
    const added = activities.getByRole('article', { name: 'Museums & Exhibitions' });
    await expect.poll(() => added.textContent()).toContain('€32/hour');
    expect(await added.textContent()).toContain('Rijksmuseum');
    expect(await page.getByRole('list', { name: BUDDY_TEXTS.myActivities }).textContent()).toBe(
      'Coffee ChatsMuseums & Exhibitions',
    );

    // The public profile, in the tab the button opens, offers it at that rate.
    const [profile] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: BUDDY_TEXTS.viewPublicProfile }).click(),
    ]);
    await expectPath(profile, `/buddy/${buddy.slug}`);
    await expect
      .poll(() => profile.getByRole('heading', { level: 1 }).textContent())
      .toBe(buddy.name);
    const offer = profile.locator('main article', {
      has: profile.getByRole('heading', { name: 'Museums & Exhibitions', exact: true }),
    });
    await expect.poll(() => offer.textContent()).toContain('€32/hour');
    expect(await offer.textContent()).toContain(
      `${offerPrice('32/hour', 60).price} for 60 minutes`,
    );
    expect(await offer.textContent()).toContain('Rijksmuseum');
    await screenshot(profile, 'buddy-public-profile-new-activity');
    await context.close();
  });

  it('sets a weekly slot in the Schedule; a learner books an open time from the profile; the buddy approves in one tap', async () => {
    const buddy = await browser.newPage(DESKTOP);
    const me = await newBuddy(buddy.page, 'Sam Schedule');
    await signIn(buddy.page, me.email, PASSWORD);
    await openDashboard(buddy.page);
    await buddy.page.getByRole('button', { name: BUDDY_TEXTS.updateAvailability }).click();
    const schedule = buddy.page.getByRole('dialog', { name: SCHEDULE_TEXTS.title });
    await schedule.getByRole('table').waitFor();
    // Wednesday of next week, 10:00 to 12:00 (the new slot's two hours), for two weeks.
    await schedule.getByRole('button', { name: CALENDAR_TEXTS.nextWeek }).click();
    await schedule
      .getByRole('button', { name: SCHEDULE_TEXTS.addSlotAt('Wednesday', '10:00') })
      .click();
    const slot = schedule.getByRole('form', { name: SCHEDULE_TEXTS.newSlot });
    expect(await slot.getByLabel(SCHEDULE_TEXTS.day, { exact: true }).inputValue()).toBe('2');
    const field = (label: string) => slot.getByLabel(label, { exact: true });
    expect(await field(SCHEDULE_TEXTS.start).inputValue()).toBe('10:00');
    expect(await field(SCHEDULE_TEXTS.end).inputValue()).toBe('12:00');
    await field(SCHEDULE_TEXTS.repeat).selectOption('weekly');
    await field(SCHEDULE_TEXTS.forWeeks).selectOption('2');
    // Before saving, the form lists the days the slot opens; two a week adds the Thursday.
    const wednesdayNext = addAmsterdamDays(startOfAmsterdamWeek(new Date()), 9);
    const dayLabel = (days: number) =>
      formatInAmsterdam(addAmsterdamDays(wednesdayNext, days), 'EEE d MMM');
    const days = slot.getByRole('region', { name: SCHEDULE_TEXTS.previewTitle });
    const listed = () => days.getByRole('listitem').allTextContents();
    await expect.poll(listed).toEqual([dayLabel(0), dayLabel(7)]);
    await field(SCHEDULE_TEXTS.timesPerWeek).selectOption('2');
    await expect.poll(listed).toEqual([dayLabel(0), dayLabel(1), dayLabel(7), dayLabel(8)]);
    expect(
      await slot.getByText(SCHEDULE_TEXTS.timesPerWeekHint('Wednesday and Thursday')).count(),
    ).toBe(1);
    await screenshot(buddy.page, 'buddy-new-slot-days', false);
    await field(SCHEDULE_TEXTS.timesPerWeek).selectOption('1');
    await expect.poll(listed).toEqual([dayLabel(0), dayLabel(7)]);
    await slot.getByRole('button', { name: SCHEDULE_TEXTS.save }).click();
    await expectToast(buddy.page, SCHEDULE_TEXTS.slotAdded);
    await expect.poll(() => schedule.getByRole('button', { name: /10:00–12:00/ }).count()).toBe(1);
    await buddy.page.keyboard.press('Escape');
    await expect.poll(() => schedule.count()).toBe(0);

    // The learner picks that Wednesday's 10:00 on the buddy's profile.
    const learner = await browser.newPage(DESKTOP);
    const lea = await newLearner(learner.page, 'Lea Learner');
    await signIn(learner.page, lea.email, PASSWORD);
    await learner.page.goto(`/buddy/${me.slug}`);
    const wednesday = amsterdamDate(addAmsterdamDays(startOfAmsterdamWeek(new Date()), 9));
    const startsAt = amsterdamInstant(wednesday, '10:00');
    await learner.page
      .getByRole('region', { name: 'Book an open time' })
      .getByRole('button', { name: '10:00' })
      .first()
      .click();
    await expectPath(learner.page, '/messages');
    expect(new URL(learner.page.url()).searchParams.get('time')).toBe(startsAt.toISOString());
    const dialog = learner.page.getByRole('dialog', { name: 'Propose Activity' });
    await expect.poll(() => dialog.getByLabel('Activity').count()).toBe(1);
    expect(await chosenDateTime(dialog, 'Date and time (Amsterdam)')).toBe(`${wednesday}T10:00`);
    await dialog.getByLabel('Activity').selectOption('Coffee Chats');
    await dialog.getByLabel('Message', { exact: true }).fill('Coffee on Wednesday?');
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expectToast(learner.page, PROPOSAL_TEXTS.sent);
    // Another learner has the profile open: a proposal holds no time yet.
    const other = await browser.newPage(DESKTOP);
    const olga = await newLearner(other.page, 'Olga Other');
    await signIn(other.page, olga.email, PASSWORD);
    const profile = other.page;
    await profile.goto(`/buddy/${me.slug}`);
    const tens = profile
      .getByRole('region', { name: 'Book an open time' })
      .getByRole('button', { name: '10:00' });
    await expect.poll(() => tens.count()).toBeGreaterThan(0);
    const offered = await tens.count();

    // In the buddy's chat: within their availability (no mark), approved in one tap.
    await buddy.page.goto('/messages');
    await conversationLink(buddy.page, lea.name).click();
    const card = buddy.page
      .getByRole('log')
      .getByRole('article', { name: 'Activity proposal: Coffee Chats' });
    await expect.poll(() => card.textContent()).toContain('Waiting for your answer');
    expect(await card.textContent()).not.toContain('Outside your availability');
    await screenshot(buddy.page, 'buddy-open-time-proposal', false);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.textContent()).toContain('Approved');
    // The booked time leaves the other learner's open profile at once, told by the server.
    await expect.poll(() => tens.count()).toBe(offered - 1);
    for (const { context } of [buddy, learner, other]) await context.close();
  });

  it('edits a booked session in the Calendar; the learner’s open dashboard shows the new place', async () => {
    const buddy = await browser.newPage(DESKTOP);
    const me = await newBuddy(buddy.page, 'Eli Edit');
    const learner = await browser.newPage(DESKTOP);
    const lea = await newLearner(learner.page, 'Lea Learner');
    const startsAt = daysAhead(4, '14:00');
    await bookSession(buddy.page, lea, me, startsAt);

    await signIn(learner.page, lea.email, PASSWORD);
    await learner.page.goto('/learner/dashboard');
    const recent = learner.page.getByRole('region', { name: 'Recent Messages' });
    await expect.poll(() => recent.textContent()).toContain('Proposal approved');
    await learner.page.evaluate(() => Object.assign(window, { neverReloaded: true }));

    await signIn(buddy.page, me.email, PASSWORD);
    await openDashboard(buddy.page, 'calendar');
    const session = await sessionInWeek(
      buddy.page,
      'Calendar',
      startsAt,
      `14:00 Coffee Chats with ${lea.name}, Confirmed`,
    );
    const week = buddy.page.getByRole('region', { name: 'Calendar', exact: true });
    await expect
      .poll(() =>
        week
          .getByRole('region', { name: BUDDY_TEXTS.allSessionsThisWeek })
          .getByRole('button', { name: /^Details/ })
          .count(),
      )
      .toBe(1);
    await session.click();
    const dialog = buddy.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Edit Session' }).click();
    await expect.poll(() => dialog.getByRole('heading', { name: 'Edit Session' }).count()).toBe(1);
    expect(await dialog.getByLabel('Location').inputValue()).toBe('Café de Jaren');
    await dialog.getByLabel('Location').fill('Café Winkel 43');
    await dialog.getByLabel('Note for the learner (optional)').fill('Their apple pie is famous!');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(buddy.page, SESSION_ACTION_TEXTS.edited);
    await expect.poll(() => week.textContent()).toContain('Café Winkel 43');

    // The buddy's private calendar feed (the learner's card, under the week) lists it, moved.
    const feedCard = buddy.page.getByRole('region', { name: CALENDAR_FEED_TEXTS.title });
    await feedCard.getByRole('button', { name: CALENDAR_FEED_TEXTS.createLink }).click();
    const feedUrl = await feedCard.getByLabel(CALENDAR_FEED_TEXTS.feedUrl).inputValue();
    const feed = await buddy.page.request.get(feedUrl);
    expect(feed.status()).toBe(200);
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`SUMMARY:Coffee Chats with ${lea.name}`);
    expect(ics).toContain('Café Winkel 43');
    await expect.poll(() => feedCard.textContent()).toContain(CALENDAR_FEED_TEXTS.active);

    // The learner's dashboard follows, without a reload: the chat line and the session.
    await expect.poll(() => recent.textContent()).toContain('Session changed: Coffee Chats on');
    expect(await recent.textContent()).toContain('Café Winkel 43');
    const theirs = await sessionInWeek(
      learner.page,
      'My Schedule',
      startsAt,
      `14:00 Coffee Chats with ${me.name}, Confirmed`,
    );
    await theirs.click();
    await expect
      .poll(() => learner.page.getByRole('dialog').textContent())
      .toContain('Café Winkel 43');
    expect(await neverReloaded(learner.page)).toBe(true);
    await screenshot(learner.page, 'buddy-edited-session-learner', false);
    for (const { context } of [buddy, learner]) await context.close();
  });

  it('Messages: unread from learners, marked read; a support message and the moderator’s answer', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const me = await newBuddy(page, 'Mo Messages');
    const lea = await newLearner(page, 'Lea Learner');
    const hello = `Hi! Are you free next week? ${unique()}`;
    const sent = await page.request.post('/api/messages', {
      headers: bearer(lea.token),
      data: { receiverId: me.id, content: hello, clientKey: unique() },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, me.email, PASSWORD);
    await openDashboard(page, 'messages');
    await expect.poll(() => tabOf(page, 'messages').textContent()).toContain('1 unread');
    const fromLearners = page.getByRole('region', { name: BUDDY_TEXTS.fromLearners });
    await expect.poll(() => fromLearners.textContent()).toContain(hello);
    expect(
      await fromLearners
        .getByRole('link', { name: `${BUDDY_TEXTS.reply} to ${lea.name}` })
        .getAttribute('href'),
    ).toBe(`/messages?with=${lea.id}`);
    await fromLearners
      .getByRole('button', { name: `${BUDDY_TEXTS.markAsRead}: ${lea.name}` })
      .click();
    await expect.poll(() => tabOf(page, 'messages').textContent()).toBe('Messages');
    expect(await fromLearners.getByRole('button', { name: /^Mark as Read/ }).count()).toBe(0);

    // Contact Moderator: the message shows under Your Support Messages, open.
    await page.getByRole('button', { name: BUDDY_TEXTS.contactModerator }).click();
    const dialog = page.getByRole('dialog', { name: BUDDY_TEXTS.contactModerator });
    const subject = `Payouts ${unique()}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message', { exact: true }).fill('When are my earnings paid out?');
    const posted = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/support-messages',
    );
    await dialog.getByRole('button', { name: 'Send to Support' }).click();
    const { id } = (await (await posted).json()) as { id: string };
    await expectToast(page, SUPPORT_TEXTS.sent);
    const yours = page
      .getByRole('region', { name: SUPPORT_TEXTS.yours })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect.poll(() => yours.textContent()).toContain('Open');

    // A moderator answers; the answer and the status follow in the open tab.
    const moderator = await login(page, 'moderator@buddies.local', DEMO_PASSWORD);
    const answer = 'Monthly, on the first working day.';
    const answered = await page.request.put(`/api/support-messages/${id}`, {
      headers: bearer(moderator.token),
      data: { status: 'resolved', response: answer },
    });
    expect(answered.status()).toBe(200);
    await expect.poll(() => yours.textContent()).toContain(answer);
    expect(await yours.textContent()).toContain('Resolved');
    expect(await yours.textContent()).toContain(SUPPORT_TEXTS.response);
    await screenshot(page, 'buddy-support-answered');
    await context.close();
  });

  it('Analytics and My Profile show the buddy’s figures: one booking ahead, none completed yet', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const me = await newBuddy(page, 'Ana Analytics');
    const lea = await newLearner(page, 'Lea Learner');
    await bookSession(page, lea, me, daysAhead(5, '11:00'));
    const statistics = await page.request.get('/api/buddy/statistics', {
      headers: bearer(me.token),
    });
    expect(await statistics.json()).toMatchObject({
      totalSessions: 0,
      activeBookings: 1,
      totalEarningsCents: 0,
      averageRating: null,
    });

    await signIn(page, me.email, PASSWORD);
    await openDashboard(page);
    await expect.poll(() => figure(page, ANALYTICS_TEXTS.activeBookings).textContent()).toBe('1');
    expect(await figure(page, ANALYTICS_TEXTS.totalSessions).textContent()).toBe('0');
    expect(await figure(page, ANALYTICS_TEXTS.totalEarnings).textContent()).toBe(formatEuros(0));

    await tabOf(page, 'analytics').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('analytics');
    const panel = page.getByRole('tabpanel', { name: BUDDY_TEXTS.tabs.analytics });
    await expect.poll(() => panel.getByText(ANALYTICS_TEXTS.noSessions).count()).toBe(1);
    expect(await figure(page, ANALYTICS_TEXTS.totalSessions).textContent()).toBe('0');
    expect(await figure(page, ANALYTICS_TEXTS.averageRating).textContent()).toBe(
      ANALYTICS_TEXTS.noRating,
    );
    expect(await panel.getByText(ANALYTICS_TEXTS.noReviews).count()).toBe(1);
    expect(await figure(page, ANALYTICS_TEXTS.earnings).textContent()).toBe(formatEuros(0));
    await context.close();
  });

  it('is accessible on every tab and dialog, at 1280 and 375 px, and so is the profile editor', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const me = await newBuddy(page, 'Axel Access');
    const lea = await newLearner(page, 'Lea Learner');
    const startsAt = daysAhead(3, '15:00');
    await bookSession(page, lea, me, startsAt);
    await signIn(page, me.email, PASSWORD);
    await openDashboard(page);

    /** Each tab once its content has loaded. */
    const ready: Record<Tab, () => Promise<unknown>> = {
      profile: () =>
        expect.poll(() => figure(page, ANALYTICS_TEXTS.activeBookings).textContent()).toBe('1'),
      calendar: () =>
        expect
          .poll(() =>
            page
              .getByRole('region', { name: 'Calendar', exact: true })
              .locator('[aria-busy]')
              .count(),
          )
          .toBe(0),
      messages: () =>
        expect
          .poll(() =>
            page
              .getByRole('region', { name: BUDDY_TEXTS.fromLearners })
              .getByText('Proposal approved', { exact: false })
              .count(),
          )
          .toBeGreaterThan(0),
      analytics: () =>
        expect.poll(() => page.getByText(ANALYTICS_TEXTS.noSessions).count()).toBe(1),
    };
    for (const viewport of [DESKTOP, PHONE]) {
      const at = viewport === PHONE ? 'phone' : 'desktop';
      await page.setViewportSize(viewport);
      for (const tab of ['profile', 'calendar', 'messages', 'analytics'] as const) {
        await tabOf(page, tab).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('tab'))
          .toBe(tab === 'profile' ? null : tab);
        await ready[tab]();
        await expectNoSidewaysScroll(page);
        await expectAccessible(page);
        await screenshot(page, `buddy-dashboard-${tab}-${at}`);
      }

      // The Schedule dialog, from the Calendar.
      await tabOf(page, 'calendar').click();
      await page
        .getByRole('region', { name: 'Calendar', exact: true })
        .getByRole('button', { name: BUDDY_TEXTS.updateAvailability })
        .click();
      const schedule = page.getByRole('dialog', { name: SCHEDULE_TEXTS.title });
      await schedule.getByRole('table').waitFor();
      await expect.poll(() => schedule.locator('[aria-busy]').count()).toBe(0);
      // With a new slot's form open: its fields are checked too.
      await schedule.getByRole('button', { name: SCHEDULE_TEXTS.addSlot, exact: true }).click();
      await schedule.getByRole('form', { name: SCHEDULE_TEXTS.newSlot }).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `buddy-schedule-${at}`, false);
      // The grid, 07:00 to 23:00; on a phone one day at a time, chosen above it (issue 37).
      const grid = schedule.getByRole('table');
      const rows = grid.getByRole('rowheader');
      expect([await rows.first().textContent(), await rows.last().textContent()]).toEqual([
        '07:00',
        '22:30',
      ]);
      if (viewport === PHONE) {
        expect(await grid.getByRole('columnheader').count()).toBe(2);
        await schedule
          .getByRole('group', { name: SCHEDULE_TEXTS.phoneDays })
          .getByRole('button', { name: /^Sunday/ })
          .click();
        await expect
          .poll(() => grid.getByRole('columnheader').last().textContent())
          .toMatch(/^Sun/);
      } else {
        expect(await grid.getByRole('columnheader').count()).toBe(8);
      }
      await grid.getByRole('rowheader', { name: '20:00' }).scrollIntoViewIfNeeded();
      await screenshot(page, `buddy-schedule-grid-${at}`, false);
      await page.keyboard.press('Escape');
      await expect.poll(() => schedule.count()).toBe(0);

      // The Edit Session dialog.
      const session = await sessionInWeek(
        page,
        'Calendar',
        startsAt,
        `15:00 Coffee Chats with ${lea.name}, Confirmed`,
      );
      await session.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Edit Session' }).click();
      await dialog.getByLabel('Location').waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `buddy-edit-session-${at}`, false);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await tabOf(page, 'profile').click();
    }

    // The profile editor: the card's preview follows the typing; saving keeps it.
    await page.goto('/buddy/profile/edit');
    const preview = page.getByRole('region', { name: BUDDY_TEXTS.preview });
    // As learners see it in the buddies list: the full name.
    await expect.poll(() => preview.textContent()).toContain(me.name);
    await page.getByLabel('Full name').fill('Axel Renamed');
    await expect.poll(() => preview.textContent()).toContain('Axel Renamed');
    // The card shows the description's start, not its first sentence: "Hi!" is not all.
    await page
      .getByLabel(BUDDY_TEXTS.description, { exact: true })
      .fill('Hi! I grew up in Amsterdam and love showing people its cafés while we talk.');
    await expect.poll(() => preview.textContent()).toContain('Hi! I grew up in Amsterdam');
    await page.getByRole('button', { name: BUDDY_TEXTS.saveProfile }).click();
    await expectToast(page, BUDDY_PROFILE_TEXTS.saved);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `buddy-profile-edit-${viewport === PHONE ? 'phone' : 'desktop'}`);
    }
    await context.close();
  });
});
