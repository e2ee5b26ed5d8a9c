import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, DESKTOP, MOBILE } from './helpers/browser';
import { putSession } from './helpers/session';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** A page whose CSP lets the test inject axe-core (the shop's own CSP forbids inline scripts). */
async function newPage(browser: Browser, { viewport }: { viewport: { width: number; height: number } }) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    bypassCSP: true,
    locale: 'en-IN',
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Runs axe-core on the page (WCAG 2.1 A and AA) and answers its serious and critical findings. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(context ?? document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    });
    return result.violations;
  }, include ?? null);
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

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
      const { page, context } = await newPage(browser, { viewport });
      try {
        await page.goto('/signup');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await page.getByText('Please enter your full name.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        for (const url of [
          '/login',
          '/forgot-password',
          `/reset-password/${'a'.repeat(43)}`,
          `/confirm-email/${'a'.repeat(43)}`,
          '/contact',
        ]) {
          await page.goto(url);
          await page.locator('main h1').first().waitFor();
          expect(await seriousViolations(page), url).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('the profile, the photo dialog, the account menu and the viewing dialog', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await putSession(page, session, '/');
      await page.goto('/profile');
      await page.getByText('Member since').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // The e-mail change (current password asked) and the password change forms.
      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByLabel('Email').fill('someone-new@example.in');
      await page.getByLabel('Current Password').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByLabel('Confirm New Password').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Add a photo' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menu').waitFor();
      expect(await seriousViolations(page, 'header')).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Book a Virtual View' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('button', { name: 'Request Viewing' }).click();
      await page.getByText('Please choose a date.').waitFor();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
