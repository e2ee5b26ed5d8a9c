/**
 * /admin/products (docs/shop/admin.md §2 "Product list"): every product, active or not, newest first, searchable
 * (title, tags, SKU; typos tolerated) and a page at a time, with View, Edit, Duplicate and Delete (asked first).
 * Sorted by a column header (name, price, stock, added — on the server) and filtered by category, stock level and
 * status, all kept in the URL (docs/decisions/098). Empty: 'No products available at the moment'.
 */
import { Link, useNavigate } from 'react-router';
import { Copy, Eye, Pencil, Upload } from 'lucide-react';
import { ADMIN_PRODUCT_SORTS, type AdminStockFilter } from '#domain/schemas/admin-paging';
import { useProducts } from '../api/get-products';
import { useDeleteProduct } from '../api/delete-product';
import { useDuplicateProduct } from '../api/duplicate-product';
import { useCategories } from '../api/get-categories';
import { ui } from '../components/ui';
import { AdminListPage, type RowAction } from '../shared/AdminListPage';
import { choiceFilter } from '../shared/columns';
import { useAdminList } from '../shared/use-admin-list';
import { ExportProductsButton } from '../exports/ExportProductsButton';
import { PRODUCT_COLUMNS, variants, type AdminProductDto } from './product-columns';
import { AddLink } from '../components/HeaderLinks';

export const NO_PRODUCTS = 'No products available at the moment';

/** The list's URL state: status, category (its choices load later) and stock, and the sortable headers. */
function useProductList() {
  const categories = useCategories();
  return useAdminList({
    search: 'Title, tag or SKU',
    sorts: ADMIN_PRODUCT_SORTS,
    filters: [
      choiceFilter('status', 'Filter by status', 'All statuses', { active: 'Active', inactive: 'Inactive' }),
      {
        name: 'category',
        label: 'Filter by category',
        allLabel: 'All categories',
        options: (categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name })),
        anyValue: true,
      },
      choiceFilter('stock', 'Filter by stock', 'Any stock', {
        in: 'In stock',
        low: 'Low stock',
        out: 'Out of stock',
      }),
    ],
  });
}

/** View and Edit, and Duplicate: a hidden copy with zero stock whose edit page opens to make it a new piece. */
function useProductActions() {
  const navigate = useNavigate();
  const duplicate = useDuplicateProduct();
  return (p: AdminProductDto): RowAction[] => [
    { label: 'View', name: `View ${p.title}`, icon: Eye, to: `/admin/view-product/${p._id}` },
    {
      label: 'Edit',
      name: `Edit ${p.title}`,
      icon: Pencil,
      to: `/admin/edit-product/${p._id}`,
      state: { product: p },
    },
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
  ];
}

export default function ProductsPage() {
  const list = useProductList();
  const { status, category, stock } = list.values;
  const products = useProducts({
    ...list.paging,
    status: (status || 'all') as 'active' | 'inactive' | 'all',
    sort: list.sort,
    dir: list.sort ? list.dir : undefined,
    stock: (stock || undefined) as AdminStockFilter | undefined,
    category: category || undefined,
  });
  const rowActions = useProductActions();
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
          <AddLink to="/admin/products/add">Add Product</AddLink>
        </>
      }
      noun="products"
      list={list}
      source={products}
      empty={NO_PRODUCTS}
      emptyAction={
        <Link to="/admin/products/add" className={ui.btnPrimary}>
          Add a product
        </Link>
      }
      columns={PRODUCT_COLUMNS}
      rowActions={rowActions}
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
