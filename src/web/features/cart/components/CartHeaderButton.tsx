/**
 * The header's cart icon with its item-count badge; it opens the cart drawer (docs/shop/storefront.md §2
 * "Header"), and so does a successful Add to Bag anywhere, with the piece just added (cart-drawer-store.ts). The
 * drawer is its own chunk, fetched when the pointer or focus first reaches the icon so that it opens at once.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CountBadge } from './CountBadge';
import { ShoppingBag } from 'lucide-react';
import { useCart } from '../hooks/use-cart';
import { closeCartDrawer, openCartDrawer, useCartDrawer } from '../cart-drawer-store';

const loadDrawer = () => import('./CartDrawer');
const CartDrawer = lazy(loadDrawer);

export function CartHeaderButton() {
  const { count } = useCart();
  const { open, added } = useCartDrawer();
  const location = useLocation();
  // Mounted from the first opening on, so that closing can animate; never before (it is a separate chunk).
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  // A link inside the drawer (a product, View Bag, Checkout) closes it.
  useEffect(() => closeCartDrawer(), [location.pathname]);

  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <>
      <button
        type="button"
        onClick={() => openCartDrawer()}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        title="Shopping Cart"
        data-testid="cart-button"
        className="relative inline-flex p-2"
      >
        <ShoppingBag aria-hidden="true" className="h-5 w-5" />
        <CountBadge count={count} className="bg-charcoal text-ivory" testId="cart-count" />
      </button>
      {(open || mounted) && (
        <Suspense fallback={null}>
          <CartDrawer open={open} added={added} />
        </Suspense>
      )}
    </>
  );
}
