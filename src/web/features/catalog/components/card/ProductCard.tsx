/**
 * A product card (docs/shop/storefront.md §2 "Product card", docs/shop/design.md): image with the wishlist heart,
 * title, price (a discounted price beside the struck original), the stars and count of approved reviews, up to 4
 * metal swatches and 3 size chips with +N, and add to bag. A swatch toggles on click; hovering one previews that
 * metal's first image. Links to /products/{slug}.
 */
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast';
import { ShoppingBag } from 'lucide-react';
import type { Material } from '#domain/catalog-constants';
import type { ProductDto } from '#domain/schemas/catalog';
import { formatINRWhole, hasDiscount } from '#domain/money';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { Price } from '#web/components/Price';
import { Spinner } from '#web/components/Spinner';
import { useCart } from '#web/features/cart/hooks/use-cart';
import { productLink } from '#web/features/catalog/lib/links';
import {
  OPTION_MESSAGES,
  findVariant,
  isComplete,
  isUnsized,
  materialsOf,
  sizesOf,
  withDefaults,
} from '#web/features/catalog/lib/variant-options';
import { lazyDialog } from '#web/components/lazy-dialog';
import { WishlistButton } from './WishlistButton';
import { MetalDot } from '#web/components/MetalSwatch';

const MAX_SWATCHES = 4;
const MAX_SIZES = 3;
import { RatingSummary } from '#web/features/reviews/components/RatingSummary';

/** The quick-add picker (and Radix Dialog) is its own chunk, fetched when an Add to Bag is neared or pressed. */
const ChoicePicker = lazyDialog(() =>
  import('#web/features/cart/components/ChoicePickerDialog').then((m) => m.ChoicePickerDialog),
);

export function ProductCard({
  product,
  priority = false,
  sizes: imageSizes,
}: {
  product: ProductDto;
  priority?: boolean;
  /** The picture's drawn width in its grid (ProductGrid), for the srcset; ResponsiveImage's guess otherwise. */
  sizes?: string;
}) {
  const [material, setMaterial] = useState<Material | null>(null);
  const [preview, setPreview] = useState<Material | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const materials = useMemo(() => materialsOf(product), [product]);

  const variantOf = (m: Material | null) =>
    m ? product.variants.find((v) => v.material === m) : product.variants[0];
  const priced = variantOf(material) ?? product.variants[0];
  const image = variantOf(preview ?? material)?.images[0] ?? product.mainImage;
  const sizes = isUnsized(product)
    ? []
    : sizesOf(material ? product.variants.filter((v) => v.material === material) : product.variants);
  const soldOut = product.variants.length > 0 && product.variants.every((v) => v.stock < 1);
  const link = productLink(product);

  return (
    <article className="group flex h-full flex-col" aria-labelledby={`card-${product._id}`}>
      <div className="relative overflow-hidden bg-surface">
        <Link {...link} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={image}
            alt=""
            priority={priority}
            sizes={imageSizes}
            className="aspect-[4/5] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.03]"
          />
        </Link>
        <CardBadge soldOut={soldOut} discount={priced?.discount} />
        <WishlistButton product={product} className="absolute right-3 top-3" />
      </div>
      <div className="mt-3 flex flex-1 flex-col">
        <h3
          id={`card-${product._id}`}
          className="font-sans text-[15px] font-normal leading-snug tracking-normal"
        >
          <Link {...link} className="line-clamp-2 hover:underline hover:underline-offset-4">
            {product.title}
          </Link>
        </h3>
        {priced && <Price price={priced.price} discount={priced.discount} className="mt-1" />}
        <RatingSummary rating={product.rating} className="mt-1" />
        {materials.length > 0 && (
          <div className="mt-2.5 flex items-center gap-1.5" role="group" aria-label="Metal">
            {materials.slice(0, MAX_SWATCHES).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={material === m}
                aria-label={m}
                title={m}
                onClick={() => setMaterial(material === m ? null : m)}
                onPointerEnter={() => setPreview(m)}
                onPointerLeave={() => setPreview(null)}
                onFocus={() => setPreview(m)}
                onBlur={() => setPreview(null)}
                className={`grid h-7 w-7 place-items-center rounded-full border transition-colors ${
                  material === m ? 'border-charcoal' : 'border-transparent hover:border-line'
                }`}
              >
                <MetalDot material={m} size={18} />
              </button>
            ))}
            {materials.length > MAX_SWATCHES && (
              <span className="text-xs text-muted">+{materials.length - MAX_SWATCHES}</span>
            )}
          </div>
        )}
        {sizes.length > 0 && (
          <div className="mt-2 flex flex-wrap items-center gap-1.5" role="group" aria-label="Size">
            {sizes.slice(0, MAX_SIZES).map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={size === s}
                aria-label={`Size ${s}`}
                onClick={() => setSize(size === s ? null : s)}
                className={`min-w-8 rounded-[2px] border px-2 py-0.5 text-xs transition-colors ${
                  size === s ? 'border-charcoal bg-charcoal text-ivory' : 'border-line hover:border-charcoal'
                }`}
              >
                {s}
              </button>
            ))}
            {sizes.length > MAX_SIZES && (
              <Link
                {...link}
                className="text-xs text-muted underline-offset-2 hover:underline"
                aria-label={`${sizes.length - MAX_SIZES} more sizes`}
              >
                +{sizes.length - MAX_SIZES}
              </Link>
            )}
          </div>
        )}
        <QuickAdd product={product} material={material} size={size} soldOut={soldOut} />
      </div>
    </article>
  );
}

type Discount = ProductDto['variants'][number]['discount'];

/** 'Sold out', or the discount, over the picture's top left corner. */
function CardBadge({ soldOut, discount }: { soldOut: boolean; discount: Discount | undefined }) {
  const discountLabel = discount && hasDiscount(discount) ? discountText(discount) : null;
  if (!discountLabel && !soldOut) return null;
  return (
    <span
      className={`absolute left-3 top-3 px-2 py-1 text-[11px] font-medium uppercase tracking-[0.12em] ${
        soldOut ? 'bg-charcoal text-ivory' : 'bg-gold-tint text-gold-text'
      }`}
    >
      {soldOut ? 'Sold out' : discountLabel}
    </span>
  );
}

/**
 * Quick add (docs/decisions/110): the choices made on the card (a swatch, a size chip) and the groups with one
 * value name the piece → straight into the bag. Anything still to choose → the small picker, never an error.
 */
function QuickAdd({
  product,
  material,
  size,
  soldOut,
}: {
  product: ProductDto;
  material: Material | null;
  size: string | null;
  soldOut: boolean;
}) {
  const { addToCart, isAdding } = useCart();
  const [picking, setPicking] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const choice = withDefaults(product, { material, purity: null, size });
  const complete = isComplete(product, choice);

  const addToBag = async () => {
    const variant = complete ? findVariant(product, choice) : undefined;
    if (!variant) return setPicking(true);
    if (variant.stock < 1) return void toast.error(OPTION_MESSAGES.outOfStock);
    await addToCart({ product, variant, quantity: 1, selectedSize: choice.size ?? undefined });
  };

  return (
    <>
      <div className="mt-auto pt-3.5">
        <button
          ref={addButton}
          type="button"
          onClick={() => void addToBag()}
          onPointerEnter={ChoicePicker.preload}
          onFocus={ChoicePicker.preload}
          aria-haspopup={complete ? undefined : 'dialog'}
          disabled={isAdding || soldOut}
          className="btn-secondary w-full px-3 py-2.5 text-xs"
        >
          {isAdding ? (
            <Spinner label="Adding" />
          ) : soldOut ? (
            'Sold Out'
          ) : (
            <>
              <ShoppingBag aria-hidden="true" className="h-4 w-4" /> Add to Bag
            </>
          )}
        </button>
      </div>
      <ChoicePicker
        open={picking}
        onOpenChange={setPicking}
        product={product}
        initial={{ material, size }}
        busy={isAdding}
        onAdd={(variant, selectedSize) =>
          addToCart({
            product,
            variant,
            quantity: 1,
            selectedSize,
            returnFocusTo: addButton.current,
          })
        }
      />
    </>
  );
}

function discountText(discount: Discount): string {
  if (discount.type === 'percentage') return `${discount.value}% off`;
  return `${formatINRWhole(discount.value)} off`;
}
