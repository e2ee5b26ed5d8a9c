import type { Page } from '@playwright/test';
import { e2eEnv } from './helpers/e2e-env';
import { putSession, sessionToken } from './helpers/session';
import { MOBILE, atPath, expect, test } from './helpers/test';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

async function registerShopper(name = 'Ravi Kumar') {
  const email = `guard-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const res = await fetch(`${e2eEnv('baseURL')}/api/auth/register-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: '9820012345', email, password: 'guarded-pass-1' }),
  });
  const body = (await res.json()) as { token: string; user: unknown };
  return { email, password: 'guarded-pass-1', ...body };
}

test.describe('accounts: the guards and the stored session (cookie and user record, docs/decisions/113)', () => {
  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('/profile while signed out → /login → back to /profile after login', async ({ page, baseURL }) => {
      const shopper = await registerShopper();
      await page.goto('/profile?tab=orders');
      await expect(page).toHaveURL(atPath('/login'));
      await expect(toast(page, 'Authentication token not found. Please log in again.')).toBeVisible();
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/profile?tab=orders`);
      await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    });
  });

  test('a browser whose session cookie ran out is sent to /login, told the session expired', async ({
    page,
  }) => {
    const shopper = await registerShopper();
    // The cookie lives exactly as long as its token: once it is gone, only the user record is left.
    await page.goto('/about-nothing');
    await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), shopper.user);
    await page.goto('/profile');
    await expect(page).toHaveURL(atPath('/login'));
    await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('logs out silently on load when the server rejects the session cookie', async ({ page }) => {
    const shopper = await registerShopper('Tara Singh');
    const [header, payload] = shopper.token.split('.');
    await putSession(page, { token: `${header}.${payload}.forged-signature`, user: shopper.user }, '/');
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await expect(page.getByTestId('account-greeting')).toHaveText('Hello, Guest');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    // A valid cookie keeps the session across a reload.
    await putSession(page, shopper, '/');
    await page.reload();
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Tara');
  });

  test('moves a token kept in localStorage from before the cookie into the cookie, once, without signing out', async ({
    page,
  }) => {
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
    await expect(page.getByText('Member since')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await sessionToken(page)).toBe(shopper.token);
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Tara');
  });

  test('drops a stored token from before the cookie that the server refuses, and the shopper with it', async ({
    page,
  }) => {
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
    await expect(page).toHaveURL(atPath('/login'));
    // The server sent the guest to /login at once; the stored token is offered to it, refused and dropped
    // by the app as it starts, a moment later.
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]))
      .toEqual([null, null]);
    expect(await sessionToken(page)).toBeNull();
  });

  test('clears token and user when the stored user cannot be read', async ({ page }) => {
    const shopper = await registerShopper();
    await page.goto('/');
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', '{not json');
    }, shopper.token);
    await page.reload();
    await expect(page.getByTestId('account-greeting')).toHaveText('Hello, Guest');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });
});
