/**
 * What a shopper sees of the trust work (docs/decisions/080, 088, 089): a common password refused with a clear
 * message, logout that ends the session on the server, changing the password (other devices signed out), and
 * changing the e-mail through a link mailed to the new address.
 */
import type { Page } from '@playwright/test';
import { e2eEnv } from './helpers/e2e-env';
import { waitForMail } from './helpers/outbox';
import { sessionToken } from './helpers/session';
import { MOBILE, atPath, expect, test } from './helpers/test';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });
const alert = (page: Page, text: string) => page.locator('[role="alert"]', { hasText: text }).first();

async function register(email: string, password = 'a quiet emerald 26') {
  const res = await fetch(`${e2eEnv('baseURL')}/api/auth/register-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ira Joshi', phone: '9820098200', email, password }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; user: unknown };
}
const checkAuth = (token: string) =>
  fetch(`${e2eEnv('baseURL')}/api/auth/check-auth`, { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.status,
  );

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(atPath('/'));
}

test.describe('accounts: passwords, sessions and e-mail changes', () => {
  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('refuses a common password at sign-up with a message under the field', async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('Full Name').fill('Ira Joshi');
      await page.getByLabel('Phone Number').fill('9820098200');
      await page.getByLabel('Email').fill(`common-${Date.now()}@example.in`);
      await page.getByLabel('Password', { exact: true }).fill('password123');
      await page.getByLabel('Confirm Password').fill('password123');
      await page.getByLabel(/Terms/).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(
        alert(page, 'This password is too common and easy to guess. Please choose another.'),
      ).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(new URL(page.url()).pathname).toBe('/signup');
    });

    test('changes the e-mail only when the link mailed to the new address is followed', async ({
      page,
      pageErrors,
    }) => {
      const email = `before-${Date.now()}@example.in`;
      const next = `after-${Date.now()}@example.in`;
      await register(email);
      await logIn(page, email, 'a quiet emerald 26');
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit details' }).click();
      await expect(page.getByLabel('Current Password')).toHaveCount(0);
      await page.getByLabel('Email').fill(next);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(alert(page, 'Please enter your current password.')).toBeVisible();
      await page.getByLabel('Current Password').fill('a quiet emerald 26');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `We have sent a link to ${next}` }),
      ).toBeVisible();

      const notice = await waitForMail(email, /is being changed/);
      expect(notice).toContain(next);
      const mail = await waitForMail(next, /Confirm your new email address/);
      const link = /https?:\/\/[^\s"<>]+\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
      expect(link).toBeDefined();

      await page.goto(new URL(link!).pathname);
      await page.getByRole('button', { name: 'Confirm my new email address' }).click();
      await expect(page.getByText(`You now sign in with ${next}`)).toBeVisible();
      await page.getByRole('link', { name: 'Go to your profile' }).click();
      // The profile's Email row (the closed mobile menu names the account too, hidden).
      await expect(page.getByText(next, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });

  test('logout ends the session on the server: the token it had no longer works', async ({ page }) => {
    const email = `logout-${Date.now()}@example.in`;
    await register(email);
    await logIn(page, email, 'a quiet emerald 26');
    const token = (await sessionToken(page))!;
    expect(await checkAuth(token)).toBe(200);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect.poll(() => checkAuth(token)).toBe(401);
  });

  test('changes the password from the profile and signs every other device out', async ({
    page,
    pageErrors,
  }) => {
    const email = `change-${Date.now()}@example.in`;
    const other = await register(email); // "another device"
    await logIn(page, email, 'a quiet emerald 26');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByLabel('Current Password').fill('not my password');
    await page.getByLabel('New Password', { exact: true }).fill('moonlit pearls 2026');
    await page.getByLabel('Confirm New Password').fill('moonlit pearls 2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(alert(page, 'Your current password is not correct.')).toBeVisible();
    await page.getByLabel('Current Password').fill('a quiet emerald 26');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, /Your password has been changed/)).toBeVisible();
    // This device stays signed in; the other one is out.
    const token = (await sessionToken(page))!;
    expect(await checkAuth(token)).toBe(200);
    expect(await checkAuth(other.token)).toBe(401);
    expect(pageErrors).toEqual([]);
  });
});
