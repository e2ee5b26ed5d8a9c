/**
 * POST /api/admin/discounts (new) or PUT /api/admin/discounts/{id} (edit) — the whole form is sent either way.
 * A refusal keeps its field errors (ApiError.errors) for the form to show under each field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminDiscountReply, type DiscountInput } from '#domain/schemas/discounts';
import { discountKeys } from './discount-keys';
import { send } from './calls';

export const DISCOUNT_SAVE_FAILED = 'Something went wrong while saving the discount code.';

export function saveDiscount({ id, input }: { id?: string; input: DiscountInput }) {
  return send(
    id ? 'PUT' : 'POST',
    id ? `/api/admin/discounts/${encodeURIComponent(id)}` : '/api/admin/discounts',
    AdminDiscountReply,
    DISCOUNT_SAVE_FAILED,
    input,
  );
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all() }),
  });
}
