/**
 * GET /api/admin/export/products.csv — the catalogue in the bulk template's format (it imports back unchanged),
 * downloaded with the admin's token (docs/api/admin.md "Exports").
 */
import { useFileDownload } from './calls';

export const PRODUCTS_EXPORT_FAILED = 'Could not export the products.';

export function useExportProducts() {
  return useFileDownload(
    () => '/api/admin/export/products.csv',
    PRODUCTS_EXPORT_FAILED,
    'aurelia-products.csv',
  );
}
