/**
 * The product page, /products/{slug} (docs/shop/storefront.md §2, §4, §5). Loaded by the slug in the URL, so a
 * pasted link or a reload works; a renamed product's old slug moves to the new address. Breadcrumb, gallery,
 * price, option pickers (only for groups with more than one value; no size for bracelets and necklaces),
 * quantity, add to cart, the price breakup of a rate-linked piece, the three collapsible sections, the reviews
 * (loaded as they near the screen: features/reviews) and 'You May Also Like'.
 *
 * The options, quantity and Add to Cart are one real form (docs/decisions/115, ProductOptionsForm.tsx). With the
 * app its submit reads the choice from the radios themselves (use-product-submit.ts): what the shopper tapped
 * before the app was live is what is added. A post the server refused comes back with `?notice=…` and the
 * choice in the address; the page says why, server-rendered.
 */
import { Suspense, lazy, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ProductDto } from '#domain/schemas/catalog';
import { usePageTitle } from '#web/components/usePageTitle';
import { WhenNear } from '#web/components/WhenNear';
import { LazyReviews } from '#web/features/reviews/components/LazyReviews';
import { useProduct, useRelated } from '../api/queries';
import { ProductPageSkeleton } from '../components/skeletons';
import { Breadcrumb } from '../components/product/Breadcrumb';
import { Gallery } from '../components/product/Gallery';
import { ProductHeading } from '../components/product/ProductHeading';
import { ProductOptionsForm } from '../components/product/ProductOptionsForm';
import { StockNote } from '../components/product/StockNote';
import { ProductPromises } from '../components/product/ProductPromises';
import { ProductInfoSections } from '../components/product/ProductInfoSections';
import { PriceBreakup } from '../components/product/PriceBreakup';
import { ProductLoadError } from '../components/product/ProductLoadError';
import { RelatedProducts } from '../components/product/RelatedProducts';
import { useProductChoice } from '../components/product/use-product-choice';
import { recordViewed } from '../lib/recently-viewed';
import { productPath } from '../lib/links';

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
  if (error || !data) return <ProductLoadError error={error} />;
  return <ProductView key={data.product._id} product={data.product} />;
}

function ProductView({ product }: { product: ProductDto }) {
  const picked = useProductChoice(product);
  const related = useRelated(product._id);
  const { variant, shownVariant, notice } = picked;

  // Recently viewed (docs/decisions/111): this browser only.
  useEffect(() => void recordViewed(product), [product]);

  return (
    <div className="pb-8">
      <div className="container-page pt-6">
        <Breadcrumb product={product} />
      </div>
      <div className="container-page mt-6 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <Gallery
          title={product.title}
          images={picked.images}
          metal={picked.galleryMetal}
          onShowAll={picked.showAllImages}
        />
        <div>
          <ProductHeading product={product} shown={shownVariant} />
          <ProductOptionsForm product={product} picked={picked} />
          {notice && (
            <p role="alert" className="mt-3 text-sm text-danger" data-testid="product-notice">
              {notice}
            </p>
          )}
          {variant && <StockNote variant={variant} />}
          <ProductPromises />
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
