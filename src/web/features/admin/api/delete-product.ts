/**
 * DELETE /api/product/delete-product/{id} — docs/shop/admin.md §8: 'Product deleted successfully'; a refusal
 * 'Failed to delete: {message}'; no answer at all 'Something went wrong'.
 */
import { DeleteReply } from '#domain/schemas/admin-catalog';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { invalidateCatalog } from './keys';
import { serverReason, useToastMutation } from './toast-mutation';
import { deleteById } from './calls';

export const PRODUCT_DELETE_BROKEN = 'Something went wrong';
export const productDeleteFailed = (message: string) => `Failed to delete: ${message}`;

export const deleteProduct = deleteById('/api/product/delete-product', DeleteReply);

export function useDeleteProduct() {
  return useToastMutation(deleteProduct, {
    done: (reply) => reply.message || ADMIN_MESSAGES.productDeleted,
    refresh: invalidateCatalog,
    failed: serverReason(PRODUCT_DELETE_BROKEN, productDeleteFailed),
  });
}
