/**
 * /admin/view-product/{id} (docs/shop/admin.md §2 "View product"): the gallery (main image and every variant's
 * images), title, status, slug, description, tags, category, subcategory, date added, featured and customizable
 * flags, and per variant its SKU, stock, price with discount, weight, purity, metal, sizes and images. 'Product
 * not found.' or 'Failed to load product data. Please try again.'.
 */
import { Link, useParams } from 'react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import type { ProductReply } from '#domain/schemas/catalog';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { ApiError } from '#web/lib/api-client';
import { PRODUCT_VIEW_FAILED, useProductView } from '../api/get-product-view';
import { PageHeader } from '../components/PageHeader';
import { LoadError, Loading } from '../components/LoadState';
import { ui } from '../components/ui';
import { ProductGallery } from './ProductGallery';
import { ProductFacts, VariantCard } from './ProductViewParts';
import { BackLink } from '../components/HeaderLinks';

type ViewedProduct = ProductReply['product'];

/** View in shop (an active product only) and Edit. */
function HeaderActions({ product }: { product: ViewedProduct }) {
  return (
    <>
      {product.status === 'active' && (
        <a href={`/products/${product.slug}`} target="_blank" rel="noreferrer" className={ui.btnSecondary}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          View in shop
        </a>
      )}
      <Link to={`/admin/edit-product/${product._id}`} className={ui.btnPrimary}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
      </Link>
    </>
  );
}

function ProductView({ product }: { product: ViewedProduct }) {
  const images = [
    ...new Set([product.mainImage, ...product.variants.flatMap((v) => v.images)].filter(Boolean)),
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[420px_minmax(0,1fr)]">
        <ProductGallery images={images} title={product.title} />
        <ProductFacts product={product} />
      </div>
      <section aria-labelledby="variants-heading">
        <h2 id="variants-heading" className="mb-3 text-2xl">
          Variants ({product.variants.length})
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {product.variants.map((v) => (
            <VariantCard key={v._id} variant={v} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function ViewProductPage() {
  const { productId } = useParams();
  const query = useProductView(productId);
  const product = query.data?.product;
  const notFound =
    !productId || (query.isError && query.error instanceof ApiError && query.error.status === 404);

  return (
    <div>
      <PageHeader
        title={product?.title ?? 'View Product'}
        back={<BackLink to="/admin/products">Products</BackLink>}
        actions={product && <HeaderActions product={product} />}
      />
      {notFound ? (
        <LoadError message={ADMIN_MESSAGES.productNotFound} />
      ) : query.isPending ? (
        <Loading label="Loading product…" />
      ) : query.isError ? (
        <LoadError message={PRODUCT_VIEW_FAILED} onRetry={() => void query.refetch()} />
      ) : (
        product && <ProductView product={product} />
      )}
    </div>
  );
}
