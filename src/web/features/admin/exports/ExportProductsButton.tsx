/**
 * Downloads the catalogue as CSV in the bulk template's format (GET /api/admin/export/products.csv): edit it in a
 * spreadsheet and bring it back through Bulk upload (docs/api/admin.md "Exports").
 */
import { Download } from 'lucide-react';
import { useExportProducts } from '../api/export-products';
import { ui } from '../components/ui';

export function ExportProductsButton() {
  const download = useExportProducts();
  return (
    <button
      type="button"
      className={ui.btnSecondary}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {download.isPending ? 'Preparing…' : 'Export CSV'}
    </button>
  );
}
