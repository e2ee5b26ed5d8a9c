/** A variant's images: those it keeps and newly chosen files, at most MAX_VARIANT_IMAGES together (docs/shop/admin.md §5). */
import { Controller, useFormContext } from 'react-hook-form';
import { MAX_VARIANT_IMAGES } from '#domain/catalog-constants';
import { ImageListField } from '../components/ImageListField';
import type { ProductFormValues } from './form-model';
import { messageAt } from './product-fields';

export function VariantImages({ index }: { index: number }) {
  const { control, formState } = useFormContext<ProductFormValues>();
  const path = `variants.${index}.images` as const;
  return (
    <Controller
      control={control}
      name={path}
      render={({ field: existing }) => (
        <Controller
          control={control}
          name={`variants.${index}.newImages`}
          render={({ field: added }) => (
            <ImageListField
              label="Images"
              ref={added.ref}
              existing={existing.value}
              onExistingChange={existing.onChange}
              files={added.value}
              onFilesChange={added.onChange}
              max={MAX_VARIANT_IMAGES}
              error={messageAt(formState.errors, path)}
            />
          )}
        />
      )}
    />
  );
}
