/**
 * After the sale in the browser (issue 18 items 1–3; docs/decisions/097), at 1280 and 390 px: the admin marks a
 * paid order as shipped with its tracking (a form left empty says what is missing once, under each field, with a
 * summary at the top), the shopper is e-mailed and finds the tracking link on their order; a move back along the
 * status dropdown asks first; an internal note lands on the timeline with who wrote it; a paid order is
 * cancelled with a part refund, shows what is still owed under "Needs refund", is refunded in full, and the
 * shopper reads "Cancelled · Refunded ₹…". axe finds nothing serious in the dialogs. With AFTER_SALE_SHOTS=<dir>
 * each dialog is also saved as a screenshot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { DESKTOP, MOBILE, launchBrowser, pageErrors, screenshotOnFailure } from './helpers/browser';
import { admin as adminSession } from './helpers/admin-page';
import { axePage, buyBag, screenshotsTo, signInAdmin } from './helpers/fixtures';
import { waitForMail } from './helpers/outbox';
import {
  addToServerCart,
  call,
  createProduct,
  newShopper,
  signInBrowser,
  toast,
  type Shopper,
  type TestProduct,
} from './helpers/shop';

const shot = screenshotsTo(process.env.AFTER_SALE_SHOTS, { fullPage: false });

interface Order {
  _id: string;
  orderNumber: number;
  totalAmount: number;
}

/** A new shopper buys one piece with the test card. */
async function buy(product: TestProduct): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await newShopper('Kavya Rao');
  await addToServerCart(shopper, product, product.variants[0]!, 1);
  return { shopper, order: await buyBag<Order>(shopper) };
}

/** The admin's orders page, searched for this order, with its dialog open. */
async function openOrder(page: Page, order: Order) {
  await signInAdmin(page);
  await page.goto(`/admin/orders?q=${order.orderNumber}`);
  await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
  await dialog.getByText('Timeline and notes').waitFor();
  return dialog;
}

const inr = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const VIEWPORTS = [
  ['1280px', DESKTOP],
  ['390px', MOBILE],
] as const;

describe('after the sale: ship, move back, note, cancel and refund', () => {
  let browser: Browser;
  let product: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    product = await createProduct('After-sale Pendant', [{ stock: 20, price: 48_000, purity: '22KT' }]);
  });
  afterAll(async () => browser?.close());

  it.each(VIEWPORTS)(
    'ships a paid order with tracking; the shopper is told and can follow it (%s)',
    async (label, viewport) => {
      const { shopper, order } = await buy(product);
      const trackingUrl = `https://www.bluedart.com/tracking?awb=${order.orderNumber}`;
      const { page, context } = await axePage(browser, viewport);
      try {
        const dialog = await openOrder(page, order);
        await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
        const ship = page.getByRole('dialog', { name: `Ship order #${order.orderNumber}` });

        // Sent empty: each problem once under its field, a summary at the top, focus on the first field.
        await ship.getByRole('button', { name: 'Mark as shipped' }).click();
        await ship.getByText('3 fields need your attention:').waitFor();
        expect(await ship.getByText('Enter the carrier.').count()).toBe(1);
        expect(await ship.getByText('Enter the tracking number.').count()).toBe(1);
        await expect
          .poll(() => ship.getByLabel('Carrier').evaluate((el) => el === document.activeElement))
          .toBe(true);
        // The summary's entries move focus to their fields.
        await ship.getByRole('button', { name: 'Tracking link' }).click();
        await expect
          .poll(() => ship.getByLabel('Tracking link').evaluate((el) => el === document.activeElement))
          .toBe(true);
        await shot(page, `ship-errors-${label}`);

        await ship.getByLabel('Carrier').fill('Blue Dart');
        await ship.getByLabel('Tracking number').fill(`BD${order.orderNumber}IN`);
        await ship.getByLabel('Tracking link').fill(trackingUrl);
        await ship.getByLabel('HUID').fill(label === '1280px' ? 'SH12P1' : 'SH39P0');
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        await shot(page, `ship-filled-${label}`);
        await ship.getByRole('button', { name: 'Mark as shipped' }).click();
        await toast(page, `Order #${order.orderNumber} marked as shipped.`).waitFor();
        await ship.waitFor({ state: 'detached' });

        // The order shows its shipment and the timeline records it, with who did it.
        await expect
          .poll(() => dialog.getByLabel(`Status of order #${order.orderNumber}`).inputValue())
          .toBe('Shipped');
        await dialog.getByTestId('order-shipment').getByText('Blue Dart').waitFor();
        expect(
          await dialog
            .getByRole('link', { name: new RegExp(`BD${order.orderNumber}IN`) })
            .getAttribute('href'),
        ).toBe(trackingUrl);
        await dialog.getByTestId('order-timeline').getByText('Marked as shipped').waitFor();
        await dialog
          .getByTestId('order-timeline')
          .getByText(`Shipped with Blue Dart, tracking number BD${order.orderNumber}IN.`)
          .waitFor();
        expect(pageErrors(page)).toEqual([]);

        // The shopper's e-mail carries the tracking link.
        const mail = await waitForMail(shopper.email, /has shipped/);
        expect(mail).toContain(trackingUrl);

        // The shopper's order page: the carrier, the link, and the milestone in "Order updates".
        await context.clearCookies();
        await signInBrowser(page, shopper);
        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await card
          .getByTestId('order-progress')
          .getByText(/Shipped with Blue Dart/)
          .waitFor();
        expect(await card.getByTestId('tracking-link').getAttribute('href')).toBe(trackingUrl);
        expect(await card.getByTestId('order-payment').textContent()).toBe('Paid by Card');
        await card.getByText('Order updates').click();
        await card.getByTestId('order-updates').getByText('Shipped', { exact: true }).waitFor();
        await card.getByTestId('order-updates').getByText('Order placed').waitFor();
        await shot(page, `shopper-shipped-${label}`);
        expect(await seriousViolations(page, '[aria-label="Your orders"]')).toEqual([]);
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `after-sale-ship-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );

  it.each(VIEWPORTS)(
    'asks before moving an order back, and keeps an internal note (%s)',
    async (label, viewport) => {
      const { order } = await buy(product);
      const { token } = await adminSession();
      const shipped = await call(`/api/order/${order._id}/fulfil`, {
        method: 'PUT',
        token,
        body: {
          carrier: 'Delhivery',
          trackingNumber: `DL${order.orderNumber}`,
          trackingUrl: 'https://www.delhivery.com/track',
        },
      });
      expect(shipped.status).toBe(200);
      const { page, context } = await axePage(browser, viewport);
      try {
        await signInAdmin(page);
        await page.goto(`/admin/orders?q=${order.orderNumber}`);
        const status = page.getByLabel(`Status of order #${order.orderNumber}`);
        await expect.poll(() => status.inputValue()).toBe('Shipped');

        // A move back asks first; Cancel leaves it as it was.
        await status.selectOption('Processing');
        const confirm = page.getByRole('alertdialog', {
          name: `Move order #${order.orderNumber} back to Processing?`,
        });
        await confirm
          .getByText(`Order #${order.orderNumber} is Shipped. Move it back to Processing?`)
          .waitFor();
        await shot(page, `confirm-back-${label}`);
        expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await confirm.waitFor({ state: 'detached' });
        expect(await status.inputValue()).toBe('Shipped');

        await status.selectOption('Processing');
        await confirm.getByRole('button', { name: 'Move back' }).click();
        await toast(page, 'Status updated to "Processing"').waitFor();
        await page.reload();
        await expect.poll(() => status.inputValue()).toBe('Processing');

        // A note: refused empty, under its field; then on the timeline with the admin's name.
        await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
        const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
        await dialog
          .getByTestId('order-timeline')
          .getByText('Status changed from Shipped to Processing')
          .waitFor();
        await dialog.getByRole('button', { name: 'Add note' }).click();
        await dialog.getByText('Write the note first.').waitFor();
        const note = `Customer asked to hold the parcel until ${label}.`;
        await dialog.getByLabel('Internal note').fill(note);
        await dialog.getByRole('button', { name: 'Add note' }).click();
        await toast(page, 'Note added.').waitFor();
        const entry = dialog.getByTestId('order-timeline').locator('li[data-type="note"]').first();
        await entry.getByText(note).waitFor();
        expect(await entry.textContent()).toContain((await adminSession()).user.name);
        expect(await dialog.getByLabel('Internal note').inputValue()).toBe('');
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `after-sale-back-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );

  it.each(VIEWPORTS)(
    'cancels a paid order with a part refund, then refunds the rest (%s)',
    async (label, viewport) => {
      const { shopper, order } = await buy(product);
      const part = 5_000;
      const { page, context } = await axePage(browser, viewport);
      try {
        const dialog = await openOrder(page, order);
        await dialog.getByRole('button', { name: 'Cancel order' }).click();
        const cancel = page.getByRole('dialog', { name: `Cancel order #${order.orderNumber}?` });
        await cancel.getByText(`Full refund: ${inr(order.totalAmount)}`).waitFor();
        expect(await cancel.getByLabel(/Put the piece back in stock/).isChecked()).toBe(true);

        // Too much: said under the amount, with what is left; and the reason is required.
        await cancel.getByLabel('Part of it: an amount').check();
        await cancel.getByLabel('Amount to refund (₹)').fill(String(order.totalAmount + 1));
        await cancel.getByRole('button', { name: 'Cancel order' }).click();
        await cancel.getByText('Give the reason for cancelling.').waitFor();
        await cancel
          .getByText(`At most ${inr(order.totalAmount)} is left to refund on this order.`)
          .waitFor();
        await cancel.getByText('2 fields need your attention:').waitFor();
        await shot(page, `cancel-errors-${label}`);
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

        await cancel.getByLabel('Reason').fill('The customer changed their mind before dispatch.');
        await cancel.getByLabel('Amount to refund (₹)').fill(String(part));
        await cancel.getByRole('button', { name: 'Cancel order' }).click();
        await toast(page, `Order #${order.orderNumber} cancelled and ${inr(part)} refunded.`).waitFor();
        await cancel.waitFor({ state: 'detached' });

        // What is owed, the refund on the order, and the timeline.
        const owed = order.totalAmount - part;
        await dialog
          .getByTestId('needs-refund')
          .getByText(`Needs refund: ${inr(owed)} owed`)
          .waitFor();
        await dialog
          .getByTestId('order-refunds')
          .getByText(`Refunded ${inr(part)} of ${inr(order.totalAmount)}`)
          .waitFor();
        const timeline = dialog.getByTestId('order-timeline');
        await timeline.getByText('Order cancelled').waitFor();
        await timeline.getByText(`Refunded ${inr(part)}`).waitFor();
        await timeline.getByText('1 piece put back in stock').waitFor();
        await page.keyboard.press('Escape');

        // "Needs refund only" lists it with the amount owed.
        await page.goto(`/admin/orders?refund=true&q=${order.orderNumber}`);
        await page
          .getByRole('table')
          .getByText(`· ${inr(owed)}`)
          .waitFor();

        // The rest, with Refund.
        await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
        await dialog.getByRole('button', { name: 'Refund' }).click();
        const refund = page.getByRole('dialog', { name: `Refund order #${order.orderNumber}` });
        await refund.getByText(`At most ${inr(owed)}`).waitFor();
        await shot(page, `refund-${label}`);
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        await refund.getByLabel('Amount to refund (₹)').fill(String(owed));
        await refund.getByRole('button', { name: 'Refund' }).click();
        await toast(page, `${inr(owed)} refunded on order #${order.orderNumber}.`).waitFor();
        await refund.waitFor({ state: 'detached' });
        await dialog
          .getByTestId('order-refunds')
          .getByText(`Refunded ${inr(order.totalAmount)} of ${inr(order.totalAmount)}`)
          .waitFor();
        expect(await dialog.getByTestId('needs-refund').count()).toBe(0);
        expect(await dialog.getByRole('button', { name: 'Refund' }).count()).toBe(0);
        expect(pageErrors(page)).toEqual([]);

        // The shopper is e-mailed and reads the refund, never "Paid by Card", on the cancelled order.
        await waitForMail(shopper.email, /has been cancelled/);
        await context.clearCookies();
        await signInBrowser(page, shopper);
        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await expect
          .poll(() => card.getByTestId('order-payment').textContent())
          .toBe(`Cancelled · Refunded ${inr(order.totalAmount)}`);
        await card.getByText('Order updates').click();
        await card.getByTestId('order-updates').getByText('Order cancelled').waitFor();
        await card
          .getByTestId('order-updates')
          .getByText(`Refunded ${inr(part)}`)
          .waitFor();
        // The shop's reason is not the shopper's to read.
        expect(await card.textContent()).not.toContain('changed their mind');
        await shot(page, `shopper-cancelled-${label}`);
        expect(await seriousViolations(page, '[aria-label="Your orders"]')).toEqual([]);
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `after-sale-cancel-${label}`);
        throw err;
      } finally {
        await context.close();
      }
    },
  );
});
