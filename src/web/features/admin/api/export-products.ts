/**
 * GET /api/admin/export/products.csv — the catalogue in the bulk template's format (it imports back unchanged),
 * downloaded with the admin's token (docs/api/admin.md "Exports").
 */
import { useMutation } from '@tanstack/react-query';
import { apiFile, errorMessage } from '#web/lib/api-client';
import { saveFile } from '#web/lib/save-file';
import { notify } from '../lib/notify';

export const PRODUCTS_EXPORT_FAILED = 'Could not export the products.';

export async function exportProducts(): Promise<void> {
  const { blob, filename } = await apiFile('/api/admin/export/products.csv', {
    fallbackMessage: PRODUCTS_EXPORT_FAILED,
  });
  saveFile(blob, filename ?? 'aurelia-products.csv');
}

export function useExportProducts() {
  return useMutation({
    mutationFn: exportProducts,
    onError: (err) => notify.error(errorMessage(err, PRODUCTS_EXPORT_FAILED)),
  });
}
