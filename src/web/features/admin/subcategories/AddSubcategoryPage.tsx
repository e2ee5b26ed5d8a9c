/**
 * /admin/add-subcategory/{categoryId} (docs/shop/admin.md §2, §5, §8): the category's name (read-only), a name
 * and an image with its preview — all required ('Please fill all fields.'); Back; the submit is disabled while
 * busy. A 401 says 'Unauthorized! Please log in again.' and goes to /login (the hook toasts; the guard
 * redirects). The category name comes with the link, or is loaded by the id in the URL.
 */
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { AddSubcategoryInput } from '#domain/schemas/admin-catalog';
import { Spinner } from '#web/components/Spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { SUBCATEGORIES_LOAD_FAILED, useSubcategories } from '../api/get-subcategories';
import { SUBCATEGORY_CREATE_FAILED, useAddSubcategory } from '../api/add-subcategory';
import { PageHeader } from '../components/PageHeader';
import { TextInput } from '../components/fields';
import { ImageField } from '../components/ImageField';
import { LoadError } from '../components/LoadState';
import { ui } from '../components/ui';
import { ErrorSummary } from '../components/ErrorSummary';
import { useLeaveGuard } from '../components/LeaveGuard';
import { notify } from '../lib/notify';
import { schemaResolver } from '../lib/schema-resolver';

interface Values {
  name: string;
  category: string;
}

export default function AddSubcategoryPage() {
  const { categoryId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { categoryName?: string } | null;
  const parent = useSubcategories(categoryId);
  const categoryName = parent.data?.categoryTitle ?? state?.categoryName ?? '';
  const [image, setImage] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useAddSubcategory();

  const form = useForm<Values>({
    resolver: schemaResolver<Values>(AddSubcategoryInput, undefined, () =>
      image ? [] : [{ path: ['image'], message: ADMIN_MESSAGES.fillAllFields }],
    ),
    defaultValues: { name: '', category: categoryId },
  });
  const errors = form.formState.errors as typeof form.formState.errors & { image?: { message?: string } };
  const back = () => navigate(`/admin/categories/${categoryId}`);
  const guard = useLeaveGuard(form.formState.isDirty || !!image, mutation.isPending);

  const onSubmit = form.handleSubmit(
    ({ name, category }) => {
      setFormError(null);
      mutation.mutate(
        { name, category, image: image! },
        {
          onSuccess: (reply) => {
            notify.success(reply.message);
            navigate(`/admin/categories/${categoryId}`, { state: { categoryName } });
          },
          onError: (err) => {
            if (err instanceof ApiError && err.status === 401) {
              // Still here (the request went without a token): go to /login ourselves; the hook said why.
              navigate('/login', { replace: true, state: { from: location } });
              return;
            }
            // Said once, in the form's error summary (no toast repeating it).
            setFormError(errorMessage(err, SUBCATEGORY_CREATE_FAILED));
            setAttempt((n) => n + 1);
          },
        },
      );
    },
    () => {
      setFormError(null);
      setAttempt((n) => n + 1);
    },
  );

  return (
    <div>
      <PageHeader
        title="Add Subcategory"
        description={categoryName ? `In ${categoryName}` : undefined}
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
      {parent.isError && parent.error instanceof ApiError && parent.error.status === 404 ? (
        <LoadError message={parent.error.message} />
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className={`${ui.card} flex max-w-xl flex-col gap-5 p-5`}
        >
          {guard.dialog}
          <ErrorSummary
            errors={errors}
            formError={formError}
            attempt={attempt}
            formRef={formRef}
            labels={{ image: 'Subcategory image' }}
            onFocusField={(path) => form.setFocus(path as keyof Values)}
          />
          <TextInput
            label="Category"
            value={categoryName}
            readOnly
            aria-readonly="true"
            placeholder={parent.isPending ? 'Loading…' : parent.isError ? SUBCATEGORIES_LOAD_FAILED : ''}
            hint="The subcategory is added to this category."
          />
          <TextInput
            label="Subcategory name"
            required
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <ImageField
            label="Subcategory image"
            required
            file={image}
            onFile={(file) => {
              setImage(file);
              if (file) form.clearErrors('image' as keyof Values);
            }}
            error={errors.image?.message}
            hint="JPEG, PNG, WebP, GIF or AVIF, at most 8 MB."
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={ui.btnPrimary} disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner label="Adding…" /> : 'Add Subcategory'}
            </button>
            <button type="button" className={ui.btnSecondary} onClick={back} disabled={mutation.isPending}>
              Back
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
