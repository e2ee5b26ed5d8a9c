/**
 * Setup the browser tests share, through the shared test server's API as a shopper or the admin would do it:
 * a page that lets axe in, the admin signed in in a page, a shopper's bag bought and paid, screenshots on demand.
 * The API calls themselves are in helpers/shop.ts (shoppers, products, carts) and helpers/admin-fixtures.ts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { newPage } from './browser';
import { admin } from './admin-page';
import { useSession } from './admin-fixtures';
import { call, type Shopper } from './shop';

type Viewport = { width: number; height: number };

/** A page whose CSP lets axe-core in (the shop's own CSP forbids the injected script); its errors are kept. */
export function axePage(browser: Browser, viewport: Viewport) {
  return newPage(browser, { viewport, bypassCSP: true });
}

/** As axePage, signed in as the test admin. */
export async function axeAdminPage(browser: Browser, viewport: Viewport) {
  const opened = await axePage(browser, viewport);
  await signInAdmin(opened.page);
  return opened;
}

/** Signs the page in as the test admin (one API login a file); the next navigation is signed in. */
export async function signInAdmin(page: Page): Promise<void> {
  await useSession(page, await admin());
}

/**
 * Screenshots to the folder an environment variable names (REVIEW_SHOTS=<dir> and the like), or none when unset.
 */
export function screenshotsTo(dir: string | undefined, { fullPage = true } = {}) {
  return async (page: Page, name: string): Promise<void> => {
    if (!dir) return;
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  };
}

export interface ShippingAddress {
  fullName: string;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
}

export const SHIPPING_ADDRESS: ShippingAddress = {
  fullName: 'Kavya Rao',
  addressLine1: '21, Palm Beach Road',
  city: 'Navi Mumbai',
  state: 'Maharashtra',
  zipCode: '400703',
  phoneNumber: '9820012345',
};

/** Opens a card checkout of what the shopper's bag holds (docs/api/buying.md); answers its reply. */
export async function openCheckout(shopper: Shopper, address: ShippingAddress = SHIPPING_ADDRESS) {
  const checkout = await call<{ id: string; url: string }>('/api/payment/create-checkout', {
    method: 'POST',
    token: shopper.token,
    body: { paymentMethod: 'card', shippingAddress: address },
  });
  if (checkout.status !== 200) throw new Error(`checkout not opened: ${JSON.stringify(checkout.body)}`);
  return checkout.body;
}

/**
 * Buys what the shopper's bag holds through the API: the checkout, the test provider's page paid with 4242…,
 * then the order made from the paid checkout.
 */
export async function buyBag<Order = { _id: string; orderNumber: number }>(
  shopper: Shopper,
  address: ShippingAddress = SHIPPING_ADDRESS,
): Promise<Order> {
  const checkout = await openCheckout(shopper, address);
  const paid = await call(`/api/payment/sandbox/${checkout.id}/complete`, {
    method: 'POST',
    token: shopper.token,
    body: { outcome: 'paid', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  if (paid.status !== 200) throw new Error(`sandbox payment failed: ${JSON.stringify(paid.body)}`);
  const made = await call<{ order: Order }>('/api/order/createOrder', {
    method: 'POST',
    token: shopper.token,
    body: { stripeSessionId: checkout.id },
  });
  if (made.status !== 200) throw new Error(`order not made: ${JSON.stringify(made.body)}`);
  return made.body.order;
}
