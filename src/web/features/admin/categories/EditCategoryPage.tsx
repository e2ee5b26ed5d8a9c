/**
 * /admin/edit-category/{id} (docs/shop/admin.md §2, §5, §8): loads the category by the id in the URL; the name
 * (not empty: 'Category name cannot be empty.'), the current image beside a new one's preview, and Back. Without
 * an id: 'No category ID provided for editing.'.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { UpdateCategoryInput } from '#domain/schemas/admin-catalog';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { CATEGORY_LOAD_FAILED, useCategory } from '../api/get-category';
import { CATEGORY_UPDATE_FAILED, useUpdateCategory } from '../api/update-category';
import { PageHeader } from '../components/PageHeader';
import { LoadError, Loading } from '../components/LoadState';
import { ui } from '../components/ui';
import { notify } from '../lib/notify';
import { CategoryForm } from './CategoryForm';

export const NO_CATEGORY_ID = 'No category ID provided for editing.';

export default function EditCategoryPage() {
  const { categoryId } = useParams();
  const navigate = useNavigate();
  const query = useCategory(categoryId);
  const mutation = useUpdateCategory();
  const back = () => navigate('/admin/categories');

  return (
    <div>
      <PageHeader
        title="Edit Category"
        description={query.data ? query.data.category.name : undefined}
        back={
          <button
            type="button"
            onClick={back}
            className={`${ui.link} inline-flex items-center gap-1 text-muted`}
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back
          </button>
        }
      />
      {!categoryId ? (
        <LoadError message={NO_CATEGORY_ID} />
      ) : query.isPending ? (
        <Loading label="Loading category…" />
      ) : query.isError ? (
        <LoadError
          message={errorMessage(query.error, CATEGORY_LOAD_FAILED)}
          onRetry={
            query.error instanceof ApiError && query.error.status === 404
              ? undefined
              : () => void query.refetch()
          }
        />
      ) : (
        <CategoryForm
          key={query.data.category._id}
          schema={UpdateCategoryInput}
          defaultName={query.data.category.name}
          currentImage={query.data.category.image.url}
          submitLabel="Update Category"
          busyLabel="Saving…"
          busy={mutation.isPending}
          footer={
            <Link to="/admin/categories" className={ui.btnSecondary}>
              Cancel
            </Link>
          }
          serverError={mutation.error}
          serverFallback={CATEGORY_UPDATE_FAILED}
          onSubmit={(values) =>
            mutation.mutate(
              { id: categoryId, ...values },
              {
                onSuccess: (reply) => {
                  notify.success(reply.message);
                  back();
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
