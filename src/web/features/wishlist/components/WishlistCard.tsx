/**
 * A saved piece on /wishlist: image and title linking to its page, the first variant's metal and price, a remove
 * button, and Add to Bag (the first variant, quantity 1; a size picker when that variant has several sizes).
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Loader2, X } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { Price } from '#web/components/Price';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { useCart } from '#web/features/cart/hooks/use-cart';
import type { WishlistProduct } from '../guest-wishlist';
import { addToBagPlan } from '../add-to-bag-plan';
import { lazyDialog } from '#web/components/lazy-dialog';

/** The one quick-add picker (shared with the product cards), its own chunk. */
const ChoicePicker = lazyDialog(() =>
  import('#web/features/cart/components/ChoicePickerDialog').then((m) => m.ChoicePickerDialog),
);

export function WishlistCard({
  product,
  onRemove,
}: {
  product: WishlistProduct;
  onRemove: (productId: string) => Promise<boolean>;
}) {
  const { addToCart, isAdding } = useCart();
  const [picking, setPicking] = useState<Extract<
    ReturnType<typeof addToBagPlan>,
    { kind: 'choose-size' }
  > | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [removing, setRemoving] = useState(false);
  const first = product.variants?.[0];
  const href = `/products/${product.slug}`;

  const addToBag = async () => {
    const plan = addToBagPlan(product);
    if (plan.kind === 'refuse') return void toast.error(plan.message);
    if (plan.kind === 'choose-size') return setPicking(plan);
    await addToCart({ product, variant: plan.variant, quantity: 1, selectedSize: plan.selectedSize });
  };

  return (
    <li className="group flex flex-col" data-testid="wishlist-item">
      <div className="relative overflow-hidden bg-surface">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={first?.images?.[0] ?? product.mainImage}
            alt=""
            className="aspect-[4/5] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </Link>
        <button
          type="button"
          aria-label={`Remove ${product.title} from wishlist`}
          disabled={removing}
          onClick={async () => {
            setRemoving(true);
            const removed = await onRemove(product._id);
            if (!removed) setRemoving(false);
          }}
          className="absolute right-3 top-3 grid h-9 w-9 place-items-center rounded-full bg-surface/90 text-charcoal shadow-sm transition-colors hover:bg-surface hover:text-danger disabled:opacity-60"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="mt-3 flex flex-1 flex-col">
        <h2 className="line-clamp-2 font-sans text-[15px] font-normal leading-snug tracking-normal">
          <Link to={href} className="link">
            {product.title}
          </Link>
        </h2>
        {first && (
          <>
            <p className="mt-1 text-xs text-muted">
              {first.material} · {first.purity}
            </p>
            <Price price={first.price} discount={first.discount} size="sm" className="mt-1" />
          </>
        )}
        <div className="mt-auto pt-3">
          <button
            ref={addButton}
            type="button"
            onClick={() => void addToBag()}
            onPointerEnter={ChoicePicker.preload}
            onFocus={ChoicePicker.preload}
            disabled={isAdding}
            className="btn-secondary w-full px-3 py-2.5 text-xs"
          >
            {isAdding ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {isAdding ? 'Adding...' : 'Add to Bag'}
          </button>
        </div>
      </div>
      <ChoicePicker
        open={!!picking}
        onOpenChange={(open) => !open && setPicking(null)}
        // The wishlist adds its first variant only (docs/shop/storefront.md §5): the picker offers that one's
        // sizes.
        product={{ ...product, variants: picking ? [picking.variant] : [] }}
        busy={isAdding}
        onAdd={(variant, selectedSize) =>
          addToCart({ product, variant, quantity: 1, selectedSize, returnFocusTo: addButton.current })
        }
      />
    </li>
  );
}
