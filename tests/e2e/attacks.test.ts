import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, PHONE, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();
const FORGED_EMAIL = 'forged-by-another-site@example.com';

/**
 * Another website, on another origin (localhost against the app's 127.0.0.1), whose page makes
 * the visitor's browser post a buddy application to us: multipart, so no preflight asks first.
 */
let foreign: Server;
let foreignUrl: string;
beforeAll(async () => {
  const target = `${browser.baseURL}/api/register/buddy`;
  foreign = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Win a prize</title>
<form id="f" method="post" enctype="multipart/form-data" action="${target}">
<input name="email" value="${FORGED_EMAIL}"><input name="password" value="forged-password">
<input name="fullName" value="Forged Person"><input name="activities" value="Coffee Chats">
<input name="customDescription" value="${'A description long enough to pass every check of the form. '.repeat(2)}">
<input name="hourlyRate" value="25"><input name="acceptTerms" value="true"></form>
<script>document.getElementById('f').submit()</script></html>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://localhost:${(foreign.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

describe('attacks through a visitor’s browser', () => {
  it('refuses an account created by another website’s form', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto(foreignUrl);
    await expect
      .poll(() => page.textContent('body'))
      .toContain('Requests from other websites are not accepted');
    const login = await page.request.post('/api/login', {
      data: { email: FORGED_EMAIL, password: 'forged-password' },
    });
    expect(login.status()).toBe(401);
    await context.close();
  });

  it('cannot frame our pages', async () => {
    const response = await (await browser.newPage(DESKTOP)).page.request.get('/login');
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('a guesser at the login form', () => {
  it('is slowed down after 5 wrong passwords with a clear message', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await page.goto('/login');
    await page.getByLabel('Email').fill('mia@buddies.local');
    const password = page.getByLabel('Password', { exact: true });
    const alert = page.getByRole('alert');
    for (let i = 0; i < 5; i++) {
      await password.fill(`wrong-guess-${i}`);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => alert.textContent()).toBe('Invalid email or password');
      await page.getByRole('alert').waitFor({ state: 'visible' });
    }
    await password.fill('wrong-guess-5');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => alert.textContent())
      .toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(null);
    await expectAccessible(page);
    await screenshot(page, 'auth-login-throttled-phone');
    await context.close();
  });
});
