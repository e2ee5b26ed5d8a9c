/**
 * The orders export's filters — from, to (the shop's days, both included) and status — and its Download button
 * (GET /api/admin/export/orders.csv, docs/api/admin.md "Exports"). Checked with the server's own schema first, so
 * a reversed range is said under its field instead of as a failed download.
 */
import { useId, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { ORDER_STATUSES } from '#domain/business-constants';
import { ExportOrdersQuery } from '#domain/schemas/admin-export';
import { useExportOrders } from '../api/export-orders';
import { ui } from '../components/ui';

export function ExportOrdersForm({ initialStatus = '' }: { initialStatus?: string }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState(initialStatus);
  const [error, setError] = useState<string | null>(null);
  const download = useExportOrders();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ExportOrdersQuery.safeParse({ from, to, status });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the dates.');
      return;
    }
    setError(null);
    download.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Export orders" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-from`} className={ui.label}>
            From
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={ui.input}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-[13px] text-danger">
              {error}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={ui.label}>
            To
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className={ui.input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={ui.label}>
            Status
          </label>
          <select
            id={`${id}-status`}
            name="status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            className={ui.input}
          >
            <option value="">Every status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-[13px] text-muted">
        Days are the shop’s; leave a date blank to start at the first order or end at the last. One row per
        order, amounts in rupees.
      </p>
      <div>
        <button type="submit" className={ui.btnSecondary} disabled={download.isPending}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {download.isPending ? 'Preparing…' : 'Download orders CSV'}
        </button>
      </div>
    </form>
  );
}
