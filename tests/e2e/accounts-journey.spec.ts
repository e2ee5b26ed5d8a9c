import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from './helpers/browser';
import { e2eEnv } from './helpers/e2e-env';
import { putSession, sessionCookie, SESSION_COOKIE } from './helpers/session';
import { MOBILE, atPath, expect, test } from './helpers/test';

const unique = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const greeting = (page: Page) => page.getByTestId('account-greeting');

test.describe('accounts: sign up, log in, edit details, log out', () => {
  test('signs up, lands on login, logs in, sees "Hi, {first name}", edits details and logs out', async ({
    page,
    pageErrors,
  }) => {
    const email = unique();
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Neha Sharma');
    await page.getByLabel('Phone Number').fill('+91 98200 55667');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('kundan-set-2026');
    await page.getByLabel('Confirm Password').fill('kundan-set-2025');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(page.getByText('You must agree to the Terms & Conditions.')).toBeVisible();

    await page.getByLabel('Confirm Password').fill('kundan-set-2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
    // Sign-up does not keep the session: the shopper logs in (docs/decisions/020).
    await expect(greeting(page)).toHaveText('Hello, Guest');
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Invalid email or password.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('kundan-set-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(atPath('/'));
    await expect(greeting(page)).toHaveText('Hi, Neha');
    // The session is an HttpOnly cookie no script can read; the page keeps only the user record.
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(stored[0]).toBeNull();
    expect(JSON.parse(stored[1]!)).toMatchObject({ name: 'Neha Sharma', email, role: 'user' });
    const cookie = await sessionCookie(page);
    expect(cookie?.value).toMatch(/^ey/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

    // Through the account menu to the profile.
    await page.getByRole('button', { name: /Account menu/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My Profile',
      'My Cart',
      'My Wishlist',
      'My Orders',
      'Contact Us',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(atPath('/profile'));
    await expect(page.getByText('Member since')).toBeVisible();

    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Full Name').fill('Anika Sharma');
    await page.getByLabel('Phone Number').fill('+91 90000 11111');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(greeting(page)).toHaveText('Hi, Anika');
    await expect(page.getByText('+91 90000 11111')).toBeVisible();

    // A refused change shows the server's message.
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The Orders tab.
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

    // Logout from the menu.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
    await expect(greeting(page)).toHaveText('Hello, Guest');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    // The server cleared the cookie.
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
    // No 'token not found' toast after a deliberate logout from a guarded page.
    await expect(toast(page, 'Authentication token not found')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('uploads a profile photo with a preview, reloads, then deletes it after confirming', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: MOBILE });
    const email = unique();
    const res = await fetch(`${baseURL()}/api/auth/register-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zoya Ali', phone: '9820033333', email, password: 'photo-pass-12' }),
    });
    const { token, user } = (await res.json()) as { token: string; user: unknown };
    await putSession(page, { token, user }, '/');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add a photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile photo' });
    await expect(dialog.getByText('No photo yet')).toBeVisible();

    // A text file is refused before any upload.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'photo.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(dialog.getByText(/Please choose an image file/)).toBeVisible();

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#b76e79' } })
      .png()
      .toBuffer();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByAltText('Preview of the new photo')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'Photo updated!')).toBeVisible();
    await reloaded;
    const photo = page.locator('img[alt="Photo of Zoya Ali"]:visible');
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);

    await page.getByRole('button', { name: 'Change or delete your photo' }).click();
    await dialog.getByRole('button', { name: 'Delete photo' }).click();
    await expect(dialog.getByText('Are you sure you want to delete your photo?')).toBeVisible();
    const reloadedAgain = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(toast(page, 'Photo deleted!')).toBeVisible();
    await reloadedAgain;
    await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('offers the guest menu and works it by keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /Account menu/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText([
      'Login / Signup',
      'My Cart',
      'My Wishlist',
      'Track Your Order',
      'Contact Us',
    ]);
    // Track Your Order leads to the order-tracking page (issue 17; it was plain text).
    await expect(page.getByRole('menuitem', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
    const item = (name: string) => items.getByText(name, { exact: true });
    await expect(item('Login / Signup')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('My Cart')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Contact Us')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Login / Signup')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    // Enter on an item follows it.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath('/contact'));
  });

  test('shows the Admin Panel item to an admin only', async ({ openPage }) => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto('/login');
    await page.getByLabel('Email').fill(e2eEnv('adminEmail'));
    await page.getByLabel('Password', { exact: true }).fill(e2eEnv('adminPassword'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(atPath('/'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    const first = page.getByRole('menu').getByRole('menuitem').first();
    await expect(first).toHaveText('Admin Panel');
    await expect(first).toHaveAttribute('href', '/admin');
  });
});
