/** Under a fixed-price variant's discount: what shoppers pay after it (a rate-linked variant shows it beside its computed price). */
import { useFormContext, useWatch } from 'react-hook-form';
import { discountedPrice, formatINR } from '#domain/money';
import { toNumberish } from '#domain/schemas/admin-fields';
import type { ProductFormValues } from './form-model';

export function PriceAfterDiscount({ index }: { index: number }) {
  const { control } = useFormContext<ProductFormValues>();
  const [price, type, value, mode] = useWatch({
    control,
    name: [
      `variants.${index}.price`,
      `variants.${index}.discount.type`,
      `variants.${index}.discount.value`,
      `variants.${index}.pricingMode`,
    ],
  });
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
