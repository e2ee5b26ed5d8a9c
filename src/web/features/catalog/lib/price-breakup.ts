/**
 * The rows of the product page's price breakup, from a rate-linked variant's `priceBreakup` (rupees, from the
 * server's one pricing function, domain/pricing.ts): the reply's figures as they are, signed (the discount is
 * taken off), so the rows above the total add up to it exactly. Stones and discount show only when there are some.
 */
import type { VariantDto } from '#domain/schemas/catalog';
import { GST_BASIS_POINTS } from '#domain/pricing';
import { formatRatePerGram } from '#web/lib/rate-format';

export interface BreakupRow {
  key: 'metal' | 'making' | 'stones' | 'discount' | 'gst' | 'total';
  label: string;
  /** Rupees as they count towards the total: the discount is negative. */
  signed: number;
}

/** 'Making charges (12% of metal)', 'Making charges (₹450/g)' */
export function makingLabel(pricing: VariantDto['pricing']): string {
  const { type, value } = pricing.makingCharge;
  if (!(value > 0)) return 'Making charges';
  return `Making charges (${type === 'percent' ? `${value}% of metal` : formatRatePerGram(value)})`;
}

export function breakupRows(variant: VariantDto, metalLabel: string): BreakupRow[] {
  const b = variant.priceBreakup;
  if (!b) return [];
  const rows: BreakupRow[] = [
    { key: 'metal', label: metalLabel, signed: b.metal },
    { key: 'making', label: makingLabel(variant.pricing), signed: b.making },
  ];
  if (b.stones > 0) rows.push({ key: 'stones', label: 'Stones', signed: b.stones });
  if (b.discount > 0) rows.push({ key: 'discount', label: 'Discount', signed: -b.discount });
  rows.push({ key: 'gst', label: `GST ${GST_BASIS_POINTS / 100}%`, signed: b.gst });
  rows.push({ key: 'total', label: 'Total', signed: b.total });
  return rows;
}
