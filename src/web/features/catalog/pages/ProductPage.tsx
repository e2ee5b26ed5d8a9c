/**
 * The product page, /products/{slug} (docs/shop/storefront.md §2, §4, §5). Loaded by the slug in the URL, so a
 * pasted link or a reload works; a renamed product's old slug moves to the new address. Breadcrumb, gallery,
 * price, option pickers (only for groups with more than one value; no size for bracelets and necklaces),
 * quantity, add to cart, the price breakup of a rate-linked piece, the three collapsible sections, the reviews
 * (loaded as they near the screen: features/reviews) and 'You May Also Like'.
 *
 * The options, quantity and Add to Cart are one real form (docs/decisions/115): radio groups and a number field
 * that post to PRODUCT_FORM_ACTION, which the server answers without JavaScript (modules/cart/product-form.ts).
 * With the app the form's submit is handled here, reading the choice from the radios themselves: what the
 * shopper tapped before the app was live is what is added. A post the server refused comes back with
 * `?notice=…` and the choice in the address; the page says why, server-rendered.
 */
import { Suspense, lazy, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast';
import { ShieldCheck, Truck, RotateCcw } from 'lucide-react';
import type { Material, Purity } from '#domain/catalog-constants';
import type { ProductDto } from '#domain/schemas/catalog';
import { PRODUCT_FORM_ACTION, PRODUCT_FORM_FIELDS } from '#domain/product-form';
import { SHOP_PROMISES } from '#domain/shop-promises';
import { GST_BASIS_POINTS } from '#domain/pricing';
import { usePageTitle } from '#web/components/usePageTitle';
import { Price } from '#web/components/Price';
import { Spinner } from '#web/components/Spinner';
import { MetalDot } from '#web/components/MetalSwatch';
import { ApiError } from '#web/lib/api-client';
import { useCart } from '#web/features/cart/hooks/use-cart';
import { useProduct, useRelated } from '../api/queries';
import { ProductPageSkeleton } from '../components/skeletons';
import { WishlistButton } from '../components/card/WishlistButton';
import { Breadcrumb } from '../components/product/Breadcrumb';
import { Gallery } from '../components/product/Gallery';
import { OptionPicker } from '../components/product/OptionPicker';
import { QuantityPicker } from '../components/product/QuantityPicker';
import { ProductInfoSections } from '../components/product/ProductInfoSections';
import { PriceBreakup } from '../components/product/PriceBreakup';
import { RingSizeGuide, isRingProduct } from '../components/product/RingSizeGuide';
import { WhenNear } from '#web/components/WhenNear';
import { RelatedProducts } from '../components/product/RelatedProducts';
import { recordViewed } from '../lib/recently-viewed';
import { productPath } from '../lib/links';
import { RatingSummary } from '#web/features/reviews/components/RatingSummary';
import { LazyReviews } from '#web/features/reviews/components/LazyReviews';
import {
  OPTION_MESSAGES,
  choiceFromFields,
  findVariant,
  galleryImages,
  isComplete,
  missingChoice,
  noticeFromSearch,
  optionGroups,
  quantityFromFields,
  withDefaults,
  type Choice,
} from '../lib/variant-options';

/**
 * Below the fold and only after hydration (this browser's list): its own chunk, fetched when the shopper scrolls
 * near the foot of the page, so it is not part of the first load's JavaScript (docs/decisions/111).
 */
const RecentlyViewed = lazy(() =>
  import('../components/product/RecentlyViewed').then((m) => ({ default: m.RecentlyViewed })),
);

export default function ProductPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isPending } = useProduct(slug.toLowerCase());

  // An old address of a renamed piece: move to the current one (the server sends a 301 to crawlers too).
  useEffect(() => {
    if (data?.redirect) navigate(productPath(data.redirect.to), { replace: true });
  }, [data?.redirect, navigate]);

  usePageTitle(data?.product.title ?? (error ? 'Product not found' : undefined));

  // Until the piece arrives (a navigation in the browser), the page's skeleton: its breadcrumb, gallery and
  // details column where the piece's will stand, so nothing on screen moves when it arrives (decision 117).
  if (isPending) return <ProductPageSkeleton />;
  if (error || !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
        <p className="eyebrow">{missing ? '404' : 'Something went wrong'}</p>
        <h1 className="mt-3 text-4xl">
          {missing ? 'We could not find that piece' : 'This piece did not load'}
        </h1>
        <p className="mt-4 max-w-md text-muted" role="alert">
          {missing
            ? 'It may have been renamed or retired from our catalogue.'
            : error instanceof ApiError
              ? error.message
              : 'Server error fetching product details.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/shop" className="btn-primary">
            Shop all jewellery
          </Link>
          <Link to="/" className="btn-secondary">
            Back to Home
          </Link>
        </div>
      </section>
    );
  }
  return <ProductView key={data.product._id} product={data.product} />;
}

const sameChoice = (a: Choice, b: Choice) =>
  a.material === b.material && a.purity === b.purity && a.size === b.size;

/** A form's fields, read by name (FormData holds strings here: the form has no file field). */
const formFields = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    get: (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : null;
    },
  };
};

function ProductView({ product }: { product: ProductDto }) {
  const { addToCart, isAdding, items } = useCart();
  // A post the server refused comes back with the choice and the reason in the address (docs/decisions/115).
  const [search] = useSearchParams();
  const [choice, setChoice] = useState<Choice>(() => choiceFromFields(product, search));
  const [quantity, setQuantity] = useState(() => quantityFromFields(search) ?? 1);
  const [notice, setNotice] = useState(() => noticeFromSearch(search));
  const [galleryMetal, setGalleryMetal] = useState<Material | null>(null);
  const firstChoice = useRef(choice);
  const related = useRelated(product._id);
  const formRef = useRef<HTMLFormElement>(null);

  const groups = optionGroups(product, choice);
  const complete = isComplete(product, choice);
  const variant = complete ? findVariant(product, choice) : undefined;
  const shownVariant =
    variant ??
    (choice.material ? product.variants.find((v) => v.material === choice.material) : product.variants[0]);
  const images = useMemo(() => galleryImages(product, galleryMetal), [product, galleryMetal]);
  const outOfStock = !!variant && variant.stock < 1;

  // Another piece chosen: back to one of it (not on the first render: a quantity typed or brought back stays).
  const shownId = useRef(variant?._id);
  useEffect(() => {
    if (shownId.current === variant?._id) return;
    shownId.current = variant?._id;
    setQuantity(1);
  }, [variant?._id]);

  // The radios are the source of truth when the app takes the page over: a size (or metal, or quantity) the
  // shopper chose on the server-rendered page before it was live is in the DOM, and React keeps it there when it
  // hydrates; the state follows it before anything re-renders the controls.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = formFields(form);
    const fromForm = choiceFromFields(product, fields);
    const typed = quantityFromFields(fields);
    if (!sameChoice(firstChoice.current, fromForm)) {
      setChoice(fromForm);
      if (fromForm.material !== firstChoice.current.material) setGalleryMetal(fromForm.material);
    }
    if (typed !== null) setQuantity(typed);
  }, [product]);
  // Recently viewed (docs/decisions/111): this browser only.
  useEffect(() => void recordViewed(product), [product]);

  const chooseMaterial = (material: Material) => {
    setChoice((c) => withDefaults(product, { ...c, material, purity: c.purity }));
    setGalleryMetal(material);
    setNotice(null);
  };
  const choosePurity = (purity: Purity) => {
    setChoice((c) => withDefaults(product, { ...c, purity }));
    setNotice(null);
  };
  const chooseSize = (size: string) => {
    setChoice((c) => ({ ...c, size }));
    setNotice(null);
  };

  const add = async (chosen: Choice, count: number) => {
    const missing = missingChoice(product, chosen);
    if (missing) return void toast.error(missing);
    const piece = findVariant(product, chosen);
    if (!piece) return void toast.error(OPTION_MESSAGES.variantMissing);
    if (piece.stock < 1) return void toast.error(OPTION_MESSAGES.outOfStock);
    const inCart = items
      .filter(
        (l) => l.variantId === piece._id && (l.variantDetails.selectedSize ?? '') === (chosen.size ?? ''),
      )
      .reduce((n, l) => n + l.quantity, 0);
    if (count + inCart > piece.stock) return void toast.error(OPTION_MESSAGES.onlyInStock(piece.stock));
    await addToCart({ product, variant: piece, quantity: count, selectedSize: chosen.size ?? undefined });
  };

  // The form's own submit, with the app: the choice is what the radios hold (the state follows them).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAdding) return;
    const fields = formFields(event.currentTarget);
    const chosen = choiceFromFields(product, fields);
    const count = quantityFromFields(fields) ?? quantity;
    if (!sameChoice(chosen, choice)) setChoice(chosen);
    void add(chosen, count);
  };

  const buttonLabel = isAdding
    ? 'Adding...'
    : !complete
      ? 'Select Options'
      : outOfStock
        ? 'Out of Stock'
        : 'Add to Cart';

  return (
    <div className="pb-8">
      <div className="container-page pt-6">
        <Breadcrumb product={product} />
      </div>
      <div className="container-page mt-6 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <Gallery
          title={product.title}
          images={images}
          metal={galleryMetal}
          onShowAll={() => setGalleryMetal(null)}
        />
        <div>
          <p className="eyebrow">{product.subcategory?.name ?? product.category.name}</p>
          <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{product.title}</h1>
          {product.rating.count > 0 && (
            <a href="#reviews" className="mt-2 inline-block hover:underline">
              <RatingSummary rating={product.rating} size={15} showAverage />
            </a>
          )}
          {shownVariant && (
            <div className="mt-4" aria-live="polite">
              <Price price={shownVariant.price} discount={shownVariant.discount} size="lg" />
              <p className="mt-1 text-xs text-muted" data-testid="price-note">
                {shownVariant.priceBreakup ? 'Inclusive of' : 'Price includes'} {GST_BASIS_POINTS / 100}% GST
                · BIS hallmarked
              </p>
            </div>
          )}

          <form
            ref={formRef}
            method="post"
            action={PRODUCT_FORM_ACTION}
            onSubmit={submit}
            // Submitted before the app is live: kept and sent once it is (before-hydration.ts).
            data-submit-when-live=""
          >
            <input type="hidden" name={PRODUCT_FORM_FIELDS.productId} value={product._id} />
            <div className="mt-8 space-y-6">
              {groups.showMaterial && (
                <OptionPicker
                  label="Metal"
                  name={PRODUCT_FORM_FIELDS.material}
                  values={groups.materials}
                  chosen={choice.material}
                  onChoose={chooseMaterial}
                  render={(m) => (
                    <>
                      <MetalDot material={m} /> {m}
                    </>
                  )}
                />
              )}
              {groups.showPurity && (
                <OptionPicker
                  label="Purity"
                  name={PRODUCT_FORM_FIELDS.purity}
                  values={groups.purities}
                  chosen={choice.purity}
                  onChoose={choosePurity}
                />
              )}
              {groups.showSize && (
                <OptionPicker
                  label="Size"
                  name={PRODUCT_FORM_FIELDS.size}
                  values={groups.sizes}
                  chosen={choice.size}
                  onChoose={chooseSize}
                  action={
                    isRingProduct(product) ? (
                      <RingSizeGuide sizes={groups.sizes} chosen={choice.size} />
                    ) : undefined
                  }
                />
              )}
            </div>

            <div className="mt-8 flex flex-wrap items-center gap-3">
              <QuantityPicker
                name={PRODUCT_FORM_FIELDS.quantity}
                value={quantity}
                max={variant ? variant.stock : null}
                onChange={setQuantity}
                onLimit={(n) => toast.error(OPTION_MESSAGES.onlyAvailable(n))}
              />
              <button
                type="submit"
                disabled={isAdding || outOfStock}
                className="btn-primary min-w-[12rem] flex-1"
              >
                {isAdding && <Spinner />}
                {buttonLabel}
              </button>
              <WishlistButton product={product} className="h-11 w-11 border border-line shadow-none" />
            </div>
          </form>
          {notice && (
            <p role="alert" className="mt-3 text-sm text-danger" data-testid="product-notice">
              {notice}
            </p>
          )}
          {variant && (
            <p
              className={`mt-3 text-sm ${variant.stock < 1 ? 'text-danger' : variant.stock <= 3 ? 'text-warning-text' : 'text-success'}`}
            >
              {variant.stock < 1
                ? 'Out of stock in this option'
                : variant.stock <= 3
                  ? `Only ${variant.stock} left`
                  : 'In stock — made to order for you'}
            </p>
          )}

          <ul className="mt-8 grid gap-3 text-sm text-charcoal/85 sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="h-4 w-4 text-gold-text" /> {SHOP_PROMISES.shipping.badge}
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className="h-4 w-4 text-gold-text" />{' '}
              {SHOP_PROMISES.returns.short}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="h-4 w-4 text-gold-text" /> Certified &amp; hallmarked
            </li>
          </ul>

          {shownVariant && <PriceBreakup variant={shownVariant} />}

          <ProductInfoSections product={product} variant={shownVariant} />
        </div>
      </div>

      <LazyReviews product={product} />

      {related.data && related.data.length > 0 && <RelatedProducts products={related.data} />}

      <WhenNear>
        <Suspense fallback={null}>
          <RecentlyViewed product={product} />
        </Suspense>
      </WhenNear>
    </div>
  );
}
