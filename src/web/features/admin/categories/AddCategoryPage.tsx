/**
 * /admin/categories/add (docs/shop/admin.md §2, §5, §8): name required ('Please provide category name.'), image
 * optional.
 */
import { useNavigate } from 'react-router';
import { AddCategoryInput } from '#domain/schemas/admin-catalog';
import { ApiError } from '#web/lib/api-client';
import {
  CATEGORY_CREATED,
  CATEGORY_CREATE_BROKEN,
  CATEGORY_CREATE_FAILED,
  useAddCategory,
} from '../api/add-category';
import { PageHeader } from '../components/PageHeader';
import { notify } from '../lib/notify';
import { CategoryForm } from './CategoryForm';
import { BackLink } from '../components/HeaderLinks';

export default function AddCategoryPage() {
  const navigate = useNavigate();
  const mutation = useAddCategory();
  return (
    <div>
      <PageHeader title="Add Category" back={<BackLink to="/admin/categories">Categories</BackLink>} />
      <CategoryForm
        schema={AddCategoryInput}
        submitLabel="Add Category"
        busyLabel="Creating…"
        busy={mutation.isPending}
        onSubmit={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              notify.success(CATEGORY_CREATED);
              navigate('/admin/categories');
            },
          })
        }
        serverError={mutation.error}
        serverFallback={
          mutation.error instanceof ApiError && mutation.error.status > 0
            ? CATEGORY_CREATE_FAILED
            : CATEGORY_CREATE_BROKEN
        }
      />
    </div>
  );
}
