// @vitest-environment jsdom
/**
 * The cart hook (src/web/features/cart/hooks/use-cart.ts, docs/decisions/124) through a small screen: a guest's
 * add, quantity and removal in browser storage; a signed-in shopper's quantity and Remove shown at once, then the
 * server's cart; a refusal puts the line back and says the server's sentence. Only the network is faked.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '#web/features/cart/hooks/use-cart';
import { lineKey } from '#web/features/cart/cart-lines';
import { session } from '#web/lib/session';
import {
  RING,
  RING_VARIANT,
  SHOPPER,
  cartOf,
  fakeApi,
  renderInShop,
  resetShop,
  serverLine,
  type FakeApi,
} from './helpers/shop-api';

/** The bag as a screen shows it, with a button for each change. */
function Bag() {
  const cart = useCart();
  const first = cart.items[0];
  return (
    <div>
      <p data-testid="count">{cart.count}</p>
      <p data-testid="subtotal">{cart.subtotal}</p>
      <p data-testid="updating">{cart.isUpdating ? 'busy' : 'idle'}</p>
      <ul>
        {cart.items.map((l) => (
          <li key={lineKey(l)} data-testid="line">
            {l.name} × {l.quantity}
          </li>
        ))}
      </ul>
      <button
        onClick={() =>
          void cart.addToCart({ product: RING, variant: RING_VARIANT, quantity: 1, selectedSize: '7' })
        }
      >
        Add
      </button>
      <button onClick={() => first && void cart.updateQuantity(first, first.quantity + 1)}>More</button>
      <button onClick={() => first && void cart.updateQuantity(first, 9)}>Nine</button>
      <button onClick={() => first && void cart.removeItem(first)}>Remove</button>
    </div>
  );
}

const lines = () => screen.queryAllByTestId('line').map((li) => li.textContent);
const storedBag = () => JSON.parse(localStorage.getItem('guestCart') ?? '[]') as Array<{ quantity: number }>;

/** The bag's cookie copy, which the browser sends only with /cart and /checkout (domain/guest-bag-cookie.ts). */
function bagCookie(): string | undefined {
  window.history.replaceState(null, '', '/cart');
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith('aurelia_bag='))
    ?.slice('aurelia_bag='.length);
  window.history.replaceState(null, '', '/');
  return cookie === undefined ? undefined : decodeURIComponent(cookie);
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(resetShop);

describe('useCart for a guest', () => {
  it('adds, changes and removes a line in browser storage, with the cookie copy and the toasts', async () => {
    const user = userEvent.setup();
    renderInShop(<Bag />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(lines()).toEqual(['Rose Gold Band × 1']);
    expect(storedBag()).toHaveLength(1);
    expect(bagCookie()).toContain('Rose Gold Band');

    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(lines()).toEqual(['Rose Gold Band × 2']);
    expect(storedBag()[0]!.quantity).toBe(2);
    expect(await screen.findByText('Cart updated!')).toBeTruthy();

    // Over the stock the page knows: refused before any request, in the server's words.
    await user.click(screen.getByRole('button', { name: 'Nine' }));
    expect(await screen.findByText('Only 3 items are available in stock.')).toBeTruthy();
    expect(lines()).toEqual(['Rose Gold Band × 2']);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(lines()).toEqual([]);
    expect(localStorage.getItem('guestCart')).toBeNull();
    expect(bagCookie()).toBeUndefined();
    expect(await screen.findByText('Item removed from cart!')).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(api.calls).toEqual([]);
  });
});

describe('useCart for a signed-in shopper', () => {
  beforeEach(() => {
    act(() => session.setUser(SHOPPER));
    api.on('GET /api/cart/getUserCart', () => ({
      body: { success: true, message: 'Cart fetched.', cart: cartOf(serverLine(1)) },
    }));
  });

  it('shows a new quantity at once, then the cart the server answered', async () => {
    const user = userEvent.setup();
    const answer = api.held();
    api.on(`PUT /api/cart/updateCart/${serverLine(1)._id}`, () => answer.reply);
    renderInShop(<Bag />);
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 1']));

    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 2']));
    expect(screen.getByTestId('updating').textContent).toBe('busy');
    expect(screen.getByTestId('subtotal').textContent).toBe('37001');
    expect(api.bodies.get(`PUT /api/cart/updateCart/${serverLine(1)._id}`)).toEqual([{ quantity: 2 }]);

    // The server repriced the piece meanwhile: its cart is the one shown.
    const repriced = serverLine(2, {
      variantDetails: { ...serverLine(2).variantDetails, price: 18_000, originalPrice: 18_000 },
    });
    await act(async () =>
      answer.release(200, { success: true, message: 'Cart updated!', cart: cartOf(repriced) }),
    );
    await waitFor(() => expect(screen.getByTestId('subtotal').textContent).toBe('36000'));
    expect(lines()).toEqual(['Rose Gold Band × 2']);
    expect(screen.getByTestId('updating').textContent).toBe('idle');
    expect(await screen.findByText('Cart updated!')).toBeTruthy();
  });

  it('puts the line back and says why when the server refuses the change', async () => {
    const user = userEvent.setup();
    const answer = api.held();
    api.on(`PUT /api/cart/updateCart/${serverLine(1)._id}`, () => answer.reply);
    renderInShop(<Bag />);
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 1']));

    // The read that follows a refusal waits: what shows meanwhile is the cart as it was before the change.
    const reread = api.held();
    api.on('GET /api/cart/getUserCart', () => reread.reply);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 2']));
    await act(async () =>
      answer.release(400, { success: false, message: 'Only 1 item is available in stock.' }),
    );
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 1']));
    expect(await screen.findByText('Only 1 item is available in stock.')).toBeTruthy();
    // And the cart is read again, so the limits shown are the server's.
    await waitFor(() => expect(api.calls.filter((c) => c === 'GET /api/cart/getUserCart')).toHaveLength(2));
    const atStock = serverLine(1, { variantDetails: { ...serverLine(1).variantDetails, stock: 1 } });
    await act(async () =>
      reread.release(200, { success: true, message: 'Cart fetched.', cart: cartOf(atStock) }),
    );
    expect(lines()).toEqual(['Rose Gold Band × 1']);
  });

  it('takes a removed line off at once and brings it back when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const answer = api.held();
    api.on(`DELETE /api/cart/remove/${serverLine(1)._id}`, () => answer.reply);
    renderInShop(<Bag />);
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 1']));

    api.on('GET /api/cart/getUserCart', () => api.held().reply);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lines()).toEqual([]));
    expect(screen.getByTestId('count').textContent).toBe('0');
    await act(async () =>
      answer.release(500, { success: false, message: 'Failed to remove item from cart.' }),
    );
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 1']));
    expect(await screen.findByText('Failed to remove item from cart.')).toBeTruthy();
  });

  it('adds through the server and opens the bag with what the server took', async () => {
    const user = userEvent.setup();
    api.on('POST /api/cart/addToCart', () => ({
      body: {
        success: true,
        message: 'Item added to cart!',
        capped: false,
        cart: cartOf(serverLine(2)),
      },
    }));
    renderInShop(<Bag />);
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 1']));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(lines()).toEqual(['Rose Gold Band × 2']));
    expect(api.bodies.get('POST /api/cart/addToCart')).toEqual([
      expect.objectContaining({ variantId: RING_VARIANT._id, quantity: 1 }),
    ]);
    expect(localStorage.getItem('guestCart')).toBeNull();
  });
});
