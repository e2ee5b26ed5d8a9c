/** The customer's figures: lifetime spend (net of refunds), orders, average order, first and last order. */
import type { CustomerStats } from '#domain/schemas/admin-customers';
import { formatINR } from '#domain/money';
import { ui } from '../components/ui';
import { formatCount, formatDate } from '../lib/format';

export function CustomerFigures({ stats }: { stats: CustomerStats }) {
  const figures = [
    {
      label: 'Lifetime spend',
      value: formatINR(stats.lifetimeSpend),
      note: stats.refunded > 0 ? `after ${formatINR(stats.refunded)} refunded` : undefined,
    },
    { label: 'Orders', value: formatCount(stats.orderCount) },
    { label: 'Average order', value: stats.orderCount ? formatINR(stats.averageOrder) : '—' },
    {
      label: 'Last order',
      value: stats.lastOrderAt ? formatDate(stats.lastOrderAt) : '—',
      note: stats.firstOrderAt ? `first ${formatDate(stats.firstOrderAt)}` : undefined,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Customer figures">
      {figures.map((f) => (
        <div key={f.label} className={`${ui.card} flex flex-col-reverse gap-1 p-4`}>
          <dt className="text-xs uppercase tracking-[0.08em] text-muted">
            {f.label}
            {f.note && <span className="mt-0.5 block normal-case tracking-normal">{f.note}</span>}
          </dt>
          <dd className="font-display text-2xl text-charcoal">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
