/**
 * The orders export's filters — from, to (the shop's days, both included) and status — and its Download button
 * (GET /api/admin/export/orders.csv, docs/api/admin.md "Exports"). Checked with the server's own schema first, so
 * a reversed range is said under its field (which takes focus) instead of as a failed download. Kit fields
 * (docs/decisions/123).
 */
import { useRef, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { ORDER_STATUSES } from '#domain/business-constants';
import { ExportOrdersQuery } from '#domain/schemas/admin-export';
import { useExportOrders } from '../api/export-orders';
import { Form, SelectField, TextField } from '#web/components/form';
import { ui } from '../components/ui';

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: s }));

export function ExportOrdersForm({ initialStatus = '' }: { initialStatus?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
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
      // The field reads its message out (aria-describedby) as it takes focus.
      formRef.current?.querySelector<HTMLInputElement>('[name="from"]')?.focus();
      return;
    }
    setError(null);
    download.mutate(parsed.data);
  };

  return (
    <Form
      density="compact"
      ref={formRef}
      onSubmit={submit}
      aria-label="Export orders"
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="From"
          name="from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={error ?? undefined}
        />
        <TextField label="To" name="to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <SelectField
          label="Status"
          name="status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          placeholder="Every status"
          options={STATUS_OPTIONS}
        />
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
    </Form>
  );
}
