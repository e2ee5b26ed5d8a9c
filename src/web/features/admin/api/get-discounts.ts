/** GET /api/admin/discounts?q=&page=&limit= — newest first, each with its status and uses (docs/api/admin.md). */
import { AdminDiscountsQuery, AdminDiscountsReply } from '#domain/schemas/discounts';
import { discountKeys } from './discount-keys';
import { pagedList } from './calls';

export const DISCOUNTS_LOAD_FAILED = 'Failed to load discount codes.';

export const useDiscounts = pagedList(
  '/api/admin/discounts',
  AdminDiscountsQuery,
  AdminDiscountsReply,
  DISCOUNTS_LOAD_FAILED,
  discountKeys.list,
  (reply) => reply.discounts,
);
