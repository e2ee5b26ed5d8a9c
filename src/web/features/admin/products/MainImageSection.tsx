/**
 * The product's main image (docs/shop/admin.md §2, §5): the stored one (edit; removable) beside the preview of a
 * newly chosen file. Required: the form's image check (form-model.ts `imageIssues`) refuses a product without one.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormMode } from '#domain/schemas/admin-product';
import { ImageField } from '../components/ImageField';
import type { ProductFormValues } from './form-model';
import { ProductSection } from './ProductSection';

export function MainImageSection({ mode }: { mode: ProductFormMode }) {
  const { control, setValue, formState } = useFormContext<ProductFormValues>();
  const mainImage = useWatch({ control, name: 'mainImage' });
  const removeStored = () => setValue('mainImage', null, { shouldDirty: true });
  return (
    <ProductSection title="Main image">
      <Controller
        control={control}
        name="mainImageFile"
        render={({ field }) => (
          <ImageField
            label="Main image"
            required
            ref={field.ref}
            file={field.value}
            onFile={field.onChange}
            currentUrl={mainImage}
            currentLabel="Current main image"
            onRemoveCurrent={mode === 'edit' ? removeStored : undefined}
            error={formState.errors.mainImage?.message}
            hint="Shown on listings; 4:5 pictures look best."
          />
        )}
      />
    </ProductSection>
  );
}
