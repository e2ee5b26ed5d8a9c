/** GET /api/admin/discounts?q=&page=&limit= — newest first, each with its status and uses (docs/api/admin.md). */
import { AdminDiscountsQuery, AdminDiscountsReply } from '#domain/schemas/discounts';
import { discountKeys } from './discount-keys';
import { getChecked, usePagedQuery } from './calls';

export type DiscountsParams = AdminDiscountsQuery;
export const DISCOUNTS_LOAD_FAILED = 'Failed to load discount codes.';

export function getDiscounts(params: DiscountsParams) {
  return getChecked(
    '/api/admin/discounts',
    AdminDiscountsQuery,
    params,
    AdminDiscountsReply,
    DISCOUNTS_LOAD_FAILED,
  );
}

export function useDiscounts(params: DiscountsParams) {
  return usePagedQuery(discountKeys.list(params), () => getDiscounts(params));
}
