import { baseURL } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { putSession } from './helpers/session';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

test.describe('accounts and customer-service screens pass axe (WCAG 2.1 AA)', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let session: { token: string; user: unknown };
  test.beforeAll(async () => {
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

  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('sign-up (with errors), login, forgot and reset password, contact', async ({ page }) => {
        await page.goto('/signup');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expect(page.getByText('Please enter your full name.')).toBeVisible();
        expect(await seriousViolations(page, undefined, { toasts: true })).toEqual([]);
        for (const url of [
          '/login',
          '/forgot-password',
          `/reset-password/${'a'.repeat(43)}`,
          `/confirm-email/${'a'.repeat(43)}`,
          '/contact',
        ]) {
          await page.goto(url);
          await expect(page.locator('main h1').first()).toBeVisible();
          expect(await seriousViolations(page, undefined, { toasts: true }), url).toEqual([]);
        }
      });
    });
  }

  test('the profile, the photo dialog, the account menu and the viewing dialog', async ({ page }) => {
    await putSession(page, session, '/');
    await page.goto('/profile');
    await expect(page.getByText('Member since')).toBeVisible();
    expect(await seriousViolations(page, undefined, { toasts: true })).toEqual([]);
    // The e-mail change (current password asked) and the password change forms.
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Email').fill('someone-new@example.in');
    await expect(page.getByLabel('Current Password')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Confirm New Password')).toBeVisible();
    expect(await seriousViolations(page, undefined, { toasts: true })).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add a photo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]', { toasts: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page, 'header', { toasts: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Book a Virtual View' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Request Viewing' }).click();
    await expect(page.getByText('Please choose a date.')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]', { toasts: true })).toEqual([]);
  });
});
