/**
 * /admin/categories/add (docs/shop/admin.md §2, §5, §8): name required ('Please provide category name.'), image
 * optional.
 */
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AddCategoryInput } from '../../../../domain/schemas/admin-catalog';
import { ApiError } from '../../../lib/api-client';
import {
  CATEGORY_CREATED,
  CATEGORY_CREATE_BROKEN,
  CATEGORY_CREATE_FAILED,
  useAddCategory,
} from '../api/add-category';
import { PageHeader } from '../components/PageHeader';
import { ui } from '../components/ui';
import { notify } from '../lib/notify';
import { CategoryForm } from './CategoryForm';

export default function AddCategoryPage() {
  const navigate = useNavigate();
  const mutation = useAddCategory();
  return (
    <div>
      <PageHeader
        title="Add Category"
        back={
          <Link to="/admin/categories" className={`${ui.link} inline-flex items-center gap-1 text-muted`}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Categories
          </Link>
        }
      />
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
