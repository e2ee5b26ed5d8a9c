/**
 * The wishlist (docs/shop/storefront.md §2 "Wishlist", §4, §5, §8): the saved pieces with remove and Add to Bag —
 * the first variant, quantity 1; 'This item is currently out of stock.' and 'This product has no selectable
 * variants.'; a size picker when that variant has several sizes — the link to /shop and 'Your Wishlist is Empty'
 * with Explore Products; saving from the product page's heart. For a signed-in shopper (server list) and a guest
 * (`guestWishlist`, merged into the account's list at sign-in: docs/decisions/110). Each add opens the bag drawer
 * with the piece (the added moment).
 */
import { call, createProduct, newShopper, signInBrowser, toast, type TestProduct } from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

type CartReply = {
  cart: { items: Array<{ name: string; quantity: number; variantDetails: { selectedSize: string } }> };
};
type WishlistReply = { wishlist: { products: Array<{ _id: string }> } };

test.describe('buying: wishlist', () => {
  let sized: TestProduct;
  let soldOut: TestProduct;
  let plain: TestProduct;
  test.beforeAll(async () => {
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

  test.describe('1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('a signed-in shopper adds to bag (with a size), is told about stock, removes, and empties the list', async ({
      page,
      pageErrors,
    }) => {
      const shopper = await newShopper('Nisha Patel');
      for (const p of [soldOut, sized]) {
        const res = await call('/api/wishlist/add', {
          method: 'POST',
          token: shopper.token,
          body: { productId: p._id },
        });
        expect(res.status).toBe(200);
      }
      await signInBrowser(page, shopper);
      // Saved from the product page's heart (a toggle: a second press removes, a third saves again).
      await page.goto(`/products/${plain.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.title);
      await page
        .getByRole('button', { name: `Add ${plain.title} to wishlist` })
        .first()
        .click();
      await expect(toast(page, 'Added to wishlist!')).toBeVisible();
      await page
        .getByRole('button', { name: `Remove ${plain.title} from wishlist` })
        .first()
        .click();
      await expect(toast(page, 'Removed from wishlist.')).toBeVisible();
      await page
        .getByRole('button', { name: `Add ${plain.title} to wishlist` })
        .first()
        .click();
      await expect(page.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();

      await page.getByRole('link', { name: 'Wishlist, 3 items' }).click();
      const items = page.getByTestId('wishlist-item');
      await expect(items).toHaveCount(3);
      // Most recently saved first; the header badge counts them.
      await expect(items.first()).toContainText(plain.title);
      await expect(items.nth(1)).toContainText(sized.title);
      await expect(page.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
      await expect(items.nth(1).getByRole('link', { name: sized.title })).toHaveAttribute(
        'href',
        `/products/${sized.slug}`,
      );

      // The first variant is sold out (the second is not): refused.
      await items.filter({ hasText: soldOut.title }).getByRole('button', { name: 'Add to Bag' }).click();
      await expect(toast(page, 'This item is currently out of stock.')).toBeVisible();

      // Several sizes: a picker asks which.
      await items.filter({ hasText: sized.title }).getByRole('button', { name: 'Add to Bag' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a size' });
      await expect(picker).toBeVisible();
      await picker.getByRole('button', { name: 'Add to Bag' }).click();
      await expect(picker.getByText('Please choose a size.')).toBeVisible();
      await picker.getByText('7', { exact: true }).click();
      await picker.getByRole('button', { name: 'Add to Bag' }).click();
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await expect(added).toBeVisible();
      await expect(picker).toHaveCount(0);
      await expect(added.getByTestId('added-piece')).toContainText('Size 7');
      await page.keyboard.press('Escape');
      await expect(added).toHaveCount(0);

      // No sizes: straight in.
      await items.filter({ hasText: plain.title }).getByRole('button', { name: 'Add to Bag' }).click();
      await expect(added).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      await page.keyboard.press('Escape');
      await expect(added).toHaveCount(0);
      const cart = await call<CartReply>('/api/cart/getUserCart', { token: shopper.token });
      expect(cart.body.cart.items.map((i) => [i.name, i.quantity, i.variantDetails.selectedSize])).toEqual([
        [sized.title, 1, '7'],
        [plain.title, 1, ''],
      ]);

      // Remove: a warning toast, the list and badge follow.
      await page.getByRole('button', { name: `Remove ${plain.title} from wishlist` }).click();
      await expect(toast(page, 'Removed from wishlist.')).toBeVisible();
      await expect(items).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
      await page.getByRole('button', { name: `Remove ${soldOut.title} from wishlist` }).click();
      await page.getByRole('button', { name: `Remove ${sized.title} from wishlist` }).click();
      await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/shop');
      const server = await call<WishlistReply>('/api/wishlist', { token: shopper.token });
      expect(server.body.wishlist.products).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  // At a phone's width and a desktop's (issue 17: each item at 390 and 1280 px).
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      test('a guest list: Add to Bag as a guest, a product without variants, remove; merged into the account at sign-in', async ({
        page,
        pageErrors,
      }) => {
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
        await expect(items).toHaveCount(3);

        await items.filter({ hasText: 'Bare Pendant' }).getByRole('button', { name: 'Add to Bag' }).click();
        await expect(toast(page, 'This product has no selectable variants.')).toBeVisible();

        await items.filter({ hasText: plain.title }).getByRole('button', { name: 'Add to Bag' }).click();
        const added = page.getByRole('dialog', { name: 'Added to your bag' });
        await expect(added).toBeVisible();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await page.keyboard.press('Escape');
        await expect(added).toHaveCount(0);
        const guestCart = await page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]'));
        expect(guestCart).toMatchObject([{ productId: plain._id, quantity: 1 }]);

        await page.getByRole('button', { name: 'Remove Bare Pendant from wishlist' }).click();
        await expect(toast(page, 'Removed from wishlist.')).toBeVisible();
        await expect(items).toHaveCount(2);

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
        await expect(page).toHaveURL(atPath('/'));
        await expect.poll(() => page.evaluate(() => localStorage.getItem('guestWishlist'))).toBeNull();
        const account = await call<WishlistReply>('/api/wishlist', { token: shopper.token });
        expect(account.body.wishlist.products.map((p) => p._id)).toEqual([sized._id, plain._id, soldOut._id]);
        await page.goto('/wishlist');
        await expect(items).toHaveCount(3);
        // …while the guest cart was merged into the account's cart.
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
