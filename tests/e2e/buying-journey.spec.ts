/**
 * The buying journey of issue 5, end to end in the browser: a guest picks a ring's metal and size on its product
 * page and adds it → the cart drawer shows it → at checkout step 1 the guest logs in and the guest cart is merged
 * into the account's cart → step 2, the address → step 3, the summary → Pay → 4242… on the sandbox card page →
 * the thank-you page → Track order → the order in the profile's Orders tab, status Placed. And the same start with
 * 'Register' inside the checkout instead of logging in.
 */
import type { Page } from '@playwright/test';
import { sessionToken } from './helpers/session';
import {
  addToServerCart,
  call,
  createProduct,
  fillShipping,
  newShopper,
  payOnSandbox,
  toast,
  uniqueEmail,
  type TestProduct,
} from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

type CartReply = {
  cart: {
    items: Array<{
      name: string;
      quantity: number;
      variantDetails: { material: string; selectedSize: string };
    }>;
  };
};

/** Checkout step n, whose data-status is pending, active or completed. */
const step = (page: Page, n: 1 | 2 | 3) => page.getByTestId(`step-${n}`);

/** On the product page: choose Rose Gold and size 7, then Add to Cart. */
async function addRingAsGuest(page: Page, ring: TestProduct): Promise<void> {
  await page.goto(`/products/${ring.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ring.title);
  await page
    .getByRole('group', { name: /^Metal/ })
    .first()
    .getByRole('radio', { name: 'Rose Gold', exact: true })
    .click();
  await page
    .getByRole('group', { name: /^Size/ })
    .first()
    .getByRole('radio', { name: '7', exact: true })
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The added moment (docs/decisions/110): the drawer shows the piece; Escape closes it.
  const added = page.getByRole('dialog', { name: 'Added to your bag' });
  await expect(added).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(added).toHaveCount(0);
}

test.describe('buying: the whole journey from the product page to the Orders tab', () => {
  let ring: TestProduct;
  let chain: TestProduct;
  test.beforeAll(async () => {
    [ring, chain] = await Promise.all([
      createProduct('Journey Solitaire', [
        { material: 'Yellow Gold', purity: '18KT', stock: 25, price: 58_000, sizes: ['6', '7', '8'] },
        { material: 'Rose Gold', purity: '18KT', stock: 25, price: 56_500, sizes: ['6', '7', '8'] },
      ]),
      createProduct('Journey Chain', [{ material: 'Yellow Gold', purity: '22KT', stock: 25, price: 21_000 }]),
    ]);
  });

  test.describe('1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('guest adds a ring → drawer → logs in at checkout (cart merged) → address → pays 4242 → order Placed', async ({
      page,
      pageErrors,
    }) => {
      // The account already has a chain in its cart: the merge must keep it and add the ring.
      const shopper = await newShopper('Ishaan Verma');
      await addToServerCart(shopper, chain, chain.variants[0]!, 1);
      await addRingAsGuest(page, ring);
      await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
      const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
      await expect(drawer).toBeVisible();
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(420);
      const line = drawer.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      for (const text of [ring.title, 'Rose Gold · 18KT', 'Size: 7', '₹56,500.00'])
        await expect(line).toContainText(text);
      await expect(drawer.getByTestId('drawer-total')).toHaveText('₹56,500.00');

      await drawer.getByRole('link', { name: 'View Bag' }).click();
      await expect(page).toHaveURL(atPath('/cart'));
      await expect(drawer).toHaveCount(0);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

      // Step 1: a guest logs in inside the checkout.
      await expect(step(page, 1)).toHaveAttribute('data-status', 'active');
      await expect(step(page, 2)).toHaveAttribute('data-status', 'pending');
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(toast(page, 'Login successful!')).toBeVisible();
      await expect(toast(page, 'Your guest cart has been merged!')).toBeVisible();
      await expect(step(page, 2)).toHaveAttribute('data-status', 'active');
      await expect(step(page, 1)).toHaveAttribute('data-status', 'completed');
      expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
      const merged = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(
        merged.body.cart.items.map((i) => [
          i.name,
          i.quantity,
          i.variantDetails.material,
          i.variantDetails.selectedSize,
        ]),
      ).toEqual([
        [chain.title, 1, 'Yellow Gold', ''],
        [ring.title, 1, 'Rose Gold', '7'],
      ]);
      await expect(page.getByTestId('cart-count')).toHaveText('2');

      // Step 2 → step 3.
      await fillShipping(page);
      await expect(step(page, 3)).toHaveAttribute('data-status', 'active');
      await expect(page.getByTestId('checkout-total')).toHaveText('₹77,500.00');

      await page.getByRole('button', { name: 'Pay ₹77,500.00' }).click();
      await expect(page).toHaveURL((url) => /^\/payment-sandbox\/sbx_/.test(url.pathname));
      await expect(page.getByTestId('sandbox-amount')).toHaveText('₹77,500.00');
      await payOnSandbox(page, '4242 4242 4242 4242', 'Ishaan Verma');

      await expect(page).toHaveURL(atPath('/payment-success'));
      // The thank-you page stays (issue 17 item 4); Track order opens the Orders tab.
      await expect(page.getByTestId('thank-you')).toBeVisible();
      await page.getByRole('link', { name: 'Track order' }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/profile?tab=orders');

      const card = page.getByTestId('order-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('order-status')).toHaveText('Placed');
      await expect(card.getByTestId('order-total')).toHaveText('₹77,500.00');
      await expect(card.getByTestId('order-date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(card).toContainText(ring.title);
      await expect(card).toContainText('Rose Gold · 18KT · Size 7');
      await expect(card).toContainText(chain.title);
      // The bag is empty after the purchase.
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('a guest registers inside the checkout and continues at step 2 with the ring in the account cart', async ({
      page,
      pageErrors,
    }) => {
      await addRingAsGuest(page, ring);
      await page.goto('/checkout');
      await expect(step(page, 1)).toHaveAttribute('data-status', 'active');
      await page.getByRole('tab', { name: 'Register' }).click();
      const email = uniqueEmail('checkout');
      await page.getByLabel('Full Name').fill('Tara Singh');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('emerald-cut-2026');
      await page.getByLabel('Confirm Password').fill('emerald-cut-2026');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(toast(page, 'Registration successful! You are now logged in.')).toBeVisible();
      await expect(step(page, 2)).toHaveAttribute('data-status', 'active');
      await expect(page.getByLabel('Full Name')).toHaveValue('Tara Singh');
      await expect(step(page, 1)).toContainText(email);
      const token = await sessionToken(page);
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: token! });
      expect(cart.body.cart.items.map((i) => [i.name, i.variantDetails.selectedSize])).toEqual([
        [ring.title, '7'],
      ]);
      expect(pageErrors).toEqual([]);
    });
  });
});
