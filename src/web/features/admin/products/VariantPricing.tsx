/**
 * A variant’s pricing in the product form (docs/decisions/092): "Fixed price" (typed in) or "From today’s
 * rate" — weight × today's rate + making charge (% of the metal value or ₹ per gram) + stone value + 3% GST —
 * with the price shown live (RatePricePreview.tsx) from today's rates (GET /api/rates).
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { ui } from '../components/ui';
import type { ProductFormValues } from './form-model';
import type { TodaysRates } from './use-product-form';
import { ProductDecimalField, ProductSelectField } from './product-fields';
import { RatePricePreview } from './RatePricePreview';

const MODES = [
  { value: 'fixed', label: 'Fixed price' },
  { value: 'rate', label: 'From today’s rate' },
] as const;

const MAKING_OPTIONS = [
  { value: 'percent', label: '% of the metal value' },
  { value: 'per_gram', label: '₹ per gram' },
];

export function PricingModeSwitch({ index }: { index: number }) {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3">
      <legend className={ui.label}>Pricing</legend>
      <div className="flex flex-wrap gap-2">
        {MODES.map(({ value, label }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-[2px] border border-line px-3 py-2 text-sm has-[:checked]:border-gold has-[:checked]:bg-gold-tint"
          >
            <input
              type="radio"
              value={value}
              className="accent-[#A8834A]"
              {...register(`variants.${index}.pricingMode`)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Weight-linked fields: making charge (type and value), stone value, and the live price. */
export function RatePricingFields({ index, rates, ratesFailed }: { index: number } & TodaysRates) {
  const { control } = useFormContext<ProductFormValues>();
  const perGram = useWatch({ control, name: `variants.${index}.makingCharge.type` }) === 'per_gram';
  return (
    <>
      <ProductSelectField
        name={`variants.${index}.makingCharge.type`}
        label="Making charge"
        options={MAKING_OPTIONS}
      />
      <ProductDecimalField
        name={`variants.${index}.makingCharge.value`}
        alsoAt={`variants.${index}.makingCharge`}
        label={perGram ? 'Making charge (₹ per gram)' : 'Making charge (%)'}
        placeholder={perGram ? 'e.g. 950' : 'e.g. 12'}
      />
      <ProductDecimalField
        name={`variants.${index}.stoneValue`}
        label="Stone value (₹)"
        hint="Diamonds and gems, before GST"
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <RatePricePreview index={index} rates={rates} ratesFailed={ratesFailed} />
      </div>
    </>
  );
}
