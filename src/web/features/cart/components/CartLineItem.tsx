/**
 * One cart line, in the drawer (compact) or on the cart page: image, name (linking to the product), material and
 * purity, size, unit price with two decimals (the original struck through when discounted), the quantity
 * buttons with the stock limit, and Remove — which asks 'Are you sure…?' first.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatINR } from '#domain/money';
import { OUT_OF_STOCK_MESSAGE, onlyAvailableInCart } from '#domain/stock-messages';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import type { CartLine } from '../cart-line';
import { lineKey, lineMetal, lineTotal, quantityLimits } from '../cart-lines';
import type { UseCart } from '../hooks/use-cart';
import { lazyDialog } from '#web/components/lazy-dialog';
import { QuantityStepper } from './QuantityStepper';

/** The confirmation (and Radix Dialog) is its own chunk, fetched when a Remove button is neared or pressed. */
const ConfirmRemoveDialog = lazyDialog(() =>
  import('./ConfirmRemoveDialog').then((m) => m.ConfirmRemoveDialog),
);

export interface CartLineActions {
  busy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

export function CartLineItem({
  line,
  busy,
  onQuantity,
  onRemove,
  layout,
}: CartLineActions & { line: CartLine; layout: 'drawer' | 'page' }) {
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const { canDecrease, canIncrease } = quantityLimits(line);
  const { price, originalPrice, selectedSize } = line.variantDetails;
  const href = line.slug ? `/products/${line.slug}` : null;
  const page = layout === 'page';
  const Heading = page ? 'h2' : 'h3';
  const imageBox = page ? 'w-24 sm:w-28' : 'w-[76px]';

  /** Going below 1 removes the line, so it asks first (docs/shop/storefront.md §5). */
  const change = (quantity: number) => (quantity < 1 ? setConfirming(true) : onQuantity(line, quantity));

  const image = (
    <ResponsiveImage
      src={line.mainImage}
      alt=""
      width={160}
      height={200}
      sizes={page ? '112px' : '76px'}
      // On the bag page the lines are the page: their pictures load at once, not when scrolled to.
      priority={page}
      className="aspect-[4/5] w-full bg-ivory object-cover"
    />
  );

  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <div className={`${imageBox} shrink-0`}>
        {href ? (
          <Link to={href} tabIndex={-1} aria-hidden="true">
            {image}
          </Link>
        ) : (
          image
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          {/* h2 right under the cart page's h1; h3 under the drawer's h2 title. */}
          <Heading
            className={`font-sans font-medium leading-snug tracking-normal ${page ? 'text-base' : 'text-[15px]'}`}
          >
            {href ? (
              <Link to={href} className="link">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </Heading>
          {page && (
            <p className="shrink-0 text-right font-medium tabular-nums" aria-label="Line total">
              {formatINR(lineTotal(line))}
            </p>
          )}
        </div>
        <p className="text-sm text-muted">{lineMetal(line)}</p>
        {selectedSize ? <p className="text-sm text-muted">Size: {selectedSize}</p> : null}
        <p className="text-sm">
          <span className="sr-only">Price: </span>
          <span className="tabular-nums">{formatINR(price)}</span>
          {originalPrice != null && originalPrice > price && (
            <s className="ml-2 text-xs text-muted tabular-nums">
              <span className="sr-only">Original price </span>
              {formatINR(originalPrice)}
            </s>
          )}
          {page && <span className="text-muted"> each</span>}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            name={line.name}
            quantity={line.quantity}
            canDecrease={canDecrease}
            canIncrease={canIncrease}
            busy={busy}
            size={page ? 'md' : 'sm'}
            onChange={change}
          />
          <button
            ref={removeButton}
            type="button"
            className="text-xs font-medium uppercase tracking-[0.14em] text-muted underline-offset-4 hover:text-danger hover:underline disabled:opacity-50"
            disabled={busy}
            onClick={() => setConfirming(true)}
            onPointerEnter={ConfirmRemoveDialog.preload}
            onFocus={ConfirmRemoveDialog.preload}
            aria-label={`Remove ${line.name}`}
          >
            Remove
          </button>
        </div>
        <StockNote line={line} />
      </div>
      <ConfirmRemoveDialog
        open={confirming}
        itemName={line.name}
        returnFocusTo={removeButton}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemove(line);
        }}
      />
    </li>
  );
}

/** Why the line cannot be bought as it is, or that it is at the stock (docs/shop/storefront.md §5). */
function StockNote({ line }: { line: CartLine }) {
  const { stock } = line.variantDetails;
  if (line.available === false)
    return <p className="text-xs text-danger">This piece is no longer available. Please remove it.</p>;
  if (typeof stock !== 'number') return null;
  if (stock < 1) return <p className="text-xs text-danger">{OUT_OF_STOCK_MESSAGE}</p>;
  if (!quantityLimits(line).atStock) return null;
  return (
    <p className={`text-xs ${line.quantity > stock ? 'text-danger' : 'text-warning-text'}`}>
      {onlyAvailableInCart(stock)}
    </p>
  );
}

/** The bag's lines with their quantity buttons and Remove, in the drawer or on the cart page. */
export function CartLines({
  cart,
  layout,
  className,
}: {
  cart: UseCart;
  layout: 'drawer' | 'page';
  className: string;
}) {
  return (
    <ul className={className} aria-label="Pieces in your cart">
      {cart.items.map((line) => (
        <CartLineItem
          key={lineKey(line)}
          line={line}
          layout={layout}
          busy={cart.isUpdating || cart.isMerging}
          onQuantity={(l, q) => void cart.updateQuantity(l, q)}
          onRemove={(l) => void cart.removeItem(l)}
        />
      ))}
    </ul>
  );
}
