import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { BUDDY_TEXTS } from '../../src/client/features/buddy/texts';
import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  startOfAmsterdamWeek,
} from '../../src/shared/amsterdam-time';
import { isInterviewDay } from '../../src/shared/interviews';
import { createLearner, DEMO_PASSWORD } from './browser';

/**
 * What the buddy journeys share (tests/e2e/buddy-dashboard and the clock journeys): buddies
 * and learners of their own, listed as staff would list them, and sessions booked through the API.
 */
/** The password of every account these helpers make. */
export const PASSWORD = 'buddy-dashboard-1';
const DAY = 86_400_000;

export const unique = () => randomBytes(3).toString('hex');
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A small square PNG, made once. */
let face: Promise<Buffer> | undefined;
export const facePng = () =>
  (face ??= sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer());

/** A sign-in through the API: the bearer and the account's id. */
export async function login(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id };
}

export interface Person {
  id: string;
  email: string;
  name: string;
  token: string;
}
export type Buddy = Person & { slug: string };

/**
 * The demo learning expert books an interview with the buddy on a weekday months ahead (a free
 * slot of a random day: no other journey's interviews are there); the answer's status.
 */
async function bookInterview(page: Page, expert: string, buddyId: string) {
  const date = amsterdamDate(new Date(Date.now() + (60 + Math.floor(Math.random() * 300)) * DAY));
  if (!isInterviewDay(date, new Date())) return 0;
  const slots = await page.request.get(`/api/expert/slots?date=${date}`, {
    headers: bearer(expert),
  });
  const free = ((await slots.json()) as { startsAt: string; free: boolean }[]).filter(
    (slot) => slot.free,
  );
  const slot = free[Math.floor(Math.random() * free.length)];
  if (!slot) return 0;
  const invited = await page.request.post(`/api/expert/send-interview-invitation/${buddyId}`, {
    headers: bearer(expert),
    data: { timeSlot: slot.startsAt },
  });
  return invited.status();
}

/**
 * A listed buddy of the journey's own, offering Coffee Chats in English only (no Dutch, no
 * Cooking or Wine Tastings: other files assert those lists exactly). Made through the
 * local-admin channel, then moved on as staff would: the moderator passes the application, the
 * learning expert interviews and approves.
 */
export async function newBuddy(page: Page, first: string): Promise<Buddy> {
  const name = `${first} ${unique()}`;
  const email = `buddy-dash-${unique()}@example.com`;
  const file = join(inject('dataDir'), 'local-admin.json');
  const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string };
  const created = await page.request.post('/api/local-admin/users', {
    headers: { 'x-local-admin': secret },
    data: { role: 'buddy', email, password: PASSWORD, name },
  });
  expect(created.status()).toBe(201);
  const { id, token } = await login(page, email);
  const profile = await page.request.put('/api/buddy/profile', {
    headers: bearer(token),
    data: {
      description:
        'I grew up in Amsterdam and love showing people its cafés while we talk in English.',
      activities: [
        {
          title: 'Coffee Chats',
          description: 'Coffee and a chat by the canals.',
          rate: '25',
          location: 'Café de Jaren',
        },
      ],
    },
  });
  expect(profile.status()).toBe(200);
  const { slug } = (await profile.json()) as { slug: string };
  // A photo, as every listed buddy has: the landing page's tests count buddy cards with photos.
  const photo = await page.request.post(`/api/profile/${id}/photo`, {
    headers: bearer(token),
    multipart: {
      profilePhoto: { name: 'face.png', mimeType: 'image/png', buffer: await facePng() },
    },
  });
  expect(photo.status()).toBe(200);

  const moderator = await login(page, 'moderator@buddies.local', DEMO_PASSWORD);
  const reviewed = await page.request.post(`/api/moderator/review-profile/${id}`, {
    headers: bearer(moderator.token),
    data: { approved: true },
  });
  expect(reviewed.ok()).toBe(true);
  const expert = await login(page, 'expert@buddies.local', DEMO_PASSWORD);
  await expect.poll(() => bookInterview(page, expert.token, id)).toBe(201);
  const approved = await page.request.post(`/api/expert/complete-interview/${id}`, {
    headers: bearer(expert.token),
    data: { approved: true, feedback: 'Warm, clear English.' },
  });
  expect(approved.ok()).toBe(true);
  return { id, email, name, slug, token };
}

/** A learner of the journey's own. */
export async function newLearner(page: Page, first: string): Promise<Person> {
  const name = `${first} ${unique()}`;
  const email = `buddy-dash-learner-${unique()}@example.com`;
  await createLearner(page, email, PASSWORD, name);
  return { ...(await login(page, email)), email, name };
}

/** `days` from today at an Amsterdam wall-clock time. */
export const daysAhead = (days: number, time: string) =>
  amsterdamInstant(amsterdamDate(addAmsterdamDays(new Date(), days)), time);

/**
 * A Coffee Chat booked through the API: the learner proposes, the buddy approves, and, where the
 * server takes payments, the learner pays.
 */
export async function bookSession(
  page: Page,
  learner: Person,
  buddy: Buddy,
  startsAt: Date,
  duration = 60,
) {
  const proposal = await page.request.post('/api/proposals', {
    headers: bearer(learner.token),
    data: {
      buddyId: buddy.id,
      activity: 'Coffee Chats',
      proposedTime: startsAt.toISOString(),
      duration,
      message: 'Shall we have a coffee?',
    },
  });
  expect(proposal.status()).toBe(201);
  const { id } = (await proposal.json()) as { id: string };
  const approved = await page.request.post(`/api/proposals/${id}/approve`, {
    headers: bearer(buddy.token),
    data: {},
  });
  expect(approved.status()).toBe(200);
  if (((await approved.json()) as { status: string }).status === 'awaiting_payment') {
    await payAtTestCheckout(page, learner.token, id);
  }
  return id;
}

/**
 * The learner pays what a session waits for on the test provider's checkout (PAYMENTS=test,
 * decision 038), through its two calls.
 */
export async function payAtTestCheckout(page: Page, learnerToken: string, sessionId: string) {
  const checkout = await page.request.post(`/api/payments/checkout/${sessionId}`, {
    headers: bearer(learnerToken),
    data: {},
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post('/api/payments/test-checkout/pay', {
    data: { checkout: new URL(url).searchParams.get('checkout') },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** How many weeks on from this one the week of `at` is. */
const weeksTo = (at: Date) =>
  Math.round(
    (startOfAmsterdamWeek(at).getTime() - startOfAmsterdamWeek(new Date()).getTime()) / (7 * DAY),
  );

/** The session's button in the buddy's (or learner's) week, moved on to the week it is in. */
export async function sessionInWeek(
  page: Page,
  region: string,
  startsAt: Date,
  name: string | RegExp,
) {
  const week = page.getByRole('region', { name: region, exact: true });
  for (let i = 0; i < weeksTo(startsAt); i++) {
    await week.getByRole('button', { name: 'Next week' }).click();
  }
  return week.getByRole('button', { name });
}

export type Tab = 'profile' | 'calendar' | 'messages' | 'analytics';

/** The dashboard on a tab, once its tabs show (the buddy is approved). */
export async function openDashboard(page: Page, tab: Tab = 'profile') {
  await page.goto(`/buddy/dashboard${tab === 'profile' ? '' : `?tab=${tab}`}`);
  await page.getByRole('tab', { name: BUDDY_TEXTS.tabs.profile }).waitFor();
}

export const tabOf = (page: Page, tab: Tab) =>
  page.getByRole('tab', { name: new RegExp(`^${BUDDY_TEXTS.tabs[tab]}`) });

/** A figure's value on a stat card, by its label, in the page or a part of it. */
export const figure = (scope: Page | Locator, label: string) =>
  scope
    .locator(`div:has(> dt:text-is(${JSON.stringify(label)}))`)
    .locator('dd')
    .first();

/**
 * The toast says `text`; then it is closed, so that it does not fade under a later axe run. The
 * close button is clicked in the page: over an open dialog (the Schedule) the toast lies under it.
 */
export async function expectToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await expect.poll(() => toast.count()).toBe(1);
  await toast.locator('[data-close-button]').dispatchEvent('click');
  await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
}
