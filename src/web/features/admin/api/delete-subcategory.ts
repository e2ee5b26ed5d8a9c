/**
 * DELETE /api/subcategory/delete-subcategory/{id} — 'Subcategory deleted successfully'; a refusal (it is still
 * some product's home, or a home page list) shows the server's reason.
 */
import { SubcategoryDeleteReply } from '#domain/schemas/admin-catalog';
import { CATEGORY_DELETE_BROKEN, CATEGORY_DELETE_FAILED } from './delete-category';
import { invalidateCatalog } from './keys';
import { serverReason, useToastMutation } from './toast-mutation';
import { deleteById } from './calls';

export const deleteSubcategory = deleteById(
  '/api/subcategory/delete-subcategory',
  SubcategoryDeleteReply,
  CATEGORY_DELETE_FAILED,
);

export function useDeleteSubcategory() {
  return useToastMutation(deleteSubcategory, {
    done: (reply) => {
      const n = reply.removedListings;
      return n > 0
        ? `${reply.message}. It no longer lists ${n} ${n === 1 ? 'product' : 'products'}.`
        : reply.message;
    },
    refresh: invalidateCatalog,
    failed: serverReason(CATEGORY_DELETE_BROKEN),
  });
}
