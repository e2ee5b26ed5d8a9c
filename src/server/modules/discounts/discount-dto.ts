/** A discount as the admin calls answer it, and the stored row in the API's shape (for merging an edit). */
import { discountStatus, discountValueForApi } from '#domain/discounts';
import { paiseToRupees } from '#domain/money';
import type { AdminDiscountDto, DiscountInput } from '#domain/schemas/discounts';
import type { DiscountRow } from '#server/lib/discounts/discount-store';

export function toAdminDiscountDto(row: DiscountRow, used: number, now = new Date()): AdminDiscountDto {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: discountValueForApi(row.type, row.value),
    minOrder: paiseToRupees(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: row.categoryIds,
    active: row.active,
    timesUsed: used,
    status: discountStatus(row, used, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored discount as a payload: an edit sends only what it changes and this fills in the rest. */
export function toDiscountInput(row: DiscountRow): DiscountInput {
  const dto = toAdminDiscountDto(row, 0);
  return {
    code: dto.code,
    type: dto.type,
    value: dto.value,
    minOrder: dto.minOrder,
    startsAt: dto.startsAt,
    endsAt: dto.endsAt,
    usageLimit: dto.usageLimit,
    perCustomerLimit: dto.perCustomerLimit,
    categoryIds: dto.categoryIds,
    active: dto.active,
  };
}
