/**
 * The bulk CSV option of /admin/products/add (docs/shop/admin.md §2, §5, §8; docs/api/admin.md "Bulk upload"):
 * the template download, the file ('Please select a CSV file.'), the running import's progress
 * (docs/decisions/105), and the server's answer — what was imported, or every problem row with its line so the
 * admin can fix the file. Nothing is imported from a file with problems.
 */
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { CSV_COLUMNS, type CsvRowProblem } from '../../../../domain/schemas/admin-csv';
import type { BulkAddReply, CsvImportJob } from '../../../../domain/schemas/admin-csv';
import { Spinner } from '../../../components/Spinner';
import { BULK_UPLOAD_FAILED, BulkUploadError, useBulkAdd } from '../api/bulk-add';
import { useDownloadBulkTemplate } from '../api/get-bulk-template';
import { ui } from '../components/ui';
import { formatCount } from '../lib/format';
import { notify } from '../lib/notify';

function ProblemTable({ rows, caption }: { rows: CsvRowProblem[]; caption: string }) {
  return (
    <div className="max-h-80 overflow-auto rounded-[2px] border border-line bg-surface">
      <table className="w-full text-left text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {['Line', 'Column', 'Handle', 'SKU', 'Problem'].map((h) => (
              <th
                key={h}
                scope="col"
                className="sticky top-0 border-b border-line bg-[#F6F1E8] px-2.5 py-2 text-xs font-medium uppercase tracking-[0.08em] text-muted"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr
              key={`${r.line}-${r.column ?? ''}-${i}`}
              className="border-b border-line last:border-b-0 align-top"
            >
              <td className="whitespace-nowrap px-2.5 py-1.5">
                {r.line}
                {r.row !== undefined && r.row !== r.line && (
                  <span className="block text-xs text-muted">row {r.row}</span>
                )}
              </td>
              <td className="px-2.5 py-1.5">{r.column ?? '—'}</td>
              <td className="px-2.5 py-1.5">{r.handle ?? '—'}</td>
              <td className="px-2.5 py-1.5">{r.sku ?? '—'}</td>
              <td className="px-2.5 py-1.5">{r.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The running import: uploading (no count yet), then step 1 checking rows and step 2 saving them, each as rows
 * done of the file's rows. One progress bar with its rows in aria-valuenow/max and the step in its text.
 */
function ImportProgress({ job }: { job: CsvImportJob | null }) {
  const labelId = useId();
  const step =
    !job || job.finishedAt
      ? null
      : job.phase === 'checking'
        ? { n: 1, label: 'Checking rows' }
        : { n: 2, label: 'Saving products' };
  const heading = !job ? 'Uploading the file…' : step ? `Step ${step.n} of 2: ${step.label}` : 'Finishing…';
  const total = job?.rowsTotal ?? 0;
  const done = Math.min(job?.rowsDone ?? 0, total);
  const percent = total ? Math.round((done * 100) / total) : 0;
  const counted = `${formatCount(done)} of ${formatCount(total)} ${total === 1 ? 'row' : 'rows'}`;
  return (
    <div className="flex flex-col gap-1.5 rounded-[2px] border border-line bg-ivory p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-[13px]">
        <span id={labelId} className="font-medium text-charcoal">
          {heading}
        </span>
        {job && <span className="tabular-nums text-muted">{counted}</span>}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        {...(job
          ? { 'aria-valuemax': total, 'aria-valuenow': done, 'aria-valuetext': `${heading}: ${counted}` }
          : {})}
        className="h-2.5 w-full overflow-hidden rounded-full border border-gold/40 bg-gold-tint"
      >
        <div
          className={`h-full bg-gold-text transition-[width] duration-200 ${job ? '' : 'w-1/4 animate-pulse'}`}
          style={job ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p className="text-xs text-muted">
        A file with any problem imports nothing. Leaving this page does not stop the import: its products
        appear in the list when it is done.
      </p>
    </div>
  );
}

/** Products of a large import named one by one; the rest are counted (a 20,000-row file makes 5,000). */
const LISTED_PRODUCTS = 50;

function Imported({ reply }: { reply: BulkAddReply }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-[2px] border border-success/30 bg-success/5 p-4"
    >
      <p className="flex items-center gap-2 font-medium text-success">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
        {reply.message}
      </p>
      <ul className="flex flex-col gap-1">
        {reply.products.slice(0, LISTED_PRODUCTS).map((p) => (
          <li key={p._id}>
            <Link
              to={`/admin/view-product/${p._id}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {p.title}
            </Link>{' '}
            <span className="text-muted">
              ({p.variants} {p.variants === 1 ? 'variant' : 'variants'}, /{p.slug})
            </span>
          </li>
        ))}
      </ul>
      {reply.products.length > LISTED_PRODUCTS && (
        <p className="text-muted">
          …and {formatCount(reply.products.length - LISTED_PRODUCTS)} more, in the{' '}
          <Link to="/admin/products" className={ui.link}>
            product list
          </Link>
          .
        </p>
      )}
      {reply.warnings.length > 0 && (
        <div>
          <p className="mb-1 text-warning-text">Imported with changes:</p>
          <ProblemTable rows={reply.warnings} caption="Rows imported with a change" />
        </div>
      )}
      {reply.ignoredColumns.length > 0 && (
        <p className="break-words text-muted">
          Columns ignored: {reply.ignoredColumns.join(', ')}
          {reply.moreIgnoredColumns > 0 && ` and ${formatCount(reply.moreIgnoredColumns)} more`}
        </p>
      )}
    </div>
  );
}

export function BulkUploadPanel() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const template = useDownloadBulkTemplate();
  const [progress, setProgress] = useState<CsvImportJob | null>(null);
  const upload = useBulkAdd(setProgress);
  const failure = upload.error instanceof BulkUploadError ? upload.error : null;

  function send() {
    setFileError(null);
    setProgress(null);
    upload.mutate(file, {
      onSuccess: (reply) => {
        notify.success(reply.message);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (err) => {
        const message = err instanceof BulkUploadError ? err.message : BULK_UPLOAD_FAILED;
        if (!file) setFileError(message);
        notify.error(message);
      },
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <section className={`${ui.card} flex flex-col gap-3 p-4`} aria-labelledby={`${inputId}-how`}>
        <h2 id={`${inputId}-how`} className="font-display text-xl">
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
          <button
            type="button"
            className={ui.btnSecondary}
            onClick={() => template.mutate(true)}
            disabled={template.isPending}
          >
            {template.isPending ? (
              <Spinner label="Preparing…" />
            ) : (
              <>
                <Download aria-hidden="true" className="h-4 w-4" />
                Download template
              </>
            )}
          </button>
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

      <section className={`${ui.card} flex flex-col gap-3 p-4`} aria-labelledby={`${inputId}-upload`}>
        <h2 id={`${inputId}-upload`} className="font-display text-xl">
          Upload a CSV file
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="peer sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
              upload.reset();
            }}
          />
          <label
            htmlFor={inputId}
            className={`${ui.btnSecondary} cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold`}
          >
            <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
            {file ? 'Choose another file' : 'Choose CSV file'}
          </label>
          <span className="min-w-0 truncate text-muted" aria-live="polite">
            {file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : 'No file chosen'}
          </span>
        </div>
        {fileError && (
          <p id={`${inputId}-error`} role="alert" className="text-[13px] text-danger">
            {fileError}
          </p>
        )}
        <div>
          <button type="button" className={ui.btnPrimary} onClick={send} disabled={upload.isPending}>
            {upload.isPending ? (
              <Spinner label="Importing…" />
            ) : (
              <>
                <Upload aria-hidden="true" className="h-4 w-4" />
                Upload CSV
              </>
            )}
          </button>
        </div>

        {upload.isPending && file && <ImportProgress job={progress} />}
        {upload.isSuccess && <Imported reply={upload.data} />}
        {failure && file && (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-[2px] border border-danger/30 bg-danger/5 p-4"
          >
            <p className="font-medium text-danger">{failure.message}</p>
            {failure.rows.length > 0 && (
              <>
                <ProblemTable rows={failure.rows} caption="Rows with problems" />
                {failure.moreProblems > 0 && (
                  <p className="text-muted">…and {failure.moreProblems} more problems not listed.</p>
                )}
              </>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
