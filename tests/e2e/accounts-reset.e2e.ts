import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, screenshotOnFailure } from './helpers/browser';
import { waitForMail } from './helpers/outbox';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

describe('accounts: forgot password → link from the outbox → reset → log in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('resets the password with the e-mailed link and logs in with the new one', async () => {
    const { page, context } = await newPage(browser);
    try {
      const email = `reset-${Date.now()}@example.in`;
      await fetch(`${baseURL()}/api/auth/register-user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kavya Menon', phone: '9820098200', email, password: 'old-password-1' }),
      });

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect
        .poll(() => page.getByText(/we have sent a link to reset your password/i).isVisible())
        .toBe(true);

      const mail = await waitForMail(email, /Reset your Aurelia password/);
      const link = new RegExp(`${baseURL().replace(/[.:/]/g, '\\$&')}/reset-password/[A-Za-z0-9_-]+`).exec(
        mail,
      )?.[0];
      expect(link).toBeDefined();

      await page.goto(link!);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect.poll(() => page.getByText('Please fill in all fields.').isVisible()).toBe(true);
      await page.getByLabel('New Password').fill('brand-new-pass-9');
      await page.getByLabel('Confirm Password').fill('brand-new-pass-8');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect.poll(() => page.getByText('Passwords do not match.').isVisible()).toBe(true);
      await page.getByLabel('Confirm Password').fill('brand-new-pass-9');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect
        .poll(() => toast(page, 'Password reset successfully. Redirecting to login...').isVisible())
        .toBe(true);
      const at = Date.now();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 6000 }).toBe('/login');
      expect(Date.now() - at).toBeGreaterThan(1200);

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('brand-new-pass-9');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => page.getByTestId('account-greeting').textContent()).toBe('Hi, Kavya');

      // The link works once.
      await page.goto(link!);
      await page.getByLabel('New Password').fill('third-password-1');
      await page.getByLabel('Confirm Password').fill('third-password-1');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect.poll(() => toast(page, 'This reset link is invalid').isVisible()).toBe(true);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-reset');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('says a short token is an invalid link', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('/reset-password/too-short-token');
      await expect.poll(() => page.getByText('Invalid or expired reset link.').isVisible()).toBe(true);
      expect(await page.getByLabel('New Password').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
