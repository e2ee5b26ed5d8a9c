/**
 * The parts of /admin/view-product/{id} (ViewProductPage.tsx, docs/shop/admin.md §2 "View product"): the
 * product's facts beside the gallery, and one card per variant.
 */
import type { ReactNode } from 'react';
import { Thumb } from '../components/Thumb';
import { formatINR } from '#domain/money';
import type { ProductReply } from '#domain/schemas/catalog';
import { Price } from '#web/components/Price';
import { Badge } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';

type ViewedProduct = ProductReply['product'];
type Variant = ViewedProduct['variants'][number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-line py-2 sm:flex-row sm:gap-3">
      <dt className="w-36 shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** Status and flags as badges, then slug, description, tags, category, subcategory, date added and flags. */
export function ProductFacts({ product }: { product: ViewedProduct }) {
  return (
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
  );
}

function Stat({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

function discountText(discount: Variant['discount']): string {
  if (!discount.type || discount.value <= 0) return 'None';
  return discount.type === 'percentage' ? `${discount.value}%` : `${formatINR(discount.value)} off`;
}

/** A variant: metal, purity and SKU with its price, its figures, and its images. */
export function VariantCard({ variant: v }: { variant: Variant }) {
  return (
    <li className={`${ui.card} p-4`}>
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
        <Stat label="Stock" className={v.stock === 0 ? 'text-danger' : ''}>
          {v.stock === 0 ? 'Out of stock' : v.stock}
        </Stat>
        <Stat label="Weight">{v.weight} g</Stat>
        <Stat label="Discount">{discountText(v.discount)}</Stat>
        <Stat label="Purity">{v.purity}</Stat>
        <Stat label="Metal">{v.material}</Stat>
        <Stat label="Sizes">{v.size.length ? v.size.join(', ') : '—'}</Stat>
      </dl>
      {v.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Images of ${v.sku}`}>
          {v.images.map((url, i) => (
            <li key={url}>
              <Thumb url={url} size="large" alt={`${v.sku}, image ${i + 1}`} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
