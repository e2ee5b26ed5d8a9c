/**
 * /admin/categories (docs/shop/admin.md §2 "Category list"): each category with its image and name, the ON/OFF
 * featured switch, its subcategories, Edit and Delete (asked first; the server refuses a category that still
 * holds products or subcategories and says why).
 */
import { Link } from 'react-router';
import { ChevronRight, Pencil } from 'lucide-react';
import { CATEGORIES_LOAD_FAILED, useCategories } from '../api/get-categories';
import { useSetCategoryFeatured } from '../api/set-category-featured';
import { useDeleteCategory } from '../api/delete-category';
import { ui } from '../components/ui';
import { AdminListPage } from '../shared/AdminListPage';
import { featuredColumn, imageNameColumn } from '../shared/columns';
import { AddLink } from '../components/HeaderLinks';

export default function CategoriesPage() {
  const query = useCategories();
  const featured = useSetCategoryFeatured();
  const remove = useDeleteCategory();

  return (
    <AdminListPage
      title="Categories"
      description="Featured categories show on the home page."
      actions={<AddLink to="/admin/categories/add">Add Category</AddLink>}
      noun="categories"
      source={{ query, rows: (data) => data.categories, loadFailed: CATEGORIES_LOAD_FAILED }}
      emptyAction={
        <Link to="/admin/categories/add" className={ui.btnPrimary}>
          Add the first category
        </Link>
      }
      columns={[
        imageNameColumn('Category'),
        featuredColumn(featured),
        {
          header: 'Subcategories',
          cell: (c) => (
            <Link
              to={`/admin/categories/${c._id}`}
              state={{ categoryName: c.name }}
              className="inline-flex items-center gap-1 font-medium text-gold-text underline-offset-4 hover:underline"
            >
              View subcategories
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ),
        },
      ]}
      rowActions={(c) => [
        { label: 'Edit', name: `Edit ${c.name}`, icon: Pencil, to: `/admin/edit-category/${c._id}` },
      ]}
      remove={{
        noun: 'category',
        name: (c) => c.name,
        describe: () =>
          'will be removed. A category that still holds products or subcategories cannot be deleted.',
        mutation: remove,
      }}
    />
  );
}
