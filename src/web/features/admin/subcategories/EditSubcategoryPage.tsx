/**
 * /admin/edit-subcategory/{id} (docs/shop/admin.md §2, §5): category select, name, image (the current one beside
 * a new one's preview), Back; the submit is disabled while busy. The subcategory is found by the id in the URL in
 * the category tree (GET getCatWithSubCats); the one carried by the link only paints the form sooner.
 */
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { UpdateSubcategoryInput } from '#domain/schemas/admin-catalog';
import type { CategoryDto, SubcategoryDto } from '#domain/schemas/catalog';
import { Spinner } from '#web/components/Spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { TREE_LOAD_FAILED, useCategoryTree } from '../api/get-category-tree';
import { SUBCATEGORY_UPDATE_FAILED, useUpdateSubcategory } from '../api/update-subcategory';
import { PageHeader } from '../components/PageHeader';
import { Select, TextInput } from '../components/fields';
import { ImageField } from '../components/ImageField';
import { LoadError, Loading } from '../components/LoadState';
import { ui } from '../components/ui';
import { ErrorSummary } from '../components/ErrorSummary';
import { useLeaveGuard } from '../components/LeaveGuard';
import { notify } from '../lib/notify';
import { schemaResolver } from '../lib/schema-resolver';

interface Values {
  name: string;
  category: string;
}

function findSubcategory(tree: CategoryDto[] | undefined, id: string): SubcategoryDto | undefined {
  for (const c of tree ?? []) {
    const found = c.subcategories?.find((s) => s._id === id);
    if (found) return { ...found, category: found.category ?? { _id: c._id, name: c.name } };
  }
  return undefined;
}

function EditForm({
  subcategory,
  categories,
  onBack,
}: {
  subcategory: SubcategoryDto;
  categories: Array<{ _id: string; name: string }>;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const [image, setImage] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useUpdateSubcategory();
  const form = useForm<Values>({
    resolver: schemaResolver<Values>(UpdateSubcategoryInput),
    defaultValues: { name: subcategory.name, category: subcategory.category._id },
  });
  const { errors } = form.formState;
  const guard = useLeaveGuard(form.formState.isDirty || !!image, mutation.isPending);

  const onSubmit = form.handleSubmit(
    ({ name, category }) => {
      setFormError(null);
      mutation.mutate(
        { id: subcategory._id, name, category, image },
        {
          onSuccess: (reply) => {
            notify.success(reply.message);
            navigate(`/admin/categories/${reply.subcategory.category._id}`, {
              state: { categoryName: reply.subcategory.category.name },
            });
          },
          onError: (err) => {
            // Said once, in the form's error summary (no toast repeating it).
            setFormError(errorMessage(err, SUBCATEGORY_UPDATE_FAILED));
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
        onFocusField={(path) => form.setFocus(path as keyof Values)}
      />
      <Select
        label="Category"
        required
        options={categories.map((c) => ({ value: c._id, label: c.name }))}
        error={errors.category?.message}
        hint="Moving a subcategory moves its products to the new category too."
        {...form.register('category')}
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
        file={image}
        onFile={setImage}
        currentUrl={subcategory.image.url}
        hint="Optional: choose a file to replace the current image."
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={ui.btnPrimary} disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner label="Saving…" /> : 'Update Subcategory'}
        </button>
        <button type="button" className={ui.btnSecondary} onClick={onBack} disabled={mutation.isPending}>
          Back
        </button>
      </div>
    </form>
  );
}

export default function EditSubcategoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const carried = (useLocation().state as { subcategory?: SubcategoryDto } | null)?.subcategory;
  const tree = useCategoryTree();
  const found = findSubcategory(tree.data?.categories, id);
  const subcategory = found ?? (carried?._id === id ? carried : undefined);
  const categories = tree.data?.categories ?? (subcategory ? [subcategory.category] : []);
  const back = () =>
    subcategory ? navigate(`/admin/categories/${subcategory.category._id}`) : navigate('/admin/categories');

  return (
    <div>
      <PageHeader
        title="Edit Subcategory"
        description={subcategory ? `${subcategory.name} in ${subcategory.category.name}` : undefined}
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
      {subcategory ? (
        <EditForm key={subcategory._id} subcategory={subcategory} categories={categories} onBack={back} />
      ) : tree.isPending ? (
        <Loading label="Loading subcategory…" />
      ) : tree.isError ? (
        <LoadError
          message={TREE_LOAD_FAILED}
          detail={errorMessage(tree.error, '')}
          onRetry={
            tree.error instanceof ApiError && tree.error.status === 404
              ? undefined
              : () => void tree.refetch()
          }
        />
      ) : (
        <LoadError message={ADMIN_MESSAGES.subcategoryNotFound} />
      )}
    </div>
  );
}
