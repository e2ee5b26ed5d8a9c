/**
 * After the sale in the browser (issue 18 items 1–3; docs/decisions/097), at 1280 and 390 px: the admin marks a
 * paid order as shipped with its tracking (a form left empty says what is missing once, under each field, with a
 * summary at the top), the shopper is e-mailed and finds the tracking link on their order; a move back along the
 * status dropdown asks first; an internal note lands on the timeline with who wrote it; a paid order is
 * cancelled with a part refund, shows what is still owed under "Needs refund", is refunded in full, and the
 * shopper reads "Cancelled · Refunded ₹…". axe finds nothing serious in the dialogs. With AFTER_SALE_SHOTS=<dir>
 * each dialog is also saved as a screenshot.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { admin as adminSession } from './helpers/admin-page';
import { buyBag, screenshotsTo, signInAdmin } from './helpers/fixtures';
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
import { DESKTOP, MOBILE, expect, test } from './helpers/test';

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
  await expect(dialog.getByText('Timeline and notes')).toBeVisible();
  return dialog;
}

const inr = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const VIEWPORTS = [
  ['1280px', DESKTOP],
  ['390px', MOBILE],
] as const;

test.describe('after the sale: ship, move back, note, cancel and refund', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  let product: TestProduct;
  test.beforeAll(async () => {
    product = await createProduct('After-sale Pendant', [{ stock: 20, price: 48_000, purity: '22KT' }]);
  });

  for (const [label, viewport] of VIEWPORTS) {
    test.describe(() => {
      test.use({ viewport });

      test(`ships a paid order with tracking; the shopper is told and can follow it (${label})`, async ({
        page,
        pageErrors,
      }) => {
        const { shopper, order } = await buy(product);
        const trackingUrl = `https://www.bluedart.com/tracking?awb=${order.orderNumber}`;
        const dialog = await openOrder(page, order);
        await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
        const ship = page.getByRole('dialog', { name: `Ship order #${order.orderNumber}` });

        // Sent empty: each problem once under its field, a summary at the top, focus on the first field.
        await ship.getByRole('button', { name: 'Mark as shipped' }).click();
        await expect(ship.getByText('3 fields need your attention:')).toBeVisible();
        await expect(ship.getByText('Enter the carrier.')).toHaveCount(1);
        await expect(ship.getByText('Enter the tracking number.')).toHaveCount(1);
        await expect(ship.getByLabel('Carrier')).toBeFocused();
        // The summary's entries move focus to their fields.
        await ship.getByRole('button', { name: 'Tracking link' }).click();
        await expect(ship.getByLabel('Tracking link')).toBeFocused();
        await shot(page, `ship-errors-${label}`);

        await ship.getByLabel('Carrier').fill('Blue Dart');
        await ship.getByLabel('Tracking number').fill(`BD${order.orderNumber}IN`);
        await ship.getByLabel('Tracking link').fill(trackingUrl);
        await ship.getByLabel('HUID').fill(label === '1280px' ? 'SH12P1' : 'SH39P0');
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        await shot(page, `ship-filled-${label}`);
        await ship.getByRole('button', { name: 'Mark as shipped' }).click();
        await expect(toast(page, `Order #${order.orderNumber} marked as shipped.`)).toBeVisible();
        await expect(ship).not.toBeAttached();

        // The order shows its shipment and the timeline records it, with who did it.
        await expect(dialog.getByLabel(`Status of order #${order.orderNumber}`)).toHaveValue('Shipped');
        await expect(dialog.getByTestId('order-shipment').getByText('Blue Dart')).toBeVisible();
        await expect(
          dialog.getByRole('link', { name: new RegExp(`BD${order.orderNumber}IN`) }),
        ).toHaveAttribute('href', trackingUrl);
        await expect(dialog.getByTestId('order-timeline').getByText('Marked as shipped')).toBeVisible();
        await expect(
          dialog
            .getByTestId('order-timeline')
            .getByText(`Shipped with Blue Dart, tracking number BD${order.orderNumber}IN.`),
        ).toBeVisible();
        expect(pageErrors).toEqual([]);

        // The shopper's e-mail carries the tracking link.
        const mail = await waitForMail(shopper.email, /has shipped/);
        expect(mail).toContain(trackingUrl);

        // The shopper's order page: the carrier, the link, and the milestone in "Order updates".
        await page.context().clearCookies();
        await signInBrowser(page, shopper);
        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await expect(card.getByTestId('order-progress').getByText(/Shipped with Blue Dart/)).toBeVisible();
        await expect(card.getByTestId('tracking-link')).toHaveAttribute('href', trackingUrl);
        await expect(card.getByTestId('order-payment')).toHaveText('Paid by Card');
        await card.getByText('Order updates').click();
        await expect(card.getByTestId('order-updates').getByText('Shipped', { exact: true })).toBeVisible();
        await expect(card.getByTestId('order-updates').getByText('Order placed')).toBeVisible();
        await shot(page, `shopper-shipped-${label}`);
        expect(await seriousViolations(page, '[aria-label="Your orders"]')).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    test.describe(() => {
      test.use({ viewport });

      test(`asks before moving an order back, and keeps an internal note (${label})`, async ({
        page,
        pageErrors,
      }) => {
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
        await signInAdmin(page);
        await page.goto(`/admin/orders?q=${order.orderNumber}`);
        const status = page.getByLabel(`Status of order #${order.orderNumber}`);
        await expect(status).toHaveValue('Shipped');

        // A move back asks first; Cancel leaves it as it was.
        await status.selectOption('Processing');
        const confirm = page.getByRole('alertdialog', {
          name: `Move order #${order.orderNumber} back to Processing?`,
        });
        await expect(
          confirm.getByText(`Order #${order.orderNumber} is Shipped. Move it back to Processing?`),
        ).toBeVisible();
        await shot(page, `confirm-back-${label}`);
        expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).not.toBeAttached();
        await expect(status).toHaveValue('Shipped');

        await status.selectOption('Processing');
        await confirm.getByRole('button', { name: 'Move back' }).click();
        await expect(toast(page, 'Status updated to "Processing"')).toBeVisible();
        await page.reload();
        await expect(status).toHaveValue('Processing');

        // A note: refused empty, under its field; then on the timeline with the admin's name.
        await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
        const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
        await expect(
          dialog.getByTestId('order-timeline').getByText('Status changed from Shipped to Processing'),
        ).toBeVisible();
        await dialog.getByRole('button', { name: 'Add note' }).click();
        await expect(dialog.getByText('Write the note first.')).toBeVisible();
        const note = `Customer asked to hold the parcel until ${label}.`;
        await dialog.getByLabel('Internal note').fill(note);
        await dialog.getByRole('button', { name: 'Add note' }).click();
        await expect(toast(page, 'Note added.')).toBeVisible();
        const entry = dialog.getByTestId('order-timeline').locator('li[data-type="note"]').first();
        await expect(entry.getByText(note)).toBeVisible();
        await expect(entry).toContainText((await adminSession()).user.name);
        await expect(dialog.getByLabel('Internal note')).toHaveValue('');
        expect(pageErrors).toEqual([]);
      });
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    test.describe(() => {
      test.use({ viewport });

      test(`cancels a paid order with a part refund, then refunds the rest (${label})`, async ({
        page,
        pageErrors,
      }) => {
        const { shopper, order } = await buy(product);
        const part = 5_000;
        const dialog = await openOrder(page, order);
        await dialog.getByRole('button', { name: 'Cancel order' }).click();
        const cancel = page.getByRole('dialog', { name: `Cancel order #${order.orderNumber}?` });
        await expect(cancel.getByText(`Full refund: ${inr(order.totalAmount)}`)).toBeVisible();
        await expect(cancel.getByLabel(/Put the piece back in stock/)).toBeChecked();

        // Too much: said under the amount, with what is left; and the reason is required.
        await cancel.getByLabel('Part of it: an amount').check();
        await cancel.getByLabel('Amount to refund (₹)').fill(String(order.totalAmount + 1));
        await cancel.getByRole('button', { name: 'Cancel order' }).click();
        await expect(cancel.getByText('Give the reason for cancelling.')).toBeVisible();
        await expect(
          cancel.getByText(`At most ${inr(order.totalAmount)} is left to refund on this order.`),
        ).toBeVisible();
        await expect(cancel.getByText('2 fields need your attention:')).toBeVisible();
        await shot(page, `cancel-errors-${label}`);
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

        await cancel.getByLabel('Reason').fill('The customer changed their mind before dispatch.');
        await cancel.getByLabel('Amount to refund (₹)').fill(String(part));
        await cancel.getByRole('button', { name: 'Cancel order' }).click();
        await expect(
          toast(page, `Order #${order.orderNumber} cancelled and ${inr(part)} refunded.`),
        ).toBeVisible();
        await expect(cancel).not.toBeAttached();

        // What is owed, the refund on the order, and the timeline.
        const owed = order.totalAmount - part;
        await expect(
          dialog.getByTestId('needs-refund').getByText(`Needs refund: ${inr(owed)} owed`),
        ).toBeVisible();
        await expect(
          dialog.getByTestId('order-refunds').getByText(`Refunded ${inr(part)} of ${inr(order.totalAmount)}`),
        ).toBeVisible();
        const timeline = dialog.getByTestId('order-timeline');
        await expect(timeline.getByText('Order cancelled')).toBeVisible();
        await expect(timeline.getByText(`Refunded ${inr(part)}`)).toBeVisible();
        await expect(timeline.getByText('1 piece put back in stock')).toBeVisible();
        await page.keyboard.press('Escape');

        // "Needs refund only" lists it with the amount owed.
        await page.goto(`/admin/orders?refund=true&q=${order.orderNumber}`);
        await expect(page.getByRole('table').getByText(`· ${inr(owed)}`)).toBeVisible();

        // The rest, with Refund.
        await page.getByRole('button', { name: `View order #${order.orderNumber}` }).click();
        await dialog.getByRole('button', { name: 'Refund' }).click();
        const refund = page.getByRole('dialog', { name: `Refund order #${order.orderNumber}` });
        await expect(refund.getByText(`At most ${inr(owed)}`)).toBeVisible();
        await shot(page, `refund-${label}`);
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        await refund.getByLabel('Amount to refund (₹)').fill(String(owed));
        await refund.getByRole('button', { name: 'Refund' }).click();
        await expect(toast(page, `${inr(owed)} refunded on order #${order.orderNumber}.`)).toBeVisible();
        await expect(refund).not.toBeAttached();
        await expect(
          dialog
            .getByTestId('order-refunds')
            .getByText(`Refunded ${inr(order.totalAmount)} of ${inr(order.totalAmount)}`),
        ).toBeVisible();
        await expect(dialog.getByTestId('needs-refund')).toHaveCount(0);
        await expect(dialog.getByRole('button', { name: 'Refund' })).toHaveCount(0);
        expect(pageErrors).toEqual([]);

        // The shopper is e-mailed and reads the refund, never "Paid by Card", on the cancelled order.
        await waitForMail(shopper.email, /has been cancelled/);
        await page.context().clearCookies();
        await signInBrowser(page, shopper);
        await page.goto('/profile?tab=orders');
        const card = page.getByTestId('order-card').first();
        await expect(card.getByTestId('order-payment')).toHaveText(
          `Cancelled · Refunded ${inr(order.totalAmount)}`,
        );
        await card.getByText('Order updates').click();
        await expect(card.getByTestId('order-updates').getByText('Order cancelled')).toBeVisible();
        await expect(card.getByTestId('order-updates').getByText(`Refunded ${inr(part)}`)).toBeVisible();
        // The shop's reason is not the shopper's to read.
        await expect(card).not.toContainText('changed their mind');
        await shot(page, `shopper-cancelled-${label}`);
        expect(await seriousViolations(page, '[aria-label="Your orders"]')).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
