/**
 * Appointments and messages after the request (issue 18 item 7, docs/decisions/102), at 1280 and 390 px:
 * confirming a viewing with a meeting link and moving it e-mail the shopper (read back from the outbox); the week
 * view marks today and pages by week; a contact message is unread until opened, can be marked unread again, and is
 * answered by e-mail with the original quoted, then shows "Replied". Screenshots land in test-results/.
 */
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, baseURL, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { call, unique } from './helpers/admin-fixtures';
import { adminPage, toast } from './helpers/admin-page';
import { axeAdminPage } from './helpers/fixtures';
import { waitForMail } from './helpers/outbox';
import { seriousViolations } from './helpers/axe';
import { addDays, formatViewingDate, isSunday, shopDate } from '#domain/schemas/appointments';

const SHOTS = 'test-results/appointments-messages';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

function workingDay(days: number): string {
  let d = addDays(shopDate(new Date()), days);
  while (isSunday(d)) d = addDays(d, 1);
  return d;
}
function sundayAfter(days: number): string {
  let d = addDays(shopDate(new Date()), days);
  while (!isSunday(d)) d = addDays(d, 1);
  return d;
}

async function viewing(name: string, date = workingDay(3)) {
  const email = `${unique('viewer')}@example.in`;
  await call(baseURL(), '/api/appointments/request-virtual-view', {
    method: 'POST',
    body: { name, email, date, time: '15:30' },
  });
  return { name, email, date };
}

async function contactMessage(subject: string) {
  const email = `${unique('writer')}@example.in`;
  await call(baseURL(), '/api/appointments/send-message', {
    method: 'POST',
    body: { name: 'Kavya Rao', email, subject, message: 'Can the solitaire be resized to 14?' },
  });
  return { subject, email };
}

describe('admin: appointments and messages after the request', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => browser?.close());

  it.each([
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const)(
    'confirms a viewing with a link and reschedules it, e-mailing the shopper (%s px)',
    async (w, size) => {
      const v = await viewing(unique('Viewer'));
      const { page, context } = await adminPage(browser, size);
      const errors = pageErrors(page);
      try {
        await page.goto(`/admin/appointments?q=${encodeURIComponent(v.name)}`);
        const card = page.getByRole('article', { name: v.name });
        await expect.poll(() => card.getByLabel('Status').inputValue()).toBe('Pending');

        // Choosing Confirmed asks for the link first; a bad one is refused once, under the field.
        await card.getByLabel('Status').selectOption('Confirmed');
        const dialog = page.getByRole('dialog', { name: 'Confirm this viewing' });
        await dialog.getByText(`${v.email} will be e-mailed`, { exact: false }).waitFor();
        await dialog.getByLabel('Meeting link').fill('meet dot com');
        await dialog.getByRole('button', { name: 'Confirm and e-mail' }).click();
        const linkError = 'The meeting link must be a web address starting with https:// or http://.';
        await dialog.getByText(linkError).waitFor();
        expect(await page.getByText(linkError).count()).toBe(1);
        await shot(page, `confirm-dialog-${w}`);
        const link = `https://meet.example.com/${unique('room')}`;
        await dialog.getByLabel('Meeting link').fill(link);
        await dialog.getByRole('button', { name: 'Confirm and e-mail' }).click();
        await expect
          .poll(() =>
            toast(
              page,
              'Appointment status updated to "Confirmed". The shopper has been e-mailed.',
            ).isVisible(),
          )
          .toBe(true);
        await card.getByRole('link', { name: `Meeting link: ${link}` }).waitFor();
        const confirmed = await waitForMail(v.email, /confirmed/);
        expect(confirmed).toContain(link);
        expect(confirmed).toContain(`${formatViewingDate(v.date)}, 3:30 PM India Standard Time`);

        // Reschedule: a Sunday is refused under the date; a working day moves it and mails the new time.
        await card.getByRole('button', { name: `Reschedule ${v.name}’s viewing` }).click();
        const move = page.getByRole('dialog', { name: 'Reschedule this viewing' });
        await move.getByLabel('New date').fill(sundayAfter(4));
        await move.getByRole('button', { name: 'Move and e-mail' }).click();
        await move.getByText('We are closed on Sundays. Please choose another day.').waitFor();
        const date = workingDay(10);
        await move.getByLabel('New date').fill(date);
        await move.getByLabel('New time').selectOption('17:30');
        await shot(page, `reschedule-dialog-${w}`);
        await move.getByRole('button', { name: 'Move and e-mail' }).click();
        await expect
          .poll(() => toast(page, `Appointment moved to ${formatViewingDate(date)}, 5:30 PM`).isVisible())
          .toBe(true);
        const moved = await waitForMail(v.email, /new time/);
        expect(moved).toContain(`${formatViewingDate(date)}, 5:30 PM India Standard Time`);
        expect(moved).toContain(link);
        await page.reload();
        await page.getByRole('article', { name: v.name }).getByText('5:30 PM').waitFor();
        expect(errors).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `appointments-after-request-${w}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const)('shows a week of viewings with today marked, week by week (%s px)', async (w, size) => {
    const date = workingDay(8);
    const v = await viewing(unique('Weekly'), date);
    const { page, context } = await axeAdminPage(browser, size);
    try {
      await page.goto('/admin/appointments');
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await page.getByText('Today', { exact: true }).waitFor();
      const today = page.locator('[aria-current="date"]');
      expect(await today.count()).toBe(1);
      await today.getByText('Today').waitFor();

      await page.goto(`/admin/appointments?view=week&week=${date}`);
      const grid = page.getByTestId('week-grid');
      await grid.getByText(v.name).waitFor();
      await grid.getByText('3:30 PM').first().waitFor();
      const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(size.width >= 1024 ? 7 : 1);
      await shot(page, `week-${w}`);
      // Nothing runs off the side, down to 360 px.
      const width = Math.min(size.width, 360);
      await page.setViewportSize({ width, height: size.height });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);

      const heading = page.getByRole('heading', { name: /^Week of/ });
      const before = await heading.textContent();
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect.poll(() => heading.textContent()).not.toBe(before);
      await expect.poll(() => grid.getByText(v.name).count()).toBe(0);
      await page.getByRole('button', { name: 'Next week' }).click();
      await grid.getByText(v.name).waitFor();
    } catch (err) {
      await screenshotOnFailure(page, `appointments-week-${w}`);
      throw err;
    } finally {
      await context.close();
    }
  });

  it.each([
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const)(
    'a message is unread until opened, can be marked unread, and is answered by e-mail (%s px)',
    async (w, size) => {
      const m = await contactMessage(unique('Sizing'));
      const { page, context } = await axeAdminPage(browser, size);
      try {
        await page.goto(`/admin/messages?q=${encodeURIComponent(m.subject)}`);
        const item = page.getByRole('article').filter({ hasText: m.subject });
        await item.getByText('Unread', { exact: true }).waitFor();
        if (size.width >= 1024) {
          // The menu's badge counts unread messages.
          await page.getByRole('link', { name: /^Messages \d+ unread$/ }).waitFor();
        }
        const open = item.getByRole('button', { name: new RegExp(m.subject) });
        await open.click();
        expect(await open.getAttribute('aria-expanded')).toBe('true');
        await expect.poll(() => item.getByText('Unread', { exact: true }).count()).toBe(0);
        await page.reload();
        await item.getByRole('button', { name: new RegExp(m.subject) }).waitFor();
        expect(await item.getByText('Unread', { exact: true }).count()).toBe(0);

        await item.getByRole('button', { name: new RegExp(m.subject) }).click();
        await item.getByRole('button', { name: 'Mark as unread' }).click();
        await expect.poll(() => toast(page, 'Marked as unread').isVisible()).toBe(true);
        await item.getByText('Unread', { exact: true }).waitFor();

        await item.getByRole('button', { name: 'Send reply' }).click();
        await item.getByText('Please write your reply.').waitFor();
        expect(await page.getByText('Please write your reply.').count()).toBe(1);
        await item.getByLabel('Reply to Kavya').fill('Yes, we can resize it to 14 free of charge.');
        await shot(page, `message-reply-${w}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
        await item.getByRole('button', { name: 'Send reply' }).click();
        await expect.poll(() => toast(page, `Reply sent to ${m.email}`).isVisible()).toBe(true);
        await item.getByText(/^Replied /).waitFor();
        expect(await item.getByText('Unread', { exact: true }).count()).toBe(0);
        const sent = await waitForMail(m.email, new RegExp(`Re: ${m.subject}`));
        expect(sent).toContain('Yes, we can resize it to 14 free of charge.');
        expect(sent).toContain('> Can the solitaire be resized to 14?');
        expect(await seriousViolations(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `messages-${w}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );
});
