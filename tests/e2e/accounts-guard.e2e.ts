import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, screenshotOnFailure, MOBILE } from './helpers/browser';
import { putSession, sessionToken } from './helpers/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

async function registerShopper(name = 'Ravi Kumar') {
  const email = `guard-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const res = await fetch(`${baseURL()}/api/auth/register-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: '9820012345', email, password: 'guarded-pass-1' }),
  });
  const body = (await res.json()) as { token: string; user: unknown };
  return { email, password: 'guarded-pass-1', ...body };
}

describe('accounts: the guards and the stored session (cookie and user record, docs/decisions/113)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('/profile while signed out → /login → back to /profile after login', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      const shopper = await registerShopper();
      await page.goto('/profile?tab=orders');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await expect
        .poll(() => toast(page, 'Authentication token not found. Please log in again.').isVisible())
        .toBe(true);
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => page.url()).toBe(`${baseURL()}/profile?tab=orders`);
      await expect.poll(() => page.getByRole('heading', { name: 'No orders yet' }).isVisible()).toBe(true);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-guard');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('a browser whose session cookie ran out is sent to /login, told the session expired', async () => {
    const { page, context } = await newPage(browser);
    try {
      const shopper = await registerShopper();
      // The cookie lives exactly as long as its token: once it is gone, only the user record is left.
      await page.goto('/about-nothing');
      await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), shopper.user);
      await page.goto('/profile');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await expect
        .poll(() => toast(page, 'Your session has expired. Please log in again.').isVisible())
        .toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('logs out silently on load when the server rejects the session cookie', async () => {
    const { page, context } = await newPage(browser);
    try {
      const shopper = await registerShopper('Tara Singh');
      const [header, payload] = shopper.token.split('.');
      await putSession(page, { token: `${header}.${payload}.forged-signature`, user: shopper.user }, '/');
      await page.reload();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      await expect.poll(() => page.getByTestId('account-greeting').textContent()).toBe('Hello, Guest');
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

      // A valid cookie keeps the session across a reload.
      await putSession(page, shopper, '/');
      await page.reload();
      await expect.poll(() => page.getByTestId('account-greeting').textContent()).toBe('Hi, Tara');
    } finally {
      await context.close();
    }
  });

  it('moves a token kept in localStorage from before the cookie into the cookie, once, without signing out', async () => {
    const { page, context } = await newPage(browser);
    try {
      const shopper = await registerShopper('Tara Singh');
      await page.goto('/about-nothing');
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', JSON.stringify(u));
        },
        [shopper.token, shopper.user] as const,
      );
      await page.goto('/profile');
      await expect.poll(() => page.getByText('Member since').isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(await sessionToken(page)).toBe(shopper.token);
      expect(await page.getByTestId('account-greeting').textContent()).toBe('Hi, Tara');
    } finally {
      await context.close();
    }
  });

  it('drops a stored token from before the cookie that the server refuses, and the shopper with it', async () => {
    const { page, context } = await newPage(browser);
    try {
      const shopper = await registerShopper();
      const [header, , signature] = shopper.token.split('.');
      const expired = `${header}.${b64({ sub: 'x', role: 'user', exp: Math.floor(Date.now() / 1000) - 60 })}.${signature}`;
      await page.goto('/about-nothing');
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', JSON.stringify(u));
        },
        [expired, shopper.user] as const,
      );
      await page.goto('/profile');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      expect(
        await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
      ).toEqual([null, null]);
      expect(await sessionToken(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('clears token and user when the stored user cannot be read', async () => {
    const { page, context } = await newPage(browser);
    try {
      const shopper = await registerShopper();
      await page.goto('/');
      await page.evaluate((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', '{not json');
      }, shopper.token);
      await page.reload();
      await expect.poll(() => page.getByTestId('account-greeting').textContent()).toBe('Hello, Guest');
      expect(
        await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
      ).toEqual([null, null]);
    } finally {
      await context.close();
    }
  });
});
