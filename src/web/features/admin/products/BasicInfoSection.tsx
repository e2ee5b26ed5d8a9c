/** The product form's "Basic information": title, description and tags (docs/shop/admin.md §2). */
import { useFormContext } from 'react-hook-form';
import { TextAreaField } from '#web/components/form';
import type { ProductFormValues } from './form-model';
import { ProductTextField } from './product-fields';
import { ProductSection } from './ProductSection';

export function BasicInfoSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  return (
    <ProductSection title="Basic information">
      <ProductTextField name="title" label="Title" required autoComplete="off" />
      <TextAreaField
        label="Description"
        rows={5}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <ProductTextField
        name="tags"
        label="Tags"
        placeholder="e.g. solitaire, diamond, gift"
        hint="Comma separated"
        autoComplete="off"
      />
    </ProductSection>
  );
}
