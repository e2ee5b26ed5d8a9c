/**
 * A variant's discount: its type (none, percentage, fixed) and value — labelled by the type, off without one —
 * with what shoppers pay after it. A refusal of the discount as a whole shows under the type.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from './form-model';
import { PriceAfterDiscount } from './PriceAfterDiscount';
import { ProductDecimalField, ProductSelectField } from './product-fields';

const TYPE_OPTIONS = [
  { value: '', label: 'No discount' },
  { value: 'percentage', label: 'Percentage (%)' },
  { value: 'fixed', label: 'Fixed (₹)' },
];

const VALUE_LABEL = { '': 'Discount value', percentage: 'Discount (%)', fixed: 'Discount (₹)' } as const;

export function DiscountFields({ index }: { index: number }) {
  const { control } = useFormContext<ProductFormValues>();
  const type = useWatch({ control, name: `variants.${index}.discount.type` });
  return (
    <>
      <ProductSelectField
        name={`variants.${index}.discount.type`}
        alsoAt={`variants.${index}.discount`}
        label="Discount type"
        options={TYPE_OPTIONS}
      />
      <div>
        <ProductDecimalField
          name={`variants.${index}.discount.value`}
          label={VALUE_LABEL[type] ?? VALUE_LABEL['']}
          max={type === 'percentage' ? 100 : undefined}
          disabled={!type}
        />
        <PriceAfterDiscount index={index} />
      </div>
    </>
  );
}
