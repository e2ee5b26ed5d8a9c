/**
 * What the bulk upload shows while and after it runs (docs/decisions/105): the import's progress, what was
 * imported, or the rows with problems; and its buttons that turn into a spinner while busy.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, type LucideIcon } from 'lucide-react';
import type { BulkAddReply, CsvImportJob, CsvRowProblem } from '#domain/schemas/admin-csv';
import { Spinner } from '#web/components/Spinner';
import type { BulkUploadError } from '../api/bulk-add';
import { ui } from '../components/ui';
import { formatCount } from '../lib/format';

/** A button that shows a spinner with `busyLabel` while its work runs. */
export function BusyButton({
  busy,
  busyLabel,
  icon: Icon,
  className,
  onClick,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  icon: LucideIcon;
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={busy}>
      {busy ? (
        <Spinner label={busyLabel} />
      ) : (
        <>
          <Icon aria-hidden="true" className="h-4 w-4" />
          {children}
        </>
      )}
    </button>
  );
}

export function ProblemTable({ rows, caption }: { rows: CsvRowProblem[]; caption: string }) {
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
export function ImportProgress({ job }: { job: CsvImportJob | null }) {
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

export function Imported({ reply }: { reply: BulkAddReply }) {
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

/** The file was refused: why, and each row with its problem (nothing was imported). */
export function UploadFailure({ failure }: { failure: BulkUploadError }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-[2px] border border-danger/30 bg-danger/5 p-4">
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
  );
}
