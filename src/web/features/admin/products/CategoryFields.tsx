/**
 * The product's category and subcategory (docs/shop/admin.md §2, §4): the subcategory select waits until the
 * category has subcategories, and a new category clears it. Both are controlled: their options arrive after the
 * form's values, and the choice must still show.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useCategories } from '../api/get-categories';
import { useSubcategories } from '../api/get-subcategories';
import type { ProductFormValues } from './form-model';
import { ProductControlledSelectField } from './product-fields';
import { useSubcategoryReset } from './use-subcategory-reset';

function subcategoryHint(category: string, loading: boolean, count: number) {
  if (!category) return 'Choose a category first.';
  if (loading) return 'Loading subcategories…';
  return count === 0 ? 'This category has no subcategories.' : undefined;
}

export function CategoryFields() {
  const { control } = useFormContext<ProductFormValues>();
  const categories = useCategories();
  const category = useWatch({ control, name: 'category' });
  const subcategories = useSubcategories(category || null);
  const subOptions = subcategories.data?.subcategories ?? [];
  useSubcategoryReset(category);

  return (
    <>
      <ProductControlledSelectField
        name="category"
        label="Category"
        required
        placeholder={categories.isPending ? 'Loading…' : 'Select a category'}
        options={(categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name }))}
      />
      <ProductControlledSelectField
        name="subcategory"
        label="Subcategory"
        placeholder={subOptions.length ? 'Select a subcategory' : 'No subcategory'}
        disabled={!category || subOptions.length === 0}
        options={subOptions.map((s) => ({ value: s._id, label: s.name }))}
        hint={subcategoryHint(category, subcategories.isPending, subOptions.length)}
      />
    </>
  );
}
