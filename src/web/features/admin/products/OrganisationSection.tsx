/**
 * The product form's "Organisation" (docs/shop/admin.md §2): status, category and subcategory, the lists it is
 * also shown in, and the Customizable and Featured flags.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '#web/components/form';
import { useCategoryTree } from '../api/get-category-tree';
import { AlsoShowIn } from './AlsoShowIn';
import { CategoryFields } from './CategoryFields';
import type { ProductFormValues } from './form-model';
import { ProductSelectField } from './product-fields';
import { ProductSection } from './ProductSection';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active — shown in the shop' },
  { value: 'inactive', label: 'Inactive — hidden from shoppers' },
];

function AlsoShowInField() {
  const { control } = useFormContext<ProductFormValues>();
  const tree = useCategoryTree();
  const subcategory = useWatch({ control, name: 'subcategory' });
  return (
    <Controller
      control={control}
      name="alsoShowIn"
      render={({ field }) => (
        <AlsoShowIn
          tree={tree.data?.categories}
          value={field.value}
          onChange={field.onChange}
          homeSubcategory={subcategory}
        />
      )}
    />
  );
}

export function OrganisationSection() {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <ProductSection title="Organisation">
      <ProductSelectField name="status" label="Status" options={STATUS_OPTIONS} />
      <CategoryFields />
      <AlsoShowInField />
      <div className="flex flex-col gap-2">
        <Checkbox
          label="Customizable"
          hint="The shopper can ask for changes."
          {...register('isCustomizable')}
        />
        <Checkbox
          label="Featured"
          hint="Highlighted where the shop features pieces."
          {...register('isFeatured')}
        />
      </div>
    </ProductSection>
  );
}
