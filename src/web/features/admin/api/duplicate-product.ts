/**
 * POST /api/admin/products/{id}/duplicate — a hidden copy with zero stock, "(copy)" in its name
 * (docs/api/admin.md "Duplicate a product"); the caller opens its edit page.
 */
import { errorMessage } from '#web/lib/api-client';
import { ProductWriteReply } from '#domain/schemas/admin-product';
import { invalidateCatalog } from './keys';
import { useToastMutation } from './toast-mutation';
import { send } from './calls';

export const DUPLICATE_FAILED = 'Could not duplicate the product. Please try again.';

export function duplicateProduct(id: string) {
  return send(
    'POST',
    `/api/admin/products/${encodeURIComponent(id)}/duplicate`,
    ProductWriteReply,
    DUPLICATE_FAILED,
  );
}

export function useDuplicateProduct() {
  return useToastMutation(duplicateProduct, {
    done: (reply) => reply.message,
    refresh: invalidateCatalog,
    failed: (err) => errorMessage(err, DUPLICATE_FAILED),
  });
}
