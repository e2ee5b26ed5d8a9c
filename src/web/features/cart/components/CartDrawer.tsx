/**
 * The cart drawer (storefront.md §2 "Cart drawer"): 'Shopping Cart', 'Loading cart...' or 'Your cart is empty.',
 * the lines, Subtotal and Total, and 'View Full Cart & Checkout' to /cart. 420 px wide from 640 px up, the full
 * width on phones; it slides in from the right (not when the shopper prefers reduced motion). A dialog: focus is
 * kept inside, Escape or the backdrop closes it, and focus goes back to the cart icon.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { ShoppingBag, X } from 'lucide-react';
import { formatINR } from '../../../../domain/money';
import { Spinner } from '../../../components/Spinner';
import { useCart } from '../hooks/use-cart';
import { lineKey } from '../cart-lines';
import { closeCartDrawer, restoreFocusAfterCartDrawer } from '../cart-drawer-store';
import { CartLineItem } from './CartLineItem';
import './cart-drawer.css';

export default function CartDrawer({ open }: { open: boolean }) {
  const cart = useCart();
  const { items, isLoading, error, count } = cart;

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && closeCartDrawer()}>
      <Dialog.Portal>
        <Dialog.Overlay className="cart-drawer-overlay fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="cart-drawer"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocusAfterCartDrawer();
          }}
          className="cart-drawer fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-surface shadow-2xl sm:w-[420px]"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-2xl">
              Shopping Cart
              {count > 0 && (
                <span className="ml-2 align-middle font-sans text-sm font-normal text-muted">
                  ({count} {count === 1 ? 'item' : 'items'})
                </span>
              )}
            </Dialog.Title>
            <Dialog.Close className="-mr-2 p-2 text-muted hover:text-charcoal" aria-label="Close cart">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto px-5">
            {isLoading ? (
              <div className="flex h-40 items-center justify-center text-muted">
                <Spinner label="Loading cart..." />
              </div>
            ) : error ? (
              <div role="alert" className="py-10 text-center">
                <p className="text-danger">{error}</p>
                <button type="button" className="btn-secondary mt-4" onClick={cart.refetch}>
                  Try again
                </button>
              </div>
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center py-16 text-center">
                <ShoppingBag aria-hidden="true" className="h-8 w-8 text-gold" />
                <p className="mt-4 text-lg">Your cart is empty.</p>
                <Link to="/shop" className="btn-secondary mt-6">
                  Continue Shopping
                </Link>
              </div>
            ) : (
              <ul className="divide-y divide-line" aria-label="Pieces in your cart">
                {items.map((line) => (
                  <CartLineItem
                    key={lineKey(line)}
                    line={line}
                    layout="drawer"
                    busy={cart.isUpdating || cart.isMerging}
                    onQuantity={(l, q) => void cart.updateQuantity(l, q)}
                    onRemove={(l) => void cart.removeItem(l)}
                  />
                ))}
              </ul>
            )}
          </div>

          {!isLoading && !error && items.length > 0 && (
            <div className="border-t border-line bg-ivory/60 px-5 pb-5 pt-4">
              <dl className="space-y-1.5 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted">Subtotal</dt>
                  <dd className="tabular-nums" data-testid="drawer-subtotal">
                    {formatINR(cart.subtotal)}
                  </dd>
                </div>
                <div className="flex justify-between text-base font-medium">
                  <dt>Total</dt>
                  <dd className="tabular-nums" data-testid="drawer-total">
                    {formatINR(cart.subtotal)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-xs text-muted">Free insured shipping across India.</p>
              <Link to="/cart" className="btn-primary mt-4 w-full">
                View Full Cart &amp; Checkout
              </Link>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
