import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, pageErrors, screenshotOnFailure, MOBILE, DESKTOP } from './helpers/browser';
import { waitForMail } from './helpers/outbox';
import { addDays, isSunday, shopDate } from '#domain/schemas/appointments';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });

describe('customer service: the contact form and the virtual viewing dialog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('validates the contact form and sends a message', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      const email = `contact-${Date.now()}@example.in`;
      await page.goto('/contact-us');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Contact Us', level: 1 }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText('Monday to Saturday').first().isVisible()).toBe(true);
      expect(await page.getByText('11:00 AM to 8:00 PM').first().isVisible()).toBe(true);
      expect(await page.getByText('Closed', { exact: true }).isVisible()).toBe(true);

      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      for (const message of [
        'Please enter your name.',
        'Please enter your email address.',
        'Please enter a subject.',
        'Please enter your message.',
      ]) {
        await expect.poll(() => form.getByText(message).isVisible()).toBe(true);
      }
      await form.getByLabel('Name').fill('Sana Qureshi');
      await form.getByLabel('Email').fill('sana@');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => form.getByText('Please enter a valid email address.').isVisible()).toBe(true);

      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Subject').fill('Engraving');
      await form.getByLabel('Message').fill('Can you engrave initials inside a band?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => toast(page, 'Thank you for your message!').isVisible()).toBe(true);
      expect(await form.getByLabel('Subject').inputValue()).toBe('');
      // The acknowledgement carries the shop's words and a reference number, never what was typed (decision 091).
      const ack = await waitForMail(email, /We have received your message/);
      expect(ack).toMatch(/M-[0-9A-F]{8}/);
      expect(ack).not.toContain('Can you engrave initials inside a band?');
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-contact');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('books a virtual viewing from the floating button', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      const email = `viewing-${Date.now()}@example.in`;
      let date = addDays(shopDate(new Date()), 2);
      while (isSunday(date)) date = addDays(date, 1);

      await page.goto('/');
      const opener = page.getByRole('button', { name: 'Book a Virtual View' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Book a Virtual View' });
      await expect.poll(() => dialog.isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'Request Viewing' }).click();
      for (const message of ['Please enter your name.', 'Please choose a date.', 'Please choose a time.']) {
        await expect.poll(() => dialog.getByText(message).isVisible()).toBe(true);
      }
      // A date in the past is refused.
      await dialog.getByLabel('Date').fill(addDays(shopDate(new Date()), -3));
      await dialog.getByRole('button', { name: 'Request Viewing' }).click();
      await expect
        .poll(() => dialog.getByText('Please choose a date that is not in the past.').isVisible())
        .toBe(true);

      await dialog.getByLabel('Name').fill('Arjun Mehta');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Date').fill(date);
      await dialog.getByLabel('Time').selectOption('16:30');
      await dialog.getByLabel(/Material/).selectOption('White Gold');
      await dialog.getByLabel(/Shape/).selectOption('Cushion');
      await dialog.getByLabel(/Budget/).selectOption({ index: 2 });
      await dialog.getByLabel(/Notes/).fill('An anniversary band.');
      await dialog.getByRole('button', { name: 'Request Viewing' }).click();
      await expect
        .poll(() => toast(page, 'Your virtual viewing request has been received').isVisible())
        .toBe(true);
      await expect.poll(() => dialog.getByText('4:30 PM').isVisible()).toBe(true);

      const mail = await waitForMail(email, /virtual viewing request/);
      expect(mail).toMatch(/V-[0-9A-F]{8}/);
      expect(mail).toContain('4:30 PM');
      expect(mail).not.toContain('White Gold');

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'accounts-viewing');
      throw err;
    } finally {
      await context.close();
    }
  });
});
