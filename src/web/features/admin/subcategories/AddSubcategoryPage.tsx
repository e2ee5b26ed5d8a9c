/**
 * /admin/add-subcategory/{categoryId} (docs/shop/admin.md §2, §5, §8): the category's name (read-only), a name
 * and an image with its preview — all required ('Please fill all fields.'); Back; the submit is disabled while
 * busy. A 401 says 'Unauthorized! Please log in again.' and goes to /login (the hook toasts; the guard
 * redirects). The category name comes with the link, or is loaded by the id in the URL.
 */
import { useLocation, useNavigate, useParams } from 'react-router';
import { AddSubcategoryInput } from '#domain/schemas/admin-catalog';
import { TextField } from '#web/components/form';
import { ApiError } from '#web/lib/api-client';
import { SUBCATEGORIES_LOAD_FAILED, useSubcategories } from '../api/get-subcategories';
import { SUBCATEGORY_CREATE_FAILED, useAddSubcategory } from '../api/add-subcategory';
import { PageHeader } from '../components/PageHeader';
import { LoadError } from '../components/LoadState';
import { notify } from '../lib/notify';
import { BackButton } from '../categories/BackButton';
import { SubcategoryForm } from './SubcategoryForm';

export default function AddSubcategoryPage() {
  const { categoryId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { categoryName?: string } | null;
  const parent = useSubcategories(categoryId);
  const categoryName = parent.data?.categoryTitle ?? state?.categoryName ?? '';
  const mutation = useAddSubcategory();
  const back = () => navigate(`/admin/categories/${categoryId}`);
  // A 401 goes to /login (below; the hook said why): nothing to show in the form.
  const unauthorized = mutation.error instanceof ApiError && mutation.error.status === 401;

  const add = ({
    name,
    category = categoryId,
    image,
  }: {
    name: string;
    category?: string;
    image: File | null;
  }) =>
    mutation.mutate(
      { name, category, image: image! },
      {
        onSuccess: (reply) => {
          notify.success(reply.message);
          navigate(`/admin/categories/${categoryId}`, { state: { categoryName } });
        },
        onError: (err) => {
          // Still here (the request went without a token): go to /login ourselves.
          if (err instanceof ApiError && err.status === 401)
            navigate('/login', { replace: true, state: { from: location } });
        },
      },
    );

  return (
    <div>
      <PageHeader
        title="Add Subcategory"
        description={categoryName ? `In ${categoryName}` : undefined}
        back={<BackButton onClick={back} />}
      />
      {parent.isError && parent.error instanceof ApiError && parent.error.status === 404 ? (
        <LoadError message={parent.error.message} />
      ) : (
        <SubcategoryForm
          schema={AddSubcategoryInput}
          defaults={{ name: '', category: categoryId }}
          categoryField={() => (
            <TextField
              label="Category"
              value={categoryName}
              readOnly
              aria-readonly="true"
              placeholder={parent.isPending ? 'Loading…' : parent.isError ? SUBCATEGORIES_LOAD_FAILED : ''}
              hint="The subcategory is added to this category."
            />
          )}
          image={{ required: true, hint: 'JPEG, PNG, WebP, GIF or AVIF, at most 8 MB.' }}
          submitLabel="Add Subcategory"
          busyLabel="Adding…"
          busy={mutation.isPending}
          onSubmit={add}
          onBack={back}
          // Said once, in the form's error summary (no toast repeating it).
          serverError={unauthorized ? null : mutation.error}
          serverFallback={SUBCATEGORY_CREATE_FAILED}
        />
      )}
    </div>
  );
}
