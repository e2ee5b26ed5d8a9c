/**
 * /admin (admin.md §2 "Dashboard"): the five count cards, and beyond the spec the last 30 days' revenue and
 * orders, the orders waiting to ship and the variants running low — all from GET /api/admin/dashboard — and when
 * the metal rates were last set (GET /api/rates), with a warning when they are older than a day.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { formatINR } from '../../../../domain/money';
import { errorMessage } from '../../../lib/api-client';
import { DASHBOARD_LOAD_FAILED, useDashboard } from '../api/get-dashboard';
import { PageHeader } from '../components/PageHeader';
import { LoadError, Loading } from '../components/LoadState';
import { ui } from '../components/ui';
import { formatCount } from '../lib/format';
import { CountCards } from './CountCards';
import { AwaitingShipment } from './AwaitingShipment';
import { LowStockList } from './LowStockList';
import { RatesNotice } from './RatesNotice';

const SalesChart = lazy(() => import('./SalesChart'));

function Panel({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className={`${ui.card} p-4`} aria-label={title}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl">{title}</h2>
        {aside && <div className="text-muted">{aside}</div>}
      </div>
      {children}
    </section>
  );
}

export default function DashboardPage() {
  const query = useDashboard();

  return (
    <div>
      <PageHeader title="Dashboard" description="How the shop is doing today." />
      <div className="mb-5">
        <RatesNotice />
      </div>
      {query.isPending ? (
        <Loading label="Loading the dashboard…" />
      ) : query.isError ? (
        <LoadError
          message={DASHBOARD_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <CountCards counts={query.data.data.counts} />
          <Panel
            title="Last 30 days"
            aside={
              <span data-testid="sales-totals">
                {formatINR(query.data.data.salesTotals.revenue)} from{' '}
                {formatCount(query.data.data.salesTotals.orders)}{' '}
                {query.data.data.salesTotals.orders === 1 ? 'order' : 'orders'}
              </span>
            }
          >
            <Suspense fallback={<Loading label="Drawing the chart…" />}>
              <SalesChart sales={query.data.data.sales} />
            </Suspense>
          </Panel>
          <div className="grid gap-5 lg:grid-cols-2">
            <Panel
              title="Waiting to ship"
              aside={`${formatCount(query.data.data.awaitingShipment.count)} placed or processing`}
            >
              <AwaitingShipment data={query.data.data.awaitingShipment} />
            </Panel>
            <Panel title="Low stock" aside={`${query.data.data.lowStock.threshold} or fewer in stock`}>
              <LowStockList data={query.data.data.lowStock} />
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
