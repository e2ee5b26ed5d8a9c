/**
 * Appointments and messages after the request (issue 18 item 7, docs/decisions/102), at 1280 and 390 px:
 * confirming a viewing with a meeting link and moving it e-mail the shopper (read back from the outbox); the week
 * view marks today and pages by week; a contact message is unread until opened, can be marked unread again, and is
 * answered by e-mail with the original quoted, then shows "Replied". Screenshots land in test-results/.
 */
import { baseURL } from './helpers/browser';
import { call, unique } from './helpers/admin-fixtures';
import { toast } from './helpers/admin-page';
import { screenshotsTo } from './helpers/fixtures';
import { waitForMail } from './helpers/outbox';
import { seriousViolations } from './helpers/axe';
import { DESKTOP, MOBILE, expect, test } from './helpers/test';
import { addDays, formatViewingDate, isSunday, shopDate } from '#domain/schemas/appointments';

const shot = screenshotsTo('test-results/appointments-messages');

const SCREENS = [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const;

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

test.describe('admin: appointments and messages after the request', () => {
  for (const [w, size] of SCREENS) {
    test.describe(() => {
      test.use({ viewport: size });

      test(`confirms a viewing with a link and reschedules it, e-mailing the shopper (${w} px)`, async ({
        adminPage: page,
        pageErrors,
      }) => {
        const v = await viewing(unique('Viewer'));
        await page.goto(`/admin/appointments?q=${encodeURIComponent(v.name)}`);
        const card = page.getByRole('article', { name: v.name });
        await expect(card.getByLabel('Status')).toHaveValue('Pending');

        // Choosing Confirmed asks for the link first; a bad one is refused once, under the field.
        await card.getByLabel('Status').selectOption('Confirmed');
        const dialog = page.getByRole('dialog', { name: 'Confirm this viewing' });
        await expect(dialog.getByText(`${v.email} will be e-mailed`, { exact: false })).toBeVisible();
        await dialog.getByLabel('Meeting link').fill('meet dot com');
        await dialog.getByRole('button', { name: 'Confirm and e-mail' }).click();
        const linkError = 'The meeting link must be a web address starting with https:// or http://.';
        await expect(dialog.getByText(linkError)).toBeVisible();
        await expect(page.getByText(linkError)).toHaveCount(1);
        await shot(page, `confirm-dialog-${w}`);
        const link = `https://meet.example.com/${unique('room')}`;
        await dialog.getByLabel('Meeting link').fill(link);
        await dialog.getByRole('button', { name: 'Confirm and e-mail' }).click();
        await expect(
          toast(page, 'Appointment status updated to "Confirmed". The shopper has been e-mailed.'),
        ).toBeVisible();
        await expect(card.getByRole('link', { name: `Meeting link: ${link}` })).toBeVisible();
        const confirmed = await waitForMail(v.email, /confirmed/);
        expect(confirmed).toContain(link);
        expect(confirmed).toContain(`${formatViewingDate(v.date)}, 3:30 PM India Standard Time`);

        // Reschedule: a Sunday is refused under the date; a working day moves it and mails the new time.
        await card.getByRole('button', { name: `Reschedule ${v.name}’s viewing` }).click();
        const move = page.getByRole('dialog', { name: 'Reschedule this viewing' });
        await move.getByLabel('New date').fill(sundayAfter(4));
        await move.getByRole('button', { name: 'Move and e-mail' }).click();
        await expect(move.getByText('We are closed on Sundays. Please choose another day.')).toBeVisible();
        const date = workingDay(10);
        await move.getByLabel('New date').fill(date);
        await move.getByLabel('New time').selectOption('17:30');
        await shot(page, `reschedule-dialog-${w}`);
        await move.getByRole('button', { name: 'Move and e-mail' }).click();
        await expect(toast(page, `Appointment moved to ${formatViewingDate(date)}, 5:30 PM`)).toBeVisible();
        const moved = await waitForMail(v.email, /new time/);
        expect(moved).toContain(`${formatViewingDate(date)}, 5:30 PM India Standard Time`);
        expect(moved).toContain(link);
        await page.reload();
        await expect(page.getByRole('article', { name: v.name }).getByText('5:30 PM')).toBeVisible();
        expect(pageErrors).toEqual([]);
      });
    });
  }

  for (const [w, size] of SCREENS) {
    test.describe(() => {
      // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
      test.use({ viewport: size, bypassCSP: true });

      test(`shows a week of viewings with today marked, week by week (${w} px)`, async ({
        adminPage: page,
      }) => {
        const date = workingDay(8);
        const v = await viewing(unique('Weekly'), date);
        await page.goto('/admin/appointments');
        await page.getByRole('button', { name: 'Week', exact: true }).click();
        await expect(page.getByText('Today', { exact: true })).toBeVisible();
        const today = page.locator('[aria-current="date"]');
        await expect(today).toHaveCount(1);
        await expect(today.getByText('Today')).toBeVisible();

        await page.goto(`/admin/appointments?view=week&week=${date}`);
        const grid = page.getByTestId('week-grid');
        await expect(grid.getByText(v.name)).toBeVisible();
        await expect(grid.getByText('3:30 PM').first()).toBeVisible();
        const columns = await grid.evaluate(
          (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
        );
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
        const before = (await heading.textContent())!;
        await page.getByRole('button', { name: 'Previous week' }).click();
        await expect(heading).not.toHaveText(before);
        await expect(grid.getByText(v.name)).toHaveCount(0);
        await page.getByRole('button', { name: 'Next week' }).click();
        await expect(grid.getByText(v.name)).toBeVisible();
      });
    });
  }

  for (const [w, size] of SCREENS) {
    test.describe(() => {
      // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
      test.use({ viewport: size, bypassCSP: true });

      test(`a message is unread until opened, can be marked unread, and is answered by e-mail (${w} px)`, async ({
        adminPage: page,
      }) => {
        const m = await contactMessage(unique('Sizing'));
        await page.goto(`/admin/messages?q=${encodeURIComponent(m.subject)}`);
        const item = page.getByRole('article').filter({ hasText: m.subject });
        const unread = item.getByText('Unread', { exact: true });
        await expect(unread).toBeVisible();
        if (size.width >= 1024) {
          // The menu's badge counts unread messages.
          await expect(page.getByRole('link', { name: /^Messages \d+ unread$/ })).toBeVisible();
        }
        const open = item.getByRole('button', { name: new RegExp(m.subject) });
        await open.click();
        await expect(open).toHaveAttribute('aria-expanded', 'true');
        await expect(unread).toHaveCount(0);
        await page.reload();
        await expect(open).toBeVisible();
        await expect(unread).toHaveCount(0);

        await open.click();
        await item.getByRole('button', { name: 'Mark as unread' }).click();
        await expect(toast(page, 'Marked as unread')).toBeVisible();
        await expect(unread).toBeVisible();

        await item.getByRole('button', { name: 'Send reply' }).click();
        await expect(item.getByText('Please write your reply.')).toBeVisible();
        await expect(page.getByText('Please write your reply.')).toHaveCount(1);
        await item.getByLabel('Reply to Kavya').fill('Yes, we can resize it to 14 free of charge.');
        await shot(page, `message-reply-${w}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
        await item.getByRole('button', { name: 'Send reply' }).click();
        await expect(toast(page, `Reply sent to ${m.email}`)).toBeVisible();
        await expect(item.getByText(/^Replied /)).toBeVisible();
        await expect(unread).toHaveCount(0);
        const sent = await waitForMail(m.email, new RegExp(`Re: ${m.subject}`));
        expect(sent).toContain('Yes, we can resize it to 14 free of charge.');
        expect(sent).toContain('> Can the solitaire be resized to 14?');
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
});
