/**
 * A variant’s pricing in the product form (docs/decisions/092): "Fixed price" (typed in) or "From today’s
 * rate" — weight × today's rate + making charge (% of the metal value or ₹ per gram) + stone value + 3% GST —
 * with the price shown live by the same rule the server saves it with (form-model.ts `ratePreview`), from today's
 * rates (GET /api/rates). A metal without a rate says so, with a link to set it.
 */
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { discountedPrice, formatINR } from '#domain/money';
import { rateKeyId, rateKeyOf } from '#domain/pricing';
import type { Material, Purity } from '#domain/catalog-constants';
import type { RateTable } from '#domain/variant-pricing';
import { toNumberish } from '#domain/schemas/admin-fields';
import { Select, TextInput } from '../components/fields';
import { ui } from '../components/ui';
import { ratePreview, type ProductFormValues } from './form-model';

type VariantErrors = NonNullable<FieldErrors<ProductFormValues>['variants']>[number];

export function PricingModeSwitch({
  index,
  register,
}: {
  index: number;
  register: UseFormRegister<ProductFormValues>;
}) {
  const name = `variants.${index}.pricingMode` as const;
  const option = (value: 'fixed' | 'rate', label: string) => (
    <label className="flex cursor-pointer items-center gap-2 rounded-[2px] border border-line px-3 py-2 text-sm has-[:checked]:border-gold has-[:checked]:bg-gold-tint">
      <input type="radio" value={value} className="accent-[#A8834A]" {...register(name)} />
      {label}
    </label>
  );
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3">
      <legend className={ui.label}>Pricing</legend>
      <div className="flex flex-wrap gap-2">
        {option('fixed', 'Fixed price')}
        {option('rate', 'From today’s rate')}
      </div>
    </fieldset>
  );
}

/** The computed price (and what shoppers pay after the discount), or why there is none. */
function RatePricePreview({
  control,
  index,
  rates,
  ratesFailed,
}: {
  control: Control<ProductFormValues>;
  index: number;
  rates: RateTable | undefined;
  ratesFailed: boolean;
}) {
  const variant = useWatch({ control, name: `variants.${index}` });
  if (!rates)
    return (
      <p className="text-xs text-muted" aria-live="polite">
        {ratesFailed
          ? 'Today’s rates could not be loaded; the price is computed when you save.'
          : 'Loading today’s rates…'}
      </p>
    );
  if (!variant?.material || !variant.purity)
    return <p className="text-xs text-muted">Choose the metal and purity to see the price.</p>;
  const key = rateKeyOf(variant.material as Material, variant.purity as Purity);
  const { issues, price } = ratePreview(variant, rates);
  const missing = issues.find((i) => i.path[0] === 'purity');
  if (missing)
    return (
      <p className="text-[13px] text-danger" aria-live="polite">
        {missing.message}{' '}
        <Link to="/admin/rates" className={`${ui.link} font-medium text-charcoal underline`}>
          Set metal rates
        </Link>
      </p>
    );
  if (price === null)
    return <p className="text-xs text-muted">Enter the weight to see the price at today’s rate.</p>;
  const rate = rates.get(rateKeyId(key))! / 100;
  const d = toNumberish(variant.discount.value);
  const discounted =
    variant.discount.type && typeof d === 'number' && d > 0
      ? discountedPrice(price, { type: variant.discount.type, value: d })
      : null;
  return (
    <p className="text-[13px] text-charcoal" aria-live="polite" data-testid={`rate-price-${index}`}>
      Price at today’s rate: <span className="font-semibold">{formatINR(price)}</span>{' '}
      <span className="text-muted">
        ({key.purity} {key.metal} at {formatINR(rate)}/g, GST included)
      </span>
      {discounted !== null && (
        <>
          {' '}
          · shoppers pay <span className="font-semibold">{formatINR(discounted)}</span>
        </>
      )}
    </p>
  );
}

/** Weight-linked fields: making charge (type and value), stone value, and the live price. */
export function RatePricingFields({
  index,
  control,
  register,
  errors,
  rates,
  ratesFailed,
}: {
  index: number;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: VariantErrors | undefined;
  rates: RateTable | undefined;
  ratesFailed: boolean;
}) {
  const makingType = useWatch({ control, name: `variants.${index}.makingCharge.type` });
  return (
    <>
      <Select
        label="Making charge"
        options={[
          { value: 'percent', label: '% of the metal value' },
          { value: 'per_gram', label: '₹ per gram' },
        ]}
        error={errors?.makingCharge?.type?.message}
        {...register(`variants.${index}.makingCharge.type`)}
      />
      <TextInput
        label={makingType === 'per_gram' ? 'Making charge (₹ per gram)' : 'Making charge (%)'}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder={makingType === 'per_gram' ? 'e.g. 950' : 'e.g. 12'}
        error={
          errors?.makingCharge?.value?.message ??
          (errors?.makingCharge as { message?: string } | undefined)?.message
        }
        {...register(`variants.${index}.makingCharge.value`)}
      />
      <TextInput
        label="Stone value (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint="Diamonds and gems, before GST"
        error={errors?.stoneValue?.message}
        {...register(`variants.${index}.stoneValue`)}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <RatePricePreview control={control} index={index} rates={rates} ratesFailed={ratesFailed} />
      </div>
    </>
  );
}
