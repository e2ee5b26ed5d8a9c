/**
 * The cart drawer and the cart page (docs/shop/storefront.md §2, §5, §8): quantity limits (minus stops at 1, plus
 * at the stock with 'Only {n} items are available in stock.'), the remove confirmation, the empty and error
 * states, and the checkout's empty-cart redirect — for a guest (browser cart) and a signed-in shopper (server
 * cart).
 */
import {
  addToServerCart,
  call,
  createProduct,
  guestLine,
  newShopper,
  setGuestCart,
  signInBrowser,
  toast,
  type TestProduct,
} from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

test.describe('buying: cart drawer and cart page', () => {
  let pendant: TestProduct;
  let band: TestProduct;
  let studs: TestProduct;
  test.beforeAll(async () => {
    [pendant, band, studs] = await Promise.all([
      createProduct('Drawer Pendant', [{ stock: 2, price: 25_000 }]),
      createProduct('Cart Band', [{ stock: 3, price: 18_500.5, sizes: ['6', '7'], material: 'Rose Gold' }]),
      createProduct('Cart Studs', [{ stock: 5, price: 9_800, purity: '22KT', discountPercent: 10 }]),
    ]);
  });

  test.describe('390 px', () => {
    test.use({ viewport: MOBILE });

    test('a guest changes quantities in the drawer within 1…stock and removes a line after confirming', async ({
      page,
      pageErrors,
    }) => {
      await setGuestCart(page, [guestLine(pendant, pendant.variants[0]!, 1)]);
      await page.goto('/');
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
      const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
      await expect(drawer).toBeVisible();
      // Full width on a phone.
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(MOBILE.width);

      const line = drawer.getByTestId('cart-line');
      await expect(line).toContainText(pendant.title);
      await expect(line).toContainText('Yellow Gold · 18KT');
      await expect(line).toContainText('₹25,000.00');
      const minus = line.getByRole('button', { name: /Decrease quantity/ });
      const plus = line.getByRole('button', { name: /Increase quantity/ });
      await expect(minus).toBeDisabled();

      await plus.click();
      await expect(line.getByTestId('line-quantity')).toHaveText('2');
      await expect(toast(page, 'Cart updated!')).toBeVisible();
      await expect(plus).toBeDisabled();
      await expect(line).toContainText('Only 2 items are available in stock.');
      await expect(drawer.getByTestId('drawer-total')).toHaveText('₹50,000.00');
      await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₹50,000.00');

      await minus.click();
      await expect(line.getByTestId('line-quantity')).toHaveText('1');
      await expect(minus).toBeDisabled();

      // Remove asks first; keeping the piece changes nothing.
      await line.getByRole('button', { name: /^Remove / }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(
        confirm.getByText('Are you sure you want to remove this item from your cart?'),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);

      await line.getByRole('button', { name: /^Remove / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(toast(page, 'Item removed from cart!')).toBeVisible();
      await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
      await expect(page.getByTestId('cart-count')).toHaveCount(0);

      // Escape closes the drawer and gives focus back to the cart icon.
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'cart-button');
      expect(pageErrors).toEqual([]);
    });

    test('shows "Error Loading Cart" when the cart cannot be fetched, and empty states lead to the shop', async ({
      page,
      baseURL,
    }) => {
      const shopper = await newShopper('Ravi Kumar');
      await signInBrowser(page, shopper);
      await page.route('**/api/cart/getUserCart', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Failed to fetch cart.' }),
        }),
      );
      // The page as a server that did not see the session renders it (decision 122 renders a signed-in shopper's
      // bag on the server), so the browser fetches the bag itself — and that call fails.
      await page.route(`${baseURL}/cart`, async (route) => {
        const res = await fetch(`${baseURL}/cart`);
        await route.fulfill({ status: res.status, contentType: 'text/html', body: await res.text() });
      });
      await page.goto('/cart');
      await page.unroute(`${baseURL}/cart`);
      await expect(page.getByRole('heading', { name: 'Error Loading Cart' })).toBeVisible();
      await expect(page.getByRole('alert').first()).toHaveText('Failed to fetch cart.');
      await expect(toast(page, 'Failed to fetch cart.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');

      await page.unroute('**/api/cart/getUserCart');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');

      // An empty cart cannot be checked out.
      await page.goto('/checkout');
      await expect(page).toHaveURL(atPath('/cart'));
      await expect(toast(page, 'Your cart is empty. Please add items before checking out.')).toBeVisible();
    });
  });

  test.describe('1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('a signed-in shopper edits the server cart on /cart: links, limits, remove, totals', async ({
      page,
      pageErrors,
    }) => {
      const shopper = await newShopper('Meera Iyer');
      const bandVariant = band.variants[0]!;
      await addToServerCart(shopper, band, bandVariant, 3, '7');
      await addToServerCart(shopper, studs, studs.variants[0]!, 1);
      await signInBrowser(page, shopper);
      await page.goto('/cart');
      const lines = page.getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      const bandLine = lines.filter({ hasText: band.title });
      const studsLine = lines.filter({ hasText: studs.title });
      await expect(bandLine.getByRole('link', { name: band.title })).toHaveAttribute(
        'href',
        `/products/${band.slug}`,
      );
      await expect(bandLine).toContainText('Rose Gold · 18KT');
      await expect(bandLine).toContainText('Size: 7');
      await expect(bandLine).toContainText('₹18,500.50 each');
      // 10% off ₹9,800 is ₹8,820: the server's price, with the original struck through.
      await expect(studsLine).toContainText('₹8,820.00');
      await expect(studsLine.locator('s')).toContainText('₹9,800.00');
      await expect(page.getByTestId('cart-total')).toHaveText('₹64,321.50');

      // At the stock: plus is disabled and says why.
      await expect(bandLine.getByRole('button', { name: /Increase quantity/ })).toBeDisabled();
      await expect(bandLine).toContainText('Only 3 items are available in stock.');
      await bandLine.getByRole('button', { name: /Decrease quantity/ }).click();
      await expect(bandLine.getByTestId('line-quantity')).toHaveText('2');
      await expect(toast(page, 'Cart updated!')).toBeVisible();
      await expect(page.getByTestId('cart-total')).toHaveText('₹45,821.00');

      await studsLine.getByRole('button', { name: /^Remove / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(lines).toHaveCount(1);
      await expect(toast(page, 'Item removed from cart!')).toBeVisible();

      const server = await call<{
        cart: { items: Array<{ quantity: number; variantDetails: { selectedSize: string } }> };
      }>('/api/cart/getUserCart', { token: shopper.token });
      expect(server.body.cart.items.map((i) => [i.quantity, i.variantDetails.selectedSize])).toEqual([
        [2, '7'],
      ]);
      await expect(page.getByTestId('cart-count')).toHaveText('2');

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(atPath('/checkout'));
      expect(pageErrors).toEqual([]);
    });
  });
});
