/**
 * /admin/categories/{categoryId} (docs/shop/admin.md §2 "Subcategories of a category"): the category's title, its
 * subcategories with the featured switch, Edit and Delete (asked first), or 'No subcategories found.'. Loads by
 * the id in the URL; the category name carried by the link only fills the heading sooner.
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import type { SubcategoryDto } from '../../../../domain/schemas/catalog';
import { imageAtWidth, imageOrPlaceholder } from '../../../../domain/images';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { SUBCATEGORIES_LOAD_FAILED, useSubcategories } from '../api/get-subcategories';
import { useSetSubcategoryFeatured } from '../api/set-subcategory-featured';
import { useDeleteSubcategory } from '../api/delete-subcategory';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { FeaturedToggle } from '../components/FeaturedToggle';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ui } from '../components/ui';

export const NO_SUBCATEGORIES = 'No subcategories found.';

export default function SubcategoriesPage() {
  const { categoryId = '' } = useParams();
  const state = useLocation().state as { categoryName?: string } | null;
  const query = useSubcategories(categoryId);
  const featured = useSetSubcategoryFeatured(categoryId);
  const remove = useDeleteSubcategory();
  const [target, setTarget] = useState<SubcategoryDto | null>(null);
  const title = query.data?.categoryTitle ?? state?.categoryName;

  return (
    <div>
      <PageHeader
        title={title ? `${title}: Subcategories` : 'Subcategories'}
        back={
          <Link to="/admin/categories" className={`${ui.link} inline-flex items-center gap-1 text-muted`}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Categories
          </Link>
        }
        actions={
          <Link
            to={`/admin/add-subcategory/${categoryId}`}
            state={title ? { categoryName: title } : undefined}
            className={ui.btnPrimary}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add Subcategory
          </Link>
        }
      />

      {query.isPending ? (
        <Loading label="Loading subcategories…" />
      ) : query.isError ? (
        <LoadError
          message={
            query.error instanceof ApiError && query.error.status === 404
              ? query.error.message
              : SUBCATEGORIES_LOAD_FAILED
          }
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.subcategories.length === 0 ? (
        <EmptyState message={NO_SUBCATEGORIES}>
          <Link
            to={`/admin/add-subcategory/${categoryId}`}
            state={{ categoryName: query.data.categoryTitle }}
            className={ui.btnSecondary}
          >
            Add the first subcategory
          </Link>
        </EmptyState>
      ) : (
        <Table caption={`Subcategories of ${query.data.categoryTitle}`}>
          <THead>
            <Th>Subcategory</Th>
            <Th className="text-right">Products</Th>
            <Th>Featured</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </THead>
          <TBody>
            {query.data.subcategories.map((s) => (
              <Tr key={s._id}>
                <Td>
                  <div className="flex items-center gap-3">
                    <img
                      src={imageAtWidth(imageOrPlaceholder(s.image.url), 320)}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-12 w-12 shrink-0 rounded-[2px] border border-line bg-ivory object-cover"
                    />
                    <div className="min-w-0">
                      <p className="truncate font-medium">{s.name}</p>
                      <p className="truncate text-xs text-muted">/{s.slug}</p>
                    </div>
                  </div>
                </Td>
                <Td label="Products" className="md:text-right">
                  {s.count ?? '—'}
                </Td>
                <Td label="Featured">
                  <FeaturedToggle
                    name={s.name}
                    checked={s.isFeatured}
                    pending={featured.isPending && featured.variables?.id === s._id}
                    onToggle={(isFeatured) => featured.mutate({ id: s._id, isFeatured })}
                  />
                </Td>
                <Td className="md:text-right">
                  <div className="flex justify-end gap-1 max-md:w-full max-md:border-t max-md:border-line max-md:pt-2">
                    <Link
                      to={`/admin/edit-subcategory/${s._id}`}
                      state={{ subcategory: s }}
                      className={ui.btnGhost}
                      aria-label={`Edit ${s.name}`}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Edit
                    </Link>
                    <button
                      type="button"
                      className={`${ui.btnGhost} text-danger hover:bg-danger/10`}
                      aria-label={`Delete ${s.name}`}
                      onClick={() => setTarget(s)}
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
        title="Are you sure you want to delete this subcategory?"
        description={
          target && (
            <p>
              <strong className="text-charcoal">{target.name}</strong> will be removed. A subcategory that is
              still some product&rsquo;s home cannot be deleted; lists it only shows products in are removed
              with it.
            </p>
          )
        }
        busy={remove.isPending}
        onConfirm={() => target && remove.mutate(target._id, { onSettled: () => setTarget(null) })}
      />
    </div>
  );
}
