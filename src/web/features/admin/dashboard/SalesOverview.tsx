/**
 * The dashboard's sales (GET /api/admin/dashboard/sales): a 7 / 30 / 90-day switch, the period's revenue (sales
 * less refunds), orders, average order value and refunds against the period before, the chart per day and the
 * top products. Amounts are full rupees with Indian grouping (formatINR) everywhere but the chart's axis, whose
 * short form has one unit per axis (docs/decisions/101-dashboard-and-exports.md).
 */
import { lazy, Suspense, useState } from 'react';
import {
  DEFAULT_SALES_PERIOD,
  SALES_PERIODS,
  type DashboardSales,
  type SalesPeriod,
} from '#domain/schemas/admin-dashboard';
import { formatINR } from '#domain/money';
import { errorMessage } from '#web/lib/api-client';
import { SALES_LOAD_FAILED, useDashboardSales } from '../api/get-dashboard-sales';
import { LoadError, Loading } from '../components/LoadState';
import { ui } from '../components/ui';
import { formatCount, formatDay } from '../lib/format';
import { changeAgainst } from './compare';
import { PressedButtons } from './PressedButtons';
import { TopProducts } from './TopProducts';

const RevenueChart = lazy(() => import('./RevenueChart'));

interface Tile {
  key: string;
  label: string;
  value: string;
  note?: string;
  current: number;
  previous: number;
}

function tiles(data: DashboardSales): Tile[] {
  const { current: c, previous: p } = data;
  return [
    {
      key: 'revenue',
      label: 'Revenue',
      value: formatINR(c.revenue),
      note: `Sales ${formatINR(c.grossSales)} less refunds ${formatINR(c.refunds)}`,
      current: c.revenue,
      previous: p.revenue,
    },
    { key: 'orders', label: 'Orders', value: formatCount(c.orders), current: c.orders, previous: p.orders },
    {
      key: 'aov',
      label: 'Average order value',
      value: formatINR(c.averageOrderValue),
      note: 'Sales ÷ orders',
      current: c.averageOrderValue,
      previous: p.averageOrderValue,
    },
    {
      key: 'refunds',
      label: 'Refunds',
      value: formatINR(c.refunds),
      note: `${formatCount(c.refundCount)} ${c.refundCount === 1 ? 'refund' : 'refunds'} given`,
      current: c.refunds,
      previous: p.refunds,
    },
  ];
}

function Figures({ data }: { data: DashboardSales }) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
      {tiles(data).map((t) => {
        const change = changeAgainst(t.current, t.previous, data.days);
        return (
          <li
            key={t.key}
            className="rounded-[2px] border border-line bg-surface p-4"
            data-testid={`sales-${t.key}`}
          >
            <span className="block text-xs uppercase tracking-[0.12em] text-muted">{t.label}</span>
            <span
              className="mt-1 block font-display text-[1.75rem] leading-tight"
              data-testid={`sales-${t.key}-value`}
            >
              {t.value}
            </span>
            {t.note && <span className="block text-[13px] text-muted">{t.note}</span>}
            <span className="mt-1 block text-[13px] text-charcoal">{change.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function SalesOverview() {
  const [days, setDays] = useState<SalesPeriod>(DEFAULT_SALES_PERIOD);
  const query = useDashboardSales(days);
  const data = query.data?.data;

  return (
    <section className={`${ui.card} p-4`} aria-labelledby="sales-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="sales-heading" className="text-xl">
            Sales
          </h2>
          {data && (
            <p className="text-[13px] text-muted" data-testid="sales-range">
              {formatDay(data.current.from)} – {formatDay(data.current.to)}, against{' '}
              {formatDay(data.previous.from)} – {formatDay(data.previous.to)}
            </p>
          )}
        </div>
        <PressedButtons
          label="Period"
          options={SALES_PERIODS}
          value={days}
          onChange={setDays}
          labelOf={(p) => `${p} days`}
          className="border-charcoal"
          buttonClassName="min-h-[40px] px-3.5 font-medium"
        />
      </div>
      {query.isPending ? (
        <Loading label="Loading the sales…" />
      ) : query.isError || !data ? (
        <LoadError
          message={SALES_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div
          className={`flex flex-col gap-5 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={query.isPlaceholderData}
          data-testid="sales-overview"
          data-days={data.days}
        >
          <Figures data={data} />
          <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <h3 className="mb-2 text-lg">Revenue per day</h3>
              <Suspense fallback={<Loading label="Drawing the chart…" />}>
                <RevenueChart daily={data.daily} previousDaily={data.previousDaily} />
              </Suspense>
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 text-lg">Top products</h3>
              <TopProducts data={data.topProducts} />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
