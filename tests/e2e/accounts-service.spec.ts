import { waitForMail } from './helpers/outbox';
import { toast } from './helpers/shop';
import { MOBILE, expect, test } from './helpers/test';
import { addDays, isSunday, shopDate } from '#domain/schemas/appointments';

test.describe('customer service: the contact form and the virtual viewing dialog', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE });

    test('validates the contact form and sends a message', async ({ page, pageErrors }) => {
      const email = `contact-${Date.now()}@example.in`;
      await page.goto('/contact-us');
      await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
      await expect(page.getByText('Monday to Saturday').first()).toBeVisible();
      await expect(page.getByText('11:00 AM to 8:00 PM').first()).toBeVisible();
      await expect(page.getByText('Closed', { exact: true })).toBeVisible();

      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      for (const message of [
        'Please enter your name.',
        'Please enter your email address.',
        'Please enter a subject.',
        'Please enter your message.',
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      await form.getByLabel('Name').fill('Sana Qureshi');
      await form.getByLabel('Email').fill('sana@');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Subject').fill('Engraving');
      await form.getByLabel('Message').fill('Can you engrave initials inside a band?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(toast(page, 'Thank you for your message!')).toBeVisible();
      await expect(form.getByLabel('Subject')).toHaveValue('');
      // The acknowledgement carries the shop's words and a reference number, never what was typed (decision 091).
      const ack = await waitForMail(email, /We have received your message/);
      expect(ack).toMatch(/M-[0-9A-F]{8}/);
      expect(ack).not.toContain('Can you engrave initials inside a band?');
      expect(pageErrors).toEqual([]);
    });
  });

  test('books a virtual viewing from the floating button', async ({ page, pageErrors }) => {
    const email = `viewing-${Date.now()}@example.in`;
    let date = addDays(shopDate(new Date()), 2);
    while (isSunday(date)) date = addDays(date, 1);

    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Book a Virtual View' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Book a Virtual View' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Request Viewing' }).click();
    for (const message of ['Please enter your name.', 'Please choose a date.', 'Please choose a time.']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    // A date in the past is refused.
    await dialog.getByLabel('Date').fill(addDays(shopDate(new Date()), -3));
    await dialog.getByRole('button', { name: 'Request Viewing' }).click();
    await expect(dialog.getByText('Please choose a date that is not in the past.')).toBeVisible();

    await dialog.getByLabel('Name').fill('Arjun Mehta');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Time').selectOption('16:30');
    await dialog.getByLabel(/Material/).selectOption('White Gold');
    await dialog.getByLabel(/Shape/).selectOption('Cushion');
    await dialog.getByLabel(/Budget/).selectOption({ index: 2 });
    await dialog.getByLabel(/Notes/).fill('An anniversary band.');
    await dialog.getByRole('button', { name: 'Request Viewing' }).click();
    await expect(toast(page, 'Your virtual viewing request has been received')).toBeVisible();
    await expect(dialog.getByText('4:30 PM')).toBeVisible();

    const mail = await waitForMail(email, /virtual viewing request/);
    expect(mail).toMatch(/V-[0-9A-F]{8}/);
    expect(mail).toContain('4:30 PM');
    expect(mail).not.toContain('White Gold');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(pageErrors).toEqual([]);
  });
});
