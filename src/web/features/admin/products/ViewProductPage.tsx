/**
 * /admin/view-product/{id} (docs/shop/admin.md §2 "View product"): the gallery (main image and every variant's
 * images), title, status, slug, description, tags, category, subcategory, date added, featured and customizable
 * flags, and per variant its SKU, stock, price with discount, weight, purity, metal, sizes and images. 'Product
 * not found.' or 'Failed to load product data. Please try again.'.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink, Pencil } from 'lucide-react';
import { imageAtWidth } from '../../../../domain/images';
import { formatINR } from '../../../../domain/money';
import { ADMIN_MESSAGES } from '../../../../domain/schemas/admin-messages';
import { Price } from '../../../components/Price';
import { ApiError } from '../../../lib/api-client';
import { PRODUCT_VIEW_FAILED, useProductView } from '../api/get-product-view';
import { PageHeader } from '../components/PageHeader';
import { LoadError, Loading } from '../components/LoadState';
import { Badge } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';
import { ProductGallery } from './ProductGallery';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-line py-2 sm:flex-row sm:gap-3">
      <dt className="w-36 shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

export default function ViewProductPage() {
  const { productId } = useParams();
  const query = useProductView(productId);
  const product = query.data?.product;
  const notFound =
    !productId || (query.isError && query.error instanceof ApiError && query.error.status === 404);

  const images = product
    ? [...new Set([product.mainImage, ...product.variants.flatMap((v) => v.images)].filter(Boolean))]
    : [];

  return (
    <div>
      <PageHeader
        title={product?.title ?? 'View Product'}
        back={
          <Link to="/admin/products" className={`${ui.link} inline-flex items-center gap-1 text-muted`}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Products
          </Link>
        }
        actions={
          product && (
            <>
              {product.status === 'active' && (
                <a
                  href={`/products/${product.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className={ui.btnSecondary}
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  View in shop
                </a>
              )}
              <Link to={`/admin/edit-product/${product._id}`} className={ui.btnPrimary}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit
              </Link>
            </>
          )
        }
      />
      {notFound ? (
        <LoadError message={ADMIN_MESSAGES.productNotFound} />
      ) : query.isPending ? (
        <Loading label="Loading product…" />
      ) : query.isError ? (
        <LoadError message={PRODUCT_VIEW_FAILED} onRetry={() => void query.refetch()} />
      ) : (
        product && (
          <div className="flex flex-col gap-6">
            <div className="grid gap-6 lg:grid-cols-[420px_minmax(0,1fr)]">
              <ProductGallery images={images} title={product.title} />
              <div className={`${ui.card} p-4`}>
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <Badge tone={product.status === 'active' ? 'success' : 'neutral'}>
                    {product.status === 'active' ? 'Active' : 'Inactive'}
                  </Badge>
                  {product.isFeatured && <Badge tone="gold">Featured</Badge>}
                  {product.isCustomizable && <Badge tone="info">Customizable</Badge>}
                </div>
                <dl>
                  <Fact label="Slug">/{product.slug}</Fact>
                  <Fact label="Description">
                    {product.description ? (
                      <p className="whitespace-pre-line">{product.description}</p>
                    ) : (
                      <span className="text-muted">None</span>
                    )}
                  </Fact>
                  <Fact label="Tags">
                    {product.tags.length ? (
                      <ul className="flex flex-wrap gap-1">
                        {product.tags.map((t) => (
                          <li key={t}>
                            <Badge>{t}</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted">None</span>
                    )}
                  </Fact>
                  <Fact label="Category">{product.category.name}</Fact>
                  <Fact label="Subcategory">
                    {product.subcategory?.name ?? <span className="text-muted">None</span>}
                  </Fact>
                  <Fact label="Date added">{formatDate(product.createdAt)}</Fact>
                  <Fact label="Featured">{yesNo(product.isFeatured)}</Fact>
                  <Fact label="Customizable">{yesNo(product.isCustomizable)}</Fact>
                </dl>
              </div>
            </div>

            <section aria-labelledby="variants-heading">
              <h2 id="variants-heading" className="mb-3 text-2xl">
                Variants ({product.variants.length})
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {product.variants.map((v) => (
                  <li key={v._id} className={`${ui.card} p-4`}>
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="font-medium">
                          {v.material} · {v.purity}
                        </p>
                        <p className="text-xs text-muted">SKU {v.sku}</p>
                      </div>
                      <Price price={v.price} discount={v.discount} />
                    </div>
                    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                      <div>
                        <dt className="text-xs text-muted">Stock</dt>
                        <dd className={v.stock === 0 ? 'text-danger' : ''}>
                          {v.stock === 0 ? 'Out of stock' : v.stock}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted">Weight</dt>
                        <dd>{v.weight} g</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted">Discount</dt>
                        <dd>
                          {v.discount.type && v.discount.value > 0
                            ? v.discount.type === 'percentage'
                              ? `${v.discount.value}%`
                              : `${formatINR(v.discount.value)} off`
                            : 'None'}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted">Purity</dt>
                        <dd>{v.purity}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted">Metal</dt>
                        <dd>{v.material}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted">Sizes</dt>
                        <dd>{v.size.length ? v.size.join(', ') : '—'}</dd>
                      </div>
                    </dl>
                    {v.images.length > 0 && (
                      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Images of ${v.sku}`}>
                        {v.images.map((url, i) => (
                          <li key={url}>
                            <img
                              src={imageAtWidth(url, 320)}
                              alt={`${v.sku}, image ${i + 1}`}
                              width={56}
                              height={70}
                              loading="lazy"
                              className="h-[70px] w-14 rounded-[2px] border border-line bg-ivory object-cover"
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )
      )}
    </div>
  );
}
