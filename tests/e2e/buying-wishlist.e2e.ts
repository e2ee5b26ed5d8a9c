/**
 * The wishlist (docs/shop/storefront.md §2 "Wishlist", §4, §5, §8): the saved pieces with remove and Add to Bag —
 * the first variant, quantity 1; 'This item is currently out of stock.' and 'This product has no selectable
 * variants.'; a size picker when that variant has several sizes — the link to /shop and 'Your Wishlist is Empty'
 * with Explore Products; saving from the product page's heart. For a signed-in shopper (server list) and a guest
 * (`guestWishlist`, merged into the account's list at sign-in: docs/decisions/110). Each add opens the bag drawer
 * with the piece (the added moment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, pageErrors, screenshotOnFailure } from './helpers/browser';
import {
  call,
  createProduct,
  eventually,
  newShopper,
  signInBrowser,
  toast,
  type TestProduct,
} from './helpers/shop';

type CartReply = {
  cart: { items: Array<{ name: string; quantity: number; variantDetails: { selectedSize: string } }> };
};
type WishlistReply = { wishlist: { products: Array<{ _id: string }> } };

describe('buying: wishlist', () => {
  let browser: Browser;
  let sized: TestProduct;
  let soldOut: TestProduct;
  let plain: TestProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    [sized, soldOut, plain] = await Promise.all([
      createProduct('Wish Ring', [
        { stock: 4, sizes: ['6', '7', '8'], price: 32_000 },
        { stock: 9, material: 'Platinum', purity: 'PT950', sizes: ['6'], price: 52_000 },
      ]),
      createProduct('Wish Sold Out Hoops', [
        { stock: 0, price: 12_000 },
        { stock: 5, price: 13_000, purity: '22KT' },
      ]),
      createProduct('Wish Chain', [{ stock: 6, price: 15_500, material: 'Rose Gold' }]),
    ]);
  });
  afterAll(async () => browser?.close());

  it('a signed-in shopper adds to bag (with a size), is told about stock, removes, and empties the list', async () => {
    const shopper = await newShopper('Nisha Patel');
    for (const p of [soldOut, sized]) {
      const res = await call('/api/wishlist/add', {
        method: 'POST',
        token: shopper.token,
        body: { productId: p._id },
      });
      expect(res.status).toBe(200);
    }
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await signInBrowser(page, shopper);
      // Saved from the product page's heart (a toggle: a second press removes, a third saves again).
      await page.goto(`/products/${plain.slug}`);
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(plain.title);
      await page
        .getByRole('button', { name: `Add ${plain.title} to wishlist` })
        .first()
        .click();
      await eventually(() => toast(page, 'Added to wishlist!').isVisible()).toBe(true);
      await page
        .getByRole('button', { name: `Remove ${plain.title} from wishlist` })
        .first()
        .click();
      await eventually(() => toast(page, 'Removed from wishlist.').isVisible()).toBe(true);
      await page
        .getByRole('button', { name: `Add ${plain.title} to wishlist` })
        .first()
        .click();
      await eventually(() => page.getByRole('link', { name: 'Wishlist, 3 items' }).isVisible()).toBe(true);

      await page.getByRole('link', { name: 'Wishlist, 3 items' }).click();
      const items = page.getByTestId('wishlist-item');
      await eventually(() => items.count()).toBe(3);
      // Most recently saved first; the header badge counts them.
      expect(await items.first().textContent()).toContain(plain.title);
      expect(await items.nth(1).textContent()).toContain(sized.title);
      expect(await page.getByRole('link', { name: 'Wishlist, 3 items' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
      expect(await items.nth(1).getByRole('link', { name: sized.title }).getAttribute('href')).toBe(
        `/products/${sized.slug}`,
      );

      // The first variant is sold out (the second is not): refused.
      await items.filter({ hasText: soldOut.title }).getByRole('button', { name: 'Add to Bag' }).click();
      await eventually(() => toast(page, 'This item is currently out of stock.').isVisible()).toBe(true);

      // Several sizes: a picker asks which.
      await items.filter({ hasText: sized.title }).getByRole('button', { name: 'Add to Bag' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a size' });
      await eventually(() => picker.isVisible()).toBe(true);
      await picker.getByRole('button', { name: 'Add to Bag' }).click();
      await eventually(() => picker.getByText('Please choose a size.').isVisible()).toBe(true);
      await picker.getByText('7', { exact: true }).click();
      await picker.getByRole('button', { name: 'Add to Bag' }).click();
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await eventually(() => added.isVisible()).toBe(true);
      await eventually(() => picker.count()).toBe(0);
      expect(await added.getByTestId('added-piece').textContent()).toContain('Size 7');
      await page.keyboard.press('Escape');
      await eventually(() => added.count()).toBe(0);

      // No sizes: straight in.
      await items.filter({ hasText: plain.title }).getByRole('button', { name: 'Add to Bag' }).click();
      await eventually(() => added.isVisible()).toBe(true);
      await eventually(() => page.getByTestId('cart-count').textContent()).toBe('2');
      await page.keyboard.press('Escape');
      await eventually(() => added.count()).toBe(0);
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(cart.body.cart.items.map((i) => [i.name, i.quantity, i.variantDetails.selectedSize])).toEqual([
        [sized.title, 1, '7'],
        [plain.title, 1, ''],
      ]);

      // Remove: a warning toast, the list and badge follow.
      await page.getByRole('button', { name: `Remove ${plain.title} from wishlist` }).click();
      await eventually(() => toast(page, 'Removed from wishlist.').isVisible()).toBe(true);
      await eventually(() => items.count()).toBe(2);
      expect(await page.getByRole('link', { name: 'Wishlist, 2 items' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: `Remove ${soldOut.title} from wishlist` }).click();
      await page.getByRole('button', { name: `Remove ${sized.title} from wishlist` }).click();
      await eventually(() => page.getByRole('heading', { name: 'Your Wishlist is Empty' }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('link', { name: 'Explore Products' }).getAttribute('href')).toBe('/shop');
      const server = await call<WishlistReply>('/api/wishlist', { token: shopper.token });
      expect(server.body.wishlist.products).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'buying-wishlist-signed-in');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('a guest list: Add to Bag as a guest, a product without variants, remove; merged into the account at sign-in', async () => {
    // At a phone's width and a desktop's (issue 17: each item at 390 and 1280 px).
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, { viewport });
      try {
        await page.goto('/');
        const bare = {
          ...plain,
          _id: '00000000-0000-4000-8000-000000000001',
          title: 'Bare Pendant',
          variants: [],
        };
        await page.evaluate(
          (list) => localStorage.setItem('guestWishlist', JSON.stringify(list)),
          [plain, sized, bare],
        );
        await page.goto('/wishlist');
        const items = page.getByTestId('wishlist-item');
        await eventually(() => items.count()).toBe(3);

        await items.filter({ hasText: 'Bare Pendant' }).getByRole('button', { name: 'Add to Bag' }).click();
        await eventually(() => toast(page, 'This product has no selectable variants.').isVisible()).toBe(
          true,
        );

        await items.filter({ hasText: plain.title }).getByRole('button', { name: 'Add to Bag' }).click();
        const added = page.getByRole('dialog', { name: 'Added to your bag' });
        await eventually(() => added.isVisible()).toBe(true);
        await eventually(() => page.getByTestId('cart-count').textContent()).toBe('1');
        await page.keyboard.press('Escape');
        await eventually(() => added.count()).toBe(0);
        const guestCart = await page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]'));
        expect(guestCart).toMatchObject([{ productId: plain._id, quantity: 1 }]);

        await page.getByRole('button', { name: 'Remove Bare Pendant from wishlist' }).click();
        await eventually(() => toast(page, 'Removed from wishlist.').isVisible()).toBe(true);
        await eventually(() => items.count()).toBe(2);

        // Signing in merges the guest's two pieces into the account's list, like the bag (decision 110); the
        // account's own saved piece stays.
        const shopper = await newShopper('Guest Turned Member');
        await call('/api/wishlist/add', {
          method: 'POST',
          token: shopper.token,
          body: { productId: soldOut._id },
        });
        await page.goto('/login');
        await page.getByLabel('Email').fill(shopper.email);
        await page.getByLabel('Password', { exact: true }).fill(shopper.password);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await eventually(() => new URL(page.url()).pathname).toBe('/');
        await eventually(() => page.evaluate(() => localStorage.getItem('guestWishlist'))).toBeNull();
        const account = await call<WishlistReply>('/api/wishlist', { token: shopper.token });
        expect(account.body.wishlist.products.map((p) => p._id)).toEqual([sized._id, plain._id, soldOut._id]);
        await page.goto('/wishlist');
        await eventually(() => items.count()).toBe(3);
        // …while the guest cart was merged into the account's cart.
        await eventually(() => page.getByTestId('cart-count').textContent()).toBe('1');
        expect(pageErrors(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `buying-wishlist-guest-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });
});
