/**
 * /admin/categories/{categoryId} (docs/shop/admin.md §2 "Subcategories of a category"): the category's title, its
 * subcategories with the featured switch, Edit and Delete (asked first), or 'No subcategories found.'. Loads by
 * the id in the URL; the category name carried by the link only fills the heading sooner.
 */
import { Link, useLocation, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { ApiError } from '#web/lib/api-client';
import { SUBCATEGORIES_LOAD_FAILED, useSubcategories } from '../api/get-subcategories';
import { useSetSubcategoryFeatured } from '../api/set-subcategory-featured';
import { useDeleteSubcategory } from '../api/delete-subcategory';
import { ui } from '../components/ui';
import { AdminListPage } from '../shared/AdminListPage';
import { featuredColumn, imageNameColumn } from '../shared/columns';
import { BackLink, AddLink } from '../components/HeaderLinks';

export const NO_SUBCATEGORIES = 'No subcategories found.';

export default function SubcategoriesPage() {
  const { categoryId = '' } = useParams();
  const state = useLocation().state as { categoryName?: string } | null;
  const query = useSubcategories(categoryId);
  const featured = useSetSubcategoryFeatured(categoryId);
  const remove = useDeleteSubcategory();
  const title = query.data?.categoryTitle ?? state?.categoryName;

  return (
    <AdminListPage
      title={title ? `${title}: Subcategories` : 'Subcategories'}
      back={<BackLink to="/admin/categories">Categories</BackLink>}
      actions={
        <AddLink
          to={`/admin/add-subcategory/${categoryId}`}
          state={title ? { categoryName: title } : undefined}
        >
          Add Subcategory
        </AddLink>
      }
      noun="subcategories"
      source={{
        query,
        rows: (data) => data.subcategories,
        // A category that is gone says so (the server's 404); anything else, the spec's words.
        loadFailed: (error) =>
          error instanceof ApiError && error.status === 404 ? error.message : SUBCATEGORIES_LOAD_FAILED,
      }}
      empty={NO_SUBCATEGORIES}
      emptyAction={
        <Link
          to={`/admin/add-subcategory/${categoryId}`}
          state={{ categoryName: query.data?.categoryTitle }}
          className={ui.btnSecondary}
        >
          Add the first subcategory
        </Link>
      }
      caption={`Subcategories of ${query.data?.categoryTitle ?? ''}`}
      columns={[
        imageNameColumn('Subcategory'),
        { header: 'Products', align: 'right', cell: (s) => s.count ?? '—' },
        featuredColumn(featured),
      ]}
      rowActions={(s) => [
        {
          label: 'Edit',
          name: `Edit ${s.name}`,
          icon: Pencil,
          to: `/admin/edit-subcategory/${s._id}`,
          state: { subcategory: s },
        },
      ]}
      remove={{
        noun: 'subcategory',
        name: (s) => s.name,
        describe: () => (
          <>
            will be removed. A subcategory that is still some product&rsquo;s home cannot be deleted; lists it
            only shows products in are removed with it.
          </>
        ),
        mutation: remove,
      }}
    />
  );
}
