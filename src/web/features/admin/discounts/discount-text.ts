/** How a code reads in the list: its value, its limits and its window, in the shop's words and time zone. */
import { describeDiscount, type DiscountStatus } from '#domain/discounts';
import { formatINR, formatINRWhole } from '#domain/money';
import type { AdminDiscountDto } from '#domain/schemas/discounts';
import { shopDayTime } from '#web/lib/shop-time';

export const STATUS_LABEL: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used up': 'Used up',
  inactive: 'Inactive',
};

export const STATUS_TONE = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  'used up': 'warning',
  inactive: 'neutral',
} as const satisfies Record<DiscountStatus, string>;

export function valueText(d: Pick<AdminDiscountDto, 'type' | 'value'>): string {
  return describeDiscount(d.type, d.value);
}

export function conditionsText(d: AdminDiscountDto, categoryName: (id: string) => string): string {
  const parts = [d.categoryIds.length ? d.categoryIds.map(categoryName).join(', ') : 'Every piece'];
  if (d.minOrder > 0)
    parts.push(`min. ${d.minOrder % 1 ? formatINR(d.minOrder) : formatINRWhole(d.minOrder)}`);
  return parts.join(' · ');
}

export function usesText(d: AdminDiscountDto): string {
  const used = d.usageLimit === null ? `${d.timesUsed} used` : `${d.timesUsed} of ${d.usageLimit} used`;
  return d.perCustomerLimit === null ? used : `${used} · ${d.perCustomerLimit} per customer`;
}

export function windowText(d: AdminDiscountDto): string {
  if (!d.startsAt && !d.endsAt) return 'No end date';
  const from = d.startsAt ? shopDayTime(d.startsAt, '') : 'Now';
  return `${from} → ${d.endsAt ? shopDayTime(d.endsAt, '') : 'no end'}`;
}
