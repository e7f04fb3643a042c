import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * Moves this project's server clock on, or back to the real time, through the local-admin
 * channel (TEST_CLOCK): only in a project whose server is its own.
 */
export async function moveServerClock(page: Page, data: { advanceMs?: number; reset?: boolean }) {
  const file = join(inject('dataDir'), 'local-admin.json');
  const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string };
  const res = await page.request.post('/api/local-admin/clock', {
    headers: { 'x-local-admin': secret },
    data,
  });
  expect(res.status()).toBe(200);
}
