/**
 * /admin/edit-category/{id} (docs/shop/admin.md §2, §5, §8): loads the category by the id in the URL; the name
 * (not empty: 'Category name cannot be empty.'), the current image beside a new one's preview, and Back. Without
 * an id: 'No category ID provided for editing.'.
 */
import { useNavigate, useParams } from 'react-router';
import { UpdateCategoryInput } from '#domain/schemas/admin-catalog';
import { CATEGORY_LOAD_FAILED, useCategory } from '../api/get-category';
import { CATEGORY_UPDATE_FAILED, useUpdateCategory } from '../api/update-category';
import { PageHeader } from '../components/PageHeader';
import { CancelLink } from '../components/CancelLink';
import { LoadError, QueryState } from '../components/LoadState';
import { notify } from '../lib/notify';
import { BackButton } from './BackButton';
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
        back={<BackButton onClick={back} />}
      />
      {!categoryId ? (
        <LoadError message={NO_CATEGORY_ID} />
      ) : (
        <QueryState query={query} loading="Loading category…" failed={CATEGORY_LOAD_FAILED} reasonFirst>
          {({ category }) => (
            <CategoryForm
              key={category._id}
              schema={UpdateCategoryInput}
              defaultName={category.name}
              currentImage={category.image.url}
              submitLabel="Update Category"
              busyLabel="Saving…"
              busy={mutation.isPending}
              footer={<CancelLink to="/admin/categories" />}
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
        </QueryState>
      )}
    </div>
  );
}
