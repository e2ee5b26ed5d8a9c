/**
 * A variant's metal and purity: the purity offers only those that fit the metal (docs/shop/admin.md §5). A new
 * metal keeps the purity only if it fits; a metal with one purity (silver, platinum) takes it.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MATERIALS, puritiesFor, type Material } from '#domain/catalog-constants';
import type { ProductFormValues } from './form-model';
import { ProductSelectField } from './product-fields';

const METAL_OPTIONS = MATERIALS.map((m) => ({ value: m, label: m }));

function usePurityFit(index: number, material: string, purity: string) {
  const { setValue } = useFormContext<ProductFormValues>();
  useEffect(() => {
    if (!material) return;
    const fits = puritiesFor(material as Material);
    if (purity && fits.includes(purity as (typeof fits)[number])) return;
    setValue(`variants.${index}.purity`, fits.length === 1 ? fits[0]! : '', { shouldDirty: true });
  }, [material, purity, index, setValue]);
}

export function MetalPurityFields({ index }: { index: number }) {
  const { control } = useFormContext<ProductFormValues>();
  const material = useWatch({ control, name: `variants.${index}.material` });
  const purity = useWatch({ control, name: `variants.${index}.purity` });
  usePurityFit(index, material, purity);
  const purities = material ? puritiesFor(material) : [];

  return (
    <>
      <ProductSelectField
        name={`variants.${index}.material`}
        label="Metal"
        required
        placeholder="Select metal"
        options={METAL_OPTIONS}
      />
      <ProductSelectField
        name={`variants.${index}.purity`}
        label="Purity"
        required
        placeholder={material ? 'Select purity' : 'Choose the metal first'}
        disabled={!material}
        options={purities.map((p) => ({ value: p, label: p }))}
      />
    </>
  );
}
