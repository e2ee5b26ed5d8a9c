import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, DESKTOP, MOBILE } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { axePage } from './helpers/fixtures';
import { putSession } from './helpers/session';

describe('accounts and customer-service screens pass axe (WCAG 2.1 AA)', () => {
  let browser: Browser;
  let session: { token: string; user: unknown };
  beforeAll(async () => {
    browser = await launchBrowser();
    const res = await fetch(`${baseURL()}/api/auth/register-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Axe Tester',
        phone: '9820011111',
        email: `axe-${Date.now()}@example.in`,
        password: 'accessible-1',
      }),
    });
    session = (await res.json()) as typeof session;
  });
  afterAll(async () => browser?.close());

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`at ${viewport.width} px: sign-up (with errors), login, forgot and reset password, contact`, async () => {
      const { page, context } = await axePage(browser, viewport);
      try {
        await page.goto('/signup');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await page.getByText('Please enter your full name.').waitFor();
        expect(await seriousViolations(page, undefined, { toasts: true })).toEqual([]);
        for (const url of [
          '/login',
          '/forgot-password',
          `/reset-password/${'a'.repeat(43)}`,
          `/confirm-email/${'a'.repeat(43)}`,
          '/contact',
        ]) {
          await page.goto(url);
          await page.locator('main h1').first().waitFor();
          expect(await seriousViolations(page, undefined, { toasts: true }), url).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('the profile, the photo dialog, the account menu and the viewing dialog', async () => {
    const { page, context } = await axePage(browser, DESKTOP);
    try {
      await putSession(page, session, '/');
      await page.goto('/profile');
      await page.getByText('Member since').waitFor();
      expect(await seriousViolations(page, undefined, { toasts: true })).toEqual([]);
      // The e-mail change (current password asked) and the password change forms.
      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByLabel('Email').fill('someone-new@example.in');
      await page.getByLabel('Current Password').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByLabel('Confirm New Password').waitFor();
      expect(await seriousViolations(page, undefined, { toasts: true })).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Add a photo' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page, '[role="dialog"]', { toasts: true })).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menu').waitFor();
      expect(await seriousViolations(page, 'header', { toasts: true })).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Book a Virtual View' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('button', { name: 'Request Viewing' }).click();
      await page.getByText('Please choose a date.').waitFor();
      expect(await seriousViolations(page, '[role="dialog"]', { toasts: true })).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
