import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  DESKTOP,
  MOBILE,
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  screenshotOnFailure,
} from './helpers/browser';
import { putSession, sessionCookie, SESSION_COOKIE } from './helpers/session';

const unique = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const greeting = (page: Page) => page.getByTestId('account-greeting');

describe('accounts: sign up, log in, edit details, log out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('signs up, lands on login, logs in, sees "Hi, {first name}", edits details and logs out', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      const email = unique();
      await page.goto('/signup');
      await page.getByLabel('Full Name').fill('Neha Sharma');
      await page.getByLabel('Phone Number').fill('+91 98200 55667');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('kundan-set-2026');
      await page.getByLabel('Confirm Password').fill('kundan-set-2025');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => page.getByText('Passwords do not match.').isVisible()).toBe(true);
      await expect
        .poll(() => page.getByText('You must agree to the Terms & Conditions.').isVisible())
        .toBe(true);

      await page.getByLabel('Confirm Password').fill('kundan-set-2026');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => toast(page, 'Account created successfully!').isVisible()).toBe(true);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      // Sign-up does not keep the session: the shopper logs in (docs/decisions/020).
      expect(await greeting(page).textContent()).toBe('Hello, Guest');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);

      await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => toast(page, 'Invalid email or password.').isVisible()).toBe(true);

      await page.getByLabel('Password', { exact: true }).fill('kundan-set-2026');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => greeting(page).textContent()).toBe('Hi, Neha');
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
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
        'My Profile',
        'My Cart',
        'My Wishlist',
        'My Orders',
        'Contact Us',
        'Logout',
      ]);
      await menu.getByRole('menuitem', { name: 'My Profile' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
      await expect.poll(() => page.getByText('Member since').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByLabel('Full Name').fill('Anika Sharma');
      await page.getByLabel('Phone Number').fill('+91 90000 11111');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => toast(page, 'Profile updated successfully!').isVisible()).toBe(true);
      await expect.poll(() => greeting(page).textContent()).toBe('Hi, Anika');
      await expect.poll(() => page.getByText('+91 90000 11111').isVisible()).toBe(true);

      // A refused change shows the server's message.
      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByText('Please enter a valid email address.').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Cancel' }).click();

      // The Orders tab.
      await page.getByRole('link', { name: 'Orders' }).click();
      await expect.poll(() => page.url()).toMatch(/\/profile\?tab=orders$/);
      await expect.poll(() => page.getByRole('heading', { name: 'No orders yet' }).isVisible()).toBe(true);

      // Logout from the menu.
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect.poll(() => toast(page, 'Logged out successfully').isVisible()).toBe(true);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => greeting(page).textContent()).toBe('Hello, Guest');
      expect(
        await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
      ).toEqual([null, null]);
      // The server cleared the cookie.
      await expect.poll(() => sessionCookie(page)).toBeUndefined();
      // No 'token not found' toast after a deliberate logout from a guarded page.
      expect(await toast(page, 'Authentication token not found').count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-journey');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('uploads a profile photo with a preview, reloads, then deletes it after confirming', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
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
      await expect.poll(() => dialog.getByText('No photo yet').isVisible()).toBe(true);

      // A text file is refused before any upload.
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'photo.png',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await expect.poll(() => dialog.getByText(/Please choose an image file/).isVisible()).toBe(true);

      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#b76e79' } })
        .png()
        .toBuffer();
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => dialog.getByAltText('Preview of the new photo').isVisible()).toBe(true);
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect.poll(() => toast(page, 'Photo updated!').isVisible()).toBe(true);
      await reloaded;
      const photo = page.locator('img[alt="Photo of Zoya Ali"]:visible');
      await expect.poll(() => photo.isVisible()).toBe(true);
      expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/avatars\/.+\.webp$/);

      await page.getByRole('button', { name: 'Change or delete your photo' }).click();
      await dialog.getByRole('button', { name: 'Delete photo' }).click();
      await expect
        .poll(() => dialog.getByText('Are you sure you want to delete your photo?').isVisible())
        .toBe(true);
      const reloadedAgain = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Yes, delete' }).click();
      await expect.poll(() => toast(page, 'Photo deleted!').isVisible()).toBe(true);
      await reloadedAgain;
      await expect.poll(() => page.getByRole('button', { name: 'Add a photo' }).isVisible()).toBe(true);
      // Nothing sticks out sideways at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-photo');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('offers the guest menu and works it by keyboard', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await page.goto('/');
      const button = page.getByRole('button', { name: /Account menu/ });
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      const items = page.getByRole('menu').getByRole('menuitem');
      expect(await items.allTextContents()).toEqual([
        'Login / Signup',
        'My Cart',
        'My Wishlist',
        'Track Your Order',
        'Contact Us',
      ]);
      // Track Your Order leads to the order-tracking page (issue 17; it was plain text).
      expect(await page.getByRole('menuitem', { name: 'Track Your Order' }).getAttribute('href')).toBe(
        '/track-order',
      );
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login / Signup');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Cart');
      await page.keyboard.press('End');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Contact Us');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login / Signup');
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      // Enter on an item follows it.
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
    } finally {
      await context.close();
    }
  });

  it('shows the Admin Panel item to an admin only', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      const { inject } = await import('vitest');
      await page.goto('/login');
      await page.getByLabel('Email').fill(inject('adminEmail'));
      await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.getByRole('button', { name: /Account menu/ }).click();
      const first = page.getByRole('menu').getByRole('menuitem').first();
      expect(await first.textContent()).toBe('Admin Panel');
      expect(await first.getAttribute('href')).toBe('/admin');
    } finally {
      await context.close();
    }
  });
});
