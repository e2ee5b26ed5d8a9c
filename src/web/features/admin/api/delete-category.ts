/**
 * DELETE /api/category/delete-category/{id} — docs/shop/admin.md §8: 'Category deleted successfully'; a refusal
 * shows the server's reason (it still holds products or subcategories — 409), else 'Delete failed'; no answer at
 * all 'Something went wrong while deleting.'.
 */
import { DeleteReply } from '#domain/schemas/admin-catalog';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { invalidateCatalog } from './keys';
import { serverReason, useToastMutation } from './toast-mutation';
import { deleteById } from './calls';

export const CATEGORY_DELETE_FAILED = 'Delete failed';
export const CATEGORY_DELETE_BROKEN = 'Something went wrong while deleting.';

export const deleteCategory = deleteById(
  '/api/category/delete-category',
  DeleteReply,
  CATEGORY_DELETE_FAILED,
);

export function useDeleteCategory() {
  return useToastMutation(deleteCategory, {
    done: (reply) => reply.message || ADMIN_MESSAGES.categoryDeleted,
    refresh: invalidateCatalog,
    failed: serverReason(CATEGORY_DELETE_BROKEN),
  });
}
