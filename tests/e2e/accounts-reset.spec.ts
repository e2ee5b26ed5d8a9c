import { UI_TIMINGS } from '#domain/business-constants';
import { baseURL } from './helpers/browser';
import { waitForMail } from './helpers/outbox';
import { toast } from './helpers/shop';
import { atPath, expect, test } from './helpers/test';

test.describe('accounts: forgot password → link from the outbox → reset → log in', () => {
  test('resets the password with the e-mailed link and logs in with the new one', async ({ page }) => {
    const email = `reset-${Date.now()}@example.in`;
    await fetch(`${baseURL()}/api/auth/register-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kavya Menon', phone: '9820098200', email, password: 'old-password-1' }),
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(atPath('/forgot-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/we have sent a link to reset your password/i)).toBeVisible();

    const mail = await waitForMail(email, /Reset your Aurelia password/);
    const link = new RegExp(`${baseURL().replace(/[.:/]/g, '\\$&')}/reset-password/[A-Za-z0-9_-]+`).exec(
      mail,
    )?.[0];
    expect(link).toBeDefined();

    // The page's own clock (it runs as the real one until told): the pause before the login page passes at once.
    await page.clock.install();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Please fill in all fields.')).toBeVisible();
    await page.getByLabel('New Password').fill('brand-new-pass-9');
    await page.getByLabel('Confirm Password').fill('brand-new-pass-8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('brand-new-pass-9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, 'Password reset successfully. Redirecting to login...')).toBeVisible();
    // The message stays long enough to be read: the login page comes only after the pause.
    expect(new URL(page.url()).pathname).toMatch(/^\/reset-password\//);
    await page.clock.runFor(UI_TIMINGS.resetRedirectMs);
    await expect(page).toHaveURL(atPath('/login'));

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-pass-9');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Kavya');

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('New Password').fill('third-password-1');
    await page.getByLabel('Confirm Password').fill('third-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, 'This reset link is invalid')).toBeVisible();
  });

  test('says a short token is an invalid link', async ({ page }) => {
    await page.goto('/reset-password/too-short-token');
    await expect(page.getByText('Invalid or expired reset link.')).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);
  });
});
