/**
 * The discount form's values (text, as typed) ↔ the API's payload and reply (docs/api/admin.md "Discount codes").
 * The payload is checked with the server's own schema (DiscountInput) before it is sent, so the form shows the
 * server's messages under the same fields.
 */
import type { AdminDiscountDto, DiscountInput } from '#domain/schemas/discounts';
import { instantToWallTime, wallTimeToInstant } from './shop-datetime';

export interface DiscountFormValues {
  code: string;
  type: 'percent' | 'fixed';
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  /** Empty: every piece. */
  categoryIds: string[];
  active: boolean;
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  type: 'percent',
  value: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  categoryIds: [],
  active: true,
};

export function toFormValues(d: AdminDiscountDto, zone: string): DiscountFormValues {
  return {
    code: d.code,
    type: d.type,
    value: String(d.value),
    minOrder: d.minOrder ? String(d.minOrder) : '',
    startsAt: instantToWallTime(d.startsAt, zone),
    endsAt: instantToWallTime(d.endsAt, zone),
    usageLimit: d.usageLimit === null ? '' : String(d.usageLimit),
    perCustomerLimit: d.perCustomerLimit === null ? '' : String(d.perCustomerLimit),
    categoryIds: d.categoryIds,
    active: d.active,
  };
}

/** What is sent. A date that is no date stays as typed, so the schema's date message lands on its field. */
export function toPayload(v: DiscountFormValues, zone: string): DiscountInput {
  const instant = (text: string) => wallTimeToInstant(text, zone) ?? text;
  return {
    code: v.code,
    type: v.type,
    value: v.value,
    minOrder: v.minOrder,
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
    usageLimit: v.usageLimit,
    perCustomerLimit: v.perCustomerLimit,
    categoryIds: v.categoryIds,
    active: v.active,
  };
}
