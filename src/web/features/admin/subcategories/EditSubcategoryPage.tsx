/**
 * /admin/edit-subcategory/{id} (docs/shop/admin.md §2, §5): category select, name, image (the current one beside
 * a new one's preview), Back; the submit is disabled while busy. The subcategory is found by the id in the URL in
 * the category tree (GET getCatWithSubCats); the one carried by the link only paints the form sooner.
 */
import { useLocation, useNavigate, useParams } from 'react-router';
import { UpdateSubcategoryInput } from '#domain/schemas/admin-catalog';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import type { CategoryDto, SubcategoryDto } from '#domain/schemas/catalog';
import { SelectField } from '#web/components/form';
import { TREE_LOAD_FAILED, useCategoryTree } from '../api/get-category-tree';
import { SUBCATEGORY_UPDATE_FAILED, useUpdateSubcategory } from '../api/update-subcategory';
import { PageHeader } from '../components/PageHeader';
import { LoadError, QueryState } from '../components/LoadState';
import { notify } from '../lib/notify';
import { BackButton } from '../categories/BackButton';
import { SubcategoryForm } from './SubcategoryForm';

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
  const mutation = useUpdateSubcategory();
  const update = ({ name, category = '', image }: { name: string; category?: string; image: File | null }) =>
    mutation.mutate(
      { id: subcategory._id, name, category, image },
      {
        onSuccess: (reply) => {
          notify.success(reply.message);
          navigate(`/admin/categories/${reply.subcategory.category._id}`, {
            state: { categoryName: reply.subcategory.category.name },
          });
        },
      },
    );
  return (
    <SubcategoryForm
      schema={UpdateSubcategoryInput}
      defaults={{ name: subcategory.name, category: subcategory.category._id }}
      categoryField={(form) => (
        <SelectField
          label="Category"
          required
          options={categories.map((c) => ({ value: c._id, label: c.name }))}
          error={form.formState.errors.category?.message}
          hint="Moving a subcategory moves its products to the new category too."
          {...form.register('category')}
        />
      )}
      image={{
        hint: 'Optional: choose a file to replace the current image.',
        currentUrl: subcategory.image.url,
      }}
      submitLabel="Update Subcategory"
      busyLabel="Saving…"
      busy={mutation.isPending}
      onSubmit={update}
      onBack={onBack}
      // Said once, in the form's error summary (no toast repeating it).
      serverError={mutation.error}
      serverFallback={SUBCATEGORY_UPDATE_FAILED}
    />
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
        back={<BackButton onClick={back} />}
      />
      {subcategory ? (
        <EditForm key={subcategory._id} subcategory={subcategory} categories={categories} onBack={back} />
      ) : (
        <QueryState query={tree} loading="Loading subcategory…" failed={TREE_LOAD_FAILED}>
          {() => <LoadError message={ADMIN_MESSAGES.subcategoryNotFound} />}
        </QueryState>
      )}
    </div>
  );
}
