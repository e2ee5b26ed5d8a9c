/**
 * /admin/products (docs/shop/admin.md §2 "Product list"): every product, active or not, newest first, searchable
 * (title, tags, SKU; typos tolerated) and a page at a time, with View, Edit, Duplicate and Delete (asked first).
 * Sorted by a column header (name, price, stock, added — on the server) and filtered by category, stock level and
 * status, all kept in the URL (docs/decisions/098). Empty: 'No products available at the moment'.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Copy, Eye, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import type { ProductDto } from '../../../../domain/schemas/catalog';
import { imageAtWidth, imageOrPlaceholder } from '../../../../domain/images';
import { errorMessage } from '../../../lib/api-client';
import { PRODUCTS_LOAD_FAILED, useProducts } from '../api/get-products';
import { useDeleteProduct } from '../api/delete-product';
import { useDuplicateProduct } from '../api/duplicate-product';
import { useCategories } from '../api/get-categories';
import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_STOCK_FILTERS,
  type AdminProductSort,
  type AdminStockFilter,
} from '../../../../domain/schemas/admin-paging';
import { SortableTh } from '../components/SortableTh';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { Badge } from '../components/Badge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';
import { useClampPage, useListParams } from '../lib/use-list-params';
import { priceRange, totalStock } from './product-summary';
import { ListFilter } from '../components/ListFilter';
import { ExportProductsButton } from '../exports/ExportProductsButton';

export const NO_PRODUCTS = 'No products available at the moment';
const FILTERS = ['status', 'category', 'stock', 'sort', 'dir'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

export default function ProductsPage() {
  const { params, update } = useListParams(FILTERS);
  const status =
    params.filters.status === 'active' || params.filters.status === 'inactive'
      ? params.filters.status
      : 'all';
  const sort = oneOf<AdminProductSort>(ADMIN_PRODUCT_SORTS, params.filters.sort ?? '');
  const dir = params.filters.dir === 'desc' ? 'desc' : 'asc';
  const stockLevel = oneOf<AdminStockFilter>(ADMIN_STOCK_FILTERS, params.filters.stock ?? '');
  const category = params.filters.category || undefined;
  const query = useProducts({
    q: params.q || undefined,
    page: params.page,
    limit: ADMIN_LIST_PAGE_SIZE,
    status,
    sort,
    dir: sort ? dir : undefined,
    stock: stockLevel,
    category,
  });
  const categories = useCategories();
  const navigate = useNavigate();
  const duplicate = useDuplicateProduct();
  const onSort = (key: AdminProductSort, next: 'asc' | 'desc') => update({ sort: key, dir: next });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );
  const remove = useDeleteProduct();
  const [target, setTarget] = useState<ProductDto | null>(null);
  const filtered = !!params.q || status !== 'all' || !!stockLevel || !!category;

  return (
    <div>
      <PageHeader
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
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox
          value={params.q}
          onSearch={(q) => update({ q })}
          label="Search products"
          placeholder="Title, tag or SKU"
        />
        <ListFilter
          label="Filter by status"
          value={status === 'all' ? '' : status}
          onChange={(v) => update({ status: v })}
          allLabel="All statuses"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          width="sm:w-40"
        />
        <ListFilter
          label="Filter by category"
          value={category ?? ''}
          onChange={(v) => update({ category: v })}
          allLabel="All categories"
          options={(categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name }))}
          width="sm:w-44"
        />
        <ListFilter
          label="Filter by stock"
          value={stockLevel ?? ''}
          onChange={(v) => update({ stock: v })}
          allLabel="Any stock"
          options={[
            { value: 'in', label: 'In stock' },
            { value: 'low', label: 'Low stock' },
            { value: 'out', label: 'Out of stock' },
          ]}
          width="sm:w-40"
        />
      </div>

      {query.isPending ? (
        <Loading label="Loading products…" />
      ) : query.isError ? (
        <LoadError
          message={PRODUCTS_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.products.length === 0 ? (
        <EmptyState message={filtered ? 'No products match this search.' : NO_PRODUCTS}>
          {!filtered && (
            <Link to="/admin/products/add" className={ui.btnPrimary}>
              Add a product
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          <Table caption="Products" busy={query.isPlaceholderData}>
            <THead>
              <SortableTh sortKey="name" current={sort ?? ''} dir={dir} onSort={onSort}>
                Product
              </SortableTh>
              <Th>Category</Th>
              <SortableTh sortKey="price" current={sort ?? ''} dir={dir} onSort={onSort} align="right">
                Price
              </SortableTh>
              <SortableTh sortKey="stock" current={sort ?? ''} dir={dir} onSort={onSort} align="right">
                Stock
              </SortableTh>
              <Th>Status</Th>
              <SortableTh sortKey="created" current={sort ?? ''} dir={dir} onSort={onSort}>
                Added
              </SortableTh>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </THead>
            <TBody>
              {query.data.products.map((p) => {
                const stock = totalStock(p);
                return (
                  <Tr key={p._id}>
                    <Td>
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
                            {p.variants.length} {p.variants.length === 1 ? 'variant' : 'variants'}
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
                    </Td>
                    <Td label="Category">
                      <div>
                        <p>{p.category.name}</p>
                        {p.subcategory && <p className="text-xs text-muted">{p.subcategory.name}</p>}
                      </div>
                    </Td>
                    <Td label="Price" className="md:text-right">
                      {priceRange(p)}
                    </Td>
                    <Td label="Stock" className={`md:text-right ${stock === 0 ? 'text-danger' : ''}`}>
                      {stock === 0 ? 'Out of stock' : stock}
                    </Td>
                    <Td label="Status">
                      <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>
                        {p.status === 'active' ? 'Active' : 'Inactive'}
                      </Badge>
                    </Td>
                    <Td label="Added" className="whitespace-nowrap">
                      {formatDate(p.createdAt)}
                    </Td>
                    <Td>
                      <div className="flex justify-end gap-1 max-md:w-full max-md:border-t max-md:border-line max-md:pt-2">
                        <Link
                          to={`/admin/view-product/${p._id}`}
                          className={ui.iconBtn}
                          aria-label={`View ${p.title}`}
                          title="View"
                        >
                          <Eye aria-hidden="true" className="h-4 w-4" />
                        </Link>
                        <Link
                          to={`/admin/edit-product/${p._id}`}
                          state={{ product: p }}
                          className={ui.iconBtn}
                          aria-label={`Edit ${p.title}`}
                          title="Edit"
                        >
                          <Pencil aria-hidden="true" className="h-4 w-4" />
                        </Link>
                        {/* A hidden copy with zero stock; its edit page opens to make it a new piece. */}
                        <button
                          type="button"
                          className={ui.iconBtn}
                          aria-label={`Duplicate ${p.title}`}
                          title="Duplicate"
                          disabled={duplicate.isPending}
                          onClick={() =>
                            duplicate.mutate(p._id, {
                              onSuccess: (reply) =>
                                navigate(`/admin/edit-product/${reply.product._id}`, {
                                  state: { product: reply.product },
                                }),
                            })
                          }
                        >
                          <Copy aria-hidden="true" className="h-4 w-4" />
                        </button>
                        <button
                          type="button"
                          className={ui.iconBtnDanger}
                          aria-label={`Delete ${p.title}`}
                          title="Delete"
                          onClick={() => setTarget(p)}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                        </button>
                      </div>
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
          <Pagination
            page={params.page}
            limit={ADMIN_LIST_PAGE_SIZE}
            total={query.data.total}
            onPage={(page) => update({ page })}
            noun="products"
          />
        </>
      )}

      <ConfirmDialog
        open={!!target}
        onOpenChange={(o) => !o && setTarget(null)}
        title="Are you sure you want to delete this product?"
        description={
          target && (
            <p>
              <strong className="text-charcoal">{target.title}</strong> and its {target.variants.length}{' '}
              {target.variants.length === 1 ? 'variant' : 'variants'} will be removed from the shop. Past
              orders keep their lines.
            </p>
          )
        }
        busy={remove.isPending}
        onConfirm={() => target && remove.mutate(target._id, { onSettled: () => setTarget(null) })}
      />
    </div>
  );
}
