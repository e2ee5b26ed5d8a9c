/**
 * GET /api/product/bulk-template — the CSV template (header and example rows using this shop's categories),
 * downloaded with the admin's token and saved under the server's file name.
 */
import { useFileDownload } from './calls';

export const TEMPLATE_FAILED = 'Could not download the template.';

export function useDownloadBulkTemplate() {
  return useFileDownload(
    (withExamples: boolean) => `/api/product/bulk-template${withExamples ? '' : '?examples=false'}`,
    TEMPLATE_FAILED,
    'aurelia-products-template.csv',
  );
}
