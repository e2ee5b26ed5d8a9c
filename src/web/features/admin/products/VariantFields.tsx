/**
 * One variant of the product form (docs/shop/admin.md §2, §5): metal, purity (only those that fit the metal), SKU
 * ('Unique SKU'), pricing — a typed price, or from the metal rate with weight, making charge and stone value
 * (VariantPricing.tsx) — sizes, stock, weight, discount and up to four images with previews.
 */
import { useEffect } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { MATERIALS, MAX_VARIANT_IMAGES, puritiesFor, type Material } from '#domain/catalog-constants';
import { discountedPrice, formatINR } from '#domain/money';
import { toNumberish } from '#domain/schemas/admin-fields';
import { Select, TextInput } from '../components/fields';
import { ImageListField } from '../components/ImageListField';
import { ui } from '../components/ui';
import type { RateTable } from '#domain/variant-pricing';
import type { ProductFormValues } from './form-model';
import { PricingModeSwitch, RatePricingFields } from './VariantPricing';

function PriceAfterDiscount({ control, index }: { control: Control<ProductFormValues>; index: number }) {
  const [price, type, value, mode] = useWatch({
    control,
    name: [
      `variants.${index}.price`,
      `variants.${index}.discount.type`,
      `variants.${index}.discount.value`,
      `variants.${index}.pricingMode`,
    ],
  });
  // A rate-linked variant shows what shoppers pay beside its computed price.
  if (mode === 'rate') return null;
  const p = toNumberish(price);
  const d = toNumberish(value);
  if (typeof p !== 'number' || !type || typeof d !== 'number' || d <= 0) return null;
  return (
    <p className="text-xs text-muted" aria-live="polite">
      Shoppers pay{' '}
      <span className="font-medium text-charcoal">{formatINR(discountedPrice(p, { type, value: d }))}</span>
    </p>
  );
}

export function VariantFields({
  index,
  count,
  control,
  register,
  setValue,
  errors,
  onRemove,
  rates,
  ratesFailed,
}: {
  index: number;
  count: number;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['variants'];
  onRemove: () => void;
  /** Today's rates, once loaded (rate-linked variants show their price from them). */
  rates: RateTable | undefined;
  ratesFailed: boolean;
}) {
  const e = errors?.[index];
  const material = useWatch({ control, name: `variants.${index}.material` });
  const purity = useWatch({ control, name: `variants.${index}.purity` });
  const discountType = useWatch({ control, name: `variants.${index}.discount.type` });
  const byRate = useWatch({ control, name: `variants.${index}.pricingMode` }) === 'rate';
  const purities = material ? puritiesFor(material as Material) : [];

  // A new metal keeps the purity only if it fits; a metal with one purity (silver, platinum) takes it.
  useEffect(() => {
    if (!material) return;
    const fits = puritiesFor(material as Material);
    if (purity && fits.includes(purity as (typeof fits)[number])) return;
    setValue(`variants.${index}.purity`, fits.length === 1 ? fits[0]! : '', { shouldDirty: true });
  }, [material, purity, index, setValue]);

  return (
    <fieldset className={`${ui.card} p-4`}>
      <legend className="float-left mb-3 font-display text-lg">Variant {index + 1}</legend>
      {count > 1 && (
        <button
          type="button"
          className={`${ui.btnGhost} float-right -mt-1 text-danger hover:bg-danger/10`}
          onClick={onRemove}
          aria-label={`Remove Variant ${index + 1}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove Variant
        </button>
      )}
      <div className="clear-both grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          label="Metal"
          required
          placeholder="Select metal"
          options={MATERIALS.map((m) => ({ value: m, label: m }))}
          error={e?.material?.message}
          {...register(`variants.${index}.material`)}
        />
        <Select
          label="Purity"
          required
          placeholder={material ? 'Select purity' : 'Choose the metal first'}
          disabled={!material}
          options={purities.map((p) => ({ value: p, label: p }))}
          error={e?.purity?.message}
          {...register(`variants.${index}.purity`)}
        />
        <TextInput
          label="SKU"
          required
          placeholder="Unique SKU"
          hint="Unique SKU"
          autoComplete="off"
          spellCheck={false}
          error={e?.sku?.message}
          {...register(`variants.${index}.sku`)}
        />
        <PricingModeSwitch index={index} register={register} />
        {!byRate && (
          <TextInput
            label="Price (₹)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={e?.price?.message}
            {...register(`variants.${index}.price`)}
          />
        )}
        <TextInput
          label="Weight (grams)"
          required={byRate}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={e?.weight?.message}
          {...register(`variants.${index}.weight`)}
        />
        {byRate && (
          <RatePricingFields
            index={index}
            control={control}
            register={register}
            errors={e}
            rates={rates}
            ratesFailed={ratesFailed}
          />
        )}
        <TextInput
          label="Sizes"
          placeholder="e.g. 6, 7, 8"
          hint="Comma separated"
          autoComplete="off"
          error={e?.size?.message}
          {...register(`variants.${index}.size`)}
        />
        <TextInput
          label="Stock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={e?.stock?.message}
          {...register(`variants.${index}.stock`)}
        />
        <Select
          label="Discount type"
          options={[
            { value: '', label: 'No discount' },
            { value: 'percentage', label: 'Percentage (%)' },
            { value: 'fixed', label: 'Fixed (₹)' },
          ]}
          error={e?.discount?.type?.message ?? (e?.discount as { message?: string } | undefined)?.message}
          {...register(`variants.${index}.discount.type`)}
        />
        <div>
          <TextInput
            label={
              discountType === 'fixed'
                ? 'Discount (₹)'
                : discountType === 'percentage'
                  ? 'Discount (%)'
                  : 'Discount value'
            }
            type="number"
            inputMode="decimal"
            min={0}
            max={discountType === 'percentage' ? 100 : undefined}
            step={0.01}
            disabled={!discountType}
            error={e?.discount?.value?.message}
            {...register(`variants.${index}.discount.value`)}
          />
          <PriceAfterDiscount control={control} index={index} />
        </div>
      </div>
      <div className="mt-4">
        <Controller
          control={control}
          name={`variants.${index}.images`}
          render={({ field: existing }) => (
            <Controller
              control={control}
              name={`variants.${index}.newImages`}
              render={({ field: added }) => (
                <ImageListField
                  label="Images"
                  existing={existing.value}
                  onExistingChange={existing.onChange}
                  files={added.value}
                  onFilesChange={added.onChange}
                  max={MAX_VARIANT_IMAGES}
                  error={e?.images?.message}
                />
              )}
            />
          )}
        />
      </div>
    </fieldset>
  );
}
