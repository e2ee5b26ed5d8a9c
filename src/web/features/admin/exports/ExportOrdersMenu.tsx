/**
 * The orders page's Export control: a disclosure (native <details>, so keyboard and screen readers know it) that
 * opens the export's filters under the page's heading.
 */
import { Download } from 'lucide-react';
import { ui } from '../components/ui';
import { ExportOrdersForm } from './ExportOrdersForm';

export function ExportOrdersMenu() {
  return (
    <details className="group mb-4">
      <summary className={`${ui.btnSecondary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Export CSV
      </summary>
      <div className={`${ui.card} mt-2 p-4`}>
        <ExportOrdersForm />
      </div>
    </details>
  );
}
