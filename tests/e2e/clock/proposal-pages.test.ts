import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HOUR, inHours } from '../../support/hours';
import { PROPOSALS_PAGE_SIZE } from '../../../src/shared/proposals';
import {
  createLearner,
  expectAccessible,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../../support/browser';

const browser = useBrowser();
const PASSWORD = 'pages-password-1';
/** A demo buddy no other file of this project books. */
const BUDDY_SLUG = 'sophie';

/** Moves the server's clock (TEST_CLOCK server, local-admin channel). */
async function moveServerClock(page: Page, data: { advanceMs?: number; reset?: boolean }) {
  const file = join(inject('dataDir'), 'local-admin.json');
  const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string };
  const res = await page.request.post('/api/local-admin/clock', {
    headers: { 'x-local-admin': secret },
    data,
  });
  expect(res.status()).toBe(200);
}

describe('My Proposals', () => {
  it('shows the latest page and the earlier proposals on request', async () => {
    const { page } = await browser.newPage(PHONE);
    const email = `pages-${randomBytes(3).toString('hex')}@example.com`;
    await createLearner(page, email, PASSWORD, 'Paula Pages');
    const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const recipients = await page.request.get(`/api/messages/recipients?buddy=${BUDDY_SLUG}`, {
      headers,
    });
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

    await signIn(page, email, PASSWORD);
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
