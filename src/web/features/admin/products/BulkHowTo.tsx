/**
 * How the bulk file works (docs/shop/admin.md §5): one row per variant, the required columns, the template to
 * download, and every column with its level and content.
 */
import { useId } from 'react';
import { Download } from 'lucide-react';
import { CSV_COLUMNS } from '#domain/schemas/admin-csv';
import { useDownloadBulkTemplate } from '../api/get-bulk-template';
import { ui } from '../components/ui';
import { BusyButton } from './BulkUploadResults';

export function BulkHowTo() {
  const id = useId();
  const template = useDownloadBulkTemplate();
  return (
    <section className={`${ui.card} flex flex-col gap-3 p-4`} aria-labelledby={`${id}-how`}>
      <h2 id={`${id}-how`} className="font-display text-xl">
        How the file works
      </h2>
      <p>
        One row per <strong>variant</strong>; rows that share a <code>handle</code> become one product, with
        the product&rsquo;s columns read from its first row. Required columns:{' '}
        {CSV_COLUMNS.filter((c) => c.required)
          .map((c) => c.name)
          .join(', ')}
        . Images must already be in the shop (their URL); otherwise the product shows a placeholder. A file
        with any problem imports nothing.
      </p>
      <div className="flex flex-wrap gap-2">
        <BusyButton
          className={ui.btnSecondary}
          busy={template.isPending}
          busyLabel="Preparing…"
          icon={Download}
          onClick={() => template.mutate(true)}
        >
          Download template
        </BusyButton>
      </div>
      <details>
        <summary className="cursor-pointer text-muted hover:text-charcoal">All columns</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-[13px]">
            <caption className="sr-only">Columns of the bulk upload file</caption>
            <thead>
              <tr className="text-xs uppercase tracking-[0.08em] text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Column
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Level
                </th>
                <th scope="col" className="py-1 font-medium">
                  Content
                </th>
              </tr>
            </thead>
            <tbody>
              {CSV_COLUMNS.map((c) => (
                <tr key={c.name} className="border-t border-line align-top">
                  <th scope="row" className="whitespace-nowrap py-1 pr-3 font-mono text-xs font-normal">
                    {c.name}
                    {c.required && <span className="text-danger"> *</span>}
                  </th>
                  <td className="py-1 pr-3">{c.level}</td>
                  <td className="py-1">{c.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
