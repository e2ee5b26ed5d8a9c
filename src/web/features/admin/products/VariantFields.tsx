/**
 * One variant of the product form (docs/shop/admin.md §2, §5): metal, purity (only those that fit the metal), SKU
 * ('Unique SKU'), pricing — a typed price, or from the metal rate with weight, making charge and stone value
 * (VariantPricing.tsx) — sizes, stock, weight, discount and up to four images with previews.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { ui } from '../components/ui';
import { DiscountFields } from './DiscountFields';
import type { ProductFormValues } from './form-model';
import type { TodaysRates } from './use-product-form';
import { MetalPurityFields } from './MetalPurityFields';
import { ProductDecimalField, ProductTextField } from './product-fields';
import { VariantImages } from './VariantImages';
import { PricingModeSwitch, RatePricingFields } from './VariantPricing';

function RemoveVariantButton({ index, onRemove }: { index: number; onRemove: () => void }) {
  return (
    <button
      type="button"
      className={`${ui.btnGhost} float-right -mt-1 text-danger hover:bg-danger/10`}
      onClick={onRemove}
      aria-label={`Remove Variant ${index + 1}`}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      Remove Variant
    </button>
  );
}

export function VariantFields({
  index,
  count,
  onRemove,
  rates,
  ratesFailed,
}: {
  index: number;
  count: number;
  onRemove: () => void;
} & TodaysRates) {
  const { control } = useFormContext<ProductFormValues>();
  const byRate = useWatch({ control, name: `variants.${index}.pricingMode` }) === 'rate';

  return (
    <fieldset className={`${ui.card} p-4`}>
      <legend className="float-left mb-3 font-display text-lg">Variant {index + 1}</legend>
      {count > 1 && <RemoveVariantButton index={index} onRemove={onRemove} />}
      <div className="clear-both grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <MetalPurityFields index={index} />
        <ProductTextField
          name={`variants.${index}.sku`}
          label="SKU"
          required
          placeholder="Unique SKU"
          hint="Unique SKU"
          autoComplete="off"
          spellCheck={false}
        />
        <PricingModeSwitch index={index} />
        {!byRate && <ProductDecimalField name={`variants.${index}.price`} label="Price (₹)" required />}
        <ProductDecimalField name={`variants.${index}.weight`} label="Weight (grams)" required={byRate} />
        {byRate && <RatePricingFields index={index} rates={rates} ratesFailed={ratesFailed} />}
        <ProductTextField
          name={`variants.${index}.size`}
          label="Sizes"
          placeholder="e.g. 6, 7, 8"
          hint="Comma separated"
          autoComplete="off"
        />
        <ProductTextField
          name={`variants.${index}.stock`}
          label="Stock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
        <DiscountFields index={index} />
      </div>
      <div className="mt-4">
        <VariantImages index={index} />
      </div>
    </fieldset>
  );
}
