/**
 * A rate-linked variant's price at today's rates, live, by the rule the server saves it with (form-model.ts
 * `ratePreview`, docs/decisions/092) — and what shoppers pay after the discount — or why there is none yet. A
 * metal without a rate says so, with a link to set it.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { discountedPrice, formatINR } from '#domain/money';
import { rateKeyId, rateKeyOf } from '#domain/pricing';
import type { Material, Purity } from '#domain/catalog-constants';
import { toNumberish } from '#domain/schemas/admin-fields';
import { ui } from '../components/ui';
import { ratePreview, type ProductFormValues, type VariantFormValues } from './form-model';
import type { TodaysRates } from './use-product-form';

function Waiting({ failed }: { failed: boolean }) {
  return (
    <p className="text-xs text-muted" aria-live="polite">
      {failed
        ? 'Today’s rates could not be loaded; the price is computed when you save.'
        : 'Loading today’s rates…'}
    </p>
  );
}

function NoRate({ message }: { message: string }) {
  return (
    <p className="text-[13px] text-danger" aria-live="polite">
      {message}{' '}
      <Link to="/admin/rates" className={`${ui.link} font-medium text-charcoal underline`}>
        Set metal rates
      </Link>
    </p>
  );
}

function afterDiscount(variant: VariantFormValues, price: number) {
  const d = toNumberish(variant.discount.value);
  return variant.discount.type && typeof d === 'number' && d > 0
    ? discountedPrice(price, { type: variant.discount.type, value: d })
    : null;
}

export function RatePricePreview({ index, rates, ratesFailed }: { index: number } & TodaysRates) {
  const { control } = useFormContext<ProductFormValues>();
  const variant = useWatch({ control, name: `variants.${index}` });
  if (!rates) return <Waiting failed={ratesFailed} />;
  if (!variant?.material || !variant.purity)
    return <p className="text-xs text-muted">Choose the metal and purity to see the price.</p>;
  const key = rateKeyOf(variant.material as Material, variant.purity as Purity);
  const { issues, price } = ratePreview(variant, rates);
  const missing = issues.find((i) => i.path[0] === 'purity');
  if (missing) return <NoRate message={missing.message} />;
  if (price === null)
    return <p className="text-xs text-muted">Enter the weight to see the price at today’s rate.</p>;
  const rate = rates.get(rateKeyId(key))! / 100;
  const discounted = afterDiscount(variant, price);
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
