import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, screenshotOnFailure, MOBILE } from './helpers/browser';

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

describe('accounts: the guards and the stored session', () => {
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

  it('sends an expired token to /login and clears it', async () => {
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
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('logs out silently on load when the server rejects the token', async () => {
    const { page, context } = await newPage(browser);
    try {
      const shopper = await registerShopper('Tara Singh');
      const [header, payload] = shopper.token.split('.');
      await page.goto('/');
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', JSON.stringify(u));
        },
        [`${header}.${payload}.forged-signature`, shopper.user] as const,
      );
      await page.reload();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect.poll(() => page.getByTestId('account-greeting').textContent()).toBe('Hello, Guest');
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

      // A valid token keeps the session across a reload.
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', JSON.stringify(u));
        },
        [shopper.token, shopper.user] as const,
      );
      await page.reload();
      await expect.poll(() => page.getByTestId('account-greeting').textContent()).toBe('Hi, Tara');
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
