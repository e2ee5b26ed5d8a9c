/**
 * What a shopper sees of the trust work (docs/decisions/080, 088, 089): a common password refused with a clear
 * message, logout that ends the session on the server, changing the password (other devices signed out), and
 * changing the e-mail through a link mailed to the new address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, baseURL, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import { waitForMail } from './helpers/outbox';
import { sessionToken } from './helpers/session';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });

async function register(email: string, password = 'a quiet emerald 26') {
  const res = await fetch(`${baseURL()}/api/auth/register-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ira Joshi', phone: '9820098200', email, password }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; user: unknown };
}
const checkAuth = (token: string) =>
  fetch(`${baseURL()}/api/auth/check-auth`, { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.status,
  );

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

describe('accounts: passwords, sessions and e-mail changes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('refuses a common password at sign-up with a message under the field (390 px)', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/signup');
      await page.getByLabel('Full Name').fill('Ira Joshi');
      await page.getByLabel('Phone Number').fill('9820098200');
      await page.getByLabel('Email').fill(`common-${Date.now()}@example.in`);
      await page.getByLabel('Password', { exact: true }).fill('password123');
      await page.getByLabel('Confirm Password').fill('password123');
      await page.getByLabel(/Terms/).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      const message = 'This password is too common and easy to guess. Please choose another.';
      await expect
        .poll(() => page.locator('[role="alert"]', { hasText: message }).first().isVisible())
        .toBe(true);
      const field = page.getByLabel('Password', { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/signup');
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-security-signup');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('logout ends the session on the server: the token it had no longer works', async () => {
    const { page, context } = await newPage(browser);
    try {
      const email = `logout-${Date.now()}@example.in`;
      await register(email);
      await logIn(page, email, 'a quiet emerald 26');
      const token = (await sessionToken(page))!;
      expect(await checkAuth(token)).toBe(200);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect.poll(() => toast(page, 'Logged out successfully').isVisible()).toBe(true);
      await expect.poll(() => checkAuth(token)).toBe(401);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-security-logout');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('changes the password from the profile and signs every other device out', async () => {
    const { page, context } = await newPage(browser);
    try {
      const email = `change-${Date.now()}@example.in`;
      const other = await register(email); // "another device"
      await logIn(page, email, 'a quiet emerald 26');
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByLabel('Current Password').fill('not my password');
      await page.getByLabel('New Password', { exact: true }).fill('moonlit pearls 2026');
      await page.getByLabel('Confirm New Password').fill('moonlit pearls 2026');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect
        .poll(() =>
          page
            .locator('[role="alert"]', { hasText: 'Your current password is not correct.' })
            .first()
            .isVisible(),
        )
        .toBe(true);
      await page.getByLabel('Current Password').fill('a quiet emerald 26');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => toast(page, /Your password has been changed/).isVisible()).toBe(true);
      // This device stays signed in; the other one is out.
      const token = (await sessionToken(page))!;
      expect(await checkAuth(token)).toBe(200);
      expect(await checkAuth(other.token)).toBe(401);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-security-change');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('changes the e-mail only when the link mailed to the new address is followed (390 px)', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      const email = `before-${Date.now()}@example.in`;
      const next = `after-${Date.now()}@example.in`;
      await register(email);
      await logIn(page, email, 'a quiet emerald 26');
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit details' }).click();
      expect(await page.getByLabel('Current Password').count()).toBe(0);
      await page.getByLabel('Email').fill(next);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(() =>
          page
            .locator('[role="alert"]', { hasText: 'Please enter your current password.' })
            .first()
            .isVisible(),
        )
        .toBe(true);
      await page.getByLabel('Current Password').fill('a quiet emerald 26');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: `We have sent a link to ${next}` })
            .isVisible(),
        )
        .toBe(true);

      const notice = await waitForMail(email, /is being changed/);
      expect(notice).toContain(next);
      const mail = await waitForMail(next, /Confirm your new email address/);
      const link = /https?:\/\/[^\s"<>]+\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
      expect(link).toBeDefined();

      await page.goto(new URL(link!).pathname);
      await page.getByRole('button', { name: 'Confirm my new email address' }).click();
      await expect.poll(() => page.getByText(`You now sign in with ${next}`).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Go to your profile' }).click();
      // The profile's Email row (the closed mobile menu names the account too, hidden).
      await expect
        .poll(() => page.getByText(next, { exact: true }).filter({ visible: true }).count())
        .toBeGreaterThan(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-security-email');
      throw err;
    } finally {
      await context.close();
    }
  });
});
