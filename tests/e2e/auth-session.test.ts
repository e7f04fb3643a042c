import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectPath,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('login and logout', () => {
  it('refuses a wrong password, signs the demo learner in and out, and revokes the token', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/login');
    const loginTab = page.getByRole('tab', { name: 'Login' });
    await expect.poll(() => loginTab.getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'auth-login');

    await page.getByLabel('Email').fill('learner@buddies.local');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(null);
    await expectAccessible(page);
    await screenshot(page, 'auth-login-wrong-password');

    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // A learner lands on the learner dashboard, headed by their name.
    await expectPath(page, '/learner/dashboard');
    await expect.poll(() => page.locator('h1').textContent()).toContain('Lina Martins');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.role).toBe('learner');
    expect(stored.userId).toBeTruthy();
    const token = stored.token!;
    expect((await page.request.get('/api/learner/profile', bearer(token))).status()).toBe(200);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const avatar = nav.getByRole('link', { name: 'My dashboard' });
    await expect.poll(() => avatar.textContent()).toBe('LM');
    expect(await avatar.getAttribute('href')).toBe('/learner/dashboard');
    expect(await nav.getByRole('link', { name: 'Profile Settings' }).getAttribute('href')).toBe(
      '/profile/settings',
    );
    expect(await nav.getByRole('link', { name: 'Buddies' }).getAttribute('href')).toBe('/buddies');
    // Join is for visitors only.
    expect(await nav.getByRole('link', { name: 'Join' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Login / Register' }).count()).toBe(0);
    await screenshot(page, 'auth-login-signed-in', false);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect.poll(() => nav.getByRole('link', { name: 'Login / Register' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'My dashboard' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Buddies' }).getAttribute('href')).toBe(
      '/login?next=%2Fbuddies',
    );
    expect((await page.request.get('/api/learner/profile', bearer(token))).status()).toBe(401);
    await screenshot(page, 'auth-logout', false);
    await context.close();
  });

  it('logs out from the mobile menu', async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    await page.goto('/activities');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const avatar = menu.getByRole('link', { name: 'My dashboard' });
    await expect.poll(() => avatar.textContent()).toBe('LM');
    expect(await menu.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    // Profile Settings is a desktop-only link.
    expect(await menu.getByRole('link', { name: 'Profile Settings' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Login / Register' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Join' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'auth-header-phone-signed-in', false);

    await menu.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Login / Register' }).count()).toBe(1);
    await context.close();
  });
});

describe('header with a refused token', () => {
  it('treats a token the server refuses as signed out, and goes to /login', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('role', 'learner');
      localStorage.setItem('userId', 'nobody');
    });
    await page.goto('/activities');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Login / Register' }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(null);
    await expectPath(page, '/login');
    await context.close();
  });
});

describe('guarded pages', () => {
  it('send visitors without a token to /login', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    for (const path of ['/buddies', '/messages', '/learner/dashboard', '/profile/settings']) {
      await page.goto(path);
      await expectPath(page, '/login');
      await expect.poll(() => page.getByRole('tab', { name: 'Login' }).count()).toBe(1);
    }
    await context.close();
  });
});

describe('returning after the sign-in', () => {
  it('leads back to the page asked for, and only to a page of this site', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    // A guarded page asked for while signed out: the login returns there.
    await page.goto('/buddy/mia?from=mail#reviews');
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/buddy/mia?from=mail#reviews');
    // The tabs keep it.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('signup');
    await page.getByRole('tab', { name: 'Login' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('tab')).toBe(false);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/buddy/mia?from=mail#reviews');
    await page.getByLabel('Email').fill('learner@buddies.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectPath(page, '/buddy/mia');
    expect(new URL(page.url()).search).toBe('?from=mail');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Mia Jansen');
    await page.evaluate(() => localStorage.clear());

    // Another site, a backslash, or another role's dashboard: the role's own dashboard instead.
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email').fill('learner@buddies.local');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expectPath(page, '/learner/dashboard');
      expect(new URL(page.url()).origin).toBe(new URL(browser.baseURL).origin);
      await page.evaluate(() => localStorage.clear());
    }
    await page.goto(`/login?next=${encodeURIComponent('/buddy/dashboard')}`);
    await page.getByLabel('Email').fill('learner@buddies.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectPath(page, '/learner/dashboard');
    await context.close();
  });
});

describe('roles at the API', () => {
  it("refuses a learner's token on the buddy profile", async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const response = await page.request.post('/api/login', {
      data: { email: 'learner@buddies.local', password: DEMO_PASSWORD },
    });
    expect(response.status()).toBe(200);
    const { token, role, redirectUrl } = await response.json();
    expect(role).toBe('learner');
    expect(redirectUrl).toBe('/learner/dashboard');
    expect((await page.request.get('/api/buddy/profile', bearer(token))).status()).toBe(403);
    expect((await page.request.get('/api/learner/profile', bearer(token))).status()).toBe(200);
    expect((await page.request.get('/api/learner/profile')).status()).toBe(401);
    await context.close();
  });
});
