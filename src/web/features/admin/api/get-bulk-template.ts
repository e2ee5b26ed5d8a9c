/**
 * GET /api/product/bulk-template — the CSV template (header and example rows using this shop's categories),
 * downloaded with the admin's token and saved under the server's file name.
 */
import { useMutation } from '@tanstack/react-query';
import { apiFile, errorMessage } from '#web/lib/api-client';
import { notify } from '../lib/notify';

export const TEMPLATE_FAILED = 'Could not download the template.';
const DEFAULT_NAME = 'aurelia-products-template.csv';

export async function downloadBulkTemplate(withExamples = true): Promise<void> {
  const { blob, filename } = await apiFile(
    `/api/product/bulk-template${withExamples ? '' : '?examples=false'}`,
    { fallbackMessage: TEMPLATE_FAILED },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? DEFAULT_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadBulkTemplate() {
  return useMutation({
    mutationFn: downloadBulkTemplate,
    onError: (err) => notify.error(errorMessage(err, TEMPLATE_FAILED)),
  });
}
