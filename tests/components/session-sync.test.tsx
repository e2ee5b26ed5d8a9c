// @vitest-environment jsdom
/**
 * The session across tabs (docs/decisions/124; src/web/features/cart/guest-list-sync.ts): another tab's sign-in or
 * sign-out reaches this tab through the storage event — the session store follows it, a sign-out takes the
 * account's bag and wishlist out of this tab's cache, and a sign-in shows the account's bag, then the merged bag
 * once the other tab has merged the guest lines (this tab does not merge them a second time). A sign-in in this
 * tab merges the guest bag and wishlist into the account. Only the network is faked.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '#web/app/query-client';
import { signIn } from '#web/features/auth/session-actions';
import { cartKeys } from '#web/features/cart/api/cart-keys';
import { useCart } from '#web/features/cart/hooks/use-cart';
import { wishlistKeys } from '#web/features/wishlist/api/wishlist-keys';
import { useWishlist } from '#web/features/wishlist/hooks/use-wishlist';
import { session, useSession } from '#web/lib/session';
import {
  RING,
  RING_VARIANT,
  SHOPPER,
  cartOf,
  fakeApi,
  otherTabWrites,
  renderInShop,
  resetShop,
  serverLine,
  type FakeApi,
} from './helpers/shop-api';

function Header() {
  const { user } = useSession();
  const cart = useCart();
  const wishlist = useWishlist();
  return (
    <div>
      <p data-testid="who">{user?.name ?? 'guest'}</p>
      <p data-testid="bag">{cart.count}</p>
      <p data-testid="saved">{wishlist.count}</p>
    </div>
  );
}

/** A guest line of the ring as the browser keeps it (features/cart/cart-line.ts). */
const GUEST_LINE = {
  productId: RING._id,
  variantId: RING_VARIANT._id,
  quantity: 1,
  name: RING.title,
  slug: RING.slug,
  mainImage: RING.mainImage,
  variantDetails: { material: 'Rose Gold', purity: '18KT', selectedSize: '8', price: RING_VARIANT.price },
};
const GUEST_SAVED = { ...RING, variants: [RING_VARIANT] };

const text = (id: string) => screen.getByTestId(id).textContent;
const cartReply = (...items: ReturnType<typeof serverLine>[]) => ({
  body: { success: true, message: 'Cart fetched.', cart: cartOf(...items) },
});
const EMPTY_WISHLIST = { body: { success: true, wishlist: { products: [] } } };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /api/wishlist', () => EMPTY_WISHLIST);
});
afterEach(resetShop);

describe('a sign-out in another tab', () => {
  it("reaches this tab's session and takes the account's bag and wishlist out of its cache", async () => {
    act(() => session.setUser(SHOPPER));
    api.on('GET /api/cart/getUserCart', () => cartReply(serverLine(2)));
    renderInShop(<Header />);
    await waitFor(() => expect(text('bag')).toBe('2'));
    expect(text('who')).toBe('Meera Iyer');
    await waitFor(() => expect(queryClient.getQueryData(wishlistKeys.user(SHOPPER._id))).toEqual([]));

    await otherTabWrites('user', null);
    expect(text('who')).toBe('guest');
    expect(text('bag')).toBe('0');
    expect(queryClient.getQueryData(cartKeys.user(SHOPPER._id))).toBeUndefined();
    expect(queryClient.getQueryData(wishlistKeys.user(SHOPPER._id))).toBeUndefined();
    // The other tab ended the session on the server; this one only follows.
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});

describe('a sign-in in another tab', () => {
  it("shows the account's bag, then the merged one once the other tab has merged the guest lines", async () => {
    await otherTabWrites('guestCart', [GUEST_LINE]);
    renderInShop(<Header />);
    expect(text('bag')).toBe('1');

    // The account's bag before the other tab's merge has reached the server.
    api.on('GET /api/cart/getUserCart', () => cartReply(serverLine(2)));
    await otherTabWrites('user', SHOPPER);
    expect(text('who')).toBe('Meera Iyer');
    await waitFor(() => expect(text('bag')).toBe('2'));

    // The other tab's merge is done: the guest lines leave storage, and this tab reads the bag again.
    const merged = serverLine(1, {
      _id: 'c0ffee00-0000-4000-8000-000000000002',
      variantDetails: { ...serverLine(1).variantDetails, selectedSize: '8' },
    });
    api.on('GET /api/cart/getUserCart', () => cartReply(serverLine(2), merged));
    await otherTabWrites('guestCart', null);
    await waitFor(() => expect(text('bag')).toBe('3'));
    expect(api.calls).not.toContain('POST /api/cart/merge');
    expect(api.calls).not.toContain('POST /api/wishlist/merge');
  });
});

describe('a sign-in in this tab', () => {
  it('merges the guest bag and wishlist into the account and empties them', async () => {
    await otherTabWrites('guestCart', [GUEST_LINE]);
    await otherTabWrites('guestWishlist', [GUEST_SAVED]);
    renderInShop(<Header />);
    expect(text('bag')).toBe('1');
    expect(text('saved')).toBe('1');

    const merged = cartOf(
      serverLine(1, { variantDetails: { ...serverLine(1).variantDetails, selectedSize: '8' } }),
    );
    api.on('POST /api/cart/merge', () => ({
      body: { success: true, message: 'Cart merged.', cart: merged, adjustments: [], moreAdjustments: 0 },
    }));
    api.on('GET /api/cart/getUserCart', () => ({
      body: { success: true, message: 'Cart fetched.', cart: merged },
    }));
    api.on('POST /api/wishlist/merge', () => ({
      body: {
        success: true,
        message: 'Wishlist merged.',
        added: 1,
        alreadySaved: 0,
        unavailable: 0,
        overCap: 0,
        wishlist: { products: [] },
      },
    }));
    await act(() => signIn(SHOPPER));

    expect(api.bodies.get('POST /api/cart/merge')).toEqual([{ guestCartItems: [GUEST_LINE] }]);
    expect(api.bodies.get('POST /api/wishlist/merge')).toEqual([{ productIds: [RING._id] }]);
    expect(localStorage.getItem('guestCart')).toBeNull();
    expect(localStorage.getItem('guestWishlist')).toBeNull();
    await waitFor(() => expect(text('bag')).toBe('1'));
    expect(await screen.findByText('Your guest cart has been merged!')).toBeTruthy();
  });
});
