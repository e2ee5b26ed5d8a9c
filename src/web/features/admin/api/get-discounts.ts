/** GET /api/admin/discounts?q=&page=&limit= — newest first, each with its status and uses (docs/api/admin.md). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AdminDiscountsQuery, AdminDiscountsReply } from '../../../../domain/schemas/discounts';
import { discountKeys } from './discount-keys';
import { queryString } from './keys';

export type DiscountsParams = AdminDiscountsQuery;
export const DISCOUNTS_LOAD_FAILED = 'Failed to load discount codes.';

export function getDiscounts(params: DiscountsParams) {
  const query = AdminDiscountsQuery.parse(params);
  return api(`/api/admin/discounts${queryString(query)}`, {
    schema: AdminDiscountsReply,
    fallbackMessage: DISCOUNTS_LOAD_FAILED,
  });
}

export function useDiscounts(params: DiscountsParams) {
  return useQuery({
    queryKey: discountKeys.list(params),
    queryFn: () => getDiscounts(params),
    placeholderData: keepPreviousData,
  });
}
