/** GET /api/admin/discounts/{id} — one code for its edit form (docs/api/admin.md "Discount codes"). */
import { useQuery } from '@tanstack/react-query';
import { AdminDiscountReply } from '#domain/schemas/discounts';
import { discountKeys } from './discount-keys';
import { getOne } from './calls';

export const DISCOUNT_LOAD_FAILED = 'Failed to load the discount code.';

export function getDiscount(id: string) {
  return getOne(`/api/admin/discounts/${encodeURIComponent(id)}`, AdminDiscountReply, DISCOUNT_LOAD_FAILED);
}

export function useDiscount(id: string) {
  return useQuery({ queryKey: discountKeys.one(id), queryFn: () => getDiscount(id), enabled: !!id });
}
