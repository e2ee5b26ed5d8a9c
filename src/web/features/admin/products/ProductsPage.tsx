/**
 * /admin/products (docs/shop/admin.md §2 "Product list"): every product, active or not, newest first, searchable
 * (title, tags, SKU; typos tolerated) and a page at a time, with View, Edit, Duplicate and Delete (asked first).
 * Sorted by a column header (name, price, stock, added — on the server) and filtered by category, stock level and
 * status, all kept in the URL (docs/decisions/098). Empty: 'No products available at the moment'.
 */
import { Link, useNavigate } from 'react-router';
import { Copy, Eye, Pencil, Plus, Upload } from 'lucide-react';
import { imageAtWidth, imageOrPlaceholder } from '../../../../domain/images';
import { ADMIN_PRODUCT_SORTS, type AdminStockFilter } from '../../../../domain/schemas/admin-paging';
import { PRODUCTS_LOAD_FAILED, useProducts } from '../api/get-products';
import { useDeleteProduct } from '../api/delete-product';
import { useDuplicateProduct } from '../api/duplicate-product';
import { useCategories } from '../api/get-categories';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { Badge } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';
import { AdminListPage } from '../shared/AdminListPage';
import { useAdminList } from '../shared/use-admin-list';
import { priceRange, totalStock } from './product-summary';
import { ExportProductsButton } from '../exports/ExportProductsButton';

export const NO_PRODUCTS = 'No products available at the moment';
const variants = (n: number) => `${n} ${n === 1 ? 'variant' : 'variants'}`;

export default function ProductsPage() {
  const categories = useCategories();
  const list = useAdminList({
    sorts: ADMIN_PRODUCT_SORTS,
    filters: [
      {
        name: 'status',
        label: 'Filter by status',
        allLabel: 'All statuses',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ],
        width: 'sm:w-40',
      },
      {
        name: 'category',
        label: 'Filter by category',
        allLabel: 'All categories',
        options: (categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name })),
        anyValue: true,
      },
      {
        name: 'stock',
        label: 'Filter by stock',
        allLabel: 'Any stock',
        options: [
          { value: 'in', label: 'In stock' },
          { value: 'low', label: 'Low stock' },
          { value: 'out', label: 'Out of stock' },
        ],
        width: 'sm:w-40',
      },
    ],
  });
  const { status, category, stock } = list.values;
  const query = useProducts({
    q: list.q || undefined,
    page: list.page,
    limit: ADMIN_LIST_PAGE_SIZE,
    status: (status || 'all') as 'active' | 'inactive' | 'all',
    sort: list.sort,
    dir: list.sort ? list.dir : undefined,
    stock: (stock || undefined) as AdminStockFilter | undefined,
    category: category || undefined,
  });
  const navigate = useNavigate();
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();

  return (
    <AdminListPage
      title="Products"
      description="Every piece in the catalogue, newest first."
      actions={
        <>
          <ExportProductsButton />
          <Link to="/admin/products/add?mode=bulk" className={ui.btnSecondary}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            Bulk upload
          </Link>
          <Link to="/admin/products/add" className={ui.btnPrimary}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add Product
          </Link>
        </>
      }
      noun="products"
      list={list}
      search="Title, tag or SKU"
      pageSize={ADMIN_LIST_PAGE_SIZE}
      query={query}
      rows={(data) => data.products}
      total={(data) => data.total}
      loadFailed={PRODUCTS_LOAD_FAILED}
      empty={NO_PRODUCTS}
      emptyAction={
        <Link to="/admin/products/add" className={ui.btnPrimary}>
          Add a product
        </Link>
      }
      columns={[
        {
          header: 'Product',
          sort: 'name',
          label: false,
          cell: (p) => (
            <div className="flex min-w-0 items-center gap-3">
              <img
                src={imageAtWidth(imageOrPlaceholder(p.mainImage), 320)}
                alt=""
                width={40}
                height={50}
                loading="lazy"
                className="h-[50px] w-10 shrink-0 rounded-[2px] border border-line bg-ivory object-cover"
              />
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
          ),
        },
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
        {
          header: 'Status',
          cell: (p) => (
            <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>
              {p.status === 'active' ? 'Active' : 'Inactive'}
            </Badge>
          ),
        },
        {
          header: 'Added',
          sort: 'created',
          className: 'whitespace-nowrap',
          cell: (p) => formatDate(p.createdAt),
        },
      ]}
      rowActions={(p) => [
        { label: 'View', name: `View ${p.title}`, icon: Eye, to: `/admin/view-product/${p._id}` },
        {
          label: 'Edit',
          name: `Edit ${p.title}`,
          icon: Pencil,
          to: `/admin/edit-product/${p._id}`,
          state: { product: p },
        },
        // A hidden copy with zero stock; its edit page opens to make it a new piece.
        {
          label: 'Duplicate',
          name: `Duplicate ${p.title}`,
          icon: Copy,
          disabled: duplicate.isPending,
          onClick: () =>
            duplicate.mutate(p._id, {
              onSuccess: (reply) =>
                navigate(`/admin/edit-product/${reply.product._id}`, { state: { product: reply.product } }),
            }),
        },
      ]}
      remove={{
        noun: 'product',
        name: (p) => p.title,
        describe: (p) =>
          `and its ${variants(p.variants.length)} will be removed from the shop. Past orders keep their lines.`,
        mutation: remove,
      }}
    />
  );
}
