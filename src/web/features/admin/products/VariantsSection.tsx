/**
 * The product's variants (docs/shop/admin.md §2, §5): one card each, "Add Variant" up to the limit (focus goes to
 * the new variant's metal), "Remove Variant" while there is more than one. A refusal of the list as a whole shows
 * above the cards.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { MAX_VARIANTS } from '#domain/schemas/admin-product';
import { FormError } from '#web/components/form';
import { ui } from '../components/ui';
import { emptyVariant, type ProductFormValues } from './form-model';
import { messageAt } from './product-fields';
import type { TodaysRates } from './use-product-form';
import { VariantFields } from './VariantFields';

export function VariantsSection({ rates, ratesFailed }: TodaysRates) {
  const { control, formState } = useFormContext<ProductFormValues>();
  const variants = useFieldArray({ control, name: 'variants' });
  const count = variants.fields.length;
  const addVariant = () =>
    variants.append(emptyVariant(), { shouldFocus: true, focusName: `variants.${count}.material` });

  return (
    <section aria-label="Variants" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-display text-xl">Variants</h2>
        <p className="text-xs text-muted">
          {count} of at most {MAX_VARIANTS}
        </p>
      </div>
      {/* The kit's resolver files a refusal of the list itself under `variants.root`. */}
      <FormError message={messageAt(formState.errors, 'variants.root', 'variants')} />
      {variants.fields.map((field, index) => (
        <VariantFields
          key={field.id}
          index={index}
          count={count}
          onRemove={() => variants.remove(index)}
          rates={rates}
          ratesFailed={ratesFailed}
        />
      ))}
      <div>
        <button
          type="button"
          className={ui.btnSecondary}
          disabled={count >= MAX_VARIANTS}
          onClick={addVariant}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Variant
        </button>
      </div>
    </section>
  );
}
