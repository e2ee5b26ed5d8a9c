/**
 * The cart drawer (docs/shop/storefront.md §2 "Cart drawer"), 420 px wide from 640 px up, the full width on
 * phones; it slides in from the right (not when the shopper prefers reduced motion). A dialog: focus moves
 * inside, is kept there, Escape or the backdrop closes it, and focus goes back to what opened it.
 *
 * Two ways in (docs/decisions/110):
 * - the header's cart icon: 'Shopping Cart', 'Loading cart...' or 'Your cart is empty.', the lines with their
 *   quantity buttons, Subtotal and Total;
 * - an Add to Bag (product page, a card's quick add, the wishlist): 'Added to your bag' — the piece just added
 *   (picture, name, options, price), the other pieces in the bag in brief, and the bag's subtotal.
 * Both end with View Bag (/cart) and Checkout (/checkout).
 */
import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { Check, ShoppingBag, X } from 'lucide-react';
import { formatINR, paiseToRupees, rupeesToPaise } from '#domain/money';
import { PieceThumbnail } from '#web/components/PieceLine';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { Spinner } from '#web/components/Spinner';
import { useCart, type CartLine } from '../hooks/use-cart';
import { lineKey, lineSize } from '../cart-lines';
import { closeCartDrawer, restoreFocusAfterCartDrawer, type AddedPiece } from '../cart-drawer-store';
import { CartLines } from './CartLineItem';
import './cart-drawer.css';

/** How many of the bag's other pieces the added moment lists (the rest are counted). */
const OTHERS_SHOWN = 3;

const pieces = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

export default function CartDrawer({ open, added }: { open: boolean; added: AddedPiece | null }) {
  const cart = useCart();
  const { items, isLoading, error, count } = cart;
  const showAdded = !!added && !error;

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && closeCartDrawer()}>
      <Dialog.Portal>
        <Dialog.Overlay className="cart-drawer-overlay fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="cart-drawer"
          data-added={showAdded ? 'true' : undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocusAfterCartDrawer();
          }}
          className="cart-drawer fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-surface shadow-2xl sm:w-[420px]"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            {showAdded ? (
              <Dialog.Title className="flex items-center gap-2.5 text-2xl">
                <span className="grid h-6 w-6 place-items-center rounded-full bg-success text-ivory">
                  <Check aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={2.5} />
                </span>
                Added to your bag
              </Dialog.Title>
            ) : (
              <Dialog.Title className="text-2xl">
                Shopping Cart
                {count > 0 && (
                  <span className="ml-2 align-middle font-sans text-sm font-normal text-muted">
                    ({count} {count === 1 ? 'item' : 'items'})
                  </span>
                )}
              </Dialog.Title>
            )}
            <Dialog.Close className="-mr-2 p-2 text-muted hover:text-charcoal" aria-label="Close cart">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto px-5">
            {showAdded ? (
              <AddedMoment added={added} items={items} />
            ) : isLoading ? (
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
              <CartLines cart={cart} layout="drawer" className="divide-y divide-line" />
            )}
          </div>

          {!isLoading && !error && items.length > 0 && (
            <DrawerFooter subtotal={cart.subtotal} count={count} showAdded={showAdded} open={open} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Subtotal (and Total), View Bag and Checkout; after an add, Continue Shopping. */
function DrawerFooter({
  subtotal,
  count,
  showAdded,
  open,
}: {
  subtotal: number;
  count: number;
  showAdded: boolean;
  open: boolean;
}) {
  const footer = useFooterHeightVariable(open);
  return (
    <div
      ref={footer}
      className="border-t border-line bg-ivory/60 px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-4"
    >
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">
            Subtotal
            {showAdded && <span> ({pieces(count)})</span>}
          </dt>
          <dd className="tabular-nums" data-testid="drawer-subtotal">
            {formatINR(subtotal)}
          </dd>
        </div>
        {!showAdded && (
          <div className="flex justify-between text-base font-medium">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="drawer-total">
              {formatINR(subtotal)}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-2 text-xs text-muted">Free insured shipping across India.</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Link to="/cart" className="btn-secondary w-full px-3">
          View Bag
        </Link>
        <Link to="/checkout" className="btn-primary w-full px-3">
          Checkout
        </Link>
      </div>
      {showAdded && (
        <Dialog.Close className="link mx-auto mt-3 block text-sm">Continue Shopping</Dialog.Close>
      )}
    </div>
  );
}

/**
 * Publishes the footer's height (View Bag, Checkout) as `--bag-footer-h` while the drawer is open: on phones,
 * where the drawer is the whole screen, toasts sit just above it (SonnerToaster.tsx), covering neither the
 * drawer's title and close button nor its buttons.
 */
function useFooterHeightVariable(open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const el = ref.current;
    if (!open || !el) return;
    const set = () => root.setProperty('--bag-footer-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--bag-footer-h');
    };
  });
  return ref;
}

/** The piece just added, then the bag's other pieces in brief. */
function AddedMoment({ added, items }: { added: AddedPiece; items: CartLine[] }) {
  const others = items.filter(
    (l) =>
      !(
        l.slug === added.slug &&
        l.variantDetails.material === added.material &&
        l.variantDetails.purity === added.purity &&
        lineSize(l) === added.size
      ),
  );
  const options = [`${added.material} · ${added.purity}`, added.size ? `Size ${added.size}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="py-5">
      <article className="flex gap-4" data-testid="added-piece" aria-label={`Added: ${added.name}`}>
        <Link to={`/products/${added.slug}`} tabIndex={-1} aria-hidden="true" className="w-24 shrink-0">
          <ResponsiveImage
            src={added.image}
            alt=""
            width={160}
            height={200}
            sizes="96px"
            priority
            className="aspect-[4/5] w-full bg-ivory object-cover"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 className="font-sans text-[15px] font-normal leading-snug tracking-normal">
            <Link to={`/products/${added.slug}`} className="hover:underline hover:underline-offset-4">
              {added.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted">{options}</p>
          {!added.note && added.quantity > 1 && (
            <p className="mt-0.5 text-sm text-muted">Quantity {added.quantity}</p>
          )}
          <p className="mt-2 tabular-nums" data-testid="added-price">
            {formatINR(
              added.note
                ? added.price
                : paiseToRupees(rupeesToPaise(added.price) * Math.max(1, added.quantity)),
            )}
          </p>
        </div>
      </article>
      {added.note && (
        <p className="mt-4 border-l-2 border-warning bg-ivory px-3 py-2 text-sm text-warning-text">
          {added.note}
        </p>
      )}
      {others.length > 0 && (
        <section aria-labelledby="drawer-others" className="mt-6 border-t border-line pt-5">
          <h3 id="drawer-others" className="eyebrow">
            Also in your bag
          </h3>
          <ul className="mt-3 space-y-3">
            {others.slice(0, OTHERS_SHOWN).map((l) => (
              <li key={lineKey(l)} className="flex items-center gap-3 text-sm">
                <PieceThumbnail src={l.mainImage} width={40} className="w-10 shrink-0 bg-ivory" />
                <span className="min-w-0 flex-1 truncate">{l.name}</span>
                <span className="shrink-0 tabular-nums text-muted">
                  {l.quantity > 1 ? `${l.quantity} × ` : ''}
                  {formatINR(l.variantDetails.price)}
                </span>
              </li>
            ))}
          </ul>
          {others.length > OTHERS_SHOWN && (
            <p className="mt-3 text-sm text-muted">and {pieces(others.length - OTHERS_SHOWN)} more</p>
          )}
        </section>
      )}
    </div>
  );
}
