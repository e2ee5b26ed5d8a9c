/**
 * The products list's table (docs/shop/admin.md §2 "Product list"): the piece with its picture, variants and first
 * SKU, its category, price, stock, status and when it was added; name, price, stock and added sort on the server
 * (docs/decisions/098). Status and Added are the columns the users list shares (shared/columns.tsx).
 */
import { Link } from 'react-router';
import type { AdminProductsReply } from '#domain/schemas/catalog';
import { Thumb } from '../components/Thumb';
import { badgeColumn, dateColumn } from '../shared/columns';
import type { ListColumn } from '../shared/ListTable';
import { priceRange, totalStock } from './product-summary';

export type AdminProductDto = AdminProductsReply['products'][number];

export const variants = (n: number) => `${n} ${n === 1 ? 'variant' : 'variants'}`;

/** The title cell: a thumbnail, the title (a link to the product's view) and its variants. */
function ProductCell({ product: p }: { product: AdminProductDto }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumb url={p.mainImage} size="small" />
      <div className="min-w-0">
        <Link
          to={`/admin/view-product/${p._id}`}
          className="line-clamp-2 font-medium underline-offset-4 hover:underline"
        >
          {p.title}
        </Link>
        <p className="text-xs text-muted">
          {variants(p.variants.length)}
          {p.variants[0] && (
            <>
              {' · '}
              <span className="break-all">{p.variants[0].sku}</span>
              {p.variants.length > 1 && ` +${p.variants.length - 1}`}
            </>
          )}
        </p>
      </div>
    </div>
  );
}

export const PRODUCT_COLUMNS: readonly ListColumn<AdminProductDto>[] = [
  { header: 'Product', sort: 'name', label: false, cell: (p) => <ProductCell product={p} /> },
  {
    header: 'Category',
    cell: (p) => (
      <div>
        <p>{p.category.name}</p>
        {p.subcategory && <p className="text-xs text-muted">{p.subcategory.name}</p>}
      </div>
    ),
  },
  { header: 'Price', sort: 'price', align: 'right', cell: priceRange },
  {
    header: 'Stock',
    sort: 'stock',
    align: 'right',
    className: (p) => (totalStock(p) === 0 ? 'text-danger' : ''),
    cell: (p) => totalStock(p) || 'Out of stock',
  },
  badgeColumn('Status', (p) =>
    p.status === 'active' ? { label: 'Active', tone: 'success' } : { label: 'Inactive', tone: 'neutral' },
  ),
  dateColumn('Added', (p) => p.createdAt, 'created'),
];
