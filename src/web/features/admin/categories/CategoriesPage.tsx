/**
 * /admin/categories (docs/shop/admin.md §2 "Category list"): each category with its image and name, the ON/OFF
 * featured switch, its subcategories, Edit and Delete (asked first; the server refuses a category that still
 * holds products or subcategories and says why).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CategoryDto } from '../../../../domain/schemas/catalog';
import { imageAtWidth, imageOrPlaceholder } from '../../../../domain/images';
import { errorMessage } from '../../../lib/api-client';
import { CATEGORIES_LOAD_FAILED, useCategories } from '../api/get-categories';
import { useSetCategoryFeatured } from '../api/set-category-featured';
import { useDeleteCategory } from '../api/delete-category';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { FeaturedToggle } from '../components/FeaturedToggle';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ui } from '../components/ui';

export default function CategoriesPage() {
  const query = useCategories();
  const featured = useSetCategoryFeatured();
  const remove = useDeleteCategory();
  const [target, setTarget] = useState<CategoryDto | null>(null);

  return (
    <div>
      <PageHeader
        title="Categories"
        description="Featured categories show on the home page."
        actions={
          <Link to="/admin/categories/add" className={ui.btnPrimary}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add Category
          </Link>
        }
      />

      {query.isPending ? (
        <Loading label="Loading categories…" />
      ) : query.isError ? (
        <LoadError
          message={CATEGORIES_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.categories.length === 0 ? (
        <EmptyState message="No categories yet.">
          <Link to="/admin/categories/add" className={ui.btnPrimary}>
            Add the first category
          </Link>
        </EmptyState>
      ) : (
        <Table caption="Categories">
          <THead>
            <Th>Category</Th>
            <Th>Featured</Th>
            <Th>Subcategories</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </THead>
          <TBody>
            {query.data.categories.map((c) => (
              <Tr key={c._id}>
                <Td>
                  <div className="flex items-center gap-3">
                    <img
                      src={imageAtWidth(imageOrPlaceholder(c.image.url), 320)}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-12 w-12 shrink-0 rounded-[2px] border border-line bg-ivory object-cover"
                    />
                    <div className="min-w-0">
                      <p className="truncate font-medium">{c.name}</p>
                      <p className="truncate text-xs text-muted">/{c.slug}</p>
                    </div>
                  </div>
                </Td>
                <Td label="Featured">
                  <FeaturedToggle
                    name={c.name}
                    checked={c.isFeatured}
                    pending={featured.isPending && featured.variables?.id === c._id}
                    onToggle={(isFeatured) => featured.mutate({ id: c._id, isFeatured })}
                  />
                </Td>
                <Td label="Subcategories">
                  <Link
                    to={`/admin/categories/${c._id}`}
                    state={{ categoryName: c.name }}
                    className="inline-flex items-center gap-1 font-medium text-gold-text underline-offset-4 hover:underline"
                  >
                    View subcategories
                    <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </Td>
                <Td className="md:text-right">
                  <div className="flex justify-end gap-1 max-md:w-full max-md:border-t max-md:border-line max-md:pt-2">
                    <Link
                      to={`/admin/edit-category/${c._id}`}
                      className={ui.btnGhost}
                      aria-label={`Edit ${c.name}`}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Edit
                    </Link>
                    <button
                      type="button"
                      className={`${ui.btnGhost} text-danger hover:bg-danger/10`}
                      aria-label={`Delete ${c.name}`}
                      onClick={() => setTarget(c)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      Delete
                    </button>
                  </div>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}

      <ConfirmDialog
        open={!!target}
        onOpenChange={(o) => !o && setTarget(null)}
        title="Are you sure you want to delete this category?"
        description={
          target && (
            <p>
              <strong className="text-charcoal">{target.name}</strong> will be removed. A category that still
              holds products or subcategories cannot be deleted.
            </p>
          )
        }
        busy={remove.isPending}
        onConfirm={() => target && remove.mutate(target._id, { onSettled: () => setTarget(null) })}
      />
    </div>
  );
}
