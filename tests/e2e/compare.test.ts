import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';
import { bearer, newBuddy } from '../support/buddy-journeys';

const browser = useBrowser();

const LEARNER = 'learner@buddies.local';

/** Each card's price from, in euros, in the list's order. */
const pricesFrom = async (page: Page) =>
  (await page.locator('main article').allTextContents()).map((text) =>
    Number(/From €(\d+(?:\.\d+)?)\/hour/.exec(text)?.[1]),
  );
const isRising = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe('compare and choose', () => {
  it('sorts by price and filters by an evening; the URL keeps both on reload', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, LEARNER, DEMO_PASSWORD);
    await page.goto('/buddies');
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(1);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
    const free = page.getByRole('group', { name: 'When you are free' });
    // click, not check: the boxes are controlled by the URL, which updates a moment later.
    await free.getByRole('checkbox', { name: 'Tuesday' }).click();
    await free.getByRole('checkbox', { name: 'Evening' }).click();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ sort: 'price', days: '1', parts: 'evening' });
    // The bundled buddies are free on weekday evenings: every one of them, cheapest first, once
    // the list answering the new address has replaced the one before it.
    const settled = async () => {
      const shown = await pricesFrom(page);
      const busy = await page.locator('main ul[aria-busy="true"]').count();
      return busy === 0 && shown.length > 1 && isRising(shown);
    };
    await expect.poll(settled).toBe(true);
    const prices = await pricesFrom(page);
    expect(prices.every((price) => price > 0)).toBe(true);
    expect(isRising(prices)).toBe(true);
    const first = page.locator('main article').first();
    expect(await first.textContent()).toMatch(/Next free: \w{3} \d{1,2} \w{3}, \d{2}:\d{2}/);
    await expectAccessible(page);
    await screenshot(page, 'buddies-compare-desktop');

    await page.reload();
    await expect.poll(async () => pricesFrom(page)).toEqual(prices);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price');
    expect(await free.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).toBe(true);
    expect(await free.getByRole('checkbox', { name: 'Evening' }).isChecked()).toBe(true);

    // No bundled buddy is free on Sunday: the list says so and clears the filters.
    await free.getByRole('checkbox', { name: 'Sunday' }).click();
    await free.getByRole('checkbox', { name: 'Tuesday' }).click();
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'No buddies match these filters yet.' }).count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ sort: 'price' });
    await context.close();
  });

  it('shows the facts on a phone, in the list and on the profile', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, LEARNER, DEMO_PASSWORD);
    await page.goto('/buddies?sort=soonest&parts=evening');
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(1);
    await expectAccessible(page);
    await screenshot(page, 'buddies-compare-phone');

    await page.locator('main article h2 a').first().click();
    const facts = page.getByRole('list', { name: 'At a glance' });
    await expect.poll(() => facts.textContent()).toMatch(/From €\d+/);
    expect(await facts.textContent()).toMatch(/Next free: /);
    await expectAccessible(page);
    await screenshot(page, 'buddy-profile-compare-phone');
    await context.close();
  });

  it('filters by a district and instant booking; the URL keeps both on reload', async () => {
    // A buddy of the journey's own, the only one meeting in Weesp, with Coffee Chats at once.
    const setup = await browser.newPage(DESKTOP);
    const wes = await newBuddy(setup.page, 'Wes Weesp');
    const profile = await setup.page.request.put('/api/buddy/profile', {
      headers: bearer(wes.token),
      data: {
        districts: ['weesp'],
        activities: [
          {
            title: 'Coffee Chats',
            description: 'Coffee and a chat by the Vecht.',
            rate: '25',
            location: 'Café Bastion',
            instantBooking: true,
          },
        ],
      },
    });
    expect(profile.status()).toBe(200);
    await setup.context.close();

    const { page, context } = await browser.newPage(DESKTOP);
    await signIn(page, LEARNER, DEMO_PASSWORD);
    await page.goto('/buddies');
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(1);
    const where = page.getByRole('group', { name: 'Where to meet' });
    await where.getByRole('checkbox', { name: 'Weesp' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('districts')).toBe('weesp');
    await page
      .getByRole('group', { name: 'Booking' })
      .getByRole('checkbox', { name: 'Instant booking only' })
      .click();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ districts: 'weesp', instant: '1' });
    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(wes.name);
    expect(await cards.first().textContent()).toContain('Instant booking');
    await expectAccessible(page);
    await screenshot(page, 'buddies-district-instant-desktop');

    await page.reload();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(wes.name);
    expect(await where.getByRole('checkbox', { name: 'Weesp' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Instant booking only' }).isChecked()).toBe(
      true,
    );

    // A second district widens the list: any of them.
    await where.getByRole('checkbox', { name: 'De Pijp' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('districts'))
      .toBe('de-pijp,weesp');
    await context.close();

    const phone = await browser.newPage(PHONE);
    await signIn(phone.page, LEARNER, DEMO_PASSWORD);
    await phone.page.goto('/buddies?districts=weesp&instant=1');
    await expect.poll(() => phone.page.locator('main article').count()).toBe(1);
    const filters = phone.page.locator('summary', { hasText: 'Filters' });
    expect(await filters.textContent()).toContain('2 selected');
    await filters.click();
    expect(
      await phone.page.getByRole('checkbox', { name: 'Instant booking only' }).isChecked(),
    ).toBe(true);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'buddies-district-instant-phone');
    await phone.context.close();
  });
});
