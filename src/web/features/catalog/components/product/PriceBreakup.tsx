/**
 * What a rate-linked piece's price is made of (docs/shop/beyond.md §2 "Metal-rate pricing"): metal (weight ×
 * today's rate), making charges, stones, discount, GST 3% and the total — the reply's own figures
 * (domain/pricing.ts rateBreakup), never recomputed here, so the parts shown always add up to the total shown,
 * which is the price above. It follows the chosen variant. On phones it folds behind a disclosure button; from
 * 1024 px it is open.
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { VariantDto } from '#domain/schemas/catalog';
import { formatINR } from '#domain/money';
import { GST_BASIS_POINTS, rateKeyOf } from '#domain/pricing';
import { formatGrams, formatRatePerGram, rateKeyLabel } from '#web/lib/rate-format';
import { breakupRows } from '#web/features/catalog/lib/price-breakup';

const GST_PERCENT = GST_BASIS_POINTS / 100;

export function PriceBreakup({ variant }: { variant: VariantDto }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const breakup = variant.priceBreakup;
  if (!breakup) return null;
  const metalLabel = `${rateKeyLabel(rateKeyOf(variant.material, variant.purity))} · ${formatGrams(variant.weight)} × ${formatRatePerGram(breakup.ratePerGram)}`;
  const rows = breakupRows(variant, metalLabel);

  return (
    <section className="mt-8 rounded-[2px] border border-line bg-surface" data-testid="price-breakup">
      <h2 className="font-sans text-sm font-medium uppercase tracking-[0.12em]">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between px-4 py-3.5 text-left uppercase lg:hidden"
        >
          Price breakup
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <span className="hidden px-5 pt-4 lg:block">Price breakup</span>
      </h2>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} px-4 pb-4 lg:block lg:px-5`}>
        <dl className="text-sm">
          {rows.map((row) => (
            <div
              key={row.key}
              data-part={row.key}
              className={`flex items-baseline justify-between gap-4 py-1.5 ${
                row.key === 'total'
                  ? 'mt-1 border-t border-line pt-2.5 font-medium text-charcoal'
                  : 'text-charcoal/85'
              }`}
            >
              <dt className="min-w-0">{row.label}</dt>
              <dd className="whitespace-nowrap tabular-nums" data-amount={row.signed}>
                {row.signed < 0 ? (
                  <>
                    <span aria-hidden="true">−</span>
                    <span className="sr-only">minus </span>
                    {formatINR(-row.signed)}
                  </>
                ) : (
                  formatINR(row.signed)
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-muted">
          Priced at today’s {rateKeyLabel(rateKeyOf(variant.material, variant.purity))} rate; GST{' '}
          {GST_PERCENT}% on the whole value, making charges included.
        </p>
      </div>
    </section>
  );
}
